import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { brands, categories, compareItems, compareLists, productAttributes, products, type Db } from '@shop/db';

/** The held products of a list, in the order they were added. */
export async function listCompareItems(db: Db, params: { listId: string }) {
  return db
    .select({ productId: products.id, sku: products.sku, position: compareItems.position })
    .from(compareItems)
    .innerJoin(products, eq(products.id, compareItems.productId))
    .where(eq(compareItems.listId, params.listId))
    .orderBy(asc(compareItems.position), asc(compareItems.createdAt));
}

export async function compareListExists(db: Db, params: { listId: string }): Promise<boolean> {
  const rows = await db.select({ id: compareLists.id }).from(compareLists).where(eq(compareLists.id, params.listId));
  return rows.length > 0;
}

export async function createCompareList(db: Db, params: { listId: string }): Promise<void> {
  await db.insert(compareLists).values({ id: params.listId }).onConflictDoNothing();
}

/** Row lock that serialises edits of one list (two tabs adding at once cannot both pass the limit of 3). */
export async function lockCompareList(db: Db, params: { listId: string }): Promise<boolean> {
  const rows = await db
    .select({ id: compareLists.id })
    .from(compareLists)
    .where(eq(compareLists.id, params.listId))
    .for('update');
  return rows.length > 0;
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

/**
 * On sign-in (called by the identity work): the session's list becomes the account's. When the account already has a
 * list, the session's products are appended to it up to the limit of 3 and the session list is dropped. Returns the id
 * the compare cookie should now hold, or null when neither list exists.
 */
export async function mergeCompareIntoAccount(
  db: Db,
  sessionId: string,
  accountId: string,
  maxProducts = 3,
): Promise<string | null> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [account] = await tx
      .select({ id: compareLists.id })
      .from(compareLists)
      .where(eq(compareLists.accountId, accountId))
      .orderBy(asc(compareLists.createdAt))
      .limit(1);
    const session = (await compareListExists(tx, { listId: sessionId })) ? sessionId : null;
    if (!account || account.id === session) {
      if (!session) return account?.id ?? null;
      await tx.update(compareLists).set({ accountId, updatedAt: new Date() }).where(eq(compareLists.id, session));
      return session;
    }
    if (!session) return account.id;
    await lockCompareList(tx, { listId: account.id });
    const held = await listCompareItems(tx, { listId: account.id });
    const incoming = await listCompareItems(tx, { listId: session });
    let position = held.reduce((max, item) => Math.max(max, item.position), 0);
    let count = held.length;
    for (const item of incoming) {
      if (count >= maxProducts) break;
      if (held.some((h) => h.productId === item.productId)) continue;
      await insertCompareItem(tx, { listId: account.id, productId: item.productId, position: ++position });
      count++;
    }
    await tx.delete(compareLists).where(eq(compareLists.id, session));
    return account.id;
  });
}
