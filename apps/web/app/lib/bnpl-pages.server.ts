import {
  BNPL_COPY,
  formatPrice,
  formatSmallPrice,
  fourInstalmentAmount,
  hummCopy,
  HUMM,
  INSTALMENT_COUNT,
  ZIP,
  zipCopy,
  type PaymentProviderOption,
} from '@shop/domain';
import type { PaymentOptions } from './payment-options.server.ts';

/** A provider's configured range as the pages quote it; null when it is not offered (disabled, or no details). */
export function offeredRange(
  option: PaymentProviderOption | null | undefined,
  cap = Number.POSITIVE_INFINITY,
): { min: string; max: string } | null {
  if (!option?.isEnabled || !option.details) return null;
  return {
    min: formatPrice(option.details.minimumAmount),
    max: formatPrice(Math.min(option.details.maximumAmount, cap)),
  };
}

/**
 * Worked examples for the buy-now-pay-later pages, computed with the same rules as the price block, and each
 * provider's range from the payment configuration (`options` null when it could not be read).
 */
export function bnplExamples(options: PaymentOptions | null) {
  const fourTotal = 400;
  const zipLongTotal = 2400;
  const zipLongMonths = options?.Zip?.details?.repaymentPeriodMonths ?? 24;
  const hummShort = 800;
  const hummLong = 1500;
  return {
    zipFlat: BNPL_COPY.zipFlat,
    zipFlatMax: formatPrice(ZIP.flatCopyMax),
    zipLong: {
      total: formatPrice(zipLongTotal),
      months: zipLongMonths,
      text: zipCopy(zipLongTotal, zipLongMonths, { interestFree: true }),
    },
    fourPayments: {
      total: formatPrice(fourTotal),
      count: INSTALMENT_COUNT,
      amount: formatSmallPrice(fourInstalmentAmount(fourTotal)),
    },
    afterpay: offeredRange(options?.AfterPay),
    klarna: offeredRange(options?.Klarna),
    // 000 §5: Humm shows only up to 2000, whatever its configured maximum.
    humm: {
      range: offeredRange(options?.Humm, HUMM.maxPrice),
      shortMax: formatPrice(HUMM.shortPlanMax),
      max: formatPrice(HUMM.maxPrice),
      short: { total: formatPrice(hummShort), plan: hummCopy(hummShort) },
      long: { total: formatPrice(hummLong), plan: hummCopy(hummLong) },
    },
  };
}
