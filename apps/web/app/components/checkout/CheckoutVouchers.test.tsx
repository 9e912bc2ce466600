import '../testing/polyfills.ts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserApi } from '../../lib/browser-api.ts';
import { resetCartStore } from '../../lib/cart-store.ts';
import { cartFixture, cartLineFixture } from '../../test/cart-fixtures.ts';
import { renderCheckout, viewFixture } from './checkout-test-support.tsx';
import { fillCard, placeOrder, postedOrder, ready, total } from './checkout-test-steps.ts';

// A cart of gift vouchers only is delivered nowhere (docs/decisions/0031): the page asks for contact details, a
// billing address and the payment, and offers no delivery address, calendar, services or deposit.

afterEach(() => {
  cleanup();
  setBrowserApi(null);
  resetCartStore();
  localStorage.clear();
});

const completed = { orderCompleted: true, success: true, paymentReference: 'P', redirectUrl: null, secure3DResponse: null, orderNumber: 'W9' };
const voucher = { id: 7, value: 100, recipientName: 'Grace Hopper', recipientEmail: 'grace@example.com', senderName: 'Jo', message: '' };
const vouchersOnly = cartFixture({ products: [], vouchers: [voucher], voucherTotal: 100, subTotal: 100, orderTotal: 100, productCount: 0 });

describe('checkout of gift vouchers', () => {
  it('asks for no delivery, offers no deposit, and posts the order without a date', async () => {
    const api = renderCheckout(
      { 'POST /api/checkout': completed },
      { cart: vouchersOnly, view: viewFixture({ depositPercentage: 30 }) },
    );
    await screen.findByRole('heading', { name: 'Billing address' });
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous month' })).toBeNull();
    expect(screen.queryByLabelText('I would like to pay a deposit now')).toBeNull();
    expect(screen.queryByLabelText(/same as delivery/i)).toBeNull();
    // The summary comes with its own chunk (docs/decisions/0068).
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Gift voucher $100')).toBeTruthy();
    expect(within(summary).getByText('To: Grace Hopper <grace@example.com>')).toBeTruthy();
    expect(within(summary).queryByText('Delivery', { selector: 'dt' })).toBeNull();
    expect(total()).toBe('$100');
    fillCard();
    placeOrder();
    await screen.findByRole('heading', { name: 'Order confirmed' });
    const posted = postedOrder(api);
    expect(posted.deliveryDate).toBeNull();
    expect(posted.billingAddress).toMatchObject({ firstName: 'Jo', suburb: 'SYDNEY', postcode: '2000' });
    expect(api.calls.some((c) => c.path === '/api/checkout/avail')).toBe(false);
  });

  it('delivers a mixed cart as before, without a deposit while it holds a voucher', async () => {
    renderCheckout({}, { cart: cartFixture({ products: [cartLineFixture()], vouchers: [voucher] }) });
    await ready();
    expect(screen.getByRole('heading', { name: 'Delivery address' })).toBeTruthy();
    expect(screen.queryByLabelText('I would like to pay a deposit now')).toBeNull();
  });
});
