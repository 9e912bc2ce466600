import {
  PAYMENT_OPTION_FLAGS,
  formatIsoDate,
  hasPaymentOption,
  isProformaBrand,
  isStockFeeAcknowledgementRequired,
  paymentOptionsFrom,
  uniqueRequirementsDate,
  type CartPricing,
} from '@shop/domain';
import type { Db } from '@shop/db';
import { AppError } from '@shop/server-kit';
import {
  deliveryPlan,
  quoteDelivery,
  shopDay,
  type DeliveryInput,
  type DeliveryPlan,
  type DeliveryQuote,
} from '../delivery/service.ts';
import { SHOPPER_PAYMENT_OPTIONS } from '../orders/checkout-view.ts';
import type { CheckoutLine } from './checkout-cart-queries.ts';
import type { CheckoutContext } from './context.ts';
import type { CheckoutBody } from './form.ts';
import type { StaffChoice } from './staff-choice.ts';

// The delivery the form asks for, checked against the same plan the calendar showed (docs/decisions/0026): unique
// requirements, cash and carry, the stock-fee acknowledgement and which supplier delivers which line (001 §4, §5).

export const DELIVERY_CHOICE_COPY = {
  cashAndCarryStaffOnly:
    'Cash and carry is available only when a member of our team places the order. Please choose a delivery date.',
  uniqueRequirementsUnavailable:
    'Unique delivery requirements cannot be arranged for this order. Please choose a delivery date.',
} as const;

/** Cash and carry (docs/decisions/0034): the customer takes the goods from the store; nothing is delivered. */
export const CASH_AND_CARRY: DeliveryQuote = {
  warehouseId: null,
  date: null,
  shippingCents: 0,
  suppliers: [],
  services: [],
  takesSlot: false,
};

/** The options the shopper's checkout view offered (the same bitmask GET /api/checkout answers). */
export const SHOPPER_OPTS = paymentOptionsFrom(SHOPPER_PAYMENT_OPTIONS);

const clean = (v: string | null | undefined) => (v ?? '').trim();
const isoOf = (t: readonly [number, number, number]) =>
  `${String(t[0]).padStart(4, '0')}-${String(t[1]).padStart(2, '0')}-${String(t[2]).padStart(2, '0')}`;

function supplierDates(body: CheckoutBody): { supplier: string; date: string }[] {
  return (body.supplierDeliveryDates ?? []).flatMap((s) => {
    const d = s.deliveryDate;
    if (Array.isArray(d) && d.length === 3 && d.every((n) => Number.isInteger(n)))
      return [{ supplier: s.supplier, date: isoOf(d as [number, number, number]) }];
    return typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) ? [{ supplier: s.supplier, date: d }] : [];
  });
}

export interface DeliveryChoice {
  uniqueRequirements: boolean;
  /** 001 §4: the acknowledgement box is shown and required for this date and cart. */
  stockFeeRequired: boolean;
  /** The supplier delivering a sku, or null for the shop's own delivery. */
  supplierOf: (sku: string) => string | null;
  /** Prices the chosen delivery off the plan; throws the delivery codes when a choice is not on offer. */
  quote: () => Promise<DeliveryQuote>;
}

/**
 * Reads the form's delivery choices against the cart's plan. Throws checkout_invalid for a choice the shopper's
 * checkout does not offer: cash and carry (staff only, issue 14) and unique requirements where the plan hides the box.
 */
export async function chooseDelivery(
  tx: Db,
  ctx: CheckoutContext,
  input: {
    body: CheckoutBody;
    lines: readonly CheckoutLine[];
    pricing: CartPricing;
    proforma: string[];
    opts?: number;
    /** The staff part of the order (staff-rules.ts): cash and carry, the Winning Services override. */
    staff?: Pick<StaffChoice, 'cashAndCarry' | 'winningDeliveryServiceOverride'>;
  },
): Promise<DeliveryChoice> {
  const { body, lines, proforma } = input;
  const opts = input.opts ?? SHOPPER_OPTS;
  const cashAndCarry = input.staff?.cashAndCarry === true;
  if (
    (body.cashAndCarry === true || cashAndCarry) &&
    !hasPaymentOption(opts, PAYMENT_OPTION_FLAGS.CashAndCarry)
  )
    throw new AppError('checkout_invalid', [DELIVERY_CHOICE_COPY.cashAndCarryStaffOnly]);
  // Collected from the store today (001 §4): no date, slot, delivery fee, services or supplier delivery.
  if (cashAndCarry)
    return {
      uniqueRequirements: false,
      stockFeeRequired: false,
      supplierOf: () => null,
      quote: async () => CASH_AND_CARRY,
    };
  const override =
    input.staff?.winningDeliveryServiceOverride === true &&
    hasPaymentOption(opts, PAYMENT_OPTION_FLAGS.WinningDeliveryServiceOverride);
  const d = body.deliveryAddress;
  const base: DeliveryInput = {
    country: ctx.config.country,
    postcode: clean(d.postcode),
    suburb: clean(d.suburb),
    state: clean(d.state),
    lines: lines.map((l) => ({ ...l })),
    freeDelivery: input.pricing.freeDelivery,
    selectedServiceSkus: body.deliveryServices ?? [],
    winningDeliveryServiceOverride: override,
    proformaBrands: proforma,
    today: ctx.now(),
    supportPhone: ctx.config.customerSupportNumber,
  };
  const plan: DeliveryPlan = await deliveryPlan(tx, base);
  const unique = body.uniqueDeliveryRequirements === true;
  // An unavailable address keeps its own answer (the quote's delivery_unavailable) rather than this one.
  if (
    unique &&
    !plan.unavailable &&
    (!plan.showUniqueDeliveryRequirements || !hasPaymentOption(opts, PAYMENT_OPTION_FLAGS.UniqueRequirements))
  )
    throw new AppError('checkout_invalid', [DELIVERY_CHOICE_COPY.uniqueRequirementsUnavailable]);

  const asked = body.deliveryDate ? isoOf(body.deliveryDate) : null;
  const selected = unique ? formatIsoDate(uniqueRequirementsDate(shopDay(base.country, base.today))) : asked;
  const stockFeeRequired = isStockFeeAcknowledgementRequired({
    opts,
    products: lines.map((l) => ({
      price: l.priceCents / 100,
      isProforma: isProformaBrand(l.brandName, proforma),
    })),
    firstAvailableDate: plan.dates.find((x) => x.available)?.date ?? null,
    selectedDate: selected,
    ...ctx.stockFeeRule,
  });
  const suppliers = new Map(plan.suppliers.flatMap((s) => s.skus.map((sku) => [sku, s.name] as const)));
  return {
    uniqueRequirements: unique,
    stockFeeRequired,
    supplierOf: (sku) => suppliers.get(sku) ?? null,
    quote: () =>
      quoteDelivery(tx, {
        ...base,
        date: unique ? null : asked,
        supplierDates: supplierDates(body),
        uniqueRequirements: unique,
        cashAndCarry: false,
      }),
  };
}
