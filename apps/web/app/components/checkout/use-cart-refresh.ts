import { useEffect, useRef } from 'react';
import type { Cart } from '@shop/contracts';
import { TIMINGS_MS } from '@shop/domain';

// 001 §4 and §9: applying or removing a coupon or gift card (or changing a line in the cart drawer) changes what the
// checkout view says (the deposit figures) and what delivery costs (a free-delivery coupon makes days FREE). The
// page reloads the view once, 400 ms after the last change; the availability lookup keys on cartPricingKey too.

/** What in the cart changes the view's figures or the delivery prices. */
export function cartPricingKey(cart: Cart): string {
  const codes = cart.codes.map((c) => c.code).join(',');
  const lines = cart.products.map((p) => `${p.sku}x${p.quantity}`).join(',');
  return [codes, cart.couponCode ?? '', cart.orderTotal ?? '', cart.giftCardTotal ?? '', cart.freeDelivery, lines].join('|');
}

/** Calls `reload` once after the cart's pricing key settles on a new value (never for the first cart). */
export function useCartRefresh(cart: Cart, reload: () => void): string {
  const key = cartPricingKey(cart);
  const seen = useRef(key);
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (seen.current === key) return undefined;
    seen.current = key;
    const timer = setTimeout(() => latest.current(), TIMINGS_MS.checkoutChangeDebounce);
    return () => clearTimeout(timer);
  }, [key]);
  return key;
}
