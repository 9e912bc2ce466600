import { centsToDollars, dollarsToCents } from './money.ts';
import { lineDiscountedPrice } from './prices.ts';
import type { ThemeId } from './themes.ts';

// The cart's arithmetic (docs/decisions/0012 'Prices and totals'), in integer cents on plain values, so the cart, the
// checkout's order total and the staff pages price a cart with one function.

export interface CartLineInput {
  readonly qty: number;
  readonly priceCents: number;
  /** The catalogue's line discount per unit. */
  readonly lineDiscountCents: number;
  /** Per unit, 0 when none was chosen. */
  readonly warrantyCents: number;
  /** Per unit, 0 when none was chosen. */
  readonly installCents: number;
  readonly rrpCents: number | null;
  /** A coupon's scope is a brand or a category sub-tree. */
  readonly brandId: number;
  readonly categoryUri: string;
}

export interface LinePrice {
  /** Unit price after the line discount. */
  readonly discountedUnitCents: number;
  /** Line discount over the whole line. */
  readonly lineDiscountTotalCents: number;
  /** Products only (no warranty or installation), after the line discount. */
  readonly merchandiseCents: number;
  readonly lineTotalCents: number;
}

/**
 * One line. The unit price goes through the domain's lineDiscountedPrice so the hardware theme (which ignores line
 * discounts) prices alike everywhere; a discount is never negative nor more than the price.
 */
export function priceCartLine(
  line: Pick<CartLineInput, 'qty' | 'priceCents' | 'lineDiscountCents' | 'warrantyCents' | 'installCents'>,
  themeId: ThemeId,
): LinePrice {
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
    lineDiscountTotalCents: (line.priceCents - unit) * line.qty,
    merchandiseCents: merchandise,
    lineTotalCents: merchandise + (line.warrantyCents + line.installCents) * line.qty,
  };
}

export type CouponKind = 'percentage' | 'fixed' | 'freeDelivery';

export interface CouponRule {
  readonly code: string;
  readonly kind: CouponKind;
  readonly percentOff: number | null;
  readonly amountCents: number | null;
  /** Over the whole sub-total. */
  readonly minSpendCents: number;
  /** Scope: null is every brand / every category. */
  readonly brandId: number | null;
  readonly categoryUri: string | null;
  readonly startsAt: Date | null;
  readonly expiresAt: Date | null;
  readonly active: boolean;
}

export interface GiftCardRule {
  readonly code: string;
  readonly balanceCents: number;
  readonly expiresAt: Date | null;
  readonly active: boolean;
}

/** Why a code does not count; the words belong to whoever shows them. */
export type CodeProblem =
  | {
      readonly reason:
        | 'unknown'
        | 'couponExpired'
        | 'couponNotStarted'
        | 'couponOutOfScope'
        | 'giftCardExpired'
        | 'giftCardEmpty';
      readonly code: string;
    }
  | { readonly reason: 'couponMinSpend'; readonly code: string; readonly minSpendCents: number };

export type CouponVerdict =
  | { readonly ok: true; readonly amountCents: number; readonly freeDelivery: boolean }
  | { readonly ok: false; readonly problem: CodeProblem };

/** What a coupon needs to know of a priced line. */
export type CouponLine = Pick<CartLineInput, 'brandId' | 'categoryUri'> & Pick<LinePrice, 'merchandiseCents'>;

const inCategory = (uri: string, scope: string) => uri === scope || uri.startsWith(`${scope}/`);

/**
 * One coupon against the cart: window, minimum spend (over the whole sub-total), scope (brand or category sub-tree;
 * the discount is taken off the products in scope only, never off warranties or installation), then the amount.
 * A fixed amount never exceeds the merchandise in scope.
 */
export function evaluateCoupon(
  coupon: CouponRule,
  lines: readonly CouponLine[],
  subTotalCents: number,
  now: Date,
): CouponVerdict {
  const code = coupon.code;
  const refuse = (reason: Exclude<CodeProblem['reason'], 'couponMinSpend'>): CouponVerdict => ({
    ok: false,
    problem: { reason, code },
  });
  if (!coupon.active) return refuse('unknown');
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return refuse('couponExpired');
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return refuse('couponNotStarted');
  if (subTotalCents < coupon.minSpendCents)
    return { ok: false, problem: { reason: 'couponMinSpend', code, minSpendCents: coupon.minSpendCents } };
  const scoped = lines.filter(
    (l) =>
      (coupon.brandId === null || l.brandId === coupon.brandId) &&
      (coupon.categoryUri === null || inCategory(l.categoryUri, coupon.categoryUri)),
  );
  if (scoped.length === 0) return refuse('couponOutOfScope');
  const base = scoped.reduce((sum, l) => sum + l.merchandiseCents, 0);
  switch (coupon.kind) {
    case 'percentage':
      return {
        ok: true,
        amountCents: Math.round((base * (coupon.percentOff ?? 0)) / 100),
        freeDelivery: false,
      };
    case 'fixed':
      return { ok: true, amountCents: Math.min(base, coupon.amountCents ?? 0), freeDelivery: false };
    default:
      return { ok: true, amountCents: 0, freeDelivery: true };
  }
}

/** Null when the gift card can pay: active, not expired, with a balance. */
export function giftCardProblem(card: GiftCardRule, now: Date): CodeProblem | null {
  if (!card.active) return { reason: 'unknown', code: card.code };
  if (card.expiresAt && card.expiresAt.getTime() <= now.getTime())
    return { reason: 'giftCardExpired', code: card.code };
  if (card.balanceCents <= 0) return { reason: 'giftCardEmpty', code: card.code };
  return null;
}

/** A code applied to the cart: a coupon or a gift card (a code that is neither is left out of the totals). */
export interface CartCodeInput {
  readonly code: string;
  readonly coupon: CouponRule | null;
  readonly giftCard: GiftCardRule | null;
}

export interface AppliedCode {
  readonly code: string;
  readonly kind: 'coupon' | 'giftCard';
  readonly amountCents: number;
  readonly freeDelivery: boolean;
}

export interface CartPricing {
  /** In the order of the input lines. */
  readonly lines: readonly LinePrice[];
  readonly subTotalCents: number;
  readonly discountCents: number;
  readonly giftCardCents: number;
  readonly orderTotalCents: number;
  readonly savingCents: number;
  readonly freeDelivery: boolean;
  /** Coupons first, then gift cards, each in the order given. */
  readonly codes: readonly AppliedCode[];
  readonly problems: readonly CodeProblem[];
}

/**
 * A whole cart: sub-total = Σ line totals; coupons come off first (together never more than the sub-total), then
 * gift cards, each up to its balance and what is left to pay. A coupon that no longer qualifies stays applied at 0
 * with its problem reported. Saving = rrp saving + line discounts + coupon discounts.
 */
export function priceCart(
  lines: readonly CartLineInput[],
  codes: readonly CartCodeInput[],
  ctx: { readonly themeId: ThemeId; readonly now: Date },
): CartPricing {
  const prices = lines.map((l) => priceCartLine(l, ctx.themeId));
  const scoped = lines.map((l, i) => ({ ...l, merchandiseCents: prices[i]?.merchandiseCents ?? 0 }));
  const subTotal = prices.reduce((sum, p) => sum + p.lineTotalCents, 0);
  let discount = 0;
  let giftCards = 0;
  let freeDelivery = false;
  const problems: CodeProblem[] = [];
  const applied: AppliedCode[] = [];
  for (const c of codes) {
    if (!c.coupon) continue;
    const verdict = evaluateCoupon(c.coupon, scoped, subTotal, ctx.now);
    if (!verdict.ok) {
      problems.push(verdict.problem);
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
    const problem = giftCardProblem(c.giftCard, ctx.now);
    if (problem) problems.push(problem);
    const amount = problem ? 0 : Math.min(c.giftCard.balanceCents, subTotal - discount - giftCards);
    giftCards += amount;
    applied.push({ code: c.code, kind: 'giftCard', amountCents: amount, freeDelivery: false });
  }
  const rrpSaving = lines.reduce(
    (sum, l) =>
      sum + (l.rrpCents !== null && l.rrpCents > l.priceCents ? (l.rrpCents - l.priceCents) * l.qty : 0),
    0,
  );
  const lineDiscounts = prices.reduce((sum, p) => sum + p.lineDiscountTotalCents, 0);
  return {
    lines: prices,
    subTotalCents: subTotal,
    discountCents: discount,
    giftCardCents: giftCards,
    orderTotalCents: Math.max(0, subTotal - discount - giftCards),
    savingCents: rrpSaving + lineDiscounts + discount,
    freeDelivery,
    codes: applied,
    problems,
  };
}
