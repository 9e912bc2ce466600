import { and, eq, sql } from 'drizzle-orm';
import { cartVouchers, type CartVoucherRow, type Db } from '@shop/db';

// The gift vouchers waiting in a cart (docs/decisions/0031). Callers hold the cart's row lock for every write, so
// the count checked before an insert is still the count after it.

export async function countCartVouchers(db: Db, cartId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartVouchers)
    .where(eq(cartVouchers.cartId, cartId));
  return row?.n ?? 0;
}

export async function insertCartVoucher(
  db: Db,
  v: Pick<
    CartVoucherRow,
    'cartId' | 'valueCents' | 'recipientName' | 'recipientEmail' | 'senderName' | 'message'
  >,
): Promise<void> {
  await db.insert(cartVouchers).values(v);
}

/** True when the cart held the voucher. */
export async function deleteCartVoucher(db: Db, params: { cartId: string; id: number }): Promise<boolean> {
  const rows = await db
    .delete(cartVouchers)
    .where(and(eq(cartVouchers.cartId, params.cartId), eq(cartVouchers.id, params.id)))
    .returning({ id: cartVouchers.id });
  return rows.length === 1;
}

/**
 * A merge moves the session cart's vouchers into the account's cart, as many as fit under the per-cart limit
 * (oldest first); the rest go with the session cart.
 */
export async function carryVouchers(
  db: Db,
  params: { from: string; into: string; limit: number },
): Promise<void> {
  const room = params.limit - (await countCartVouchers(db, params.into));
  if (room <= 0) return;
  await db.execute(
    sql`UPDATE ${cartVouchers} SET cart_id = ${params.into}
        WHERE id IN (SELECT v.id FROM ${cartVouchers} v WHERE v.cart_id = ${params.from} ORDER BY v.id LIMIT ${room})`,
  );
}
