import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@shop/contracts/web';
import { PAYMENT_OPTION_FLAGS as F } from '@shop/domain';
import { orderConfirmationFixture } from '../confirmation/fixtures.ts';
import { confirmationIdOf, trackPlacedOrder } from './confirmed-purchase.ts';

// 001 §7 purchase for an order placed through a provider or Zip in store: from the order as placed, once per order.

afterEach(() => {
  localStorage.clear();
  window.dataLayer = [];
});

const purchases = () =>
  ((window.dataLayer ?? []) as { event?: string }[]).filter((e) => e.event === 'purchase');
const order = orderConfirmationFixture({
  orderNumber: 'W42',
  lines: [{ ...orderConfirmationFixture().lines[0]!, unitPrice: 500, lineDiscount: 60, quantity: 3 }],
  total: 1440,
});

function apiAnswering(answer: () => Promise<unknown>) {
  const checkoutConfirmation = vi.fn<(id: string) => Promise<unknown>>(answer);
  return { api: { checkoutConfirmation } as unknown as ApiClient, checkoutConfirmation };
}

describe('confirmationIdOf', () => {
  it('reads the order id of a confirmation address only', () => {
    expect(confirmationIdOf('/customer/confirmation?id=cart-1')).toBe('cart-1');
    expect(confirmationIdOf('https://shop.example/customer/confirmation?id=a%20b')).toBe('a b');
    expect(confirmationIdOf('/customer/confirmation')).toBeNull();
    expect(confirmationIdOf('/customer/checkout?id=cart-1')).toBeNull();
    expect(confirmationIdOf(null)).toBeNull();
    expect(confirmationIdOf('')).toBeNull();
  });
});

describe('trackPlacedOrder', () => {
  it('pushes the placed order once per order number, whatever asks again', async () => {
    const { api, checkoutConfirmation } = apiAnswering(() => Promise.resolve(order));
    const input = {
      redirectUrl: '/customer/confirmation?id=cart-1',
      cartId: null,
      themeId: 'aol' as const,
      selectedPaymentOption: F.Klarna,
    };
    await expect(trackPlacedOrder(api, input)).resolves.toBe(true);
    await expect(trackPlacedOrder(api, input)).resolves.toBe(false);
    expect(checkoutConfirmation).toHaveBeenCalledWith('cart-1');
    expect(purchases()).toHaveLength(1);
    expect(purchases()[0]).toMatchObject({
      ecommerce: {
        transaction_id: 'W42',
        value: 1440,
        tax: 144,
        payment_type: 'Klarna',
        items: [{ item_id: 'WM-1001', price: '480', quantity: '3' }],
      },
    });
  });

  it('prices lines as the card path does: the hardware theme ignores line discounts', async () => {
    const { api } = apiAnswering(() => Promise.resolve(order));
    await trackPlacedOrder(api, {
      redirectUrl: null,
      cartId: 'cart-1',
      themeId: 'hc',
      selectedPaymentOption: F.Zip,
    });
    expect(purchases()[0]).toMatchObject({ ecommerce: { items: [{ price: '500' }], payment_type: 'Zip' } });
  });

  it('pushes nothing without the order’s figures, and does not mark the order as counted', async () => {
    const failing = apiAnswering(() => Promise.reject(new ApiError(503, null)));
    const input = {
      redirectUrl: '/customer/confirmation?id=cart-1',
      cartId: null,
      themeId: 'aol' as const,
      selectedPaymentOption: F.PayPal,
    };
    await expect(trackPlacedOrder(failing.api, input)).resolves.toBe(false);
    await expect(
      trackPlacedOrder(failing.api, { ...input, redirectUrl: 'https://elsewhere.example/' }),
    ).resolves.toBe(false);
    expect(failing.checkoutConfirmation).toHaveBeenCalledTimes(1);
    expect(purchases()).toEqual([]);
    // Once the figures come, the order is counted.
    await expect(trackPlacedOrder(apiAnswering(() => Promise.resolve(order)).api, input)).resolves.toBe(true);
    expect(purchases()).toHaveLength(1);
  });
});
