import { useState } from 'react';
import { useNavigation } from 'react-router';
import type { Listing, ListingQueryInput } from '@shop/contracts';
import { Modal } from '../modal/Modal.tsx';
import { Pagination } from '../pagination/Pagination.tsx';
import { ProductGrid } from '../ProductGrid.tsx';
import { toProductTile, type PriceContext, type ProductTileData } from '../ProductTile.tsx';
import { Hydrated } from '../../lib/hydrated.ts';
import { toJsonText, type JsonText } from '../../lib/json-text.ts';
import { listingHref } from '../../lib/listing.ts';
import { FacetForm } from './FacetForm.tsx';
import { SortSelect } from './SortSelect.tsx';
import styles from './Listing.module.css';
import type { PageCopy } from '../../copy/base.ts';
import { fillCopy } from '../../copy/fill.ts';
import { LISTING_COPY } from '../../copy/pages/listing.ts';
import { usePageCopy } from '../../copy/use-copy.ts';

export interface ListingData extends Omit<Listing, 'products'> {
  products: ProductTileData[];
}

/** A listing as a page's loader gives it: JSON text (docs/decisions/0082); the page reads it with `fromJsonText`. */
export function toListingData(listing: Listing, ctx: PriceContext): JsonText<ListingData> {
  // An API answer the renderer keeps is one frozen object for every render within its life (ADR 0077): its tiles and
  // its text are made once per price context, and the kept tiles' keys (kept-html.server.tsx) follow the same objects.
  let texts = listingTexts.get(listing);
  if (!texts) listingTexts.set(listing, (texts = new Map()));
  const key = `${ctx.themeId}\n${ctx.isAuthenticated}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = toJsonText({ ...listing, products: listing.products.map((p) => toProductTile(p, ctx)) });
    texts.set(key, text);
  }
  return text;
}

const listingTexts = new WeakMap<Listing, Map<string, JsonText<ListingData>>>();

export function resultCountText(
  listing: Pick<ListingData, 'totalCount' | 'page' | 'pageSize'>,
  copy: PageCopy['listing'],
): string {
  const { totalCount, page, pageSize } = listing;
  if (totalCount === 0) return copy.noneFound;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(totalCount, page * pageSize);
  const noun = totalCount === 1 ? copy.product : copy.products;
  return first === 1 && last === totalCount
    ? fillCopy(copy.count, { count: totalCount, noun })
    : fillCopy(copy.range, { first, last, count: totalCount, noun });
}

/** Filters, sort, results and paging of a product listing (category, brand, all products). */
export function ListingView({
  listing,
  query,
  pathname,
  loginHref,
  label,
}: {
  listing: ListingData;
  query: ListingQueryInput;
  pathname: string;
  loginHref: string;
  /** Accessible name of the results list, e.g. 'Fridges products'; with the path it names the analytics list. */
  label: string;
}) {
  const copy = usePageCopy('listing', LISTING_COPY);
  const [refineOpen, setRefineOpen] = useState(false);
  // When the next page arrives it re-renders the filters and sort and closes any open dialog (ModalHost), so a tap
  // while it loads would be undone under the shopper's finger, or would ask again without the choice just made: the
  // controls wait, visibly, until it is there. The forms submit with flushSync so this state shows at once.
  const loading = useNavigation().state !== 'idle';
  const hasFacets = listing.facets.some((f) => f.options.length > 0);

  // The sidebar's form and the small-screen Refine dialog's form; the key starts each afresh for a new query.
  const facetForm = (idPrefix: string, key: string) => (
    <FacetForm
      key={key}
      facets={listing.facets}
      query={query}
      pathname={pathname}
      idPrefix={idPrefix}
      disabled={loading}
    />
  );
  return (
    <div className={styles.layout}>
      {hasFacets ? (
        <aside id="refine" className={styles.sidebar} aria-labelledby="refine-heading">
          <h2 id="refine-heading" className={styles.sidebarHeading}>
            {copy.refine}
          </h2>
          {facetForm('facet', `${pathname}?${listingHref('', query)}`)}
        </aside>
      ) : null}
      <section className={styles.results} aria-label={label} aria-busy={loading || undefined}>
        <div className={styles.toolbar}>
          <p className={styles.resultCount} role="status">
            {resultCountText(listing, copy)}
          </p>
          {hasFacets ? (
            <Hydrated
              before={
                <a href="#refine" className={styles.refineButton}>
                  {copy.refine}
                </a>
              }
            >
              <button
                type="button"
                className={styles.refineButton}
                aria-haspopup="dialog"
                disabled={loading}
                onClick={() => setRefineOpen(true)}
              >
                {copy.refine}
              </button>
            </Hydrated>
          ) : null}
          <SortSelect
            key={listingHref('', query)}
            sort={listing.sort}
            query={query}
            pathname={pathname}
            disabled={loading}
          />
        </div>
        {listing.products.length > 0 ? (
          <ProductGrid
            products={listing.products}
            loginHref={loginHref}
            list={{ id: pathname, name: label }}
            indexOffset={(listing.page - 1) * listing.pageSize}
          />
        ) : (
          <p className={styles.empty}>{copy.noneMatch}</p>
        )}
        {listing.pageCount > 1 ? (
          <Pagination
            currentPage={listing.page}
            totalItems={listing.totalCount}
            itemsPerPage={listing.pageSize}
            hrefForPage={(page) => listingHref(pathname, query, page)}
            label={fillCopy(copy.pages, { label })}
          />
        ) : null}
      </section>
      {hasFacets ? (
        <Modal isOpen={refineOpen} onClose={() => setRefineOpen(false)} title={copy.refine}>
          {facetForm('refine', `m-${listingHref('', query)}`)}
        </Modal>
      ) : null}
    </div>
  );
}
