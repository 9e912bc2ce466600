import type { CheckoutAddress, OrderConfirmation } from '@shop/contracts';
import type { OrderAddress, OrderPaymentRow } from '@shop/db';
import {
  cardBrandName,
  centsToDollars,
  toCalendarDate,
  toDateTuple,
  type CalendarDate,
  type Country,
} from '@shop/domain';
import type { OrderDetail } from './order-queries.ts';
import { canReschedule } from './shop-day.ts';

// One reading of a placed order for the confirmation page, the order e-mail and the account: amounts in dollars as
// every answer shows them, dates as the spec's [y, m, d] tuples.

type DateTuple = [number, number, number];

export const dateTuple = (iso: string): DateTuple => {
  const [y, m, d] = toDateTuple(toCalendarDate(iso));
  return [y, m, d];
};

export function checkoutAddress(a: OrderAddress): CheckoutAddress {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    companyName: a.companyName,
    address: a.address,
    suburb: a.suburb,
    state: a.state,
    postcode: a.postcode,
    country: a.country,
  };
}

const METHOD_LABELS: Readonly<Record<string, string>> = {
  CreditCard: 'Credit Card',
  AfterPay: 'Afterpay',
  Zip: 'Zip',
  PayPal: 'PayPal',
  Klarna: 'Klarna',
  ZipInStore: 'Zip (in store)',
  Cash: 'Cash',
  Humm: 'Humm',
  ApplePay: 'Apple Pay',
  GooglePay: 'Google Pay',
  PayPalBnpl: 'PayPal Pay Later',
  // Taken by staff outside the gateway (docs/decisions/0034).
  OtherPaymentMethod: 'Other payment method (paid in store)',
  CRAccount: 'Credit account',
};

/** The card payment that paid the order (or its deposit): what a stored token or a refund works from. */
export function originalCardPayment(payments: readonly OrderPaymentRow[]): OrderPaymentRow | undefined {
  return payments.find(
    (p) =>
      (p.kind === 'charge' || p.kind === 'deposit') && (p.status === 'authorised' || p.status === 'captured'),
  );
}

/** 'Credit Card (Visa ending 4242)'; a total covered by gift cards reads 'Gift card'. */
export function paymentMethodLabel(detail: OrderDetail): string {
  const { order, payments } = detail;
  const card = originalCardPayment(payments);
  const base = METHOD_LABELS[order.paymentMethod];
  if (!base) return order.giftCardCents > 0 ? 'Gift card' : 'No payment needed';
  if (card?.cardBrand && card.cardLast4)
    return `${base} (${cardBrandName(card.cardBrand)} ending ${card.cardLast4})`;
  return base;
}

export function toOrderConfirmation(detail: OrderDetail, today: CalendarDate): OrderConfirmation {
  const { order, lines } = detail;
  const d = centsToDollars;
  const delivery = order.deliveryAddress;
  return {
    cartId: order.cartId,
    orderNumber: order.orderNumber ?? '',
    status: order.status,
    placedAt: (order.placedAt ?? order.createdAt).toISOString(),
    email: order.email,
    phone: order.phone,
    lines: lines.map((l) => ({
      sku: l.sku,
      title: l.title,
      brand: l.brand,
      category: l.category,
      quantity: l.qty,
      unitPrice: d(l.unitPriceCents),
      lineDiscount: d(l.lineDiscountCents),
      warranty: l.warrantyName ? { name: l.warrantyName, price: d(l.warrantyCents) } : null,
      install: l.installName ? { name: l.installName, price: d(l.installCents) } : null,
      lineTotal: d(l.lineTotalCents),
      image: l.image,
    })),
    vouchers: detail.vouchers.map((v) => ({
      value: d(v.valueCents),
      recipientName: v.recipientName,
      recipientEmail: v.recipientEmail,
      senderName: v.senderName,
    })),
    deliveryDate: order.deliveryDate ? dateTuple(order.deliveryDate) : null,
    cashAndCarry: order.cashAndCarry,
    deliveryAddress: {
      ...checkoutAddress(delivery),
      deliveryInstructions: delivery.deliveryInstructions ?? '',
    },
    billingAddress: checkoutAddress(order.billingAddress),
    supplierDeliveries: order.supplierDeliveries.map((s) => ({
      supplier: s.supplier,
      date: dateTuple(s.date),
      price: d(s.priceCents),
    })),
    deliveryServices: order.deliveryServices.map((s) => ({
      sku: s.sku,
      title: s.title,
      price: d(s.priceCents),
    })),
    subTotal: d(order.subTotalCents),
    discountTotal: d(order.discountCents),
    giftCardTotal: d(order.giftCardCents),
    shipping: d(order.shippingCents),
    extras: d(order.extrasCents),
    total: d(order.totalCents),
    depositPaid: order.depositCents === null ? null : d(order.depositCents),
    remainingPayment: order.remainingCents === null ? null : d(order.remainingCents),
    paymentMethod: paymentMethodLabel(detail),
    currency: order.currency === 'NZD' ? 'NZD' : 'AUD',
    canReschedule:
      order.status === 'placed' && canReschedule(order.country as Country, order.deliveryDate, today),
  };
}
