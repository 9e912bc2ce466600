import { Link } from '../../lib/link.tsx';
import { clampPage, totalPages } from '@shop/domain';
import { pageWindow } from './pageWindow.ts';
import styles from './Pagination.module.css';
import { fillCopy } from '../../copy/fill.ts';
import { useCopy } from '../../copy/use-copy.ts';

export interface PaginationProps {
  currentPage: number;
  totalItems: number;
  itemsPerPage: number;
  /** Address of a page; real links, so paging works before (or without) scripts. */
  hrefForPage: (page: number) => string;
  /** Accessible name of the navigation landmark; default 'Pagination'. */
  label?: string;
}

export function Pagination({ currentPage, totalItems, itemsPerPage, hrefForPage, label }: PaginationProps) {
  const copy = useCopy().pagination;
  const pages = totalPages(totalItems, itemsPerPage);
  if (pages <= 1) return null;
  const current = clampPage(currentPage, totalItems, itemsPerPage);
  return (
    <nav aria-label={label ?? copy.label} className={styles.pagination}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link to={hrefForPage(current - 1)} className={styles.step} rel="prev">
              <span aria-hidden="true">‹</span> {copy.previous}
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              <span aria-hidden="true">‹</span> {copy.previous}
            </span>
          )}
        </li>
        {pageWindow(current, pages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={hrefForPage(page)}
                className={`${styles.page} ${page === current ? styles.current : ''}`}
                aria-current={page === current ? 'page' : undefined}
                aria-label={fillCopy(copy.page, { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <Link to={hrefForPage(current + 1)} className={styles.step} rel="next">
              {copy.next} <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              {copy.next} <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
