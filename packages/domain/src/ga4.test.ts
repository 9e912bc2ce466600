import { describe, expect, it } from 'vitest';
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addToCartEvent,
  beginCheckoutEvent,
  checkoutSubmissionErrorEvent,
  compareEvent,
  ga4Item,
  ga4ItemsValue,
  purchaseEvent,
  removeFromCartEvent,
  searchEvent,
  selectItemEvent,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
} from './ga4.ts';
import { MASKED_EMAIL, SENSITIVE_URL_FRAGMENTS, maskTrackedUrl, pageViewEvent } from './page-view.ts';

const OVEN = { sku: 'OV-1', title: 'Wall Oven', brand: 'Bosch', category: 'Ovens', price: 1000 };
const FRIDGE = { sku: 'FR-2', title: 'Fridge', brand: 'LG', category: 'Fridges', price: 2000.5, quantity: 2 };

const ovenItem = {
  item_name: 'Wall Oven',
  item_id: 'OV-1',
  price: '1000',
  item_brand: 'Bosch',
  item_category: 'Ovens',
  quantity: '1',
};
const fridgeItem = {
  item_name: 'Fridge',
  item_id: 'FR-2',
  price: '2000.5',
  item_brand: 'LG',
  item_category: 'Fridges',
  quantity: '2',
};

describe('ga4Item', () => {
  it('carries every field as a string, price after the line discount', () => {
    expect(ga4Item({ ...OVEN, lineDiscount: 100, quantity: 2 }, 'aol')).toEqual({
      ...ovenItem,
      price: '950',
      quantity: '2',
    });
  });

  it('ignores the line discount on the hardware theme', () => {
    expect(ga4Item({ ...OVEN, lineDiscount: 100 }, 'hc').price).toBe('1000');
  });

  it('counts a withheld price as 0, missing brand and category as empty, and keeps an index', () => {
    expect(ga4Item({ sku: 'X', title: 'X', price: null, index: 3 }, 'aol')).toEqual({
      item_name: 'X',
      item_id: 'X',
      price: '0',
      item_brand: '',
      item_category: '',
      quantity: '1',
      index: 3,
    });
  });

  it('values items as price × quantity to the cent', () => {
    expect(ga4ItemsValue([ga4Item(OVEN, 'aol'), ga4Item(FRIDGE, 'aol')])).toBe(5001);
    expect(ga4ItemsValue([])).toBe(0);
  });
});

describe('ecommerce events', () => {
  const items = [ga4Item(OVEN, 'aol'), ga4Item(FRIDGE, 'aol')];
  const list = { id: 'category:kitchen/ovens', name: 'Ovens' };

  it('view_item_list numbers the items and names the list', () => {
    expect(viewItemListEvent({ currency: 'AUD', list, items })).toEqual({
      event: 'view_item_list',
      ecommerce: {
        currency: 'AUD',
        value: 5001,
        item_list_id: 'category:kitchen/ovens',
        item_list_name: 'Ovens',
        items: [
          { ...ovenItem, index: 0 },
          { ...fridgeItem, index: 1 },
        ],
      },
    });
  });

  it('select_item carries the one item with its list position', () => {
    const item = ga4Item({ ...OVEN, index: 4 }, 'aol');
    expect(selectItemEvent({ currency: 'NZD', list, item })).toEqual({
      event: 'select_item',
      ecommerce: {
        currency: 'NZD',
        value: 1000,
        item_list_id: 'category:kitchen/ovens',
        item_list_name: 'Ovens',
        items: [{ ...ovenItem, index: 4 }],
      },
    });
  });

  it('view_item carries the product', () => {
    expect(viewItemEvent({ currency: 'AUD', item: items[0]! })).toEqual({
      event: 'view_item',
      ecommerce: { currency: 'AUD', value: 1000, items: [ovenItem] },
    });
  });

  it('add_to_cart values the quantity added', () => {
    expect(addToCartEvent({ currency: 'AUD', items: [items[1]!] })).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'AUD', value: 4001, items: [fridgeItem] },
    });
  });

  it('remove_from_cart values the quantity taken out', () => {
    expect(removeFromCartEvent({ currency: 'AUD', items: [items[0]!] })).toEqual({
      event: 'remove_from_cart',
      ecommerce: { currency: 'AUD', value: 1000, items: [ovenItem] },
    });
  });

  it('view_cart takes the cart total as value and names the coupon only when one is applied', () => {
    expect(viewCartEvent({ currency: 'AUD', value: 4900, coupon: 'SAVE10', items })).toEqual({
      event: 'view_cart',
      ecommerce: { currency: 'AUD', value: 4900, coupon: 'SAVE10', items: [ovenItem, fridgeItem] },
    });
    expect(viewCartEvent({ currency: 'AUD', value: 0, coupon: null, items: [] })).toEqual({
      event: 'view_cart',
      ecommerce: { currency: 'AUD', value: 0, items: [] },
    });
  });

  it('begin_checkout carries the checkout total and coupon', () => {
    expect(beginCheckoutEvent({ currency: 'AUD', value: 5100, coupon: 'SAVE10', items })).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'AUD', value: 5100, coupon: 'SAVE10', items: [ovenItem, fridgeItem] },
    });
  });

  it('add_shipping_info adds the shipping tier', () => {
    expect(addShippingInfoEvent({ currency: 'AUD', value: 5100, items, shippingTier: '2026-12-01' })).toEqual(
      {
        event: 'add_shipping_info',
        ecommerce: {
          currency: 'AUD',
          value: 5100,
          shipping_tier: '2026-12-01',
          items: [ovenItem, fridgeItem],
        },
      },
    );
  });

  it('add_payment_info names the payment type', () => {
    expect(addPaymentInfoEvent({ currency: 'AUD', value: 5100, items, selectedPaymentOption: 2048 })).toEqual(
      {
        event: 'add_payment_info',
        ecommerce: { currency: 'AUD', value: 5100, payment_type: 'Afterpay', items: [ovenItem, fridgeItem] },
      },
    );
    expect(
      addPaymentInfoEvent({ currency: 'AUD', value: 1, items: [], selectedPaymentOption: 0 }).ecommerce,
    ).toMatchObject({ payment_type: 'Credit Card' });
  });

  it('purchase carries the transaction, revenue, 10% tax, shipping, coupon and payment type', () => {
    expect(
      purchaseEvent({
        currency: 'NZD',
        value: 5123.45,
        coupon: 'SAVE10',
        items,
        transactionId: 'W1234',
        shipping: 99,
        selectedPaymentOption: 0,
      }),
    ).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'NZD',
        value: 5123.45,
        transaction_id: 'W1234',
        tax: 512.35,
        shipping: 99,
        coupon: 'SAVE10',
        payment_type: 'Credit Card',
        items: [ovenItem, fridgeItem],
      },
    });
  });

  it('purchase leaves out an unknown payment type and an empty coupon', () => {
    const { ecommerce } = purchaseEvent({
      currency: 'AUD',
      value: 100,
      coupon: '',
      items: [],
      transactionId: 'W1',
      shipping: 0,
    });
    expect(ecommerce).toEqual({
      currency: 'AUD',
      value: 100,
      transaction_id: 'W1',
      tax: 10,
      shipping: 0,
      items: [],
    });
  });

  it.each(['compare_add', 'compare_remove', 'compare_navigate', 'compare_products'] as const)(
    '%s carries the compared items in order',
    (event) => {
      expect(compareEvent({ event, currency: 'AUD', items })).toEqual({
        event,
        ecommerce: {
          currency: 'AUD',
          value: 5001,
          items: [
            { ...ovenItem, index: 0 },
            { ...fridgeItem, index: 1 },
          ],
        },
      });
    },
  );
});

describe('other events', () => {
  it('search carries the search term', () => {
    expect(searchEvent('dish washer')).toEqual({ event: 'search', search_term: 'dish washer' });
  });

  it('checkout_submission_error carries the 001 §7 fields', () => {
    expect(
      checkoutSubmissionErrorEvent({
        message: 'Card declined',
        selectedPaymentOption: 0,
        reason: 'Refused',
        orderId: 'cart-1',
        total: 500,
        discount: 20,
        coupon: 'SAVE10',
        products: [{ sku: 'OV-1', quantity: 1, price: 520 }],
      }),
    ).toEqual({
      event: 'checkout_submission_error',
      error_message: 'Card declined',
      payment_method: 'Credit Card',
      failure_reason: 'Refused',
      order_id: 'cart-1',
      total: 500,
      discount: 20,
      coupon: 'SAVE10',
      products: [{ sku: 'OV-1', quantity: 1, price: 520 }],
    });
  });

  it('page_view masks the address', () => {
    expect(
      pageViewEvent({
        url: 'https://shop.example/account/reset-password?email=jo@example.com&token=a.b.c',
        title: 'Reset password',
        pageType: 'resetPassword',
      }),
    ).toEqual({
      event: 'page_view',
      page_location: `https://shop.example/account/reset-password?email=${MASKED_EMAIL}&token=a.b.c`,
      page_title: 'Reset password',
      page_type: 'resetPassword',
    });
  });
});

describe('maskTrackedUrl', () => {
  it('masks a plain address on a page with a sensitive fragment', () => {
    expect(
      maskTrackedUrl('https://shop.example/account/confirm-email?email=jo.smith+news@mail.example.com'),
    ).toBe(`https://shop.example/account/confirm-email?email=${MASKED_EMAIL}`);
  });

  it('masks a URL-encoded address (%40)', () => {
    expect(maskTrackedUrl('/cooking-demos/rsvp?e=jo%2Bdemo%40mail.example.co.nz&id=4')).toBe(
      `/cooking-demos/rsvp?e=${MASKED_EMAIL}&id=4`,
    );
  });

  it('masks every address in the URL', () => {
    expect(maskTrackedUrl('/unsubscribe?a=one@x.com&b=two%40y.org&c=3')).toBe(
      `/unsubscribe?a=${MASKED_EMAIL}&b=${MASKED_EMAIL}&c=3`,
    );
  });

  it('matches fragments in any letter case', () => {
    expect(maskTrackedUrl('/Account/Reset-Password?u=JO@EXAMPLE.COM')).toBe(
      `/Account/Reset-Password?u=${MASKED_EMAIL}`,
    );
  });

  it('leaves a URL without a sensitive fragment unchanged, e-mail or not', () => {
    expect(maskTrackedUrl('https://shop.example/p/oven?ref=jo@example.com')).toBe(
      'https://shop.example/p/oven?ref=jo@example.com',
    );
    expect(maskTrackedUrl('/c/kitchen/ovens?page=2')).toBe('/c/kitchen/ovens?page=2');
  });

  it('leaves a sensitive URL without an address unchanged', () => {
    expect(maskTrackedUrl('/customer/checkout?step=2')).toBe('/customer/checkout?step=2');
  });

  it('uses the fragments given instead of the defaults', () => {
    expect(maskTrackedUrl('/p/oven?ref=jo@example.com', ['/p/'])).toBe(`/p/oven?ref=${MASKED_EMAIL}`);
    expect(maskTrackedUrl('/account?u=jo@example.com', [])).toBe('/account?u=jo@example.com');
  });

  it('covers the sign-in, checkout, confirmation and RSVP pages by default', () => {
    for (const path of [
      '/account/reset-password',
      '/account/confirm-email',
      '/customer/checkout',
      '/customer/confirmation',
      '/cooking-demos/rsvp',
    ]) {
      expect(SENSITIVE_URL_FRAGMENTS.some((f) => path.includes(f))).toBe(true);
    }
  });
});
