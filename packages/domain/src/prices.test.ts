import { describe, expect, it } from 'vitest';
import {
  analyticsTax,
  formatPriceText,
  isDiscountShown,
  isPriceShown,
  isSavingValid,
  lineDiscountedPrice,
  priceDisplay,
  priceText,
} from './prices.ts';

describe('priceDisplay', () => {
  it.each([
    ['000 §5 price shown when above 0', 1299, 'aol', false, { kind: 'price', text: '$1,299', amount: 1299 }],
    ['000 §5 otherwise Request Price', 0, 'aol', false, { kind: 'request', text: 'Request Price' }],
    ['000 §5 null is Request Price', null, 'wa', true, { kind: 'request', text: 'Request Price' }],
    [
      '000 §5 commercial theme, visitor: LOG IN FOR PRICE',
      1299,
      'aoc',
      false,
      { kind: 'login', text: 'LOG IN FOR PRICE' },
    ],
    [
      '000 §6 second commercial theme, visitor',
      1299,
      'wac',
      false,
      { kind: 'login', text: 'LOG IN FOR PRICE' },
    ],
    [
      '000 §6 commercial theme, signed in sees the price',
      1299,
      'aoc',
      true,
      { kind: 'price', text: '$1,299', amount: 1299 },
    ],
  ] as const)('%s', (_s, price, themeId, isAuthenticated, expected) => {
    expect(priceDisplay(price, { themeId, isAuthenticated })).toEqual(expected);
  });

  it('000 §5 isPriceShown', () => {
    expect(isPriceShown(0.01)).toBe(true);
    expect(isPriceShown(-1)).toBe(false);
  });
});

describe('isDiscountShown', () => {
  it.each([
    ['000 §5 5 percent off rrp', { price: 95, percentageDiscountOffRrp: 5 }, true],
    ['000 §5 under 5 percent', { price: 96, percentageDiscountOffRrp: 4.99 }, false],
    [
      '000 §5 percentageDiscountOffRrp wins when present',
      { price: 50, rrp: 100, percentageDiscountOffRrp: 1 },
      false,
    ],
    ['000 §5 derived from rrp when absent', { price: 95, rrp: 100 }, true],
    [
      '000 §5 discountOffRrp at least 200',
      { price: 9800, percentageDiscountOffRrp: 2, discountOffRrp: 200 },
      true,
    ],
    [
      '000 §5 discountOffRrp under 200',
      { price: 9801, percentageDiscountOffRrp: 2, discountOffRrp: 199 },
      false,
    ],
    ['000 §5 no rrp no discount', { price: 95 }, false],
  ] as const)('%s', (_s, p, expected) => {
    expect(isDiscountShown(p)).toBe(expected);
  });
});

describe('lineDiscountedPrice', () => {
  it.each([
    ['000 §5 price minus lineDiscount / quantity', { price: 100, lineDiscount: 20, quantity: 2 }, 'aol', 90],
    ['000 §5 quantity defaults to 1', { price: 100, lineDiscount: 20 }, 'aol', 80],
    ['000 §5 quantity 0 counts as 1', { price: 100, lineDiscount: 20, quantity: 0 }, 'aol', 80],
    ['000 §5 never below 0', { price: 100, lineDiscount: 500 }, 'aol', 0],
    ['000 §5 ignored on the hardware-store theme', { price: 100, lineDiscount: 20 }, 'hc', 100],
    ['000 §5 no line discount', { price: 100 }, 'aol', 100],
  ] as const)('%s', (_s, p, theme, expected) => {
    expect(lineDiscountedPrice(p, theme)).toBe(expected);
  });
});

describe('isSavingValid', () => {
  it.each([
    ['000 §5 saving at least 5 percent of totalRrp', 50, 1000, true],
    ['000 §5 saving under 5 percent', 49.99, 1000, false],
    ['000 §5 saving must be above 0', 0, 0, false],
    ['000 §5 no rrp, positive saving', 10, null, true],
  ] as const)('%s', (_s, saving, rrp, expected) => {
    expect(isSavingValid(saving, rrp)).toBe(expected);
  });
});

describe('priceText', () => {
  it.each([
    [
      '000 §4 was with the price when a line discount applies',
      { price: 100, lineDiscount: 10, rrp: 150 },
      'aol',
      { label: 'was', amount: 100 },
    ],
    [
      '000 §4 was with rrp when an alternate price message applies',
      { price: 100, rrp: 150, altPriceMsg: 'Clearance' },
      'aol',
      { label: 'was', amount: 150 },
    ],
    [
      '000 §4 RRP: with rrp when rrp is above price',
      { price: 100, rrp: 150 },
      'wa',
      { label: 'RRP:', amount: 150 },
    ],
    ['000 §4 nothing when rrp is not above price', { price: 100, rrp: 100 }, 'wa', null],
    [
      '000 §5 hardware ignores line discount',
      { price: 100, lineDiscount: 10, rrp: 150 },
      'hc',
      { label: 'RRP:', amount: 150 },
    ],
  ] as const)('%s', (_s, p, theme, expected) => {
    expect(priceText(p, theme)).toEqual(expected);
  });

  it('000 §4 text form', () => {
    expect(formatPriceText({ label: 'RRP:', amount: 1499 })).toBe('RRP: $1,499');
  });
});

describe('analyticsTax', () => {
  it.each([
    ['000 §9 analytics tax is 10 percent of revenue', 1000, 100],
    ['001 §9 rounded to cents', 123.45, 12.35],
  ] as const)('%s', (_s, revenue, expected) => {
    expect(analyticsTax(revenue)).toBe(expected);
  });
});
