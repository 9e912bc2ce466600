import type { Cart, OrderConfirmation } from '@shop/contracts';
import {
  analyticsPaymentType,
  analyticsTax,
  lineDiscountedPrice,
  toAnalyticsItem,
  type AnalyticsItem,
  type ThemeId,
} from '@shop/domain';
import { pushEntry } from './analytics.ts';
import { readJson, writeItem } from './storage.ts';

// 001 §7 checkout events, pushed to `window.dataLayer` like every other event of the shop (lib/analytics.ts), in the
// tag-manager e-commerce shape so a tag manager reads them without mapping.

const push = pushEntry;

/** Items carry name, sku, price after line discount, brand, category and quantity, all as strings. */
export function checkoutItems(cart: Cart, themeId: ThemeId): AnalyticsItem[] {
  return cart.products.map((p) =>
    toAnalyticsItem({
      title: p.title,
      sku: p.sku,
      discountedPrice: lineDiscountedPrice(
        { price: p.price ?? 0, lineDiscount: p.lineDiscount, quantity: p.quantity },
        themeId,
      ),
      brand: p.brand,
      category: p.category,
      quantity: p.quantity,
    }),
  );
}

interface CheckoutEventBase {
  cart: Cart;
  themeId: ThemeId;
  currency: string;
  /** The total shown (order total + shipping + supplier prices + extras). */
  value: number;
}

function ecommerce(base: CheckoutEventBase, extra: Record<string, unknown> = {}) {
  return {
    currency: base.currency,
    value: base.value,
    coupon: base.cart.couponCode ?? undefined,
    items: checkoutItems(base.cart, base.themeId),
    ...extra,
  };
}

export function trackBeginCheckout(base: CheckoutEventBase): void {
  push({ event: 'begin_checkout', ecommerce: ecommerce(base) });
}

export function trackAddShippingInfo(base: CheckoutEventBase & { shippingTier: string }): void {
  push({ event: 'add_shipping_info', ecommerce: ecommerce(base, { shipping_tier: base.shippingTier }) });
}

export function trackAddPaymentInfo(base: CheckoutEventBase & { selectedPaymentOption: number }): void {
  push({
    event: 'add_payment_info',
    ecommerce: ecommerce(base, { payment_type: analyticsPaymentType(base.selectedPaymentOption) }),
  });
}

/** 001 §7 submission error: first message, payment method, failure reason, order id, total, discount, coupon, products. */
export function trackCheckoutError(
  base: CheckoutEventBase & { message: string; selectedPaymentOption: number; reason: string },
): void {
  push({
    event: 'checkout_submission_error',
    error_message: base.message,
    payment_method: analyticsPaymentType(base.selectedPaymentOption) ?? String(base.selectedPaymentOption),
    failure_reason: base.reason,
    order_id: base.cart.cartId,
    total: base.value,
    discount: base.cart.discountTotal ?? 0,
    coupon: base.cart.couponCode ?? '',
    products: base.cart.products.map((p) => ({ sku: p.sku, quantity: p.quantity, price: p.price ?? 0 })),
  });
}

/** purchase: revenue is the total charged for the order; tax is 10% of it (001 §9); payment_type as add_payment_info. */
export function trackPurchase(
  base: CheckoutEventBase & { transactionId: string; shipping: number; selectedPaymentOption: number },
): void {
  push({
    event: 'purchase',
    ecommerce: ecommerce(base, {
      transaction_id: base.transactionId,
      shipping: base.shipping,
      tax: analyticsTax(base.value),
      payment_type: analyticsPaymentType(base.selectedPaymentOption),
    }),
  });
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
  push({
    event: 'purchase',
    ecommerce: {
      currency: order.currency,
      value: order.total,
      coupon: undefined,
      items: order.lines.map((l) =>
        toAnalyticsItem({
          title: l.title,
          sku: l.sku,
          discountedPrice: lineDiscountedPrice(
            { price: l.unitPrice, lineDiscount: l.lineDiscount, quantity: l.quantity },
            themeId,
          ),
          brand: l.brand,
          category: l.category,
          quantity: l.quantity,
        }),
      ),
      transaction_id: order.orderNumber,
      shipping: order.shipping,
      tax: analyticsTax(order.total),
      payment_type: analyticsPaymentType(input.selectedPaymentOption),
    },
  });
  return true;
}
