import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SortOption } from '@shop/contracts';
import {
  brands,
  categories,
  productSearch,
  productWithRefsSelection,
  queryRows,
  products,
  type Db,
  type ProductWithRefs,
} from '@shop/db';

/** What a listing is restricted to; cents for prices, ids resolved by the service. */
export interface ListingFilter {
  /** The page's own scope: a category sub-tree and/or a brand. Never relaxed for facet counts. */
  scopeCategoryIds: readonly number[] | null;
  scopeBrandId: number | null;
  /** Facet selections; null = not filtering. */
  brandIds: readonly number[] | null;
  categoryIds: readonly number[] | null;
  price: PriceRange | null;
  inStock: boolean;
  conditions: readonly string[] | null;
  ribbons: readonly string[] | null;
  /** A full-text match (search results, docs/decisions/0010); part of the scope, never relaxed for facet counts. */
  match?: SQL | null;
}

/** [minCents, maxCents): half-open, so adjacent bands never count a product twice. */
export interface PriceRange {
  minCents: number | null;
  maxCents: number | null;
}

/**
 * Where a search's matches are listed and counted from (docs/decisions/0075): product_search, the narrow copy of each
 * product's listable columns, under the name "products". Its columns carry the names of products' own, so every
 * filter, sort and count of this file reads it unchanged. A category or brand listing reads products itself, whose
 * indexes give its order and scope.
 */
const searchRows = alias(productSearch, 'products');
/** searchRows in a statement written as SQL (an alias there renders as its name alone). */
const searchRowsFrom = sql`${productSearch} as ${sql.identifier('products')}`;

export type FacetKey = 'brand' | 'category' | 'price' | 'availability' | 'condition' | 'ribbon';

export function priceCondition(range: PriceRange): SQL | undefined {
  return and(
    range.minCents === null ? undefined : gte(products.priceCents, range.minCents),
    range.maxCents === null ? undefined : lt(products.priceCents, range.maxCents),
  );
}

/** The page's own scope (category sub-tree, brand, search match): never relaxed for facet counts. */
export function scopeWhere(f: ListingFilter): SQL | undefined {
  return and(
    f.scopeCategoryIds ? inArray(products.categoryId, [...f.scopeCategoryIds]) : undefined,
    f.scopeBrandId !== null ? eq(products.brandId, f.scopeBrandId) : undefined,
    f.match ?? undefined,
  );
}

/** The shopper's selections, leaving out one facet's own (disjunctive faceting); undefined when nothing is selected. */
export function selectionWhere(f: ListingFilter, except?: FacetKey): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (except !== 'brand' && f.brandIds) parts.push(inArray(products.brandId, [...f.brandIds]));
  if (except !== 'category' && f.categoryIds) parts.push(inArray(products.categoryId, [...f.categoryIds]));
  if (except !== 'price' && f.price) parts.push(priceCondition(f.price));
  if (except !== 'availability' && f.inStock) parts.push(eq(products.stockStatus, 'inStock'));
  if (except !== 'condition' && f.conditions)
    parts.push(inArray(products.conditionType, [...f.conditions] as never[]));
  if (except !== 'ribbon' && f.ribbons) parts.push(inArray(products.ribbon, [...f.ribbons] as never[]));
  return and(...parts);
}

/** WHERE of a listing, leaving out one facet's own selection (disjunctive faceting). */
export function listingWhere(f: ListingFilter, except?: FacetKey): SQL | undefined {
  return and(scopeWhere(f), selectionWhere(f, except));
}

const SORTS: Record<SortOption, () => SQL[]> = {
  popular: () => [desc(products.popularity), asc(products.id)],
  // 'Request Price' products (price 0) go last in both directions: they are not the cheapest.
  'price-asc': () => [sql`(${products.priceCents} = 0)`, asc(products.priceCents), asc(products.id)],
  'price-desc': () => [desc(products.priceCents), asc(products.id)],
  // Byte order of the lower-cased title: the same on every server whatever its collation.
  name: () => [sql`lower(${products.title}) collate "C"`, asc(products.id)],
  newest: () => [desc(products.createdAt), desc(products.id)],
  discount: () => [
    sql`${products.percentageDiscountOffRrp} desc nulls last`,
    desc(products.popularity),
    asc(products.id),
  ],
};

/**
 * One page of a listing. The page's ids are chosen first, sorting only the sort keys of the matching products (read
 * from product_search for a search); the whole rows with their brand and category are read for those ids alone and
 * put in the same order. Sorting whole product rows (description, images) to keep 24 of thousands cost twice as much:
 * at 100,000 products a broad search 43 against 22 ms, a large category 29 against 13 ms.
 */
export async function listListingPage(
  db: Db,
  params: {
    filter: ListingFilter;
    sort: SortOption;
    limit: number;
    offset: number;
    orderBy?: SQL[] | undefined;
  },
): Promise<ProductWithRefs[]> {
  const order = params.orderBy ?? SORTS[params.sort]();
  const where = listingWhere(params.filter);
  const pageIds = db
    .select({ id: products.id })
    .from(params.filter.match ? searchRows : products)
    .where(where)
    .orderBy(...order)
    .limit(params.limit)
    .offset(params.offset);
  return db
    .select(productWithRefsSelection)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, pageIds))
    .orderBy(...order);
}

/** What one pass over a listing's scope counts (countFacets). */
export interface FacetCounts {
  /** Products matching every selection. */
  total: number;
  /** In stock, over every selection but availability. */
  inStock: number;
  /** Per price range, over every selection but price; in the order of the ranges asked for. */
  priceRanges: number[];
  /** Per brand with products in the scope, over every selection but brand (0 when none match). */
  brands: { id: number; name: string; uri: string; n: number }[];
  /** Per category: `n` over every selection but category; `inScope` unfiltered (the sub-categories' counts). */
  categories: { categoryId: number; n: number; inScope: number }[];
  conditions: { value: string | null; n: number }[];
  ribbons: { value: string | null; n: number }[];
}

interface FacetRow extends Record<string, unknown> {
  g: number;
  brand_id: number | null;
  brand_name: string | null;
  brand_uri: string | null;
  category_id: number | null;
  condition_type: string | null;
  ribbon: string | null;
  in_scope: number;
  n_total: number;
  n_brand: number;
  n_category: number;
  n_condition: number;
  n_ribbon: number;
  n_in_stock: number;
}

// grouping(brand, category, condition, ribbon) sets a bit for each column a row is not grouped by.
const GROUPED_BY = {
  brand: 0b0111,
  category: 0b1011,
  condition: 0b1101,
  ribbon: 0b1110,
  none: 0b1111,
} as const;

/** The per-combination counts summed into each facet's (countFacets). */
const COUNTED = [
  'in_scope',
  'n_total',
  'n_brand',
  'n_category',
  'n_condition',
  'n_ribbon',
  'n_in_stock',
] as const;

/**
 * Every facet's counts and the total in one statement (docs/decisions/0016-read-caching.md): one pass over the scope,
 * each count filtered by the selections other than its own facet's. The pass counts each combination of brand,
 * category, condition and ribbon once; the facets are sums over those few hundred combinations (GROUPING SETS), and
 * the brands' names are joined to the sums. A broad search at 100,000 products grouped every match five times and
 * joined its brand's name to it, in 33-40 ms; with this and the narrow copy it takes 18-19 ms (docs/decisions/0075).
 * One statement instead of seven costs the database one plan and one scan.
 */
export async function countFacets(
  db: Db,
  params: { filter: ListingFilter; ranges: readonly PriceRange[] },
): Promise<FacetCounts> {
  const f = params.filter;
  const count = (condition: SQL | undefined) => sql`(count(*) filter (where ${condition ?? sql`true`}))::int`;
  const rangeNames = params.ranges.map((_, i) => sql.raw(`r${i}`));
  const ranges = params.ranges.map(
    (range, i) => sql`, ${count(and(selectionWhere(f, 'price'), priceCondition(range)))} as ${rangeNames[i]}`,
  );
  const sums = [...COUNTED.map((name) => sql.raw(name)), ...rangeNames].map(
    (name) => sql`, sum(${name})::int as ${name}`,
  );
  const rows = await queryRows<FacetRow & Record<`r${number}`, number>>(
    db,
    sql`with combinations as (select
      ${products.brandId} as brand_id, ${products.categoryId} as category_id,
      ${products.conditionType} as condition_type, ${products.ribbon} as ribbon,
      count(*)::int as in_scope,
      ${count(selectionWhere(f))} as n_total,
      ${count(selectionWhere(f, 'brand'))} as n_brand,
      ${count(selectionWhere(f, 'category'))} as n_category,
      ${count(selectionWhere(f, 'condition'))} as n_condition,
      ${count(selectionWhere(f, 'ribbon'))} as n_ribbon,
      ${count(and(selectionWhere(f, 'availability'), eq(products.stockStatus, 'inStock')))} as n_in_stock
      ${sql.join(ranges)}
    from ${f.match ? searchRowsFrom : products}
    where ${scopeWhere(f) ?? sql`true`}
    group by 1, 2, 3, 4),
    counted as (select grouping(brand_id, category_id, condition_type, ribbon)::int as g,
      brand_id, category_id, condition_type, ribbon ${sql.join(sums)}
    from combinations
    group by grouping sets ((brand_id), (category_id), (condition_type), (ribbon), ()))
    select counted.*, ${brands.name} as brand_name, ${brands.uri} as brand_uri
    from counted left join ${brands} on ${brands.id} = counted.brand_id`,
  );
  const of = (set: number) => rows.filter((r) => Number(r.g) === set);
  // An empty scope still yields the row of the empty grouping set, with zero counts.
  const overall = of(GROUPED_BY.none)[0];
  return {
    total: Number(overall?.n_total ?? 0),
    inStock: Number(overall?.n_in_stock ?? 0),
    priceRanges: params.ranges.map((_, i) => Number(overall?.[`r${i}`] ?? 0)),
    brands: of(GROUPED_BY.brand)
      .filter((r) => Number(r.n_brand) > 0)
      .map((r) => ({
        id: Number(r.brand_id),
        name: r.brand_name ?? '',
        uri: r.brand_uri ?? '',
        n: Number(r.n_brand),
      })),
    categories: of(GROUPED_BY.category).map((r) => ({
      categoryId: Number(r.category_id),
      n: Number(r.n_category),
      inScope: Number(r.in_scope),
    })),
    conditions: of(GROUPED_BY.condition).map((r) => ({ value: r.condition_type, n: Number(r.n_condition) })),
    ribbons: of(GROUPED_BY.ribbon).map((r) => ({ value: r.ribbon, n: Number(r.n_ribbon) })),
  };
}

export async function listCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      uri: categories.uri,
      title: categories.title,
      sortOrder: categories.sortOrder,
      description: categories.description,
    })
    .from(categories);
}

/** Products per category (not rolled up); restricted to some categories when given. */
export async function countProductsByCategory(db: Db, params: { categoryIds?: readonly number[] } = {}) {
  return db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .where(params.categoryIds ? inArray(products.categoryId, [...params.categoryIds]) : undefined)
    .groupBy(products.categoryId);
}

/** What a brand page and the brand list show of a brand. */
const BRAND_COLUMNS = {
  id: brands.id,
  name: brands.name,
  uri: brands.uri,
  thumbnail: brands.thumbnailUrl,
  description: brands.description,
};

export async function listBrandsWithCounts(db: Db) {
  const n = sql<number>`count(${products.id})`.mapWith(Number);
  return db
    .select({ ...BRAND_COLUMNS, productCount: n })
    .from(brands)
    .leftJoin(products, eq(products.brandId, brands.id))
    .groupBy(brands.id)
    .orderBy(asc(brands.name));
}

export async function getBrandByUri(db: Db, params: { uri: string }) {
  const [row] = await db
    .select(BRAND_COLUMNS)
    .from(brands)
    .where(sql`lower(${brands.uri}) = lower(${params.uri})`)
    .limit(1);
  return row ?? null;
}

export async function countProductsOfBrand(db: Db, params: { brandId: number }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.brandId, params.brandId));
  return row?.n ?? 0;
}

/** Brand ids by uri (facet selections), case-insensitively. */
export async function listBrandsByUris(db: Db, params: { uris: readonly string[] }) {
  if (params.uris.length === 0) return [];
  return db
    .select({ id: brands.id, name: brands.name, uri: brands.uri })
    .from(brands)
    .where(
      inArray(
        sql`lower(${brands.uri})`,
        params.uris.map((u) => u.toLowerCase()),
      ),
    );
}

/** A page of product addresses for the site map, in id order. */
export async function listSitemapProducts(db: Db, params: { limit: number; offset: number }) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.id))
    .limit(params.limit)
    .offset(params.offset);
}

export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}
