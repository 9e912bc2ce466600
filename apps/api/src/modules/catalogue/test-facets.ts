import type { Facet } from '@shop/contracts';
import { PRICE_BANDS } from './listing.ts';

// The facet computation a listing's answer must agree with, done the slow way over every product of the scope: the
// catalogue's and the search's tests check the API's counts against it.

/** What a facet counts of one product. */
export interface FacetRow {
  productId: number;
  brand: string;
  categoryUri: string;
  priceCents: number;
  stockStatus: string;
  conditionType: string | null;
  ribbon: string | null;
}

export interface Selection {
  scope?: string;
  brand?: string[];
  category?: string[];
  price?: [number, number | null];
  inStock?: boolean;
  condition?: string[];
  ribbon?: string[];
}
type Key = 'brand' | 'category' | 'price' | 'availability' | 'condition' | 'ribbon';

export const under = (uri: string) => (row: FacetRow) =>
  row.categoryUri === uri || row.categoryUri.startsWith(`${uri}/`);

export function matches(row: FacetRow, s: Selection, except?: Key): boolean {
  if (s.scope && !under(s.scope)(row)) return false;
  if (except !== 'brand' && s.brand && !s.brand.includes(row.brand)) return false;
  if (except !== 'category' && s.category && !s.category.some((c) => under(c)(row))) return false;
  if (except !== 'price' && s.price) {
    const [min, max] = s.price;
    if (row.priceCents < min * 100 || (max !== null && row.priceCents >= max * 100)) return false;
  }
  if (except !== 'availability' && s.inStock && row.stockStatus !== 'inStock') return false;
  if (except !== 'condition' && s.condition && !s.condition.includes(row.conditionType ?? '')) return false;
  if (except !== 'ribbon' && s.ribbon && !s.ribbon.includes(row.ribbon ?? '')) return false;
  return true;
}

/** Each facet's counts over `rows` (the scope's products), each over the selections but its own. */
export function expectedFacetCounts(
  rows: readonly FacetRow[],
  s: Selection,
): Record<Key, Record<string, number>> {
  const tally = (key: Key, valueOf: (r: FacetRow) => string[]) => {
    const out: Record<string, number> = {};
    for (const r of rows) if (matches(r, s, key)) for (const v of valueOf(r)) out[v] = (out[v] ?? 0) + 1;
    return out;
  };
  const depth = s.scope ? s.scope.split('/').length + 1 : 1;
  return {
    brand: tally('brand', (r) => [r.brand]),
    // Options are the scope's children, plus any selected category that is not one of them.
    category: tally('category', (r) => {
      const parts = r.categoryUri.split('/');
      const child = parts.length >= depth ? [parts.slice(0, depth).join('/')] : [];
      const extra = (s.category ?? []).filter((c) => c.split('/').length !== depth && under(c)(r));
      return [...child, ...extra];
    }),
    price: tally('price', (r) =>
      PRICE_BANDS.filter(
        ([min, max]) => r.priceCents >= min * 100 && (max === null || r.priceCents < max * 100),
      ).map(([min, max]) => `${min}-${max ?? ''}`),
    ),
    availability: tally('availability', (r) => (r.stockStatus === 'inStock' ? ['inStock'] : [])),
    condition: tally('condition', (r) => (r.conditionType ? [r.conditionType] : [])),
    ribbon: tally('ribbon', (r) => (r.ribbon ? [r.ribbon] : [])),
  };
}

/** Counts by facet and value; a selected option with no products is shown too, but has nothing to compare. */
export function facetCounts(facets: Facet[]): Record<string, Record<string, number>> {
  return Object.fromEntries(
    facets.map((f) => [
      f.key,
      Object.fromEntries(f.options.filter((o) => o.count > 0).map((o) => [o.value, o.count])),
    ]),
  );
}

/** The listing's query string for a selection (the scope is the path's). */
export function selectionQuery(s: Selection): string {
  const p = new URLSearchParams();
  if (s.brand) p.set('brand', s.brand.join(','));
  if (s.category) p.set('category', s.category.join(','));
  if (s.price) p.set('price', `${s.price[0]}-${s.price[1] ?? ''}`);
  if (s.inStock) p.set('availability', 'inStock');
  if (s.condition) p.set('condition', s.condition.join(','));
  if (s.ribbon) p.set('ribbon', s.ribbon.join(','));
  return p.toString();
}
