import type { VoucherRequest } from '@shop/contracts';
import { inTransaction, type Db } from '@shop/db';
import { VOUCHER_LIMITS, VOUCHER_MESSAGES, checkVoucher } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { listKeyOf, lockOrCreateList } from '../shared/owned-list.ts';
import { lockCart } from './cart-queries.ts';
import { cartStore } from './merge.ts';
import type { CartOwner, CartTarget } from './service.ts';
import { countCartVouchers, deleteCartVoucher, insertCartVoucher } from './voucher-queries.ts';

// Gift vouchers in the cart (docs/decisions/0031): checked by the domain's rules, at most ten per cart, added and
// removed under the cart's row lock like its lines.

/** Adds a voucher; every field at fault is answered at once, in the form's order. */
export async function addVoucher(db: Db, owner: CartOwner, body: VoucherRequest): Promise<CartTarget> {
  const checked = checkVoucher(body);
  if (!checked.ok) {
    const order = ['value', 'recipientName', 'recipientEmail', 'senderName', 'message'] as const;
    throw new AppError(
      'validation_failed',
      order.flatMap((f) => (checked.errors[f] ? [checked.errors[f]] : [])),
    );
  }
  return inTransaction(db, async (tx) => {
    const target = await lockOrCreateList(tx, cartStore, owner);
    if ((await countCartVouchers(tx, target.listId)) >= VOUCHER_LIMITS.perCart)
      throw new AppError('validation_failed', [VOUCHER_MESSAGES.tooMany]);
    await insertCartVoucher(tx, { cartId: target.listId, ...checked.voucher });
    return target;
  });
}

/** Removes one voucher of the owner's cart; 404 when the cart does not hold it. */
export async function removeVoucher(db: Db, owner: CartOwner, id: number): Promise<void> {
  const key = listKeyOf(owner);
  const removed = key
    ? await inTransaction(db, async (tx) => {
        const cartId = await lockCart(tx, key);
        return cartId ? deleteCartVoucher(tx, { cartId, id }) : false;
      })
    : false;
  if (!removed) throw new AppError('cart_line_not_found', [VOUCHER_MESSAGES.notFound]);
}
