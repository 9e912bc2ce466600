import type { ListingQueryInput } from '@shop/contracts';
import { MULTI_VALUE_FACETS } from '../../lib/listing.ts';

/** The parts of the listing query one form does not edit, carried along so submitting it keeps them. */
export function HiddenQuery({ query, keep }: { query: ListingQueryInput; keep: 'facets' | 'sort' }) {
  if (keep === 'sort') {
    return query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null;
  }
  return (
    <>
      {MULTI_VALUE_FACETS.flatMap((key) =>
        (query[key] ?? []).map((value) => (
          <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
        )),
      )}
      {query.price ? <input type="hidden" name="price" value={query.price} /> : null}
      {query.availability ? <input type="hidden" name="availability" value={query.availability} /> : null}
    </>
  );
}
