import { describe, expect, it } from 'vitest';
import {
  cartCount,
  cartProductImage,
  EMPTY_CART_ID,
  hasCart,
  isFreeOrder,
  orderTotalShown,
  sortBySortOrder,
  toAnalyticsItem,
} from './cart.ts';

describe('cart', () => {
  it.each([
    [
      '001 §9 order total + shipping + supplier + extras',
      { orderTotal: 1000, selectedShippingCost: 49, supplierDeliveryPrices: [20, 30], extras: [99.95] },
      1198.95,
    ],
    ['001 §9 shipping only when positive', { orderTotal: 1000, selectedShippingCost: -5 }, 1000],
    ['001 §9 no extras', { orderTotal: 10.1, selectedShippingCost: 0.2 }, 10.3],
  ] as const)('%s', (_s, parts, expected) => {
    expect(orderTotalShown(parts)).toBe(expected);
  });

  it.each([
    ['001 §9 cart badge = products plus rewards', () => cartCount({ products: [1, 2], rewards: [3] }), 3],
    ['001 §9 no cart', () => cartCount(null), 0],
    ['001 §3 all-zero id means no cart', () => hasCart(EMPTY_CART_ID), false],
    ['001 §3 a real id', () => hasCart('4b1c'), true],
    ['001 §4 free when total is zero', () => isFreeOrder(0), true],
    ['001 §4 not free otherwise', () => isFreeOrder(0.01), false],
    [
      '001 §7 sorted by sortOrder',
      () => sortBySortOrder([{ sortOrder: 2 }, { sortOrder: 1 }, {}]).map((x) => x.sortOrder),
      [undefined, 1, 2],
    ],
    [
      '001 §3 image type 1 selects the second image',
      () => cartProductImage([{ path: 'a', type: 1 }, { path: 'b' }]),
      'b',
    ],
    ['001 §3 otherwise the first image', () => cartProductImage([{ path: 'a' }]), 'a'],
    ['001 §3 no images', () => cartProductImage(null), ''],
  ] as const)('%s', (_s, run, expected) => {
    expect(run()).toEqual(expected);
  });

  it('001 §7 analytics items are all strings', () => {
    expect(
      toAnalyticsItem({ title: 'Oven', sku: 'OV1', discountedPrice: 899.5, brand: 'Smeg', quantity: 2 }),
    ).toEqual({
      item_name: 'Oven',
      item_id: 'OV1',
      price: '899.5',
      item_brand: 'Smeg',
      item_category: '',
      quantity: '2',
    });
  });
});
