import type { Product } from '@shop/contracts';
import {
  afterpayPriceLine,
  BNPL_PAGE_PATHS,
  formatPrice,
  formatSmallPrice,
  fourInstalmentAmount,
  hummCopy,
  hummPlan,
  INSTALMENT_COUNT,
  isBnplAvailable,
  isDiscountShown,
  isZipAvailable,
  isZipOfferIncluded,
  lineDiscountedPrice,
  priceText,
  zipCopy,
  zipPriceLine,
  type Country,
  type DateInput,
  type PriceDisplay,
  type ThemeId,
} from '@shop/domain';
import type { PaymentOptions } from '../../lib/payment-options.server.ts';
import { hiddenAwareDisplay, shownPricing } from './hidden-prices.ts';

export interface BnplLine {
  provider: 'Zip' | 'Afterpay' | 'Klarna' | 'Humm' | 'PayPal';
  text: string;
  href: string | null;
}

/** The information pages the new providers' lines link to (000 §2 page types klarna and humm). */
export const BNPL_INFO_PATHS = { ...BNPL_PAGE_PATHS, klarna: '/klarna', humm: '/humm' } as const;

/** Lines the spec names without quoting their words (our words, as ADR 0003's Afterpay line). */
const fourPaymentsWith = (amount: number, provider: string) =>
  `or ${INSTALMENT_COUNT} interest-free payments of ${formatSmallPrice(fourInstalmentAmount(amount))} with ${provider}`;
const payPalPayLater = (amount: number) =>
  `or pay later in ${INSTALMENT_COUNT} interest-free payments of ${formatSmallPrice(fourInstalmentAmount(amount))} with PayPal`;

/** Everything the price block shows, computed on the server so the markup hydrates unchanged. */
export interface PriceBlockData {
  display: PriceDisplay;
  altPriceMsg: string | null;
  /** 'was' / 'RRP:' and the amount, only when the discount is big enough to show (≥5% or ≥$200). */
  compare: { label: 'was' | 'RRP:'; amount: string } | null;
  saving: string | null;
  /** The amount the pay-later lines are for (the price shown); null when no price shows. The lines follow later. */
  bnplAmount: number | null;
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
}

/**
 * The pay-later lines for an amount (a product's price, a cart's total) under the configured options (000 §5, §9;
 * 001 §4): Zip's copy whenever a price shows in AU (four payments within Zip's range in NZ), Afterpay's and Klarna's
 * four payments and Humm's plan within their ranges (Humm only up to 2000), PayPal's pay later within its range when
 * Zip is enabled. A provider not enabled, or `options` null (the configuration could not be read), shows nothing.
 */
export function bnplLines(
  amount: number,
  country: Country,
  options: PaymentOptions | null,
  today: DateInput,
): BnplLine[] {
  if (!options) return [];
  const lines: BnplLine[] = [];
  const zip = options.Zip;
  if (zip?.isEnabled) {
    if (country === 'NZ') {
      if (isBnplAvailable(zip, amount)) lines.push({ provider: 'Zip', ...zipPriceLine(amount, country) });
    } else if (isZipAvailable(amount)) {
      const offerExpiry = zip.details?.offerExpiry;
      const interestFree = Boolean(offerExpiry) && isZipOfferIncluded(offerExpiry as string, today);
      lines.push({
        provider: 'Zip',
        text: zipCopy(amount, zip.details?.repaymentPeriodMonths ?? 0, { interestFree }),
        href: BNPL_INFO_PATHS.zipMoney,
      });
    }
  }
  if (isBnplAvailable(options.AfterPay, amount))
    lines.push({ provider: 'Afterpay', ...afterpayPriceLine(amount) });
  if (isBnplAvailable(options.Klarna, amount))
    lines.push({
      provider: 'Klarna',
      text: fourPaymentsWith(amount, 'Klarna'),
      href: BNPL_INFO_PATHS.klarna,
    });
  if (isBnplAvailable(options.Humm, amount) && hummPlan(amount))
    lines.push({ provider: 'Humm', text: hummCopy(amount), href: BNPL_INFO_PATHS.humm });
  if (isBnplAvailable(options.PayPal, amount) && zip?.isEnabled)
    lines.push({ provider: 'PayPal', text: payPalPayLater(amount), href: null });
  return lines;
}

export function priceBlockData(product: Pricing, ctx: PriceBlockContext): PriceBlockData {
  const p = shownPricing(product);
  const shown = p ? lineDiscountedPrice(p, ctx.themeId) : null;
  const display = hiddenAwareDisplay(shown, ctx);
  // Nothing priced leaves the block: no was/RRP, no saving, no pay-later lines (each tells the amount).
  if (display.kind !== 'price' || !p || shown === null)
    return { display, altPriceMsg: null, compare: null, saving: null, bnplAmount: null };
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
    bnplAmount: shown > 0 ? shown : null,
  };
}
