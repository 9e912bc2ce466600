import { describe, expect, it } from 'vitest';
import { cartFixture, cartLineFixture } from '../test/cart-fixtures.ts';
import { cartChangeEvents, viewCartOf } from './cart-analytics.ts';

const SITE = { currency: 'NZD', themeId: 'aol-nz' } as const;
const washer = cartLineFixture({ quantity: 2, lineDiscount: 100 });
const washerItem = {
  item_name: 'Front Load Washer 8kg',
  item_id: 'WM-1001',
  price: '950',
  item_brand: 'Acme',
  item_category: 'Washing Machines',
};

describe('cartChangeEvents', () => {
  it('an add counts the units added, priced after the line discount', () => {
    const after = cartFixture({ products: [washer] });
    expect(
      cartChangeEvents({ ok: true, intent: 'add', cart: after, sku: 'WM-1001', quantity: 1 }, null, SITE),
    ).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'NZD', value: 950, items: [{ ...washerItem, quantity: '1' }] },
      },
    ]);
  });

  it('a quantity change counts the difference, up as add_to_cart and down as remove_from_cart', () => {
    const before = cartFixture({ products: [cartLineFixture({ quantity: 2, lineDiscount: 100 })] });
    const up = cartFixture({ products: [cartLineFixture({ quantity: 5, lineDiscount: 100 })] });
    const [added] = cartChangeEvents(
      { ok: true, intent: 'quantity', cart: up, sku: 'WM-1001', quantity: 5 },
      before,
      SITE,
    );
    expect(added).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'NZD', value: 2940, items: [{ ...washerItem, price: '980', quantity: '3' }] },
    });
    const down = cartFixture({ products: [cartLineFixture({ quantity: 1, lineDiscount: 100 })] });
    const [removed] = cartChangeEvents(
      { ok: true, intent: 'quantity', cart: down, sku: 'WM-1001', quantity: 1 },
      before,
      SITE,
    );
    expect(removed).toEqual({
      event: 'remove_from_cart',
      ecommerce: { currency: 'NZD', value: 900, items: [{ ...washerItem, price: '900', quantity: '1' }] },
    });
  });

  it('a removal counts the line as it was; clearing counts every line; coupons raise nothing', () => {
    const before = cartFixture({ products: [washer] });
    const empty = cartFixture({ products: [] });
    const removal = {
      event: 'remove_from_cart',
      ecommerce: { currency: 'NZD', value: 1900, items: [{ ...washerItem, quantity: '2' }] },
    };
    expect(
      cartChangeEvents({ ok: true, intent: 'remove', cart: empty, sku: 'WM-1001' }, before, SITE),
    ).toEqual([removal]);
    expect(cartChangeEvents({ ok: true, intent: 'clear', cart: empty }, before, SITE)).toEqual([removal]);
    expect(cartChangeEvents({ ok: true, intent: 'coupon-apply', cart: before }, before, SITE)).toEqual([]);
  });

  it('a removal the page never saw still names the sku', () => {
    const [event] = cartChangeEvents(
      { ok: true, intent: 'remove', cart: cartFixture({ products: [] }), sku: 'X-1' },
      null,
      SITE,
    );
    expect(event?.ecommerce.items).toEqual([
      { item_name: '', item_id: 'X-1', price: '0', item_brand: '', item_category: '', quantity: '1' },
    ]);
  });
});

describe('viewCartOf', () => {
  it('carries the lines, the order total and the coupon', () => {
    const cart = cartFixture({ products: [washer], orderTotal: 1850, couponCode: 'SAVE50' });
    expect(viewCartOf(cart, SITE)).toEqual({
      event: 'view_cart',
      ecommerce: {
        currency: 'NZD',
        value: 1850,
        coupon: 'SAVE50',
        items: [{ ...washerItem, quantity: '2' }],
      },
    });
  });
});
