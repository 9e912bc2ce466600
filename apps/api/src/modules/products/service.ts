import type {
  Attribute,
  ExtendedProduct,
  Features,
  PriceHistory,
  Product,
  ProductList,
  ProductMeta,
  Specifications,
  UpsellOptions,
} from '@shop/contracts';
import {
  getProductById,
  getProductBySku,
  getProductBySlug,
  listFeaturedProducts,
  type Db,
  type ProductWithRefs,
} from '@shop/db';
import { OPEN_GRAPH_IMAGE_SIZES, centsToDollars, truncate } from '@shop/domain';
import { AppError, htmlToText, safeLinkUrl, sanitizeHtml } from '@shop/server-kit';
import { CategoryIndex } from '../catalogue/categories.ts';
import { listCategories, loadCategoryIndex } from '../catalogue/service.ts';
import { READ_TTL, readCacheFor, unlessNull } from '../shared/cache.ts';
import { toProduct } from './mapper.ts';
import {
  listInstallOptionsFor,
  listPriceHistory,
  listProductAttributes,
  listProductFeatures,
  listWarrantyPlansFor,
} from './queries.ts';

export type LookupBy = 'id' | 'sku';

/**
 * Product reads are kept for READ_TTL.catalogue (docs/decisions/0016): pages show a changed price or stock status
 * within half a minute; the cart always prices from the database. A product that is not found is not kept.
 */
function cachedProduct<T>(db: Db, key: string, load: () => Promise<T | null>): Promise<T | null> {
  return readCacheFor(db).get(`product:${key}`, unlessNull(READ_TTL.catalogue), load);
}

type RowKey = { by: 'id'; value: number } | { by: 'sku' | 'slug'; value: string };

const rowKey = (key: RowKey) =>
  `product-row:${key.by}:${typeof key.value === 'number' ? key.value : key.value.trim().toLowerCase()}`;

/**
 * A product row by id, sku or slug. One product page asks for its product by slug, id and sku (the page, the extended
 * product, meta, price history and upsells): the row read first is kept under all three keys, so the page reads it
 * once.
 */
async function productRow(db: Db, key: RowKey): Promise<ProductWithRefs | null> {
  return readCacheFor(db).get(rowKey(key), unlessNull(READ_TTL.catalogue), async (prime) => {
    const row =
      key.by === 'id'
        ? await getProductById(db, key.value)
        : key.by === 'sku'
          ? await getProductBySku(db, key.value)
          : await getProductBySlug(db, key.value);
    if (row) {
      prime(rowKey({ by: 'id', value: row.product.productId }), row, READ_TTL.catalogue);
      prime(rowKey({ by: 'sku', value: row.product.sku }), row, READ_TTL.catalogue);
      prime(rowKey({ by: 'slug', value: row.product.slug }), row, READ_TTL.catalogue);
    }
    return row;
  });
}

/** The home page's most popular products in stock. */
export async function loadFeaturedProducts(db: Db, limit: number): Promise<ProductList> {
  return readCacheFor(db).get(`featured:${limit}`, READ_TTL.catalogue, async () => {
    const rows = await listFeaturedProducts(db, { limit });
    return { products: rows.map(toProduct), totalCount: rows.length };
  });
}

export async function loadProductBySlug(db: Db, slug: string): Promise<Product | null> {
  const row = await productRow(db, { by: 'slug', value: slug });
  return row && toProduct(row);
}

export async function loadProductBySku(db: Db, sku: string): Promise<Product | null> {
  const row = await productRow(db, { by: 'sku', value: sku });
  return row && toProduct(row);
}

export async function loadProductById(db: Db, productId: number): Promise<Product | null> {
  const row = await productRow(db, { by: 'id', value: productId });
  return row && toProduct(row);
}

export const productNotFound = () => new AppError('product_not_found', ['Product not found']);

/** By public product number or by sku; a number that cannot be a product number is the client's mistake (400). */
async function requireProduct(db: Db, by: LookupBy, value: string): Promise<ProductWithRefs> {
  if (by === 'id' && !/^\d{1,10}$/.test(value.trim()))
    throw new AppError('validation_failed', ['value: must be a product number']);
  const row = await productRow(db, by === 'id' ? { by, value: Number(value.trim()) } : { by, value });
  if (!row) throw productNotFound();
  return row;
}

type AttributeRow = Awaited<ReturnType<typeof listProductAttributes>>[number];

/** A stored value to its kind's shape (Html cleaned, Rating 0-10, Downloads with safe links only). */
export function toAttribute(row: AttributeRow): Attribute {
  const { name, kind, value } = row;
  switch (kind) {
    case 'Html':
      return { name, kind, value: sanitizeHtml(typeof value === 'string' ? value : '') };
    case 'Boolean':
      return { name, kind, value: value === true || value === 'true' };
    case 'Rating': {
      const n = typeof value === 'number' ? value : Number(value);
      return { name, kind, value: Number.isFinite(n) ? Math.min(10, Math.max(0, n)) : 0 };
    }
    case 'Downloads': {
      const list = Array.isArray(value) ? (value as unknown[]) : [];
      const items = list.flatMap((item) => {
        if (!item || typeof item !== 'object') return [];
        const { title, url } = item as { title?: unknown; url?: unknown };
        const safe = typeof url === 'string' ? safeLinkUrl(url) : null;
        return typeof title === 'string' && safe ? [{ title, url: safe }] : [];
      });
      return { name, kind, value: items };
    }
    default:
      return {
        name,
        kind: 'String',
        value: typeof value === 'string' ? value : value === null ? '' : String(value as string),
      };
  }
}

/** Attribute rows grouped by group, groups in the order their first row appears. */
export function groupAttributes(rows: readonly AttributeRow[]): Specifications['groups'] {
  const groups = new Map<string, Attribute[]>();
  for (const row of rows) {
    const list = groups.get(row.groupName) ?? [];
    list.push(toAttribute(row));
    groups.set(row.groupName, list);
  }
  return [...groups].map(([title, attributes]) => ({ title, attributes }));
}

async function featuresOf(db: Db, productId: number): Promise<Features['features']> {
  const rows = await listProductFeatures(db, { productId });
  return rows.map((f) => ({ title: f.title, body: sanitizeHtml(f.body), image: safeLinkUrl(f.image) }));
}

export async function loadSpecifications(db: Db, by: LookupBy, value: string): Promise<Specifications> {
  return readCacheFor(db).get(`specifications:${by}:${value.trim().toLowerCase()}`, READ_TTL.catalogue, () =>
    readSpecifications(db, by, value),
  );
}

async function readSpecifications(db: Db, by: LookupBy, value: string): Promise<Specifications> {
  const row = await requireProduct(db, by, value);
  return {
    sku: row.product.sku,
    groups: groupAttributes(await listProductAttributes(db, { productId: row.product.id })),
  };
}

export async function loadFeatures(db: Db, by: LookupBy, value: string): Promise<Features> {
  return readCacheFor(db).get(
    `features:${by}:${value.trim().toLowerCase()}`,
    READ_TTL.catalogue,
    async () => {
      const row = await requireProduct(db, by, value);
      return { sku: row.product.sku, features: await featuresOf(db, row.product.id) };
    },
  );
}

/** The product page's data in one answer; breadcrumbs are the category trail including the product's category. */
export async function loadExtendedProduct(db: Db, productId: number): Promise<ExtendedProduct | null> {
  return cachedProduct(db, `extended:${productId}`, () => readExtendedProduct(db, productId));
}

async function readExtendedProduct(db: Db, productId: number): Promise<ExtendedProduct | null> {
  const row = await productRow(db, { by: 'id', value: productId });
  if (!row) return null;
  const [index, attributes, features] = await Promise.all([
    loadCategoryIndex(db),
    listProductAttributes(db, { productId: row.product.id }),
    featuresOf(db, row.product.id),
  ]);
  return {
    ...toProduct(row),
    description: sanitizeHtml(row.product.description),
    stockQuantity: row.product.stockQuantity,
    breadcrumbs: index.trail(row.category.id, { includeSelf: true }),
    specifications: groupAttributes(attributes),
    features,
  };
}

/** Price points in dollars, oldest first; 404 for an unknown sku, an empty list for a product without history. */
export async function loadPriceHistory(db: Db, sku: string): Promise<PriceHistory> {
  return readCacheFor(db).get(`price-history:${sku.trim().toLowerCase()}`, READ_TTL.catalogue, () =>
    readPriceHistory(db, sku),
  );
}

async function readPriceHistory(db: Db, sku: string): Promise<PriceHistory> {
  const row = await requireProduct(db, 'sku', sku);
  const points = (await listPriceHistory(db, { sku: row.product.sku })).map((p) => ({
    date: p.date,
    price: centsToDollars(p.priceCents),
  }));
  const prices = points.map((p) => p.price);
  return {
    sku: row.product.sku,
    points,
    lowest: prices.length > 0 ? Math.min(...prices) : null,
    highest: prices.length > 0 ? Math.max(...prices) : null,
  };
}

/** What crawlers and sharers see: plain-text summary cut with the spec's truncation, the large Open Graph image size. */
export async function loadProductMeta(db: Db, productId: number): Promise<ProductMeta | null> {
  return cachedProduct(db, `meta:${productId}`, () => readProductMeta(db, productId));
}

async function readProductMeta(db: Db, productId: number): Promise<ProductMeta | null> {
  const row = await productRow(db, { by: 'id', value: productId });
  if (!row) return null;
  const { product, brand } = row;
  const text = htmlToText(product.description) || `${product.title} from ${brand.name}.`;
  const image = product.images[0];
  const size = OPEN_GRAPH_IMAGE_SIZES.large;
  return {
    title: product.title,
    description: truncate(text),
    canonicalPath: `/p/${product.slug}`,
    image: image ? { url: image.url, width: size.width, height: size.height } : null,
  };
}

/** The product page's upsell call: kept like every product read (the cart checks offers with loadUpsellOptions). */
export async function loadCachedUpsellOptions(db: Db, sku: string): Promise<UpsellOptions | null> {
  return cachedProduct(db, `upsell:${sku.trim().toLowerCase()}`, async () => {
    const row = await productRow(db, { by: 'sku', value: sku });
    return row && upsellOptionsOf(db, row, await loadCategoryIndex(db));
  });
}

/** Read fresh: the cart decides with it whether a warranty or installation may be added. */
export async function loadUpsellOptions(db: Db, sku: string): Promise<UpsellOptions | null> {
  const row = await getProductBySku(db, sku);
  return row && upsellOptionsOf(db, row, new CategoryIndex(await listCategories(db)));
}

/**
 * Warranty and installation choices for a product (docs/decisions/0009): warranty plans whose price band holds the
 * product's price and whose category scope covers it, install options for its category or a parent of it.
 * A product without a price ('Request Price') gets no warranty: there is no band to price it by.
 */
async function upsellOptionsOf(db: Db, row: ProductWithRefs, index: CategoryIndex): Promise<UpsellOptions> {
  const trail = index.ancestry(row.category.id);
  const categoryIds = trail.map((c) => c.id);
  const depth = new Map(trail.map((c, i) => [c.id, i + 1]));
  const [plans, installs] = await Promise.all([
    row.product.priceCents > 0
      ? listWarrantyPlansFor(db, { categoryIds, priceCents: row.product.priceCents })
      : Promise.resolve([]),
    listInstallOptionsFor(db, { categoryIds, categoryUri: row.category.uri }),
  ]);
  // Of two rows for the same plan (a site-wide one and a category one), the narrower scope wins.
  const byPlan = new Map<string, (typeof plans)[number]>();
  for (const plan of plans) {
    const key = `${plan.name}|${plan.years}`;
    const held = byPlan.get(key);
    const scope = (p: typeof plan) => (p.categoryId === null ? 0 : (depth.get(p.categoryId) ?? 0));
    if (!held || scope(plan) > scope(held)) byPlan.set(key, plan);
  }
  const seenInstall = new Set<string>();
  return {
    sku: row.product.sku,
    warranties: [...byPlan.values()]
      .sort((a, b) => a.years - b.years || a.priceCents - b.priceCents || a.id - b.id)
      .map((p) => ({ id: p.id, name: p.name, years: p.years, price: centsToDollars(p.priceCents) })),
    installs: installs
      .filter((i) => (seenInstall.has(i.name) ? false : (seenInstall.add(i.name), true)))
      .map((i) => ({
        id: i.id,
        name: i.name,
        description: i.description,
        price: centsToDollars(i.priceCents),
      })),
  };
}
