import type { SortOption } from '@shop/contracts';
import { SORT_OPTIONS, type ListingQueryInput } from '@shop/contracts/web';

/** Facets whose values are comma lists in the API query; the page sends them as repeated GET parameters. */
export const MULTI_VALUE_FACETS = ['brand', 'category', 'condition', 'ribbon'] as const;
/** Facets that take one value at a time (the API accepts one price range and one availability). */
export const SINGLE_VALUE_FACETS = ['price', 'availability'] as const;

export const DEFAULT_SORT: SortOption = 'popular';
export const PAGE_SIZE = 24;

export const SORT_LABELS: Record<SortOption, string> = {
  popular: 'Most popular',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
  newest: 'Newest',
  discount: 'Biggest discount',
};

function isSort(value: string | null): value is SortOption {
  return value !== null && (SORT_OPTIONS as readonly string[]).includes(value);
}

function listValues(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** The listing query a page address asks for; anything malformed is dropped rather than failing the page. */
export function listingQueryFromUrl(url: URL, pageSize: number = PAGE_SIZE): ListingQueryInput {
  const params = url.searchParams;
  const query: ListingQueryInput = { pageSize };
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 10_000) query.page = page;
  const sort = params.get('sort');
  if (isSort(sort)) query.sort = sort;
  for (const key of MULTI_VALUE_FACETS) {
    const values = listValues(params, key);
    if (values.length > 0) query[key] = values;
  }
  const price = params.getAll('price').at(-1);
  if (price && /^\d*-\d*$/.test(price) && price !== '-') query.price = price;
  if (params.getAll('availability').includes('inStock')) query.availability = 'inStock';
  return query;
}

/** Address of a listing page with the given query (repeated parameters, as the filter form submits them). */
export function listingHref(pathname: string, query: ListingQueryInput, page?: number): string {
  const params = new URLSearchParams();
  for (const key of MULTI_VALUE_FACETS) for (const value of query[key] ?? []) params.append(key, value);
  if (query.price) params.set('price', query.price);
  if (query.availability) params.set('availability', query.availability);
  if (query.sort && query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  const target = page ?? query.page ?? 1;
  if (target > 1) params.set('page', String(target));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Canonical path of a listing: the page number is kept, filters and sort are not (they are views of the same list). */
export function listingCanonicalPath(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}
