import type {
  Brand,
  BrandPage,
  CategoryNode,
  CategoryPage,
  Listing,
  ListingQuery,
  SitemapProducts,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import { totalPages } from '@shop/domain';
import { htmlToText } from '@shop/server-kit';
import { READ_TTL, queryKey, readCacheFor, unlessNull } from '../shared/cache.ts';
import { CategoryIndex, categoryPath, normaliseCategoryUri } from './categories.ts';
import { buildListing, buildListingWithScopeCounts } from './listing.ts';
import {
  countProducts,
  countProductsByCategory,
  countProductsOfBrand,
  getBrandByUri,
  listBrandsWithCounts,
  listCategories,
  listSitemapProducts,
} from './queries.ts';

// The cart's upsell check reads the tree fresh rather than through the cached index.
export { listCategories } from './queries.ts';

/** The tree every listing, trail and upsell needs; read once a minute rather than once per call. */
export async function loadCategoryIndex(db: Db): Promise<CategoryIndex> {
  return readCacheFor(db).get(
    'category-index',
    READ_TTL.reference,
    async () => new CategoryIndex(await listCategories(db)),
  );
}

/**
 * Category descriptions are plain text (docs/decisions/0009): the page shows them as a paragraph and as its meta
 * description. Markup an admin tool may have stored is reduced to its text here, whatever the write path did.
 */
export function plainDescription(stored: string | null): string | null {
  return htmlToText(stored) || null;
}

/** The title of the page over every product (GET /api/v2/category/ with an empty uri). */
export const ALL_PRODUCTS_TITLE = 'All Products';

/**
 * A category page: the category, its trail (ancestors as '/c/…' paths; the web adds Home and the category itself), its
 * children with product counts, and the listing of the category and everything below it. An empty uri is the page of
 * all products. Null when no category has the uri.
 */
export async function loadCategoryPage(
  db: Db,
  rawUri: string,
  query: ListingQuery,
): Promise<CategoryPage | null> {
  const uri = normaliseCategoryUri(rawUri);
  return readCacheFor(db).get(`category:${uri}?${queryKey(query)}`, unlessNull(READ_TTL.catalogue), () =>
    readCategoryPage(db, uri, query),
  );
}

async function readCategoryPage(db: Db, uri: string, query: ListingQuery): Promise<CategoryPage | null> {
  const index = await loadCategoryIndex(db);
  const category = uri === '' ? null : index.byUri.get(uri);
  if (category === undefined) return null;
  const scopeId = category?.id ?? null;
  const children = index.children(scopeId);
  // The sub-categories' counts are the scope's, unfiltered: navigation, not facets.
  const { listing, scopeCounts } = await buildListingWithScopeCounts(
    db,
    index,
    { categoryId: scopeId, brandId: null },
    query,
  );
  const totals = index.rollUp(scopeCounts);
  return {
    category: category
      ? { title: category.title, uri: category.uri, description: plainDescription(category.description) }
      : { title: ALL_PRODUCTS_TITLE, uri: '', description: null },
    breadcrumbs: category ? index.trail(category.id, { includeSelf: false }) : [],
    subCategories: children.map((c) => ({
      title: c.title,
      uri: categoryPath(c.uri),
      productCount: totals.get(c.id) ?? 0,
    })),
    listing,
  };
}

/** GET /api/v2/products: every product. */
export async function loadAllProducts(db: Db, query: ListingQuery): Promise<Listing> {
  return readCacheFor(db).get(`products?${queryKey(query)}`, READ_TTL.catalogue, async () => {
    const index = await loadCategoryIndex(db);
    return buildListing(db, index, { categoryId: null, brandId: null }, query);
  });
}

/** The whole tree with product counts of each sub-tree, in display order. */
export async function loadCategoryTree(db: Db): Promise<{ categories: CategoryNode[] }> {
  return readCacheFor(db).get('category-tree', READ_TTL.reference, () => readCategoryTree(db));
}

async function readCategoryTree(db: Db): Promise<{ categories: CategoryNode[] }> {
  const [index, counts] = await Promise.all([loadCategoryIndex(db), countProductsByCategory(db)]);
  const totals = index.rollUp(new Map(counts.map((c) => [c.categoryId, c.n])));
  const node = (id: number | null): CategoryNode[] =>
    index.children(id).map((c) => ({
      title: c.title,
      uri: categoryPath(c.uri),
      productCount: totals.get(c.id) ?? 0,
      children: node(c.id),
    }));
  return { categories: node(null) };
}

/** Brands that have products, by name; a brand without any would only lead to an empty page. */
export async function loadBrands(db: Db): Promise<{ brands: Brand[] }> {
  return readCacheFor(db).get('brands', READ_TTL.reference, () => readBrands(db));
}

async function readBrands(db: Db): Promise<{ brands: Brand[] }> {
  const rows = await listBrandsWithCounts(db);
  return {
    brands: rows
      .filter((b) => b.productCount > 0)
      // Sorted here, not by the database's collation, so every server lists them alike ('iRobot' among the I's).
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((b) => ({
        name: b.name,
        uri: b.uri,
        thumbnail: b.thumbnail,
        description: b.description,
        productCount: b.productCount,
      })),
  };
}

export async function loadBrandPage(db: Db, uri: string, query: ListingQuery): Promise<BrandPage | null> {
  const key = uri.trim();
  return readCacheFor(db).get(
    `brand:${key.toLowerCase()}?${queryKey(query)}`,
    unlessNull(READ_TTL.catalogue),
    () => readBrandPage(db, key, query),
  );
}

async function readBrandPage(db: Db, uri: string, query: ListingQuery): Promise<BrandPage | null> {
  const brand = await getBrandByUri(db, { uri });
  if (!brand) return null;
  const index = await loadCategoryIndex(db);
  const [productCount, listing] = await Promise.all([
    countProductsOfBrand(db, { brandId: brand.id }),
    buildListing(db, index, { categoryId: null, brandId: brand.id }, query),
  ]);
  return {
    brand: {
      name: brand.name,
      uri: brand.uri,
      thumbnail: brand.thumbnail,
      description: brand.description,
      productCount,
    },
    listing,
  };
}

/** Product addresses per site-map page; well under the 50,000 a sitemap file may hold. */
export const SITEMAP_PAGE_SIZE = 5000;

export async function loadSitemapProducts(db: Db, page: number): Promise<SitemapProducts> {
  const [total, rows] = await Promise.all([
    countProducts(db),
    listSitemapProducts(db, { limit: SITEMAP_PAGE_SIZE, offset: (page - 1) * SITEMAP_PAGE_SIZE }),
  ]);
  return {
    items: rows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt.toISOString() })),
    page,
    pageCount: totalPages(total, SITEMAP_PAGE_SIZE),
  };
}
