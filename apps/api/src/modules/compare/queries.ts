import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { brands, categories, compareItems, compareLists, productAttributes, products, type Db } from '@shop/db';
import { COMPARE } from '@shop/domain';
import { mergeListIntoAccount, type ListKey, type ListStore } from '../shared/owned-list.ts';

function listWhere(key: ListKey): SQL {
  return 'accountId' in key
    ? eq(compareLists.accountId, key.accountId)
    : sql`${compareLists.id} = ${key.listId} AND ${compareLists.accountId} IS NULL`;
}

/** The held products of a list, in the order they were added. */
export async function listCompareItems(db: Db, params: { listId: string }) {
  return db
    .select({ productId: products.id, sku: products.sku, position: compareItems.position })
    .from(compareItems)
    .innerJoin(products, eq(products.id, compareItems.productId))
    .where(eq(compareItems.listId, params.listId))
    .orderBy(asc(compareItems.position), asc(compareItems.createdAt));
}

/** The held products of the key's list (none when there is no such list), in one statement. */
export async function listCompareItemsOf(db: Db, key: ListKey) {
  return db
    .select({ listId: compareLists.id, productId: products.id, sku: products.sku, position: compareItems.position })
    .from(compareLists)
    .innerJoin(compareItems, eq(compareItems.listId, compareLists.id))
    .innerJoin(products, eq(products.id, compareItems.productId))
    .where(listWhere(key))
    .orderBy(asc(compareItems.position), asc(compareItems.createdAt));
}

export async function createCompareList(db: Db, params: { listId: string; accountId?: string | null }): Promise<void> {
  await db
    .insert(compareLists)
    .values({ id: params.listId, accountId: params.accountId ?? null })
    .onConflictDoNothing();
}

/** Row lock that serialises edits of one list (two tabs adding at once cannot both pass the limit of 3); its id. */
export async function lockCompareList(db: Db, key: ListKey): Promise<string | null> {
  const [row] = await db.select({ id: compareLists.id }).from(compareLists).where(listWhere(key)).for('update');
  return row?.id ?? null;
}

export async function insertCompareItem(db: Db, params: { listId: string; productId: number; position: number }) {
  await db.insert(compareItems).values(params).onConflictDoNothing();
  await db.update(compareLists).set({ updatedAt: new Date() }).where(eq(compareLists.id, params.listId));
}

export async function deleteCompareItem(db: Db, params: { listId: string; productId: number }) {
  await db
    .delete(compareItems)
    .where(and(eq(compareItems.listId, params.listId), eq(compareItems.productId, params.productId)));
}

/** Products by sku (case-insensitive), with brand and category. */
export async function listProductsBySkus(db: Db, params: { skus: readonly string[] }) {
  if (params.skus.length === 0) return [];
  const lowered = params.skus.map((s) => s.toLowerCase());
  return db
    .select({
      id: products.id,
      productId: products.productId,
      sku: products.sku,
      title: products.title,
      uri: products.uri,
      priceCents: products.priceCents,
      lineDiscountCents: products.lineDiscountCents,
      rrpCents: products.rrpCents,
      images: products.images,
      brandName: brands.name,
      brandImage: brands.thumbnailUrl,
      category: categories.title,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(sql`lower(${products.sku})`, lowered));
}

export async function listAttributesOf(db: Db, params: { productIds: readonly number[] }) {
  if (params.productIds.length === 0) return [];
  return db
    .select({
      productId: productAttributes.productId,
      groupName: productAttributes.groupName,
      name: productAttributes.name,
      kind: productAttributes.kind,
      value: productAttributes.value,
    })
    .from(productAttributes)
    .where(inArray(productAttributes.productId, [...params.productIds]))
    .orderBy(asc(productAttributes.sortOrder), asc(productAttributes.id));
}

/** Locks a session's list for merging into the account: only when it is anonymous or already the account's. */
async function lockSessionCompareList(db: Db, listId: string, accountId: string) {
  const [row] = await db
    .select({ id: compareLists.id, accountId: compareLists.accountId })
    .from(compareLists)
    .where(and(eq(compareLists.id, listId), or(isNull(compareLists.accountId), eq(compareLists.accountId, accountId))))
    .for('update');
  return row ?? null;
}

/** Appends the session's products to the account's list up to the compare limit, then drops the session list. */
async function absorbCompareList(db: Db, from: string, into: string): Promise<void> {
  const held = await listCompareItems(db, { listId: into });
  const incoming = await listCompareItems(db, { listId: from });
  let position = held.reduce((max, item) => Math.max(max, item.position), 0);
  let count = held.length;
  for (const item of incoming) {
    if (count >= COMPARE.maxProducts) break;
    if (held.some((h) => h.productId === item.productId)) continue;
    await insertCompareItem(db, { listId: into, productId: item.productId, position: ++position });
    count++;
  }
  await db.delete(compareLists).where(eq(compareLists.id, from));
}

/** The compare list's part in the shared list mechanism (apps/api/src/modules/shared/owned-list.ts). */
export const compareStore: ListStore = {
  scope: 'compare',
  lock: lockCompareList,
  lockSession: lockSessionCompareList,
  create: createCompareList,
  async assign(db, listId, accountId) {
    await db.update(compareLists).set({ accountId, updatedAt: new Date() }).where(eq(compareLists.id, listId));
  },
  absorb: absorbCompareList,
};

/**
 * Signing in (docs/decisions/0014): the session's anonymous list becomes the account's. With no account list yet the
 * session list is tagged with the account (same id); otherwise the session's products are appended to the account's
 * list up to the compare limit and the session list is dropped. A list that belongs to another account is left
 * alone. Returns the account's list id, or null when neither list exists.
 */
export function mergeCompareIntoAccount(db: Db, sessionId: string, accountId: string): Promise<string | null> {
  return mergeListIntoAccount(db, compareStore, sessionId, accountId);
}
