import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import type { NavCategory } from '@shop/contracts';
import styles from './MobileNav.module.css';
import { fillCopy } from '../../copy/fill.ts';
import { useCopy } from '../../copy/use-copy.ts';
import { Icon } from '../icon/Icon.tsx';

interface MobileNavListProps {
  categories: NavCategory[];
  onClose: () => void;
  /** Set for a nested level: the parent category, reachable as 'Shop all …'. */
  parent?: NavCategory;
}

/**
 * 000 §4 touch rules: a category with sub-categories opens on tap (tapping the open one closes it); one without
 * navigates, and when it is the current page the nav closes and the page scrolls to the top.
 */
export function MobileNavList({ categories, onClose, parent }: MobileNavListProps) {
  const copy = useCopy().nav;
  const { pathname } = useLocation();
  const [openUri, setOpenUri] = useState<string | null>(null);

  const follow = (event: MouseEvent, uri: string) => {
    if (uri !== pathname) return;
    event.preventDefault();
    onClose();
    window.scrollTo(0, 0);
  };

  return (
    <ul className={parent ? styles.subList : styles.list}>
      {parent ? (
        <li>
          <Link to={parent.uri} className={styles.shopAll} onClick={(event) => follow(event, parent.uri)}>
            {fillCopy(copy.shopAll, { category: parent.title })}
          </Link>
        </li>
      ) : null}
      {categories.map((category) => {
        if (category.subCategories.length === 0) {
          return (
            <li key={category.uri}>
              <Link
                to={category.uri}
                className={styles.link}
                onClick={(event) => follow(event, category.uri)}
              >
                {category.title}
              </Link>
            </li>
          );
        }
        const isOpen = openUri === category.uri;
        return (
          <li key={category.uri}>
            <button
              type="button"
              className={styles.link}
              aria-expanded={isOpen}
              onClick={() => setOpenUri(isOpen ? null : category.uri)}
            >
              {category.title}
              <Icon name="chevronDown" />
            </button>
            {isOpen ? (
              <MobileNavList categories={category.subCategories} onClose={onClose} parent={category} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
