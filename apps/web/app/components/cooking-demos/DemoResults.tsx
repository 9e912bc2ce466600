import type { CookingDemoList } from '@shop/contracts';
import type { CookingDemoFilters, LoadStatus } from '@shop/domain';
import { Pagination } from '../pagination/Pagination.tsx';
import { DemoCard } from './DemoCard.tsx';
import { windowDay } from './format.ts';
import { listHref } from './listing.ts';
import styles from './CookingDemos.module.css';

function countText(list: CookingDemoList): string {
  const { totalRecords, pageNo, recordsPerPage } = list;
  const noun = totalRecords === 1 ? 'demo' : 'demos';
  const first = (pageNo - 1) * recordsPerPage + 1;
  const last = Math.min(totalRecords, pageNo * recordsPerPage);
  return first === 1 && last === totalRecords
    ? `${totalRecords} ${noun} found`
    : `Showing ${first}–${last} of ${totalRecords} ${noun}`;
}

/** What the live status line says for each listing status (000 §4). */
export function statusText(status: LoadStatus, list: CookingDemoList | null): string {
  if (status === 'Loading') return 'Loading cooking demos…';
  if (status === 'Failure' || !list) return 'Cooking demos could not be loaded.';
  return list.totalRecords === 0 ? 'No cooking demos found.' : countText(list);
}

/**
 * The results: a live status line, the window searched, the cards and the pages. The last demos found stay in view
 * (dimmed, aria-busy) while the next load runs.
 */
export function DemoResults({
  status,
  list,
  filters,
  cleared,
  onRetry,
  retryHref,
}: {
  status: LoadStatus;
  list: CookingDemoList | null;
  filters: CookingDemoFilters;
  /** The filters were dropped after an error: say so. */
  cleared: boolean;
  /** With scripts: 'Try again' loads in place. Without: it is a link to the same address. */
  onRetry?: () => void;
  retryHref: string;
}) {
  const loading = status === 'Loading';
  return (
    <section className={styles.results} aria-label="Cooking demo results" aria-busy={loading || undefined}>
      <p role="status" className={styles.summary}>
        {statusText(status, list)}
      </p>
      {list && status !== 'Failure' ? (
        <p className={styles.window}>
          From {windowDay(list.startDate)} to {windowDay(list.endDate)}
        </p>
      ) : null}
      {cleared && status === 'Success' ? (
        <p className={styles.notice}>
          We could not search with the filters you chose, so here are all the demos for the dates shown.
          Please choose your filters again.
        </p>
      ) : null}
      {status === 'Failure' ? (
        <div className={styles.failure}>
          <p>Sorry, we could not load the cooking demos just now. Please try again in a moment.</p>
          {onRetry ? (
            <button type="button" className={styles.secondary} onClick={onRetry}>
              Try again
            </button>
          ) : (
            <a href={retryHref} className={styles.secondary}>
              Try again
            </a>
          )}
        </div>
      ) : null}
      {list && status !== 'Failure' && list.totalRecords === 0 ? (
        <p>
          There are no demos matching your choices between these dates. Try a later &ldquo;To&rdquo; date, or
          fewer filters: without dates we only look at today and tomorrow.
        </p>
      ) : null}
      {list && status !== 'Failure' && list.demos.length > 0 ? (
        <ul className={styles.cards} aria-label="Cooking demos">
          {list.demos.map((demo) => (
            <DemoCard key={demo.id} demo={demo} />
          ))}
        </ul>
      ) : null}
      {list && status !== 'Failure' && list.totalPages > 1 ? (
        <Pagination
          currentPage={list.pageNo}
          totalItems={list.totalRecords}
          itemsPerPage={list.recordsPerPage}
          hrefForPage={(page) => listHref(filters, page)}
          label="Cooking demo pages"
        />
      ) : null}
    </section>
  );
}
