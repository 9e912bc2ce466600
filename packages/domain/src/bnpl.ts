import {
  addDays,
  toCalendarDate,
  compareDates,
  formatIsoDate,
  type CalendarDate,
  type DateInput,
} from './dates.ts';
import { formatSmallPrice } from './money.ts';
import type { Country } from './themes.ts';

// Buy now pay later: 000 §5 and §9, 001 §4 and §9. Prices are dollars.

export const BNPL_PROVIDERS = [
  'Klarna',
  'AfterPay',
  'PayPal',
  'Humm',
  'Zip',
  'ApplePay',
  'GooglePay',
] as const;
export type BnplProvider = (typeof BNPL_PROVIDERS)[number];

export interface PaymentOptionDetails {
  readonly minimumAmount: number;
  readonly maximumAmount: number;
  readonly repaymentPeriodMonths?: number;
  readonly offerExpiry?: string | null;
  readonly offerExpiryInclusion?: string | null;
}

export interface PaymentProviderOption {
  readonly isEnabled: boolean;
  readonly details?: PaymentOptionDetails | null;
}

/** Usable only when enabled with details, the price is non-zero and within the provider's minimum and maximum. */
export function isBnplAvailable(
  option: PaymentProviderOption | null | undefined,
  price: number | null | undefined,
): boolean {
  if (!option?.isEnabled || !option.details) return false;
  if (price == null || !Number.isFinite(price) || price === 0) return false;
  return price >= option.details.minimumAmount && price <= option.details.maximumAmount;
}

/** Zip's marketing copy shows whenever a (positive) price is present. */
export function isZipAvailable(price: number | null | undefined): boolean {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

export const HUMM = {
  maxPrice: 2000,
  shortPlanMax: 1000,
  shortPlanPayments: 5,
  longPlanPayments: 10,
} as const;

export const BNPL_COPY = {
  hummFallback: 'Pay in slices, no interests ever',
  zipFlat: 'Own it from $10 per week*',
  zipInterestFree: ' interest free',
} as const;

export interface HummPlan {
  readonly payments: 5 | 10;
  /** Dollars per fortnightly payment, unrounded: amount / payments. */
  readonly amount: number;
}

/** Up to 1000: 5 fortnightly payments; above 1000 up to 2000: 10; otherwise no plan. */
export function hummPlan(price: number | null | undefined): HummPlan | null {
  if (price == null || !(price > 0) || price > HUMM.maxPrice) return null;
  const payments = price <= HUMM.shortPlanMax ? HUMM.shortPlanPayments : HUMM.longPlanPayments;
  return { payments, amount: price / payments };
}

/** The plan line (our words, ADR 0003) or the spec's fallback copy. */
export function hummCopy(price: number | null | undefined): string {
  const plan = hummPlan(price);
  return plan
    ? `${plan.payments} fortnightly payments of ${formatSmallPrice(plan.amount)}`
    : BNPL_COPY.hummFallback;
}

export const ZIP = { flatCopyMax: 1000, weeksPerMonth: 4.33 } as const;

/** ceil(price / months / 4.33 * 100) / 100; the epsilon keeps 12.000000001 cents from rounding up a whole cent. */
export function zipWeeklyRate(price: number, repaymentMonths: number): number {
  const cents = (price / repaymentMonths / ZIP.weeksPerMonth) * 100;
  return Math.ceil(cents - 1e-9) / 100;
}

export interface ZipCopyOptions {
  readonly interestFree?: boolean;
}

export function zipCopy(price: number, repaymentMonths: number, opts: ZipCopyOptions = {}): string {
  if (price <= ZIP.flatCopyMax || !(repaymentMonths > 0)) return BNPL_COPY.zipFlat;
  const rate = formatSmallPrice(zipWeeklyRate(price, repaymentMonths));
  const base = `Own it from ${rate} weekly for ${repaymentMonths} months`;
  return opts.interestFree ? `${base}${BNPL_COPY.zipInterestFree}` : base;
}

/** The last day the Zip offer is included: one day before the offer expiry. */
export function zipOfferExpiryInclusion(offerExpiry: DateInput): CalendarDate {
  return addDays(toCalendarDate(offerExpiry), -1);
}

export function isZipOfferIncluded(offerExpiry: DateInput, today: DateInput): boolean {
  return compareDates(toCalendarDate(today), zipOfferExpiryInclusion(offerExpiry)) <= 0;
}

export interface Instalment {
  readonly amount: number;
  readonly dueDate: string;
  readonly weeksFromToday: number;
}

/** Total / 4 rounded up to a whole amount (001 §9). */
export function fourInstalmentAmount(total: number): number {
  return Math.ceil(total / 4 - 1e-9);
}

/** Afterpay and Zip NZ: four payments, due today and in 2, 4 and 6 weeks. */
export const INSTALMENT_WEEKS = [0, 2, 4, 6] as const;
export const INSTALMENT_COUNT = INSTALMENT_WEEKS.length;

function fourInstalments(total: number, today: DateInput): Instalment[] {
  const start = toCalendarDate(today);
  const amount = fourInstalmentAmount(total);
  return INSTALMENT_WEEKS.map((weeks) => ({
    amount,
    dueDate: formatIsoDate(addDays(start, weeks * 7)),
    weeksFromToday: weeks,
  }));
}

/** Afterpay: four payments every 2 weeks, the first today. */
export function afterpaySchedule(total: number, today: DateInput): Instalment[] {
  return fourInstalments(total, today);
}

/** Zip NZ: due today, in 2, 4 and 6 weeks. */
export function zipNzSchedule(total: number, today: DateInput): Instalment[] {
  return fourInstalments(total, today);
}

/** The buy-now-pay-later information pages (000 §2); AU Zip links to Zip Money. */
export const BNPL_PAGE_PATHS = { zip: '/zip', zipMoney: '/zipmoney', afterpay: '/afterpay' } as const;

export interface BnplPriceLine {
  readonly text: string;
  readonly href: string;
}

/** The price block's Zip line: four instalments in NZ (our words, ADR 0003), the spec's Zip copy in AU. */
export function zipPriceLine(
  price: number,
  country: Country,
  repaymentMonths?: number | null,
): BnplPriceLine {
  if (country === 'NZ') {
    const instalment = formatSmallPrice(fourInstalmentAmount(price));
    return {
      text: `or ${INSTALMENT_COUNT} interest-free payments of ${instalment} with Zip`,
      href: BNPL_PAGE_PATHS.zip,
    };
  }
  return { text: zipCopy(price, repaymentMonths ?? 0), href: BNPL_PAGE_PATHS.zipMoney };
}

/** The price block's Afterpay line (our words, ADR 0003). */
export function afterpayPriceLine(price: number): BnplPriceLine {
  const instalment = formatSmallPrice(fourInstalmentAmount(price));
  return {
    text: `or ${INSTALMENT_COUNT} payments of ${instalment} with Afterpay`,
    href: BNPL_PAGE_PATHS.afterpay,
  };
}
