import {
  giftCardProblem,
  priceCartWithVouchers,
  type CartPricing,
  type PricingWithVouchers,
  type ThemeId,
} from '@shop/domain';
import type { CheckoutCode, CheckoutLine } from './checkout-cart-queries.ts';

// What the order costs, from the database's prices only (001 §9: order total + shipping + supplier prices + extras).

/** The products, the gift vouchers (whose values coupons never see) and the codes, as the cart prices them. */
export function priceCheckoutCart(
  lines: readonly CheckoutLine[],
  codes: readonly CheckoutCode[],
  ctx: { themeId: ThemeId; now: Date },
  voucherValuesCents: readonly number[] = [],
): PricingWithVouchers {
  return priceCartWithVouchers(
    lines.map((l) => ({
      qty: l.qty,
      priceCents: l.priceCents,
      lineDiscountCents: l.lineDiscountCents,
      warrantyCents: l.warranty?.priceCents ?? 0,
      installCents: l.install?.priceCents ?? 0,
      rrpCents: l.rrpCents,
      brandId: l.brandId,
      categoryUri: l.categoryUri,
    })),
    codes.map((c) => ({ code: c.code, coupon: c.coupon, giftCard: c.giftCard })),
    voucherValuesCents,
    ctx,
  );
}

export interface DeliveryCharges {
  shippingCents: number;
  suppliers: readonly { priceCents: number }[];
  services: readonly { priceCents: number }[];
}

export interface CheckoutTotals {
  subTotalCents: number;
  discountCents: number;
  /** Everything the gift cards pay: the products first (the cart's pricing), then delivery and extras. */
  giftCardCents: number;
  shippingCents: number;
  /** Supplier deliveries and delivery services. */
  extrasCents: number;
  totalCents: number;
  giftSpends: { code: string; giftCardId: number; amountCents: number }[];
  couponUses: { code: string; couponId: number; amountCents: number; singleUse: boolean }[];
}

/**
 * The order's totals. priceCart lets gift cards pay for the products only; what their balances still hold after
 * that pays delivery and extras too, card by card in the order applied, so a card worth the whole order covers it.
 */
export function checkoutTotals(
  pricing: CartPricing,
  codes: readonly CheckoutCode[],
  delivery: DeliveryCharges,
  now: Date,
): CheckoutTotals {
  const sum = (xs: readonly { priceCents: number }[]) => xs.reduce((n, x) => n + x.priceCents, 0);
  const extras = sum(delivery.suppliers) + sum(delivery.services);
  let uncovered = delivery.shippingCents + extras;
  const giftSpends: CheckoutTotals['giftSpends'] = [];
  const couponUses: CheckoutTotals['couponUses'] = [];
  for (const applied of pricing.codes) {
    const source = codes.find((c) => c.code === applied.code);
    if (applied.kind === 'coupon' && source?.coupon) {
      couponUses.push({
        code: applied.code,
        couponId: source.coupon.id,
        amountCents: applied.amountCents,
        singleUse: source.coupon.singleUsePerEmail,
      });
      continue;
    }
    const card = source?.giftCard;
    if (applied.kind !== 'giftCard' || !card) continue;
    const usable = giftCardProblem(card, now) ? 0 : card.balanceCents - applied.amountCents;
    const more = Math.max(0, Math.min(usable, uncovered));
    uncovered -= more;
    const amount = applied.amountCents + more;
    if (amount > 0) giftSpends.push({ code: applied.code, giftCardId: card.id, amountCents: amount });
  }
  const giftCardCents = giftSpends.reduce((n, g) => n + g.amountCents, 0);
  const total =
    pricing.subTotalCents - pricing.discountCents + delivery.shippingCents + extras - giftCardCents;
  return {
    subTotalCents: pricing.subTotalCents,
    discountCents: pricing.discountCents,
    giftCardCents,
    shippingCents: delivery.shippingCents,
    extrasCents: extras,
    totalCents: Math.max(0, total),
    giftSpends,
    couponUses,
  };
}
