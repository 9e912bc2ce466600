import type {
  Attribute,
  ExtendedProduct,
  Features,
  PriceHistory,
  ProductMeta,
  Specifications,
  UpsellOptions,
} from '@shop/contracts';
import { getProductById, getProductBySku, type Db, type ProductWithRefs } from '@shop/db';
import { OPEN_GRAPH_IMAGE_SIZES, centsToDollars, truncate } from '@shop/domain';
import { AppError, htmlToText, safeLinkUrl, sanitizeHtml } from '@shop/server-kit';
import { loadCategoryIndex } from '../catalogue/service.ts';
import { toProduct } from './mapper.ts';
import {
  listInstallOptionsFor,
  listPriceHistory,
  listProductAttributes,
  listProductFeatures,
  listWarrantyPlansFor,
} from './queries.ts';

export type LookupBy = 'id' | 'sku';

export const productNotFound = () => new AppError('product_not_found', 404, ['Product not found']);

/** By public product number or by sku; a number that cannot be a product number is the client's mistake (400). */
export async function findProduct(db: Db, by: LookupBy, value: string): Promise<ProductWithRefs | null> {
  if (by === 'sku') return getProductBySku(db, value);
  if (!/^\d{1,10}$/.test(value.trim()))
    throw new AppError('validation_failed', 400, ['value: must be a product number']);
  return getProductById(db, Number(value.trim()));
}

async function requireProduct(db: Db, by: LookupBy, value: string): Promise<ProductWithRefs> {
  const row = await findProduct(db, by, value);
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
  const row = await requireProduct(db, by, value);
  return {
    sku: row.product.sku,
    groups: groupAttributes(await listProductAttributes(db, { productId: row.product.id })),
  };
}

export async function loadFeatures(db: Db, by: LookupBy, value: string): Promise<Features> {
  const row = await requireProduct(db, by, value);
  return { sku: row.product.sku, features: await featuresOf(db, row.product.id) };
}

/** The product page's data in one answer; breadcrumbs are the category trail including the product's category. */
export async function loadExtendedProduct(db: Db, productId: number): Promise<ExtendedProduct | null> {
  const row = await getProductById(db, productId);
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
  const row = await getProductById(db, productId);
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

/**
 * Warranty and installation choices for a product (docs/decisions/0009): warranty plans whose price band holds the
 * product's price and whose category scope covers it, install options for its category or a parent of it.
 * A product without a price ('Request Price') gets no warranty: there is no band to price it by.
 */
export async function loadUpsellOptions(db: Db, sku: string): Promise<UpsellOptions | null> {
  const row = await getProductBySku(db, sku);
  if (!row) return null;
  const index = await loadCategoryIndex(db);
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
