import type { Cart, CartProduct } from '@shop/contracts';
import {
  addToCartEvent,
  ga4Item,
  removeFromCartEvent,
  viewCartEvent,
  type Currency,
  type Ga4EcommerceEvent,
  type Ga4Item,
  type ThemeId,
} from '@shop/domain';
import type { CartActionResult } from './cart-intents.ts';

// add_to_cart and remove_from_cart for a cart form's answer, view_cart for the cart page (docs/decisions/0036).

/** A cart line as an item; `quantity` overrides the line's own (the units added or taken out). */
export function cartLineItem(line: CartProduct, themeId: ThemeId, quantity?: number): Ga4Item {
  const item = ga4Item(line, themeId);
  return quantity === undefined ? item : { ...item, quantity: String(quantity) };
}

function lineOf(cart: Cart | null, sku: string | undefined): CartProduct | undefined {
  return sku ? cart?.products.find((p) => p.sku === sku) : undefined;
}

/** A line the cart no longer holds and the page never saw: only its sku is known. */
function unknownItem(sku: string, quantity: number): Ga4Item {
  return ga4Item({ sku, title: '', quantity }, 'aol');
}

/**
 * The events a successful cart answer raises, from the cart before and after: an add counts the units added; a
 * quantity change counts the difference, up or down; a removal or clearing counts the lines as they were.
 */
export function cartChangeEvents(
  result: Extract<CartActionResult, { ok: true }>,
  before: Cart | null,
  site: { currency: Currency; themeId: ThemeId },
): Ga4EcommerceEvent[] {
  const { currency, themeId } = site;
  const after = result.cart;
  switch (result.intent) {
    case 'add': {
      const line = lineOf(after, result.sku);
      const added = result.quantity ?? 1;
      const item = line ? cartLineItem(line, themeId, added) : unknownItem(result.sku ?? '', added);
      return [addToCartEvent({ currency, items: [item] })];
    }
    case 'quantity': {
      const old = lineOf(before, result.sku);
      const now = lineOf(after, result.sku);
      if (!old || !now || old.quantity === now.quantity) return [];
      const delta = now.quantity - old.quantity;
      const item = cartLineItem(now, themeId, Math.abs(delta));
      return [
        delta > 0
          ? addToCartEvent({ currency, items: [item] })
          : removeFromCartEvent({ currency, items: [item] }),
      ];
    }
    case 'remove': {
      const old = lineOf(before, result.sku);
      const item = old ? cartLineItem(old, themeId) : unknownItem(result.sku ?? '', 1);
      return [removeFromCartEvent({ currency, items: [item] })];
    }
    case 'clear': {
      const items = (before?.products ?? []).map((p) => cartLineItem(p, themeId));
      return items.length > 0 ? [removeFromCartEvent({ currency, items })] : [];
    }
    case 'coupon-apply':
    case 'coupon-remove':
      return [];
  }
}

/** view_cart: the lines and the cart's order total. */
export function viewCartOf(cart: Cart, site: { currency: Currency; themeId: ThemeId }): Ga4EcommerceEvent {
  return viewCartEvent({
    currency: site.currency,
    value: cart.orderTotal ?? 0,
    coupon: cart.couponCode,
    items: cart.products.map((p) => cartLineItem(p, site.themeId)),
  });
}
