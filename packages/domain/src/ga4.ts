import { toAnalyticsItem, type AnalyticsItem } from './cart.ts';
import { roundTo2 } from './money.ts';
import { analyticsPaymentType } from './payment-options.ts';
import { analyticsTax, lineDiscountedPrice } from './prices.ts';
import type { ThemeId } from './themes.ts';

// The shop's analytics events in the tag-manager e-commerce shape (GA4 `dataLayer` events), built here as plain data
// so every shape is tested once; the web app only pushes them (apps/web/app/lib/analytics.ts).
// docs/decisions/0036-ga4-events.md lists the events and where each fires.
//
// Items carry name, id (sku), price after line discount, brand, category and quantity, all as strings (001 §7); a
// list position is the number `index`, counted from 0.

export interface Ga4Item extends AnalyticsItem {
  readonly index?: number;
}

/** What an item is made from: a cart line, a product, a tile or a compared product. */
export interface Ga4ItemSource {
  readonly sku: string;
  readonly title: string;
  readonly brand?: string | null;
  readonly category?: string | null;
  /** Unit price before the line discount; a withheld or unknown price counts as 0. */
  readonly price?: number | null;
  /** Discount over the whole line; ignored on the hardware theme (lineDiscountedPrice). */
  readonly lineDiscount?: number | null;
  readonly quantity?: number | null;
  readonly index?: number;
}

export function ga4Item(source: Ga4ItemSource, themeId: ThemeId): Ga4Item {
  const item = toAnalyticsItem({
    title: source.title,
    sku: source.sku,
    discountedPrice: lineDiscountedPrice(
      { price: source.price ?? 0, lineDiscount: source.lineDiscount, quantity: source.quantity },
      themeId,
    ),
    brand: source.brand,
    category: source.category,
    quantity: source.quantity,
  });
  return source.index === undefined ? item : { ...item, index: source.index };
}

/** The items' worth: price × quantity summed, to the cent. */
export function ga4ItemsValue(items: readonly Ga4Item[]): number {
  return roundTo2(items.reduce((total, i) => total + Number(i.price) * Number(i.quantity), 0));
}

export interface Ga4Ecommerce {
  readonly currency: string;
  readonly value: number;
  readonly items: readonly Ga4Item[];
  readonly [field: string]: unknown;
}

export type Ga4EcommerceEventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'
  | 'compare_add'
  | 'compare_remove'
  | 'compare_navigate'
  | 'compare_products';

/** An event carrying an `ecommerce` object; the page clears the previous one first (`{ ecommerce: null }`). */
export interface Ga4EcommerceEvent {
  readonly event: Ga4EcommerceEventName;
  readonly ecommerce: Ga4Ecommerce;
}

/** The list a tile was shown in (a category, a brand, search results, a promotion…). */
export interface Ga4List {
  readonly id: string;
  readonly name: string;
}

function withIndexes(items: readonly Ga4Item[]): Ga4Item[] {
  return items.map((item, index) => (item.index === undefined ? { ...item, index } : item));
}

function ecommerceEvent(
  event: Ga4EcommerceEventName,
  currency: string,
  items: readonly Ga4Item[],
  fields: Record<string, unknown> = {},
  value: number = ga4ItemsValue(items),
): Ga4EcommerceEvent {
  return { event, ecommerce: { currency, value, items, ...fields } };
}

/** view_item_list: once per list shown; each item keeps its position in the list. */
export function viewItemListEvent(input: {
  currency: string;
  list: Ga4List;
  items: readonly Ga4Item[];
}): Ga4EcommerceEvent {
  return ecommerceEvent('view_item_list', input.currency, withIndexes(input.items), {
    item_list_id: input.list.id,
    item_list_name: input.list.name,
  });
}

/** select_item: the shopper opened a tile of a list. */
export function selectItemEvent(input: {
  currency: string;
  list: Ga4List;
  item: Ga4Item;
}): Ga4EcommerceEvent {
  return ecommerceEvent('select_item', input.currency, [input.item], {
    item_list_id: input.list.id,
    item_list_name: input.list.name,
  });
}

/** view_item: a product page shown. */
export function viewItemEvent(input: { currency: string; item: Ga4Item }): Ga4EcommerceEvent {
  return ecommerceEvent('view_item', input.currency, [input.item]);
}

/** add_to_cart: the items carry the quantity added, not the line's new quantity. */
export function addToCartEvent(input: { currency: string; items: readonly Ga4Item[] }): Ga4EcommerceEvent {
  return ecommerceEvent('add_to_cart', input.currency, input.items);
}

/** remove_from_cart: the items carry the quantity taken out. */
export function removeFromCartEvent(input: {
  currency: string;
  items: readonly Ga4Item[];
}): Ga4EcommerceEvent {
  return ecommerceEvent('remove_from_cart', input.currency, input.items);
}

function couponField(coupon: string | null | undefined): Record<string, string> {
  return coupon ? { coupon } : {};
}

/** view_cart: the cart page with its lines; value is the cart's order total. */
export function viewCartEvent(input: {
  currency: string;
  value: number;
  coupon?: string | null;
  items: readonly Ga4Item[];
}): Ga4EcommerceEvent {
  return ecommerceEvent('view_cart', input.currency, input.items, couponField(input.coupon), input.value);
}

/** The checkout steps' common part: value is the total the checkout shows. */
export interface Ga4CheckoutInput {
  readonly currency: string;
  readonly value: number;
  readonly coupon?: string | null;
  readonly items: readonly Ga4Item[];
}

export function beginCheckoutEvent(input: Ga4CheckoutInput): Ga4EcommerceEvent {
  return ecommerceEvent(
    'begin_checkout',
    input.currency,
    input.items,
    couponField(input.coupon),
    input.value,
  );
}

/** add_shipping_info: shipping_tier is the delivery option chosen. */
export function addShippingInfoEvent(input: Ga4CheckoutInput & { shippingTier: string }): Ga4EcommerceEvent {
  return ecommerceEvent(
    'add_shipping_info',
    input.currency,
    input.items,
    { ...couponField(input.coupon), shipping_tier: input.shippingTier },
    input.value,
  );
}

/** payment_type names the method (001 §4: 0, 2, 256, 2048 are Credit Card, Paypal, Zip, Afterpay). */
function paymentTypeField(selectedPaymentOption: number | undefined): Record<string, string> {
  const label = selectedPaymentOption === undefined ? undefined : analyticsPaymentType(selectedPaymentOption);
  return label ? { payment_type: label } : {};
}

export function addPaymentInfoEvent(
  input: Ga4CheckoutInput & { selectedPaymentOption: number },
): Ga4EcommerceEvent {
  return ecommerceEvent(
    'add_payment_info',
    input.currency,
    input.items,
    { ...couponField(input.coupon), ...paymentTypeField(input.selectedPaymentOption) },
    input.value,
  );
}

/** purchase: value is the revenue charged; tax is 10% of it (000 §9, 001 §9); shipping is the delivery charged. */
export function purchaseEvent(
  input: Ga4CheckoutInput & { transactionId: string; shipping: number; selectedPaymentOption?: number },
): Ga4EcommerceEvent {
  return ecommerceEvent(
    'purchase',
    input.currency,
    input.items,
    {
      transaction_id: input.transactionId,
      tax: analyticsTax(input.value),
      shipping: input.shipping,
      ...couponField(input.coupon),
      ...paymentTypeField(input.selectedPaymentOption),
    },
    input.value,
  );
}

/** The compare events (001 §7 "Compare: added, removed, navigate to compare, 'compare_products'") with items. */
export function compareEvent(input: {
  event: 'compare_add' | 'compare_remove' | 'compare_navigate' | 'compare_products';
  currency: string;
  items: readonly Ga4Item[];
}): Ga4EcommerceEvent {
  return ecommerceEvent(input.event, input.currency, withIndexes(input.items));
}

/** search: a search submitted and its results shown (000 §4); search_term is the term as searched. */
export function searchEvent(searchTerm: string): { event: 'search'; search_term: string } {
  return { event: 'search', search_term: searchTerm };
}

/** 001 §7 submission error: first message, payment method, failure reason, order id, total, discount, coupon, products. */
export function checkoutSubmissionErrorEvent(input: {
  message: string;
  selectedPaymentOption: number;
  reason: string;
  orderId: string;
  total: number;
  discount: number;
  coupon: string;
  products: readonly { sku: string; quantity: number; price: number }[];
}) {
  return {
    event: 'checkout_submission_error' as const,
    error_message: input.message,
    payment_method: analyticsPaymentType(input.selectedPaymentOption) ?? String(input.selectedPaymentOption),
    failure_reason: input.reason,
    order_id: input.orderId,
    total: input.total,
    discount: input.discount,
    coupon: input.coupon,
    products: input.products.map((p) => ({ sku: p.sku, quantity: p.quantity, price: p.price })),
  };
}
