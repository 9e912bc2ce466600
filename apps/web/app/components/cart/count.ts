import type { Cart } from '@shop/contracts';
import { cartCount } from '@shop/domain';

/** The cart's items: 001 §9's products plus rewards, and each gift voucher as one more (docs/decisions/0031). */
export function itemsInCart(cart: Pick<Cart, 'products' | 'rewards' | 'vouchers'> | null): number {
  return cartCount(cart) + (cart?.vouchers?.length ?? 0);
}
