import { describe, expect, it } from 'vitest';
import {
  afterpayPriceLine,
  afterpaySchedule,
  BNPL_PAGE_PATHS,
  INSTALMENT_COUNT,
  fourInstalmentAmount,
  hummCopy,
  hummPlan,
  isBnplAvailable,
  isZipAvailable,
  isZipOfferIncluded,
  zipCopy,
  zipNzSchedule,
  zipOfferExpiryInclusion,
  zipPriceLine,
  zipWeeklyRate,
} from './bnpl.ts';

const option = { isEnabled: true, details: { minimumAmount: 50, maximumAmount: 2000 } };

describe('isBnplAvailable', () => {
  it.each([
    ['000 §5 enabled with details and price within min/max', option, 500, true],
    ['000 §5 at the minimum', option, 50, true],
    ['000 §5 at the maximum', option, 2000, true],
    ['000 §5 below the minimum', option, 49.99, false],
    ['000 §5 above the maximum', option, 2000.01, false],
    ['000 §5 price zero', { isEnabled: true, details: { minimumAmount: 0, maximumAmount: 10 } }, 0, false],
    ['000 §5 no price', option, null, false],
    ['000 §5 disabled', { ...option, isEnabled: false }, 500, false],
    ['000 §5 no details', { isEnabled: true, details: null }, 500, false],
    ['000 §5 no option', undefined, 500, false],
  ] as const)('%s', (_s, opt, price, expected) => {
    expect(isBnplAvailable(opt, price)).toBe(expected);
  });

  it.each([
    ['000 §5 Zip available whenever a price is present', 1, true],
    ['000 §5 Zip not without a price', null, false],
    ['000 §5 Zip not for zero', 0, false],
  ] as const)('%s', (_s, price, expected) => {
    expect(isZipAvailable(price)).toBe(expected);
  });
});

describe('Humm', () => {
  it.each([
    ['000 §9 up to 1000 is 5 fortnightly payments', 1000, { payments: 5, amount: 200 }],
    ['000 §9 1000 to 2000 is 10 fortnightly payments', 1500, { payments: 10, amount: 150 }],
    ['000 §9 at most 2000', 2000, { payments: 10, amount: 200 }],
    ['000 §9 above 2000 no plan', 2000.01, null],
    ['000 §9 no price no plan', null, null],
  ] as const)('%s', (_s, price, expected) => {
    expect(hummPlan(price)).toEqual(expected);
  });

  it.each([
    ['000 §9 plan copy (ADR 0003)', 999, '5 fortnightly payments of $199.80'],
    ['000 §9 otherwise the fallback copy', 2500, 'Pay in slices, no interests ever'],
  ] as const)('%s', (_s, price, expected) => {
    expect(hummCopy(price)).toBe(expected);
  });
});

describe('Zip', () => {
  it.each([
    ['000 §9 weekly rate = ceil(price / months / 4.33 * 100) / 100', 2000, 12, 38.5],
    ['000 §9 weekly rate rounds up to the cent', 1001, 6, 38.53],
    ['000 §9 an exact cent does not round up', 433, 1, 100],
  ] as const)('%s', (_s, price, months, expected) => {
    expect(zipWeeklyRate(price, months)).toBe(expected);
  });

  it.each([
    ['000 §9 up to 1000 flat copy', 1000, 12, false, 'Own it from $10 per week*'],
    ['000 §9 above 1000 weekly copy', 2000, 12, false, 'Own it from $38.50 weekly for 12 months'],
    [
      '000 §9 plus interest free when asked',
      2000,
      12,
      true,
      'Own it from $38.50 weekly for 12 months interest free',
    ],
    ['000 §9 no repayment months falls back to flat copy', 2000, 0, false, 'Own it from $10 per week*'],
  ] as const)('%s', (_s, price, months, interestFree, expected) => {
    expect(zipCopy(price, months, { interestFree })).toBe(expected);
  });

  it('000 §9 expiry inclusion is one day before offer expiry', () => {
    expect(zipOfferExpiryInclusion('2025-03-01')).toEqual({ year: 2025, month: 2, day: 28 });
    expect(isZipOfferIncluded('2025-03-01', '2025-02-28')).toBe(true);
    expect(isZipOfferIncluded('2025-03-01', '2025-03-01')).toBe(false);
  });
});

describe('four instalments', () => {
  it.each([
    ['001 §9 total / 4 rounded up to a whole amount', 1000, 250],
    ['001 §9 rounded up', 1001, 251],
    ['001 §9 cents round up', 100.04, 26],
  ] as const)('%s', (_s, total, expected) => {
    expect(fourInstalmentAmount(total)).toBe(expected);
  });

  it('001 §9 Afterpay every 2 weeks', () => {
    expect(afterpaySchedule(100, '2025-01-01').map((i) => [i.amount, i.dueDate])).toEqual([
      [25, '2025-01-01'],
      [25, '2025-01-15'],
      [25, '2025-01-29'],
      [25, '2025-02-12'],
    ]);
  });

  it('001 §9 Zip NZ due today, in 2, 4 and 6 weeks', () => {
    expect(zipNzSchedule(99, '2025-01-01').map((i) => i.weeksFromToday)).toEqual([0, 2, 4, 6]);
  });
});

describe('price block lines', () => {
  it('ADR 0003: Afterpay and Zip NZ read four instalments of the same amount', () => {
    expect(INSTALMENT_COUNT).toBe(4);
    expect(afterpayPriceLine(399)).toEqual({
      text: 'or 4 payments of $100 with Afterpay',
      href: '/afterpay',
    });
    expect(zipPriceLine(399, 'NZ')).toEqual({
      text: 'or 4 interest-free payments of $100 with Zip',
      href: BNPL_PAGE_PATHS.zip,
    });
  });

  it("000 §9 Zip in AU: the spec's copy, linking to Zip Money", () => {
    expect(zipPriceLine(800, 'AU', 12)).toEqual({ text: 'Own it from $10 per week*', href: '/zipmoney' });
    expect(zipPriceLine(2400, 'AU', 24).text).toBe(zipCopy(2400, 24));
    expect(zipPriceLine(2400, 'AU', null).text).toBe('Own it from $10 per week*');
  });
});
