import { randomUUID } from 'node:crypto';
import { inTransaction, type Db, type OrderPaymentRow, type OrderAddress } from '@shop/db';
import {
  RESTRICTED_BRAND,
  SUBMIT_BLOCK_MESSAGES,
  cartHasRestrictedBrand,
  centsToDollars,
  checkCartStock,
  dollarsToCents,
  formatPrice,
  hasPaymentOption,
  isCardPayment,
  isInStorePayment,
  isProformaBrand,
  PAYMENT_OPTION_FLAGS,
  REDIRECT_PROVIDER_OPTIONS,
  redirectProviderOf,
  type PaymentMethod,
  parseDeposit,
  parseProformaBrands,
  validateDeposit,
} from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { CART_COPY } from '../cart/copy.ts';
import { providerBounds } from '../orders/payment-configuration.ts';
import { takeDeliverySlot, type DeliveryQuote } from '../delivery/service.ts';
import type { CheckoutContext } from './context.ts';
import { SHOPPER_OPTS, chooseDelivery } from './delivery-choice.ts';
import {
  listCheckoutCodes,
  listCheckoutLines,
  listCheckoutVouchers,
  lockCheckoutCart,
  readSetting,
  type CheckoutLine,
} from './checkout-cart-queries.ts';
import { billingDiffers, cardMessages, formMessages, type CheckoutBody } from './form.ts';
import {
  findLiveOrder,
  insertReservation,
  redeemCoupon,
  spendGiftCard,
  takeStock,
  type OrderWithPayment,
} from './reservation-queries.ts';
import { checkoutTotals, priceCheckoutCart, type CheckoutTotals } from './totals.ts';
import { findCartProjectCustomer, type CheckoutStoreRow } from '../orders/staff-checkout.ts';
import { NO_STAFF_CHOICE, type StaffChoice } from './staff-choice.ts';

// Step 1 of docs/decisions/0025: one transaction, the cart row locked, every amount recomputed from the database,
// the form validated, then every take conditional; any miss rolls the whole reservation back.

export const CHECKOUT_COPY_SERVER = {
  emptyCart: 'Your cart is empty. Add a product to your cart before checking out.',
  methodUnavailable: 'This payment method is not available for this order. Please pay by credit card.',
  giftCardChanged: (code: string) =>
    `The balance of the gift card ${code} has changed. Please review your order.`,
  depositWithVoucher:
    'A deposit cannot be paid on an order with a gift voucher. Please pay the full amount, or buy the voucher on its own order.',
  outsideRange: (label: string, min: number, max: number) =>
    `${label} is available for orders from ${formatPrice(min)} to ${formatPrice(max)}. Please choose another payment method.`,
  depositInStore:
    'A deposit cannot be recorded with this payment method. Please record the full amount, or pay the deposit by card.',
} as const;

/**
 * How an order is paid: the card form, a provider's hosted page, Zip in store (docs/decisions/0029), or with staff
 * outside the gateway — 'Use Other Payment Method' (taken at the counter) or the customer's credit account (0034).
 */
export type PaymentWay =
  | { kind: 'card'; method: 'CreditCard' }
  | { kind: 'redirect'; method: PaymentMethod; provider: NonNullable<ReturnType<typeof redirectProviderOf>> }
  | { kind: 'instore'; method: 'ZipInStore' }
  | { kind: 'staff'; method: StaffPaymentMethod };

/** The methods recorded on an order staff took payment for outside the gateway (docs/decisions/0034). */
export const STAFF_PAYMENT_METHODS = { other: 'OtherPaymentMethod', account: 'CRAccount' } as const;
export type StaffPaymentMethod = (typeof STAFF_PAYMENT_METHODS)[keyof typeof STAFF_PAYMENT_METHODS];

/** The way the selected option pays, when the viewer's opts offer it; else 400 with the method-unavailable message. */
export function paymentWayOf(selectedPaymentOption: number, opts: number): PaymentWay {
  if (isCardPayment(selectedPaymentOption)) return { kind: 'card', method: 'CreditCard' };
  const provider = redirectProviderOf(selectedPaymentOption);
  if (provider && hasPaymentOption(opts, REDIRECT_PROVIDER_OPTIONS[provider].flag))
    return { kind: 'redirect', method: REDIRECT_PROVIDER_OPTIONS[provider].method, provider };
  if (isInStorePayment(selectedPaymentOption) && hasPaymentOption(opts, PAYMENT_OPTION_FLAGS.ZipInStore))
    return { kind: 'instore', method: 'ZipInStore' };
  const { StaffOnlyOtherPaymentMethod: other, CRAccount: account } = PAYMENT_OPTION_FLAGS;
  if (selectedPaymentOption === other && hasPaymentOption(opts, other))
    return { kind: 'staff', method: STAFF_PAYMENT_METHODS.other };
  if (selectedPaymentOption === account && hasPaymentOption(opts, account))
    return { kind: 'staff', method: STAFF_PAYMENT_METHODS.account };
  throw invalid([CHECKOUT_COPY_SERVER.methodUnavailable]);
}

const WAY_LABELS = { ZipInStore: 'Zip (in store)' } as const;

/** A provider takes amounts within its bounds only (payment-configuration.ts, the same the client reads). */
function assertWithinBounds(way: PaymentWay, chargedCents: number): void {
  if (way.kind === 'card' || way.kind === 'staff' || chargedCents === 0) return;
  const bounds = providerBounds(way.method);
  if (!bounds) throw invalid([CHECKOUT_COPY_SERVER.methodUnavailable]);
  const dollars = centsToDollars(chargedCents);
  if (dollars < bounds.minimumAmount || dollars > bounds.maximumAmount) {
    const label =
      way.kind === 'redirect' ? REDIRECT_PROVIDER_OPTIONS[way.provider].label : WAY_LABELS[way.method];
    throw invalid([CHECKOUT_COPY_SERVER.outsideRange(label, bounds.minimumAmount, bounds.maximumAmount)]);
  }
}

export type ReserveOutcome =
  | { kind: 'busy'; live: OrderWithPayment }
  | {
      kind: 'reserved';
      orderId: string;
      cartId: string;
      payment: OrderPaymentRow | null;
      keyName: string;
      way: PaymentWay;
    };

const invalid = (messages: string[]) => new AppError('checkout_invalid', messages);
const clean = (v: string | null | undefined) => (v ?? '').trim();
function address(
  a: Partial<Record<keyof OrderAddress, string | null | undefined>>,
  country: string,
): OrderAddress {
  return {
    firstName: clean(a.firstName),
    lastName: clean(a.lastName),
    companyName: clean(a.companyName),
    address: clean(a.address),
    suburb: clean(a.suburb),
    state: clean(a.state),
    postcode: clean(a.postcode),
    country: clean(a.country) || country,
  };
}

function withStoreAddress(body: CheckoutBody, store: CheckoutStoreRow): CheckoutBody {
  return {
    ...body,
    deliveryAddress: {
      ...body.deliveryAddress,
      address: store.address,
      suburb: store.suburb,
      state: store.state,
      postcode: store.postcode,
      deliveryInstructions: '',
    },
  };
}

/** A cart of gift vouchers only is delivered nowhere: no date, slot, services or delivery charge. */
const NO_DELIVERY: DeliveryQuote = {
  warehouseId: null,
  date: null,
  shippingCents: 0,
  suppliers: [],
  services: [],
  takesSlot: false,
};

/**
 * The deposit in cents (null: none), or the 001 §5 message that refuses it. A cart with a gift voucher is paid in
 * full: a voucher is issued only for a paid order (docs/decisions/0031).
 */
function depositOf(
  body: CheckoutBody,
  totalCents: number,
  restricted: boolean,
  hasVoucher: boolean,
  way: PaymentWay,
): number | null {
  const asked = parseDeposit(body.partialPayment);
  if (asked === null || asked === 0) return null;
  if (hasVoucher) throw invalid([CHECKOUT_COPY_SERVER.depositWithVoucher]);
  if (way.kind === 'staff') throw invalid([CHECKOUT_COPY_SERVER.depositInStore]);
  if (restricted) throw invalid([SUBMIT_BLOCK_MESSAGES.deposit]);
  const problem = validateDeposit(body.partialPayment, centsToDollars(totalCents));
  if (problem) throw invalid([problem.message]);
  return dollarsToCents(asked);
}

/** Takes stock, balances, coupons and the slot; throws (rolling back) on the first that is no longer there. */
async function takeAll(
  tx: Db,
  cartId: string,
  lines: CheckoutLine[],
  totals: CheckoutTotals,
  quote: DeliveryQuote,
) {
  const units = new Map<number, { qty: number; title: string }>();
  for (const l of lines)
    units.set(l.productId, { qty: (units.get(l.productId)?.qty ?? 0) + l.qty, title: l.title });
  for (const [productId, u] of units) {
    if (!(await takeStock(tx, productId, u.qty)))
      throw new AppError('out_of_stock', [CART_COPY.outOfStock(u.title)]);
  }
  for (const g of totals.giftSpends) {
    if (!(await spendGiftCard(tx, g.giftCardId, g.amountCents)))
      throw new AppError('gift_card_invalid', [CHECKOUT_COPY_SERVER.giftCardChanged(g.code)]);
  }
  for (const c of totals.couponUses) {
    if (c.singleUse && !(await redeemCoupon(tx, c.couponId, cartId)))
      throw new AppError('coupon_used', [CART_COPY.couponUsed(c.code)]);
  }
  if (quote.takesSlot && quote.warehouseId !== null && quote.date !== null) {
    if (!(await takeDeliverySlot(tx, quote.warehouseId, quote.date)))
      throw new AppError('delivery_date_unavailable', [SUBMIT_BLOCK_MESSAGES.deliveryDate]);
  }
}

/** Reserves the cart's order, or finds the order another submit reserved first. */
export async function reserveOrder(
  ctx: CheckoutContext,
  input: {
    cartId: string;
    body: CheckoutBody;
    accountId: string | null;
    opts?: number;
    /** The staff part, checked already (staff-rules.ts); none when left out. */
    staff?: StaffChoice;
    /** The shopper's referral code, if any: stored on the order, rewarded only when it is placed (0039). */
    referralCode?: string | null;
  },
): Promise<ReserveOutcome> {
  const staff = input.staff ?? NO_STAFF_CHOICE;
  // Cash and carry is collected from the chosen store: the delivery address is the store's, the names the customer's.
  const counter = staff.cashAndCarry && staff.store ? withStoreAddress(input.body, staff.store) : input.body;
  // A locked customer (001 §4; the customer of the staff member's own project the cart was built from) is who the
  // project says, whatever the page sent: the read-only fields are the server's to keep.
  // Asked only for a staff member's submit: a shopper's checkout never pays for the lookup.
  const locked =
    staff.byStaff && input.accountId
      ? await findCartProjectCustomer(ctx.db, input.cartId, input.accountId)
      : null;
  const body =
    locked && locked.email.trim()
      ? {
          ...counter,
          email: locked.email.trim(),
          ...(locked.phone.trim() ? { phoneNumber: locked.phone.trim() } : {}),
        }
      : counter;
  const opts = input.opts ?? SHOPPER_OPTS;
  const way = paymentWayOf(body.selectedPaymentOption, opts);
  return inTransaction(ctx.db, async (tx): Promise<ReserveOutcome> => {
    const cart = await lockCheckoutCart(tx, input.cartId);
    if (!cart) throw new AppError('cart_empty', [CHECKOUT_COPY_SERVER.emptyCart]);
    const live = await findLiveOrder(tx, cart.id);
    if (live) return { kind: 'busy', live };
    const lines = await listCheckoutLines(tx, cart.id);
    const vouchers = await listCheckoutVouchers(tx, cart.id);
    if (lines.length === 0 && vouchers.length === 0)
      throw new AppError('cart_empty', [CHECKOUT_COPY_SERVER.emptyCart]);
    // Gift vouchers only: nothing to deliver, so no date, calendar, services or delivery address (0031).
    const noDelivery = lines.length === 0;
    const codes = await listCheckoutCodes(tx, cart.id);
    const proforma = parseProformaBrands(await readSetting(tx, 'proformaShippingBrands'));
    const now = ctx.now();
    const restricted = cartHasRestrictedBrand(lines.map((l) => ({ brand: l.brandName })));
    const keyName = restricted ? RESTRICTED_BRAND : 'default';
    const pricing = priceCheckoutCart(
      lines,
      codes,
      { themeId: ctx.config.theme, now },
      vouchers.map((v) => v.valueCents),
    );
    const choice = noDelivery
      ? null
      : await chooseDelivery(tx, ctx, { body, lines, pricing, proforma, opts, staff });
    const messages = await formMessages(tx, body, {
      country: ctx.config.country,
      hasRestrictedBrand: restricted,
      today: now,
      stockFeeRequired: choice?.stockFeeRequired ?? false,
      noDelivery,
      deliveryFromStore: staff.cashAndCarry,
    });
    if (messages.length > 0) throw invalid(messages);
    const shortfall = checkCartStock(lines).shortfalls[0];
    if (shortfall)
      throw new AppError('out_of_stock', [CART_COPY.stockReduced(shortfall.title, shortfall.stockQuantity)]);

    const quote = choice ? await choice.quote() : NO_DELIVERY;
    const totals = checkoutTotals(pricing, codes, quote, now);
    const deposit = depositOf(body, totals.totalCents, restricted, vouchers.length > 0, way);
    const charged = deposit ?? totals.totalCents;
    const card = charged > 0 && way.kind === 'card' ? cardMessages(body, keyName) : [];
    if (card.length > 0) throw invalid(card);
    assertWithinBounds(way, charged);
    await takeAll(tx, cart.id, lines, totals, quote);

    const orderId = randomUUID();
    const billing =
      (noDelivery || billingDiffers(body)) && body.billingAddress
        ? address(body.billingAddress, ctx.config.country)
        : null;
    // With nothing to deliver the order keeps the billing address in both places (the column is required).
    const delivery = noDelivery && billing ? billing : address(body.deliveryAddress, ctx.config.country);
    const instructions = noDelivery ? '' : clean(body.deliveryAddress.deliveryInstructions);
    await insertReservation(tx, {
      order: {
        id: orderId,
        cartId: cart.id,
        accountId: input.accountId,
        theme: ctx.config.theme,
        country: ctx.config.country,
        currency: ctx.config.currency,
        email: clean(body.email),
        phone: clean(body.phoneNumber),
        newsletter: body.newsletter === true,
        deliveryAddress: { ...delivery, deliveryInstructions: instructions },
        billingAddress: billing ?? delivery,
        poNumber: clean(body.poNumber) || null,
        deliveryDate: quote.date,
        warehouseId: quote.warehouseId,
        slotBooked: quote.takesSlot,
        supplierDeliveries: quote.suppliers,
        deliveryServices: quote.services,
        requestedDeliveryContact: body.requestedDeliveryContact === true,
        requestedInstallationContact: body.requestedInstallationContact === true,
        earlyNotification: body.EarlyNotification === true,
        uniqueRequirements: choice?.uniqueRequirements ?? false,
        stockFeeAcknowledged: body.stockFeeAcknowledged === true,
        subTotalCents: totals.subTotalCents,
        discountCents: totals.discountCents,
        giftCardCents: totals.giftCardCents,
        shippingCents: totals.shippingCents,
        extrasCents: totals.extrasCents,
        totalCents: totals.totalCents,
        depositCents: deposit,
        remainingCents: deposit === null ? null : totals.totalCents - deposit,
        paymentMethod: charged > 0 ? way.method : 'None',
        selectedPaymentOption: body.selectedPaymentOption,
        subdivision: staff.subdivision,
        salespersonCode: staff.salespersonCode,
        cashAndCarry: staff.cashAndCarry,
        projectId: cart.projectId,
        referralCode: input.referralCode ?? null,
      },
      lines: lines.map((l, i) => ({
        lineNo: i + 1,
        productId: l.productId,
        sku: l.sku,
        title: l.title,
        brand: l.brandName,
        category: l.categoryTitle,
        categoryUri: l.categoryUri,
        image: l.image,
        qty: l.qty,
        unitPriceCents: l.priceCents,
        lineDiscountCents: pricing.lines[i]?.lineDiscountTotalCents ?? 0,
        warrantyName: l.warranty?.name ?? null,
        warrantyCents: l.warranty?.priceCents ?? 0,
        installName: l.install?.name ?? null,
        installCents: l.install?.priceCents ?? 0,
        lineTotalCents: pricing.lines[i]?.lineTotalCents ?? 0,
        supplier: choice?.supplierOf(l.sku) ?? null,
        isProforma: isProformaBrand(l.brandName, proforma),
      })),
      vouchers: vouchers.map((v, i) => ({
        lineNo: i + 1,
        valueCents: v.valueCents,
        recipientName: v.recipientName,
        recipientEmail: v.recipientEmail,
        senderName: v.senderName,
        message: v.message,
      })),
      codes: [
        ...totals.couponUses.map((c) => ({
          code: c.code,
          kind: 'coupon' as const,
          couponId: c.couponId,
          giftCardId: null,
          amountCents: c.amountCents,
        })),
        ...totals.giftSpends.map((g) => ({
          code: g.code,
          kind: 'giftCard' as const,
          couponId: null,
          giftCardId: g.giftCardId,
          amountCents: g.amountCents,
        })),
      ],
      // Staff took the money outside the gateway (the counter, the credit account): no gateway payment to record.
      payments:
        charged === 0 || way.kind === 'staff'
          ? []
          : deposit === null
            ? [{ kind: 'charge', amountCents: charged, status: 'pending', keyName }]
            : [
                { kind: 'deposit', amountCents: deposit, status: 'pending', keyName },
                { kind: 'balance', amountCents: totals.totalCents - deposit, status: 'due', keyName },
              ],
      method: way.method,
    });
    const placed = await findLiveOrder(tx, cart.id);
    return { kind: 'reserved', orderId, cartId: cart.id, payment: placed?.payment ?? null, keyName, way };
  });
}
