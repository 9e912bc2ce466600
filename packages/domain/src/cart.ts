import { roundTo2 } from './money.ts';

// 001 §3, §4, §9: cart counts and the order total shown. Amounts are dollars.

export const EMPTY_CART_ID = '00000000-0000-0000-0000-000000000000';

export function hasCart(cartId: string | null | undefined): cartId is string {
  return !!cartId && !/^[0-]+$/.test(cartId);
}

/** Cart badge count = products plus rewards. */
export function cartCount(
  cart: { products?: readonly unknown[] | null; rewards?: readonly unknown[] | null } | null,
): number {
  return (cart?.products?.length ?? 0) + (cart?.rewards?.length ?? 0);
}

/** Lists from the cart call are sorted by sortOrder. */
export function sortBySortOrder<T extends { readonly sortOrder?: number | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
}

export interface OrderTotalParts {
  readonly orderTotal: number;
  readonly selectedShippingCost?: number | null;
  readonly supplierDeliveryPrices?: readonly number[];
  readonly extras?: readonly number[];
}

/** Order total + shipping (if positive) + supplier delivery prices + other priced extras. */
export function orderTotalShown(p: OrderTotalParts): number {
  const shipping = p.selectedShippingCost && p.selectedShippingCost > 0 ? p.selectedShippingCost : 0;
  const sum = (xs?: readonly number[]) => (xs ?? []).reduce((a, b) => a + b, 0);
  return roundTo2(p.orderTotal + shipping + sum(p.supplierDeliveryPrices) + sum(p.extras));
}

/** A zero total is a free order: card details are omitted. */
export function isFreeOrder(orderTotal: number): boolean {
  return orderTotal === 0;
}

/** The cart product image: image type 1 selects the second image. */
export function cartProductImage(
  images: readonly { path: string; type?: number }[] | null | undefined,
): string {
  const list = images ?? [];
  const chosen = list[0]?.type === 1 ? list[1] : list[0];
  return chosen?.path ?? list[0]?.path ?? '';
}

export interface AnalyticsItem {
  readonly item_name: string;
  readonly item_id: string;
  readonly price: string;
  readonly item_brand: string;
  readonly item_category: string;
  readonly quantity: string;
}

/** Analytics items carry name, sku, price after line discount, brand, category and quantity, all as strings. */
export function toAnalyticsItem(p: {
  title: string;
  sku: string;
  discountedPrice: number;
  brand?: string | null;
  category?: string | null;
  quantity?: number | null;
}): AnalyticsItem {
  return {
    item_name: p.title,
    item_id: p.sku,
    price: String(p.discountedPrice),
    item_brand: p.brand ?? '',
    item_category: p.category ?? '',
    quantity: String(p.quantity ?? 1),
  };
}
