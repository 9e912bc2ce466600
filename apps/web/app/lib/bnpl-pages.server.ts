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
} from '@shop/domain';
import { INTERIM_AFTERPAY_OPTION } from './payment-options.ts';

/** Worked examples for the buy-now-pay-later pages, computed with the same rules as the price block. */
export function bnplExamples() {
  const fourTotal = 400;
  const zipLongTotal = 2400;
  const zipLongMonths = 24;
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
    afterpayMax: formatPrice(INTERIM_AFTERPAY_OPTION.details?.maximumAmount ?? 0),
    humm: { max: formatPrice(HUMM.maxPrice), short: hummCopy(800), long: hummCopy(1500) },
  };
}
