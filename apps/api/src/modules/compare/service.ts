import type { CompareAddResult, CompareAttributeRow, CompareList, CompareProductDetail, CompareProducts } from '@shop/contracts';
import { getProductBySku, inTransaction, type Db } from '@shop/db';
import { COMPARE, addToCompare, centsToDollars, lineDiscountedPrice, type ThemeId } from '@shop/domain';
import { toAttribute, productNotFound } from '../products/service.ts';
import { listKeyOf, lockOrCreateList, type ListOwner } from '../shared/owned-list.ts';
import {
  compareStore,
  deleteCompareItem,
  insertCompareItem,
  listAttributesOf,
  listCompareItems,
  listCompareItemsOf,
  listProductsBySkus,
} from './queries.ts';

/** How a compare list is found and merged (owned-list.ts); the shopper read (docs/decisions/0048) names it too. */
export { compareStore };

/**
 * Whose compare list a request means (docs/decisions/0014): the signed-in account's, or the anonymous list named by
 * the session cookie (null: none).
 */
export type CompareOwner = ListOwner;

const skusOf = (items: readonly { sku: string }[]) => items.map((i) => i.sku);

export async function loadCompareList(db: Db, owner: CompareOwner): Promise<CompareList> {
  const key = listKeyOf(owner);
  return { skus: key ? skusOf(await listCompareItemsOf(db, key)) : [] };
}

/**
 * Adds a product to the owner's list under a row lock, with the domain's rule: a held sku answers 'existing', 3 held
 * answers 'limit' and adds nothing. A list is made when there is none: the account's, or a new anonymous one whose id
 * is returned with `created` (its cookie must be set).
 */
export async function addToCompareList(
  db: Db,
  owner: CompareOwner,
  sku: string,
): Promise<{ listId: string; created: boolean; answer: CompareAddResult }> {
  const product = await getProductBySku(db, sku);
  if (!product) throw productNotFound();
  return inTransaction(db, async (tx) => {
    const { listId, created } = await lockOrCreateList(tx, compareStore, owner);
    const held = await listCompareItems(tx, { listId });
    const decision = addToCompare(
      held.map((h) => ({ ...h, productSKU: h.sku })),
      product.product.sku,
    );
    const done = (answer: CompareAddResult) => ({ listId, created, answer });
    if (decision.result === 'existing')
      return done({ result: 'existing', sku: decision.product.sku, skus: skusOf(held) });
    if (decision.result === 'limit') return done({ result: 'limit', sku: null, skus: skusOf(held) });
    const position = held.reduce((max, h) => Math.max(max, h.position), 0) + 1;
    await insertCompareItem(tx, { listId, productId: product.product.id, position });
    return done({ result: 'add', sku: product.product.sku, skus: [...skusOf(held), product.product.sku] });
  });
}

/** Removing a sku that is not held (or an unknown one) leaves the list as it is: the answer is the list either way. */
export async function removeFromCompareList(db: Db, owner: CompareOwner, sku: string): Promise<CompareList> {
  const key = listKeyOf(owner);
  if (!key) return { skus: [] };
  const held = await listCompareItemsOf(db, key);
  const target = held.find((h) => h.sku.toLowerCase() === sku.trim().toLowerCase());
  if (target) await deleteCompareItem(db, { listId: target.listId, productId: target.productId });
  return { skus: skusOf(held.filter((h) => h !== target)) };
}

/** 'a~b~c', or the parameter repeated; trimmed, de-duplicated (case-insensitively), at most the compare maximum. */
export function parseSkuList(raw: string | readonly string[] | undefined): string[] {
  const parts = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
    .flatMap((v: string) => v.split('~'))
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of parts) {
    if (seen.has(s.toLowerCase())) continue;
    seen.add(s.toLowerCase());
    out.push(s);
  }
  return out.slice(0, COMPARE.maxProducts);
}

/** The compare page's products in the asked order, and their specification rows aligned by attribute name. */
/** Prices are the ones the shopper is charged: the line discount applies as on the product page (theme rule). */
export async function loadCompareProducts(db: Db, skus: readonly string[], theme: ThemeId): Promise<CompareProducts> {
  const rows = await listProductsBySkus(db, { skus });
  const bySku = new Map(rows.map((r) => [r.sku.toLowerCase(), r]));
  const ordered = skus.map((s) => bySku.get(s.toLowerCase())).filter((r) => r !== undefined);
  const attrs = await listAttributesOf(db, { productIds: ordered.map((r) => r.id) });

  const rowsByName = new Map<string, { group: string; kind: CompareAttributeRow['kind']; values: Map<number, CompareAttributeRow['values'][number]> }>();
  for (const a of attrs) {
    const attribute = toAttribute(a);
    let row = rowsByName.get(a.name);
    if (!row) {
      row = { group: a.groupName, kind: attribute.kind, values: new Map() };
      rowsByName.set(a.name, row);
    }
    if (!row.values.has(a.productId)) row.values.set(a.productId, attribute.value);
  }

  const products: CompareProductDetail[] = ordered.map((r) => ({
    productId: r.productId,
    sku: r.sku,
    title: r.title,
    uri: r.uri,
    price: lineDiscountedPrice(
      { price: centsToDollars(r.priceCents), lineDiscount: centsToDollars(r.lineDiscountCents), quantity: 1 },
      theme,
    ),
    rrp: r.rrpCents === null ? null : centsToDollars(r.rrpCents),
    image: r.images[0]?.thumbUrl ?? '',
    images: r.images,
    brandName: r.brandName,
    brandImage: r.brandImage,
    category: r.category,
    specifications: Object.fromEntries(
      [...rowsByName].flatMap(([name, row]) => (row.values.has(r.id) ? [[name, row.values.get(r.id)!]] : [])),
    ),
  }));
  const attributes: CompareAttributeRow[] = [...rowsByName].map(([name, row]) => {
    const values = ordered.map((r) => row.values.get(r.id) ?? null);
    const first = JSON.stringify(values[0]);
    return { group: row.group, name, kind: row.kind, values, differs: values.some((v) => JSON.stringify(v) !== first) };
  });
  return { products, attributes };
}
