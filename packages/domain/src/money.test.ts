import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  currencyForCountry,
  dollarsToCents,
  floorTo2,
  formatDecimalAmount,
  formatFixed2,
  formatPrice,
  formatShippingPrice,
  formatSmallPrice,
  roundTo2,
} from './money.ts';

describe('currencyForCountry', () => {
  it.each([
    ['001 §9 currency AUD by default (AU)', 'AU', 'AUD'],
    ['001 §9 NZD when the country is NZ', 'NZ', 'NZD'],
  ] as const)('%s', (_s, country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });
});

describe('formatPrice', () => {
  it.each([
    ['000 §5 whole amounts without decimals', 1299, undefined, '$1,299'],
    ['000 §5 two decimals otherwise', 1299.5, undefined, '$1,299.50'],
    ['000 §5 two decimals otherwise (cents)', 0.05, undefined, '$0.05'],
    ['000 §5 null shows N/A', null, undefined, 'N/A'],
    ['000 §5 undefined shows N/A', undefined, undefined, 'N/A'],
    ['000 §5 NaN shows N/A', Number.NaN, undefined, 'N/A'],
    ['001 §9 zero shows FREE by default', 0, undefined, 'FREE'],
    ['000 §9 zero text can be Request Price', 0, 'Request Price', 'Request Price'],
    ['000 §5 thousands separators', 1234567.891, undefined, '$1,234,567.89'],
    ['000 §5 negatives keep the minus sign', -20, undefined, '-$20'],
    ['000 §5 rounding to a whole amount drops decimals', 99.999, undefined, '$100'],
  ] as const)('%s', (_s, value, zeroText, expected) => {
    expect(formatPrice(value, zeroText ? { zeroText } : undefined)).toBe(expected);
  });
});

describe('formatSmallPrice', () => {
  it.each([
    ['000 §5 small formatter: cents only if non-zero', 10, '$10'],
    ['000 §5 small formatter: two-digit cents', 10.5, '$10.50'],
    ['000 §5 small formatter: minus sign for negatives', -5.25, '-$5.25'],
    ['000 §5 small formatter: zero is a plain amount', 0, '$0'],
  ] as const)('%s', (_s, value, expected) => {
    expect(formatSmallPrice(value)).toBe(expected);
  });
});

describe('formatShippingPrice', () => {
  it.each([
    ['001 §9 shipping 0-2 decimals: whole', 10, '$10'],
    ['001 §9 shipping 0-2 decimals: one decimal', 10.5, '$10.5'],
    ['001 §9 shipping 0-2 decimals: two decimals', 10.25, '$10.25'],
    ['001 §9 shipping 0-2 decimals: small cents', 0.05, '$0.05'],
  ] as const)('%s', (_s, value, expected) => {
    expect(formatShippingPrice(value)).toBe(expected);
  });
});

describe('cents and rounding', () => {
  it.each([
    ['servers store cents: dollars to cents', () => dollarsToCents(12.34), 1234],
    ['servers store cents: binary noise 1.005', () => dollarsToCents(1.005), 101],
    ['servers store cents: negative', () => dollarsToCents(-1.5), -150],
    ['servers store cents: cents to dollars', () => centsToDollars(1234), 12.34],
    ['001 §9 rounded to 2 decimals', () => roundTo2(2.345), 2.35],
    ['001 §9 floored to 2 decimals', () => floorTo2(33.339), 33.33],
    ['001 §5 $X.XX with 2 decimals', () => formatFixed2(300), '$300.00'],
  ] as const)('%s', (_s, run, expected) => {
    expect(run()).toBe(expected);
  });

  it('property: cents survive a round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (c) => dollarsToCents(centsToDollars(c)) === c),
    );
  });

  it('property: formatPrice has no decimals exactly when the cents are zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (c) => {
        const text = formatPrice(centsToDollars(c));
        return text.includes('.') === (c % 100 !== 0);
      }),
    );
  });
});

describe('formatDecimalAmount', () => {
  it.each([
    [1299, '1299.00'],
    [1299.5, '1299.50'],
    [0.05, '0.05'],
    [0, '0.00'],
    [-12.3, '-12.30'],
  ])('%s -> %s (schema.org price: no symbol, no grouping)', (value, expected) => {
    expect(formatDecimalAmount(value)).toBe(expected);
  });
});
