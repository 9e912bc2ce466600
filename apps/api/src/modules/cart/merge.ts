import { VOUCHER_LIMITS, unitsThatFit } from '@shop/domain';
import type { Db } from '@shop/db';
import { mergeListIntoAccount, type ListStore } from '../shared/owned-list.ts';
import { assignCart, deleteCart, insertCart, lockCart, lockSessionCart } from './cart-queries.ts';
import { carryCodes } from './code-queries.ts';
import { listLinesWithStock, unitsByProduct, upsertCartLine } from './line-queries.ts';
import { carryVouchers } from './voucher-queries.ts';

/**
 * Moves a session cart into the account's (docs/decisions/0014): its lines are added into the account's cart (same
 * line: quantities add up, but never past the product's stock), its gift cards carried over, its coupon only when
 * the account's cart has none, its gift vouchers as many as fit under the per-cart limit; then the session cart is
 * dropped, releasing the claims that did not move.
 */
async function absorbCart(tx: Db, from: string, into: string): Promise<void> {
  const incoming = await listLinesWithStock(tx, { cartId: from });
  const units = await unitsByProduct(tx, { cartId: into });
  for (const { line, stock } of incoming) {
    const held = units.get(line.productId) ?? 0;
    const qty = unitsThatFit(line.qty, stock, held);
    if (qty === 0) continue;
    await upsertCartLine(tx, {
      cartId: into,
      productId: line.productId,
      productCode: line.productCode,
      warrantyId: line.warrantyId,
      installId: line.installId,
      qty,
      mode: 'add',
    });
    units.set(line.productId, held + qty);
  }
  await carryCodes(tx, { from, into });
  await carryVouchers(tx, { from, into, limit: VOUCHER_LIMITS.perCart });
  await deleteCart(tx, { cartId: from });
}

/** The cart's part in the shared list mechanism (apps/api/src/modules/shared/owned-list.ts). */
export const cartStore: ListStore = {
  scope: 'cart',
  lock: lockCart,
  lockSession: lockSessionCart,
  create: insertCart,
  assign: assignCart,
  absorb: absorbCart,
};

/**
 * Signing in: the cookie's anonymous cart follows the account (see absorbCart; with no account cart yet the session
 * cart becomes the account's, same id). A cart of another account is left alone. The account's cart id, or null
 * when neither cart exists.
 */
export function mergeCartIntoAccount(db: Db, cartId: string, accountId: string): Promise<string | null> {
  return mergeListIntoAccount(db, cartStore, cartId, accountId);
}
