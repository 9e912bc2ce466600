import { Form, useSubmit } from 'react-router';
import type { SortOption } from '@shop/contracts';
import { SORT_OPTIONS, type ListingQueryInput } from '@shop/contracts/web';
import { Hydrated } from '../../lib/hydrated.ts';
import { SORT_LABELS } from '../../lib/listing.ts';
import { HiddenQuery } from './HiddenQuery.tsx';
import styles from './Listing.module.css';
import { LISTING_COPY } from '../../copy/pages/listing.ts';
import { usePageCopy } from '../../copy/use-copy.ts';

export function SortSelect({
  sort,
  query,
  pathname,
  disabled = false,
}: {
  sort: SortOption;
  query: ListingQueryInput;
  pathname: string;
  /** Holds the choice while a page loads (see ListingView). */
  disabled?: boolean;
}) {
  const copy = usePageCopy('listing', LISTING_COPY);
  const submit = useSubmit();
  return (
    <Form method="get" action={pathname} className={styles.sortForm}>
      <HiddenQuery query={query} keep="facets" />
      <label htmlFor="listing-sort">{copy.sortBy}</label>
      <select
        id="listing-sort"
        name="sort"
        defaultValue={sort}
        disabled={disabled}
        // flushSync: the loading state (controls held) is on screen before the next tap (see FacetForm).
        onChange={(event) =>
          void submit(event.currentTarget.form, { preventScrollReset: true, flushSync: true })
        }
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
      <Hydrated
        before={
          <button type="submit" className={styles.secondaryButton}>
            {copy.sort}
          </button>
        }
      />
    </Form>
  );
}
