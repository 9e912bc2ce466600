import type { Coupon, GiftCard } from '@shop/db';
import { centsToDollars, dollarsToCents, lineDiscountedPrice, type ThemeId } from '@shop/domain';
import { CART_COPY } from './copy.ts';

// The cart's arithmetic, in integer cents, free of I/O so the rules can be tested (and fuzzed) on their own.

export interface PricedLineInput {
  qty: number;
  priceCents: number;
  /** The catalogue's line discount per unit. */
  lineDiscountCents: number;
  warrantyCents: number;
  installCents: number;
  brandId: number;
  categoryUri: string;
}

export interface PricedLine {
  /** Unit price after the line discount. */
  discountedUnitCents: number;
  /** Discount over the whole line. */
  lineDiscountCents: number;
  /** Merchandise (products only) after the line discount. */
  merchandiseCents: number;
  lineTotalCents: number;
}

/** Uses the domain's lineDiscountedPrice so the hardware theme (which ignores line discounts) prices alike everywhere. */
export function priceLine(line: PricedLineInput, themeId: ThemeId): PricedLine {
  const perUnit = Math.min(Math.max(0, line.lineDiscountCents), line.priceCents);
  const unit = dollarsToCents(
    lineDiscountedPrice(
      {
        price: centsToDollars(line.priceCents),
        lineDiscount: centsToDollars(perUnit * line.qty),
        quantity: line.qty,
      },
      themeId,
    ),
  );
  const merchandise = unit * line.qty;
  return {
    discountedUnitCents: unit,
    lineDiscountCents: (line.priceCents - unit) * line.qty,
    merchandiseCents: merchandise,
    lineTotalCents: merchandise + (line.warrantyCents + line.installCents) * line.qty,
  };
}

export type CouponVerdict =
  | { ok: true; amountCents: number; freeDelivery: boolean }
  | { ok: false; message: string };

export type CouponRule = Pick<
  Coupon,
  'code' | 'kind' | 'percentOff' | 'amountCents' | 'minSpendCents' | 'brandId' | 'startsAt' | 'expiresAt' | 'active'
> & { categoryUri: string | null };

const inCategory = (uri: string, scope: string) => uri === scope || uri.startsWith(`${scope}/`);

/**
 * One coupon against the cart: window, minimum spend (over the whole sub-total), scope (brand or category sub-tree;
 * the discount is taken off the products in scope only, never off warranties or installation), then the amount.
 * A fixed amount never exceeds the merchandise in scope.
 */
export function evaluateCoupon(
  coupon: CouponRule,
  lines: readonly (PricedLineInput & PricedLine)[],
  subTotalCents: number,
  now: Date,
): CouponVerdict {
  const code = coupon.code;
  if (!coupon.active) return { ok: false, message: CART_COPY.codeUnknown(code) };
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime())
    return { ok: false, message: CART_COPY.couponExpired(code) };
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime())
    return { ok: false, message: CART_COPY.couponNotStarted(code) };
  if (subTotalCents < coupon.minSpendCents)
    return { ok: false, message: CART_COPY.couponMinSpend(code, coupon.minSpendCents) };
  const scoped = lines.filter(
    (l) =>
      (coupon.brandId === null || l.brandId === coupon.brandId) &&
      (coupon.categoryUri === null || inCategory(l.categoryUri, coupon.categoryUri)),
  );
  if (scoped.length === 0) return { ok: false, message: CART_COPY.couponOutOfScope(code) };
  const base = scoped.reduce((sum, l) => sum + l.merchandiseCents, 0);
  switch (coupon.kind) {
    case 'percentage':
      return { ok: true, amountCents: Math.round((base * (coupon.percentOff ?? 0)) / 100), freeDelivery: false };
    case 'fixed':
      return { ok: true, amountCents: Math.min(base, coupon.amountCents ?? 0), freeDelivery: false };
    default:
      return { ok: true, amountCents: 0, freeDelivery: true };
  }
}

export type GiftCardRule = Pick<GiftCard, 'code' | 'balanceCents' | 'expiresAt' | 'active'>;

export function giftCardProblem(card: GiftCardRule, now: Date): string | null {
  if (!card.active) return CART_COPY.codeUnknown(card.code);
  if (card.expiresAt && card.expiresAt.getTime() <= now.getTime()) return CART_COPY.giftCardExpired(card.code);
  if (card.balanceCents <= 0) return CART_COPY.giftCardEmpty(card.code);
  return null;
}

export interface CodeInput {
  code: string;
  coupon: CouponRule | null;
  giftCard: GiftCardRule | null;
}

export interface Totals {
  subTotalCents: number;
  discountCents: number;
  giftCardCents: number;
  orderTotalCents: number;
  savingCents: number;
  freeDelivery: boolean;
  codes: { code: string; kind: 'coupon' | 'giftCard'; amountCents: number; freeDelivery: boolean }[];
  messages: string[];
}

/**
 * Totals of a cart: sub-total = Σ line totals; coupons come off first (together never more than the sub-total), then
 * gift cards, each up to its balance and what is left to pay. A coupon that no longer qualifies stays applied at 0 with
 * a message saying why. Saving = rrp saving + line discounts + coupon discounts.
 */
export function cartTotals(
  lines: readonly (PricedLineInput & PricedLine & { rrpCents: number | null })[],
  codes: readonly CodeInput[],
  now: Date,
): Totals {
  const subTotal = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  let discount = 0;
  let giftCards = 0;
  let freeDelivery = false;
  const messages: string[] = [];
  const applied: Totals['codes'] = [];
  for (const c of codes) {
    if (!c.coupon) continue;
    const verdict = evaluateCoupon(c.coupon, lines, subTotal, now);
    if (!verdict.ok) {
      messages.push(verdict.message);
      applied.push({ code: c.code, kind: 'coupon', amountCents: 0, freeDelivery: false });
      continue;
    }
    const amount = Math.min(verdict.amountCents, subTotal - discount);
    discount += amount;
    freeDelivery ||= verdict.freeDelivery;
    applied.push({ code: c.code, kind: 'coupon', amountCents: amount, freeDelivery: verdict.freeDelivery });
  }
  for (const c of codes) {
    if (!c.giftCard) continue;
    const problem = giftCardProblem(c.giftCard, now);
    if (problem) messages.push(problem);
    const amount = problem ? 0 : Math.min(c.giftCard.balanceCents, subTotal - discount - giftCards);
    giftCards += amount;
    applied.push({ code: c.code, kind: 'giftCard', amountCents: amount, freeDelivery: false });
  }
  const rrpSaving = lines.reduce(
    (sum, l) => sum + (l.rrpCents !== null && l.rrpCents > l.priceCents ? (l.rrpCents - l.priceCents) * l.qty : 0),
    0,
  );
  const lineDiscounts = lines.reduce((sum, l) => sum + l.lineDiscountCents, 0);
  return {
    subTotalCents: subTotal,
    discountCents: discount,
    giftCardCents: giftCards,
    orderTotalCents: Math.max(0, subTotal - discount - giftCards),
    savingCents: rrpSaving + lineDiscounts + discount,
    freeDelivery,
    codes: applied,
    messages,
  };
}
