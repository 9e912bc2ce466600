import type { Facet, Listing, ListingQuery } from '@shop/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '@shop/db';
import { CONDITION_TYPES, RIBBON_TYPES } from '@shop/db';
import { dollarsToCents, formatSmallPrice, totalPages } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { toProduct } from '../products/mapper.ts';
import { type CategoryIndex, normaliseCategoryUri } from './categories.ts';
import {
  countFacets,
  listBrandsByUris,
  listListingPage,
  type ListingFilter,
  type PriceRange,
} from './queries.ts';

/** A listing's own scope: a category page (its sub-tree), a brand page, or everything (both null). */
export interface ListingScope {
  categoryId: number | null;
  brandId: number | null;
  /** Search results (docs/decisions/0010): the full-text match, and the relevance order used for sort=popular. */
  match?: SQL | null;
  relevanceOrder?: SQL[];
}

/** Price bands of the price facet, dollars, [min, max). */
export const PRICE_BANDS: readonly (readonly [number, number | null])[] = [
  [0, 250],
  [250, 500],
  [500, 1000],
  [1000, 2000],
  [2000, 3000],
  [3000, 5000],
  [5000, null],
];

/** Above this a dollar amount cannot be a price (and would overflow the integer cents column). */
const MAX_PRICE_DOLLARS = 20_000_000;

const RIBBON_LABELS: Record<string, string> = {
  save: 'Save',
  'catalogue-item': 'Catalogue Item',
  cashback: 'Cashback',
  win: 'Win',
  new: 'New',
  bonus: 'Bonus',
  'special-offer': 'Special Offer',
  sale: 'Sale',
};

function priceValue(min: number | null, max: number | null): string {
  return `${min ?? ''}-${max ?? ''}`;
}

function priceLabel(min: number | null, max: number | null): string {
  if ((min ?? 0) === 0 && max !== null) return `Under ${formatSmallPrice(max)}`;
  if (max === null) return `${formatSmallPrice(min ?? 0)} and over`;
  return `${formatSmallPrice(min ?? 0)} - ${formatSmallPrice(max)}`;
}

/** 'min-max' in whole dollars, either side optional, to a half-open cents range; '-' is no filter. */
export function parsePrice(
  value: string | undefined,
): { min: number | null; max: number | null; range: PriceRange } | null {
  if (!value) return null;
  const match = /^(\d*)-(\d*)$/.exec(value);
  if (!match) throw new AppError('validation_failed', ['price: price must look like 100-500']);
  const read = (digits: string | undefined) => (digits ? Math.min(Number(digits), MAX_PRICE_DOLLARS) : null);
  const min = read(match[1]);
  const max = read(match[2]);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) {
    throw new AppError('validation_failed', ['price: the lowest price must not be above the highest']);
  }
  return {
    min,
    max,
    range: centsRange(min, max),
  };
}

/** Whole-dollar bounds (either open) as the cents range the queries filter on. */
function centsRange(min: number | null, max: number | null): PriceRange {
  return {
    minCents: min === null ? null : dollarsToCents(min),
    maxCents: max === null ? null : dollarsToCents(max),
  };
}

/** One option per known value with its count; a value shows when it has products or the shopper picked it. */
function valueOptions(
  known: readonly string[],
  counted: readonly { value: string | null; n: number }[],
  selected: readonly string[] | null,
  label: (value: string) => string,
) {
  const count = new Map(counted.map((r) => [r.value, r.n]));
  return known
    .map((value) => ({
      value,
      label: label(value),
      count: count.get(value) ?? 0,
      selected: selected?.includes(value) ?? false,
    }))
    .filter((o) => o.count > 0 || o.selected);
}

function pickKnown(values: readonly string[] | undefined, known: readonly string[]): string[] | null {
  if (!values?.length) return null;
  const byLower = new Map(known.map((k) => [k.toLowerCase(), k]));
  const picked = [...new Set(values.flatMap((v) => byLower.get(v.trim().toLowerCase()) ?? []))];
  return picked.length > 0 ? picked : null;
}

/**
 * One page of a listing with its facets (docs/decisions/0009): a query for the page and one for the total and every
 * facet (countFacets), each facet counted over the filtered set without its own selection. Unknown selection values
 * are ignored, so an old bookmarked address still opens.
 */
export async function buildListing(
  db: Db,
  index: CategoryIndex,
  scope: ListingScope,
  query: ListingQuery,
): Promise<Listing> {
  return (await buildListingWithScopeCounts(db, index, scope, query)).listing;
}

/**
 * buildListing, plus the number of products of each category within the scope before any selection: a category page
 * shows its sub-categories with those counts, and they come out of the same statement as the facets.
 */
export async function buildListingWithScopeCounts(
  db: Db,
  index: CategoryIndex,
  scope: ListingScope,
  query: ListingQuery,
): Promise<{ listing: Listing; scopeCounts: Map<number, number> }> {
  const price = parsePrice(query.price);
  const brandRows = scope.brandId === null ? await listBrandsByUris(db, { uris: query.brand ?? [] }) : [];
  const selectedCategories = [
    ...new Map(
      (query.category ?? []).flatMap((uri) => {
        const row = index.byUri.get(normaliseCategoryUri(uri));
        return row ? [[row.id, row] as const] : [];
      }),
    ).values(),
  ];
  const filter: ListingFilter = {
    scopeCategoryIds: scope.categoryId === null ? null : index.subtreeIds(scope.categoryId),
    scopeBrandId: scope.brandId,
    brandIds: brandRows.length > 0 ? brandRows.map((b) => b.id) : null,
    categoryIds:
      selectedCategories.length > 0
        ? [...new Set(selectedCategories.flatMap((c) => index.subtreeIds(c.id)))]
        : null,
    price: price?.range ?? null,
    inStock: query.availability === 'inStock',
    conditions: pickKnown(query.condition, CONDITION_TYPES),
    ribbons: pickKnown(query.ribbon, RIBBON_TYPES),
    match: scope.match ?? null,
  };

  const customPrice =
    price && !PRICE_BANDS.some(([min, max]) => min === price.min && max === price.max) ? price : null;
  const ranges: PriceRange[] = PRICE_BANDS.map(([min, max]) => centsRange(min, max));
  if (customPrice) ranges.push(customPrice.range);

  const offset = (query.page - 1) * query.pageSize;
  const [rows, counts] = await Promise.all([
    listListingPage(db, {
      filter,
      sort: query.sort,
      limit: query.pageSize,
      offset,
      orderBy: query.sort === 'popular' ? scope.relevanceOrder : undefined,
    }),
    countFacets(db, { filter, ranges }),
  ]);
  const { total, inStock, priceRanges: priceCounts } = counts;

  const facets: Facet[] = [];

  // Category: the children of the page's category (top-level categories elsewhere), plus any selected category.
  const perCategory = new Map(counts.categories.map((c) => [c.categoryId, c.n]));
  const sumOver = (id: number) =>
    index.subtreeIds(id).reduce((acc, cid) => acc + (perCategory.get(cid) ?? 0), 0);
  const categoryOptions = [...index.children(scope.categoryId)];
  for (const selected of selectedCategories)
    if (!categoryOptions.some((c) => c.id === selected.id)) categoryOptions.push(selected);
  facets.push({
    key: 'category',
    title: 'Category',
    options: categoryOptions
      .map((c) => ({
        value: c.uri,
        label: c.title,
        count: sumOver(c.id),
        selected: selectedCategories.some((s) => s.id === c.id),
      }))
      .filter((o) => o.count > 0 || o.selected),
  });

  if (scope.brandId === null) {
    const options = counts.brands.map((b) => ({
      value: b.uri,
      label: b.name,
      count: b.n,
      selected: brandRows.some((s) => s.id === b.id),
    }));
    for (const b of brandRows) {
      if (!options.some((o) => o.value === b.uri))
        options.push({ value: b.uri, label: b.name, count: 0, selected: true });
    }
    options.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    facets.push({ key: 'brand', title: 'Brand', options });
  }

  const priceOptions = PRICE_BANDS.map(([min, max], i) => ({
    value: priceValue(min, max),
    label: priceLabel(min, max),
    count: priceCounts[i] ?? 0,
    selected: price !== null && price.min === min && price.max === max,
  }));
  if (customPrice) {
    priceOptions.push({
      value: priceValue(customPrice.min, customPrice.max),
      label: priceLabel(customPrice.min, customPrice.max),
      count: priceCounts[PRICE_BANDS.length] ?? 0,
      selected: true,
    });
  }
  facets.push({
    key: 'price',
    title: 'Price',
    options: priceOptions.filter((o) => o.count > 0 || o.selected),
  });

  facets.push({
    key: 'availability',
    title: 'Availability',
    options: [{ value: 'inStock', label: 'In stock', count: inStock, selected: filter.inStock }].filter(
      (o) => o.count > 0 || o.selected,
    ),
  });

  facets.push({
    key: 'condition',
    title: 'Condition',
    options: valueOptions(CONDITION_TYPES, counts.conditions, filter.conditions, (c) => c),
  });

  facets.push({
    key: 'ribbon',
    title: 'Offers',
    options: valueOptions(RIBBON_TYPES, counts.ribbons, filter.ribbons, (r) => RIBBON_LABELS[r] ?? r).sort(
      (a, b) => b.count - a.count || a.label.localeCompare(b.label),
    ),
  });

  return {
    listing: {
      products: rows.map(toProduct),
      totalCount: total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: totalPages(total, query.pageSize),
      sort: query.sort,
      facets,
    },
    scopeCounts: new Map(counts.categories.map((c) => [c.categoryId, c.inScope])),
  };
}
