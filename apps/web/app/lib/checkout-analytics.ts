import type { Cart, OrderConfirmation } from '@shop/contracts';
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  beginCheckoutEvent,
  checkoutSubmissionErrorEvent,
  ga4Item,
  purchaseEvent,
  type Ga4Item,
  type ThemeId,
} from '@shop/domain';
import { trackEcommerce, trackEvent } from './analytics.ts';
import { readJson, writeItem } from './storage.ts';

// 001 §7 checkout events, pushed to `window.dataLayer` like every other event of the shop (lib/analytics.ts), in the
// GA4 e-commerce shape built by the domain (packages/domain/src/ga4.ts) so a tag manager reads them without mapping.

/** Items carry name, sku, price after line discount, brand, category and quantity, all as strings. */
export function checkoutItems(cart: Cart, themeId: ThemeId): Ga4Item[] {
  return cart.products.map((p) => ga4Item(p, themeId));
}

interface CheckoutEventBase {
  cart: Cart;
  themeId: ThemeId;
  currency: string;
  /** The total shown (order total + shipping + supplier prices + extras). */
  value: number;
}

function checkoutInput(base: CheckoutEventBase) {
  return {
    currency: base.currency,
    value: base.value,
    coupon: base.cart.couponCode,
    items: checkoutItems(base.cart, base.themeId),
  };
}

export function trackBeginCheckout(base: CheckoutEventBase): void {
  trackEcommerce(beginCheckoutEvent(checkoutInput(base)));
}

export function trackAddShippingInfo(base: CheckoutEventBase & { shippingTier: string }): void {
  trackEcommerce(addShippingInfoEvent({ ...checkoutInput(base), shippingTier: base.shippingTier }));
}

export function trackAddPaymentInfo(base: CheckoutEventBase & { selectedPaymentOption: number }): void {
  trackEcommerce(
    addPaymentInfoEvent({ ...checkoutInput(base), selectedPaymentOption: base.selectedPaymentOption }),
  );
}

/** 001 §7 submission error: first message, payment method, failure reason, order id, total, discount, coupon, products. */
export function trackCheckoutError(
  base: CheckoutEventBase & { message: string; selectedPaymentOption: number; reason: string },
): void {
  trackEvent(
    checkoutSubmissionErrorEvent({
      message: base.message,
      selectedPaymentOption: base.selectedPaymentOption,
      reason: base.reason,
      orderId: base.cart.cartId,
      total: base.value,
      discount: base.cart.discountTotal ?? 0,
      coupon: base.cart.couponCode ?? '',
      products: base.cart.products.map((p) => ({ sku: p.sku, quantity: p.quantity, price: p.price ?? 0 })),
    }),
  );
}

/** purchase: revenue is the total charged for the order; tax is 10% of it (001 §9); payment_type as add_payment_info. */
export function trackPurchase(
  base: CheckoutEventBase & { transactionId: string; shipping: number; selectedPaymentOption: number },
): void {
  trackEcommerce(
    purchaseEvent({
      ...checkoutInput(base),
      transactionId: base.transactionId,
      shipping: base.shipping,
      selectedPaymentOption: base.selectedPaymentOption,
    }),
  );
}

/** The order numbers whose purchase this browser has pushed (the newest last), so a return never counts twice. */
const PURCHASES_TRACKED_KEY = 'checkout-purchases-tracked';
const PURCHASES_TRACKED_KEPT = 20;

function trackedPurchases(): string[] {
  const saved = readJson(PURCHASES_TRACKED_KEY);
  return Array.isArray(saved) ? saved.filter((n): n is string => typeof n === 'string') : [];
}

/**
 * purchase for an order placed away from the page's memory (a provider's return after a full page load, Zip in store
 * approved in the customer's app), from the order as the server placed it (GET /api/checkout/confirmation): the same
 * shape as the card's, once per order number in this browser. Answers whether it was pushed.
 */
export function trackConfirmedPurchase(input: {
  order: OrderConfirmation;
  themeId: ThemeId;
  selectedPaymentOption: number;
}): boolean {
  const { order, themeId } = input;
  const tracked = trackedPurchases();
  if (tracked.includes(order.orderNumber)) return false;
  writeItem(
    PURCHASES_TRACKED_KEY,
    JSON.stringify([...tracked, order.orderNumber].slice(-PURCHASES_TRACKED_KEPT)),
  );
  trackEcommerce(
    purchaseEvent({
      currency: order.currency,
      value: order.total,
      items: order.lines.map((l) =>
        ga4Item(
          {
            sku: l.sku,
            title: l.title,
            brand: l.brand,
            category: l.category,
            price: l.unitPrice,
            lineDiscount: l.lineDiscount,
            quantity: l.quantity,
          },
          themeId,
        ),
      ),
      transactionId: order.orderNumber,
      shipping: order.shipping,
      selectedPaymentOption: input.selectedPaymentOption,
    }),
  );
  return true;
}
