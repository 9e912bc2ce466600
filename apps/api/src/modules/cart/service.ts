import type { Cart, CartQuery } from '@shop/contracts';
import { inTransaction, type Db } from '@shop/db';
import { isValidEmail, type ThemeId } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { listKeyOf, lockOrCreateList, type ListOwner, type ListTarget } from '../shared/owned-list.ts';
import { deleteCart, lockCart, setCartEmail } from './cart-queries.ts';
import { CART_COPY } from './copy.ts';
import { cartStore } from './merge.ts';
import { loadCartView } from './view-queries.ts';
import { emptyCart, priceView, toCart } from './view.ts';

export interface CartContext {
  db: Db;
  themeId: ThemeId;
  now?: () => Date;
}

/**
 * Whose cart a request means (docs/decisions/0014): the signed-in account's, or the anonymous cart named by the cart
 * cookie (null: no cookie, or not a uuid).
 */
export type CartOwner = ListOwner;

/** The result of a write: the cart's id, and whether a new anonymous cart was made (its cookie must be set). */
export type CartTarget = ListTarget;

/** The cart as the API shows it, priced from the catalogue now. An absent cart is the empty cart (all-zero id). */
export async function loadCart(
  ctx: CartContext,
  owner: CartOwner,
  query: Partial<CartQuery> = {},
): Promise<Cart> {
  const key = listKeyOf(owner);
  const now = ctx.now?.() ?? new Date();
  const view = key ? await loadCartView(ctx.db, { key, now }) : null;
  if (!view) return emptyCart(query);
  return toCart(view, priceView(view, { themeId: ctx.themeId, now }), query);
}

export async function removeCart(db: Db, owner: CartOwner): Promise<void> {
  const key = listKeyOf(owner);
  if (!key) return;
  await inTransaction(db, async (tx) => {
    const cartId = await lockCart(tx, key);
    if (cartId) await deleteCart(tx, { cartId });
  });
}

export async function setEmail(db: Db, owner: CartOwner, email: string): Promise<CartTarget> {
  const clean = email.trim();
  if (!isValidEmail(clean)) throw new AppError('invalid_email', [CART_COPY.invalidEmail]);
  return inTransaction(db, async (tx) => {
    const target = await lockOrCreateList(tx, cartStore, owner);
    await setCartEmail(tx, { cartId: target.listId, email: clean });
    return target;
  });
}
