import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { carts, couponRedemptions, type Db } from '@shop/db';
import type { ListKey } from '../shared/owned-list.ts';

// The cart row itself: found by its key, locked, made, tagged with an account, dropped.

function cartWhere(key: ListKey): SQL {
  return 'accountId' in key
    ? eq(carts.accountId, key.accountId)
    : sql`${carts.id} = ${key.listId} AND ${carts.accountId} IS NULL`;
}

export async function insertCart(
  db: Db,
  params: { listId: string; accountId?: string | null },
): Promise<void> {
  await db
    .insert(carts)
    .values({ id: params.listId, accountId: params.accountId ?? null })
    .onConflictDoNothing();
}

/**
 * Row lock that serialises every edit of one cart (two tabs, double clicks), taken by touching `updated_at` so the
 * edit needs no second statement for it; the cart's id, or null when there is none.
 */
export async function lockCart(db: Db, key: ListKey): Promise<string | null> {
  const [row] = await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(cartWhere(key))
    .returning({ id: carts.id });
  return row?.id ?? null;
}

/** Locks a session's cart for merging into the account: only when it is anonymous or already the account's. */
export async function lockSessionCart(db: Db, cartId: string, accountId: string) {
  const [row] = await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), or(isNull(carts.accountId), eq(carts.accountId, accountId))))
    .returning({ id: carts.id, accountId: carts.accountId });
  return row ?? null;
}

export async function assignCart(db: Db, cartId: string, accountId: string): Promise<void> {
  await db.update(carts).set({ accountId }).where(eq(carts.id, cartId));
}

export async function setCartEmail(db: Db, params: { cartId: string; email: string }): Promise<void> {
  await db
    .update(carts)
    .set({ email: params.email, updatedAt: sql`now()` })
    .where(eq(carts.id, params.cartId));
}

/** Drops the cart with its lines and codes, releasing the coupon claims it held that no order has used. */
export async function deleteCart(db: Db, params: { cartId: string }): Promise<void> {
  await db
    .delete(couponRedemptions)
    .where(and(eq(couponRedemptions.cartId, params.cartId), isNull(couponRedemptions.redeemedAt)));
  await db.delete(carts).where(eq(carts.id, params.cartId));
}
