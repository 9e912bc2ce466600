import { and, asc, desc, eq, getTableColumns, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { brands, categories, products } from '../schema/index.ts';

// The cost price is staff-only (the margin band, docs/decisions/0035): left out here so no product answer built from
// these rows can carry it.
const { searchVector: _searchVector, costCents: _costCents, ...productColumns } = getTableColumns(products);

/** The columns of a product with its brand and category, for every query that returns `ProductWithRefs`. */
export const productWithRefsSelection = {
  product: productColumns,
  brand: {
    id: brands.id,
    name: brands.name,
    uri: brands.uri,
    thumbnailUrl: brands.thumbnailUrl,
    isRestricted: brands.isRestricted,
  },
  category: {
    id: categories.id,
    uri: categories.uri,
    slug: categories.slug,
    title: categories.title,
    parentId: categories.parentId,
  },
};

/** A product with its brand and category, as the product endpoints need it. Amounts are cents. */
export interface ProductWithRefs {
  product: Omit<typeof products.$inferSelect, 'searchVector' | 'costCents'>;
  brand: { id: number; name: string; uri: string; thumbnailUrl: string | null; isRestricted: boolean };
  category: { id: number; uri: string; slug: string; title: string; parentId: number | null };
}

function selectJoined(db: Db) {
  return db
    .select(productWithRefsSelection)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

async function one(db: Db, where: SQL): Promise<ProductWithRefs | null> {
  const rows = await selectJoined(db).where(where).limit(1);
  return rows[0] ?? null;
}

/** Home page: the most popular products that are in stock and have a price. */
export async function listFeaturedProducts(db: Db, params: { limit: number }): Promise<ProductWithRefs[]> {
  const limit = Math.max(0, Math.min(100, Math.floor(params.limit)));
  if (limit === 0) return [];
  return selectJoined(db)
    .where(and(eq(products.stockStatus, 'inStock'), gt(products.priceCents, 0)))
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(limit);
}

/** `slug` may also be given as the uri ('product/{slug}/'); the spec derives the slug by stripping both. */
export async function getProductBySlug(db: Db, slug: string): Promise<ProductWithRefs | null> {
  const clean = slug
    .trim()
    .replace(/^\/+/, '')
    .replace(/^product\//i, '')
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  if (!clean) return null;
  return one(db, eq(products.slug, clean));
}

/** Case-insensitive (served by the lower(sku) index). */
export async function getProductBySku(db: Db, sku: string): Promise<ProductWithRefs | null> {
  const clean = sku.trim();
  if (!clean) return null;
  return one(db, sql`lower(${products.sku}) = lower(${clean})`);
}

/** By the public product number (spec `productId`), not the surrogate key. */
export async function getProductById(db: Db, productId: number): Promise<ProductWithRefs | null> {
  if (!Number.isSafeInteger(productId) || productId <= 0 || productId > 2_147_483_647) return null;
  return one(db, eq(products.productId, productId));
}
