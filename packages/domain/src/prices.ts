import { formatPrice, roundTo2 } from './money.ts';
import { THEMES, type ThemeId } from './themes.ts';

// 000 §4, §5 and §6 price display rules. Amounts are dollars.

export const PRICE_COPY = {
  requestPrice: 'Request Price',
  logInForPrice: 'LOG IN FOR PRICE',
  was: 'was',
  rrp: 'RRP:',
  rrpTooltip: "Manufacturer's recommended retail price",
} as const;

export const DISCOUNT_RULE = { minPercentOffRrp: 5, minDollarsOffRrp: 200 } as const;
export const SAVING_RULE = { minPercentOfRrp: 5 } as const;
export const ANALYTICS_TAX_RATE = 0.1;

export function isPriceShown(price: number | null | undefined): price is number {
  return typeof price === 'number' && price > 0;
}

export type PriceDisplay =
  | { readonly kind: 'login'; readonly text: string }
  | { readonly kind: 'request'; readonly text: string }
  | { readonly kind: 'price'; readonly text: string; readonly amount: number };

/** Commercial themes hide prices from visitors; otherwise a price above 0 is shown, else 'Request Price'. */
export function priceDisplay(
  price: number | null | undefined,
  ctx: { themeId: ThemeId; isAuthenticated: boolean },
): PriceDisplay {
  if (THEMES[ctx.themeId].isCommercial && !ctx.isAuthenticated)
    return { kind: 'login', text: PRICE_COPY.logInForPrice };
  if (!isPriceShown(price)) return { kind: 'request', text: PRICE_COPY.requestPrice };
  return { kind: 'price', text: formatPrice(price), amount: price };
}

export interface ProductPricing {
  readonly price: number;
  readonly rrp?: number | null;
  readonly lineDiscount?: number | null;
  readonly quantity?: number | null;
  readonly percentageDiscountOffRrp?: number | null;
  readonly discountOffRrp?: number | null;
  readonly altPriceMsg?: string | null;
}

/** At least 5% off rrp (percentageDiscountOffRrp when present) or at least $200 off; derived from rrp otherwise. */
export function isDiscountShown(p: ProductPricing): boolean {
  const rrp = p.rrp ?? 0;
  const dollarsOff = p.discountOffRrp ?? (rrp > 0 ? rrp - p.price : 0);
  const percentOff = p.percentageDiscountOffRrp ?? (rrp > 0 ? ((rrp - p.price) / rrp) * 100 : 0);
  return percentOff >= DISCOUNT_RULE.minPercentOffRrp || dollarsOff >= DISCOUNT_RULE.minDollarsOffRrp;
}

/** price − lineDiscount / quantity (default 1), never below 0; the hardware theme ignores line discounts. */
export function lineDiscountedPrice(
  p: Pick<ProductPricing, 'price' | 'lineDiscount' | 'quantity'>,
  themeId: ThemeId,
): number {
  if (THEMES[themeId].isHardware || !p.lineDiscount) return p.price;
  const quantity = p.quantity && p.quantity > 0 ? p.quantity : 1;
  return Math.max(0, roundTo2(p.price - p.lineDiscount / quantity));
}

/** A saving is valid only when above 0 and at least 5% of the total rrp. */
export function isSavingValid(
  savingTotal: number | null | undefined,
  totalRrp: number | null | undefined,
): boolean {
  const saving = savingTotal ?? 0;
  return saving > 0 && saving >= (SAVING_RULE.minPercentOfRrp / 100) * (totalRrp ?? 0);
}

export interface PriceText {
  readonly label: 'was' | 'RRP:';
  readonly amount: number;
}

/**
 * 000 §4: 'was' with the price when a line discount applies; 'was' with rrp when an alternate price message applies;
 * otherwise 'RRP:' with rrp when rrp is above price. Nothing when none applies.
 */
export function priceText(p: ProductPricing, themeId: ThemeId): PriceText | null {
  if (p.lineDiscount && p.lineDiscount > 0 && !THEMES[themeId].isHardware)
    return { label: 'was', amount: p.price };
  const rrp = p.rrp ?? 0;
  if (p.altPriceMsg && rrp > 0) return { label: 'was', amount: rrp };
  if (rrp > p.price) return { label: 'RRP:', amount: rrp };
  return null;
}

export function formatPriceText(t: PriceText): string {
  return `${t.label} ${formatPrice(t.amount)}`;
}

/** Analytics tax is 10% of revenue (000 §9, 001 §9), rounded to cents. */
export function analyticsTax(revenue: number): number {
  return roundTo2(revenue * ANALYTICS_TAX_RATE);
}
