import type { CartProduct } from '@shop/contracts';
import { inTransaction, type Db } from '@shop/db';
import { addToCartProblem, exceedsStock } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { loadUpsellOptions } from '../products/service.ts';
import { listKeyOf, lockOrCreateList } from '../shared/owned-list.ts';
import { lockCart } from './cart-queries.ts';
import { CART_COPY } from './copy.ts';
import { deleteCartLines, findProductToAdd, upsertCartLine } from './line-queries.ts';
import { cartStore } from './merge.ts';
import { loadCart, type CartContext, type CartOwner, type CartTarget } from './service.ts';

export interface AddProductInput {
  code: string;
  quantity: number;
  mode: 'add' | 'set';
  warrantyId?: number | null | undefined;
  installId?: number | null | undefined;
}

/**
 * Adds or sets a line in one short transaction under the cart's row lock: lock, then one upsert that also answers the
 * product's units across its lines, which must stay within stock, else the whole change rolls back with the stock
 * message. The product is read before the transaction and the cart is priced after it, so the lock is held for two
 * statements only.
 */
export async function addProduct(
  ctx: CartContext,
  owner: CartOwner,
  input: AddProductInput,
): Promise<CartTarget> {
  const { db } = ctx;
  const product = await findProductToAdd(db, input.code);
  if (!product) throw new AppError('product_not_found', [CART_COPY.productNotFound]);
  const problem = addToCartProblem(product);
  if (problem === 'notForSale') throw new AppError('not_for_sale', [CART_COPY.notForSale(product.title)]);
  if (problem === 'outOfStock') throw new AppError('out_of_stock', [CART_COPY.outOfStock(product.title)]);
  const warrantyId = input.warrantyId ?? null;
  const installId = input.installId ?? null;
  if (warrantyId !== null || installId !== null) {
    const offers = await loadUpsellOptions(db, product.sku);
    if (warrantyId !== null && !offers?.warranties.some((w) => w.id === warrantyId))
      throw new AppError('warranty_not_offered', [CART_COPY.warrantyNotOffered(product.title)]);
    if (installId !== null && !offers?.installs.some((i) => i.id === installId))
      throw new AppError('install_not_offered', [CART_COPY.installNotOffered(product.title)]);
  }
  return inTransaction(db, async (tx) => {
    const target = await lockOrCreateList(tx, cartStore, owner);
    const units = await upsertCartLine(tx, {
      cartId: target.listId,
      productId: product.id,
      productCode: product.sku,
      warrantyId,
      installId,
      qty: input.quantity,
      mode: input.mode,
    });
    if (exceedsStock(units, product.stockQuantity))
      throw new AppError('stock_limit', [CART_COPY.stockLimit(product.title, product.stockQuantity)]);
    return target;
  });
}

export interface LineSelector {
  warrantyId?: number | undefined;
  installId?: number | undefined;
}

/** One line of the cart by code (the first when several lines hold it), or a 404 with the cart's wording. */
export async function loadCartLine(
  ctx: CartContext,
  owner: CartOwner,
  code: string,
  selector: LineSelector,
): Promise<CartProduct> {
  const cart = await loadCart(ctx, owner);
  const line = cart.products.find(
    (p) =>
      p.productCode.toLowerCase() === code.trim().toLowerCase() &&
      (selector.warrantyId === undefined || p.warrantyId === selector.warrantyId) &&
      (selector.installId === undefined || p.installId === selector.installId),
  );
  if (!line) throw new AppError('cart_line_not_found', [CART_COPY.removeMissing]);
  return line;
}

export async function removeProduct(
  db: Db,
  owner: CartOwner,
  code: string,
  selector: LineSelector,
): Promise<void> {
  const key = listKeyOf(owner);
  const removed = key
    ? await inTransaction(db, async (tx) => {
        const cartId = await lockCart(tx, key);
        return cartId ? deleteCartLines(tx, { cartId, code, ...selector }) : 0;
      })
    : 0;
  if (removed === 0) throw new AppError('cart_line_not_found', [CART_COPY.removeMissing]);
}
