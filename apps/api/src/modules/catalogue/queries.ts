import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { SortOption } from '@shop/contracts';
import { brands, categories, productWithRefsSelection, products, type Db, type ProductWithRefs } from '@shop/db';


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

export type FacetKey = 'brand' | 'category' | 'price' | 'availability' | 'condition' | 'ribbon';

export function priceCondition(range: PriceRange): SQL | undefined {
  return and(
    range.minCents === null ? undefined : gte(products.priceCents, range.minCents),
    range.maxCents === null ? undefined : lt(products.priceCents, range.maxCents),
  );
}

/** WHERE of a listing, leaving out one facet's own selection (disjunctive faceting). */
export function listingWhere(f: ListingFilter, except?: FacetKey): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    f.scopeCategoryIds ? inArray(products.categoryId, [...f.scopeCategoryIds]) : undefined,
    f.scopeBrandId !== null ? eq(products.brandId, f.scopeBrandId) : undefined,
    f.match ?? undefined,
  ];
  if (except !== 'brand' && f.brandIds) parts.push(inArray(products.brandId, [...f.brandIds]));
  if (except !== 'category' && f.categoryIds) parts.push(inArray(products.categoryId, [...f.categoryIds]));
  if (except !== 'price' && f.price) parts.push(priceCondition(f.price));
  if (except !== 'availability' && f.inStock) parts.push(eq(products.stockStatus, 'inStock'));
  if (except !== 'condition' && f.conditions)
    parts.push(inArray(products.conditionType, [...f.conditions] as never[]));
  if (except !== 'ribbon' && f.ribbons) parts.push(inArray(products.ribbon, [...f.ribbons] as never[]));
  return and(...parts);
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

export async function listListingPage(
  db: Db,
  params: { filter: ListingFilter; sort: SortOption; limit: number; offset: number; orderBy?: SQL[] | undefined },
): Promise<ProductWithRefs[]> {
  return db
    .select(productWithRefsSelection)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(listingWhere(params.filter))
    .orderBy(...(params.orderBy ?? SORTS[params.sort]()))
    .limit(params.limit)
    .offset(params.offset);
}

export async function countListing(db: Db, params: { filter: ListingFilter }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(listingWhere(params.filter));
  return row?.n ?? 0;
}

export async function countByBrand(db: Db, params: { filter: ListingFilter }) {
  return db
    .select({ id: brands.id, name: brands.name, uri: brands.uri, n: count() })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(listingWhere(params.filter, 'brand'))
    .groupBy(brands.id);
}

export async function countByCategory(db: Db, params: { filter: ListingFilter }) {
  return db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .where(listingWhere(params.filter, 'category'))
    .groupBy(products.categoryId);
}

export async function countByCondition(db: Db, params: { filter: ListingFilter }) {
  return db
    .select({ value: products.conditionType, n: count() })
    .from(products)
    .where(listingWhere(params.filter, 'condition'))
    .groupBy(products.conditionType);
}

export async function countByRibbon(db: Db, params: { filter: ListingFilter }) {
  return db
    .select({ value: products.ribbon, n: count() })
    .from(products)
    .where(listingWhere(params.filter, 'ribbon'))
    .groupBy(products.ribbon);
}

export async function countInStock(db: Db, params: { filter: ListingFilter }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(listingWhere(params.filter, 'availability'), eq(products.stockStatus, 'inStock')));
  return row?.n ?? 0;
}

/** One row: the number of products in each range (one pass, `count(*) filter (where …)` per range). */
export async function countByPriceRanges(
  db: Db,
  params: { filter: ListingFilter; ranges: readonly PriceRange[] },
): Promise<number[]> {
  if (params.ranges.length === 0) return [];
  const columns: Record<string, SQL<number>> = {};
  params.ranges.forEach((range, i) => {
    const condition = priceCondition(range) ?? sql`true`;
    columns[`r${i}`] = sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  });
  const [row] = await db.select(columns).from(products).where(listingWhere(params.filter, 'price'));
  return params.ranges.map((_, i) => Number(row?.[`r${i}`] ?? 0));
}

export async function listCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      uri: categories.uri,
      title: categories.title,
      sortOrder: categories.sortOrder,
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

export async function listBrandsWithCounts(db: Db) {
  const n = sql<number>`count(${products.id})`.mapWith(Number);
  return db
    .select({
      id: brands.id,
      name: brands.name,
      uri: brands.uri,
      thumbnail: brands.thumbnailUrl,
      description: brands.description,
      productCount: n,
    })
    .from(brands)
    .leftJoin(products, eq(products.brandId, brands.id))
    .groupBy(brands.id)
    .orderBy(asc(brands.name));
}

export async function getBrandByUri(db: Db, params: { uri: string }) {
  const [row] = await db
    .select({
      id: brands.id,
      name: brands.name,
      uri: brands.uri,
      thumbnail: brands.thumbnailUrl,
      description: brands.description,
    })
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
