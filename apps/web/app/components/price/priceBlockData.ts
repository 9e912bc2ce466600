import type { Product } from '@shop/contracts';
import {
  afterpayPriceLine,
  formatPrice,
  formatSmallPrice,
  hummCopy,
  hummPlan,
  isBnplAvailable,
  isDiscountShown,
  isZipAvailable,
  lineDiscountedPrice,
  priceText,
  zipPriceLine,
  type Country,
  type PriceDisplay,
  type ThemeId,
} from '@shop/domain';
import { INTERIM_AFTERPAY_OPTION } from '../../lib/payment-options.ts';
import { hiddenAwareDisplay, shownPricing } from './hidden-prices.ts';

export interface BnplLine {
  provider: 'Zip' | 'Humm' | 'Afterpay';
  text: string;
  href: string | null;
}

/** Everything the price block shows, computed on the server so the markup hydrates unchanged. */
export interface PriceBlockData {
  display: PriceDisplay;
  altPriceMsg: string | null;
  /** 'was' / 'RRP:' and the amount, only when the discount is big enough to show (≥5% or ≥$200). */
  compare: { label: 'was' | 'RRP:'; amount: string } | null;
  saving: string | null;
  bnpl: BnplLine[];
}

type Pricing = Pick<
  Product,
  | 'price'
  | 'rrp'
  | 'lineDiscount'
  | 'quantity'
  | 'percentageDiscountOffRrp'
  | 'discountOffRrp'
  | 'altPriceMsg'
>;

export interface PriceBlockContext {
  themeId: ThemeId;
  country: Country;
  isAuthenticated: boolean;
  /** Zip's repayment period from the payment configuration, when known. */
  zipRepaymentMonths?: number | null;
}

export function bnplLines(amount: number, country: Country, zipRepaymentMonths?: number | null): BnplLine[] {
  const lines: BnplLine[] = [];
  if (isZipAvailable(amount))
    lines.push({ provider: 'Zip', ...zipPriceLine(amount, country, zipRepaymentMonths) });
  if (isBnplAvailable(INTERIM_AFTERPAY_OPTION, amount))
    lines.push({ provider: 'Afterpay', ...afterpayPriceLine(amount) });
  if (hummPlan(amount)) lines.push({ provider: 'Humm', text: hummCopy(amount), href: null });
  return lines;
}

export function priceBlockData(product: Pricing, ctx: PriceBlockContext): PriceBlockData {
  const p = shownPricing(product);
  const shown = p ? lineDiscountedPrice(p, ctx.themeId) : null;
  const display = hiddenAwareDisplay(shown, ctx);
  // Nothing priced leaves the block: no was/RRP, no saving, no pay-later lines (each tells the amount).
  if (display.kind !== 'price' || !p || shown === null)
    return { display, altPriceMsg: null, compare: null, saving: null, bnpl: [] };
  const text = priceText(p, ctx.themeId);
  // The percentage and dollars "off rrp" belong to rrp; a 'was' price (line discount) is compared by amount alone.
  const compareShown =
    text !== null &&
    isDiscountShown(text.amount === p.rrp ? { ...p, price: shown } : { price: shown, rrp: text.amount });
  return {
    display,
    altPriceMsg: p.altPriceMsg,
    compare: compareShown && text ? { label: text.label, amount: formatPrice(text.amount) } : null,
    saving: compareShown && text ? `Save ${formatSmallPrice(text.amount - shown)}` : null,
    bnpl: bnplLines(shown, ctx.country, ctx.zipRepaymentMonths),
  };
}
