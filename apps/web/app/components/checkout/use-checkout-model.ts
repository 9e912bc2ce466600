import type { AvailabilityResponse, Cart, CheckoutView } from '@shop/contracts';
import {
  checkoutFormErrors,
  firstAvailableDate,
  formatIsoDate,
  hasProformaDelivery,
  isDepositOffered,
  isFreeOrder,
  isStockFeeAcknowledgementRequired,
  orderTotalShown,
  parseDeposit,
  toCalendarDate,
  type CalendarDate,
  type Country,
} from '@shop/domain';
import { formContext, restrictedBrandsInCart, toDomainForm, type CheckoutValues, type SupplierChoice } from './checkout-values.ts';
import type { DeliveryState } from './use-delivery.ts';

// Everything the page derives from the values, the cart, the view and the delivery choice (001 §4, §5, §9).

export function proformaFor(view: CheckoutView, cart: Cart): boolean {
  return cart.hasProformaDelivery || hasProformaDelivery(cart.products, view.proformaShippingBrands.join(','));
}

/** The key of a supplier's date in the shopper's choices (and its select's option value). */
export const supplierDateKey = (date: readonly [number, number, number]) => formatIsoDate(toCalendarDate(date));

/**
 * Each supplier delivers on the date the shopper chose for it, at that date's price, or on its first date while
 * nothing (or a date no longer offered) is chosen (001 §3 supplierDeliveryDates).
 */
export function supplierChoices(delivery: DeliveryState, chosen: Readonly<Record<string, string>>): SupplierChoice[] {
  const entries = Object.entries(delivery.response?.supplierAvailability ?? {});
  return entries.flatMap(([supplier, s]) => {
    const pick = s.dates.find((d) => supplierDateKey(d.date) === chosen[supplier]) ?? s.dates[0];
    return pick ? [{ supplier, date: pick.date, price: pick.price, products: s.products, dates: s.dates }] : [];
  });
}

/** Every line is delivered by its supplier: no date of our own to choose, only the suppliers' (ADR 0026). */
export function isSuppliersOnly(response: AvailabilityResponse): boolean {
  return (
    !response.availability.unavailable &&
    response.availability.dates.length === 0 &&
    Object.keys(response.supplierAvailability).length > 0
  );
}

/**
 * The summary's delivery price, or null while it is not known: before the lookup answers, when the address cannot be
 * delivered to, or while no date is chosen. An unknown price must never read as FREE.
 */
export function summaryShipping(delivery: DeliveryState): number | null {
  const { response, selected } = delivery;
  if (response && isSuppliersOnly(response)) return 0;
  if (!response || response.availability.unavailable || !selected) return null;
  return delivery.shippingCost;
}

/** A cart of gift vouchers only is delivered nowhere: no delivery address, date or services (docs/decisions/0031). */
export function isNoDeliveryCart(cart: Pick<Cart, 'products' | 'vouchers'>): boolean {
  return cart.products.length === 0 && (cart.vouchers?.length ?? 0) > 0;
}

export function checkoutModel(input: {
  values: CheckoutValues;
  view: CheckoutView;
  cart: Cart;
  country: Country;
  delivery: DeliveryState;
}) {
  const { view, cart, country, delivery } = input;
  const noDelivery = isNoDeliveryCart(cart);
  // With nothing to deliver the billing address is asked for in its own right.
  const values = noDelivery ? { ...input.values, billingSame: false } : input.values;
  const restrictedBrands = restrictedBrandsInCart(view, cart);
  const hasRestrictedBrand = restrictedBrands.length > 0;
  // Cash and carry (001 §4): collected from the store today, so no supplier date, service or delivery fee.
  const cashAndCarry = values.cashAndCarry;
  const suppliers = cashAndCarry ? [] : supplierChoices(delivery, values.supplierDates);
  const services = cashAndCarry
    ? 0
    : (delivery.response?.deliveryServices ?? [])
        .filter((s) => values.deliveryServices.includes(s.sku))
        .reduce((sum, s) => sum + s.price, 0);
  const total = orderTotalShown({
    orderTotal: cart.orderTotal ?? 0,
    selectedShippingCost: cashAndCarry ? 0 : delivery.shippingCost,
    supplierDeliveryPrices: suppliers.map((s) => s.price),
    extras: services > 0 ? [services] : [],
  });
  const free = isFreeOrder(total);
  const first = firstAvailableDate(delivery.dates);
  const selectedDate: CalendarDate | null = cashAndCarry ? toCalendarDate(new Date()) : delivery.selected;
  const stockFeeRequired = !cashAndCarry && isStockFeeAcknowledgementRequired({
    opts: view.opts,
    products: cart.products.map((p) => ({ price: p.price ?? 0, isProforma: p.isProforma })),
    firstAvailableDate: first?.date ?? null,
    selectedDate,
  });
  const post = { cart, country, selectedDate, supplierDates: suppliers, total, stockFeeRequired };
  const form = cashAndCarry
    ? { ...toDomainForm(values, post), deliveryServices: [], EarlyNotification: false, requestedDeliveryContact: false }
    : toDomainForm(values, post);
  // A voucher is issued only when paid in full: no deposit for a cart that holds one (docs/decisions/0031).
  const depositOffered = isDepositOffered(hasRestrictedBrand) && !free && (cart.vouchers?.length ?? 0) === 0;
  const ctx = formContext(
    { ...values, depositEnabled: values.depositEnabled && depositOffered },
    { ...post, hasRestrictedBrand, isFreeOrder: free, depositPercentage: view.partialPaymentPercentage },
  );
  const errors = checkoutFormErrors(form, ctx).filter((e) => !noDelivery || e.path[0] !== 'deliveryAddress');
  const deposit = values.depositEnabled ? parseDeposit(values.partialPayment) : null;
  const depositError = errors.some((e) => e.path[0] === 'partialPayment');
  return {
    noDelivery,
    restrictedBrands,
    hasRestrictedBrand,
    suppliers,
    services,
    total,
    free,
    stockFeeRequired,
    form,
    errors,
    depositOffered,
    depositError,
    deposit: deposit !== null && deposit > 0 && !depositError && !Number.isNaN(deposit) ? deposit : null,
    proforma: proformaFor(view, cart),
    shipping: cashAndCarry ? 0 : summaryShipping(delivery),
  };
}
