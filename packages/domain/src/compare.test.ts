import { describe, expect, it } from 'vitest';
import {
  addToCompare,
  canCompareSelected,
  COMPARE,
  COMPARE_COPY,
  comparePriceText,
  compareTitle,
  compareUrl,
  comparisonRedirectPath,
  isCompareTrayHidden,
  toCompareProduct,
} from './compare.ts';

const p = (sku: string) => ({ productSKU: sku });

describe('compare', () => {
  it.each([
    ['000 §4 adding when 3 are held returns limit', [p('a'), p('b'), p('c')], 'd', { result: 'limit' }],
    [
      '000 §4 adding an existing sku returns the held one',
      [p('a')],
      'a',
      { result: 'existing', product: p('a') },
    ],
    ['000 §4 otherwise the product is posted', [p('a'), p('b')], 'c', { result: 'add' }],
  ] as const)('%s', (_s, held, sku, expected) => {
    expect(addToCompare(held, sku)).toEqual(expected);
  });

  it.each([
    ['000 §5 Compare Selected disabled with fewer than 2', 1, false],
    ['000 §5 Compare Selected enabled with 2', 2, true],
  ] as const)('%s', (_s, n, expected) => {
    expect(canCompareSelected(n)).toBe(expected);
  });

  it.each([
    ['000 §9 max compare products 3', COMPARE.maxProducts, 3],
    ['000 §9 compare title truncated to 50', compareTitle('x'.repeat(60)), `${'x'.repeat(50)}...`],
    ['000 §9 price 0 shows Request Price in the tray (ADR 0003)', comparePriceText(0), 'Request Price'],
    ['000 §9 or FREE when asked', comparePriceText(0, 'FREE'), 'FREE'],
    ['000 §9 a price', comparePriceText(999), '$999'],
    ['000 §2 compare query skus joined by a tilde', compareUrl(['A1', 'B2']), '/compare?sku=A1~B2'],
    [
      '000 §2 comparison path with slash encoded',
      comparisonRedirectPath(['A/1', 'B2']),
      '/comparison/A%2F1/B2/',
    ],
    [
      '000 §2 the tray dialog text',
      COMPARE_COPY.tooManyTray,
      "It looks like you've already selected the maximum of 3 products for comparison. To add this product and compare, please deselect another.",
    ],
  ] as const)('%s', (_s, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['000 §4 hidden with no products', { count: 0, path: '/c/fridges', hasContentHomePage: true }, true],
    ['000 §4 hidden on checkout', { count: 1, path: '/customer/checkout', hasContentHomePage: true }, true],
    [
      '000 §4 hidden on the compare page',
      { count: 1, path: '/compare?sku=a~b', hasContentHomePage: true },
      true,
    ],
    [
      '000 §4 hidden on home without a content-built home page',
      { count: 1, path: '/', hasContentHomePage: false },
      true,
    ],
    [
      '000 §4 shown on home with a content-built home page',
      { count: 1, path: '/', hasContentHomePage: true },
      false,
    ],
    ['000 §4 shown elsewhere', { count: 2, path: '/c/fridges', hasContentHomePage: false }, false],
  ] as const)('%s', (_s, ctx, expected) => {
    expect(isCompareTrayHidden(ctx)).toBe(expected);
  });

  it('000 §3 compare product from the server: first image thumbnail or empty', () => {
    expect(
      toCompareProduct({
        sku: 'A',
        title: 'T',
        price: 5,
        images: [{ thumbUrl: 't.jpg' }],
        productId: 7,
        brandName: 'LG',
        brandImage: 'lg.png',
      }),
    ).toEqual({
      productSKU: 'A',
      productName: 'T',
      price: 5,
      productImage: 't.jpg',
      productId: 7,
      brandName: 'LG',
      brandImage: 'lg.png',
    });
    expect(toCompareProduct({ sku: 'B', title: 'U' })).toEqual({
      productSKU: 'B',
      productName: 'U',
      price: null,
      productImage: '',
    });
  });
});
