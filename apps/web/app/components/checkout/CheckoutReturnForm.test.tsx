import '../testing/polyfills.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_OPTION_FLAGS as F } from '@shop/domain';
import { setBrowserApi } from '../../lib/browser-api.ts';
import { resetCartStore } from '../../lib/cart-store.ts';
import { readReturnForm, saveReturnForm, type CheckoutReturnForm } from '../../lib/checkout-return-form.ts';
import { CHECKOUT_RETURN_FORM_KEY } from '../../lib/checkout-session.ts';
import { cartFixture } from '../../test/cart-fixtures.ts';
import { paymentConfigurationFixture, renderCheckout, viewFixture } from './checkout-test-support.tsx';
import { placeOrder, ready, type } from './checkout-test-steps.ts';

// Back from a provider's page with the payment cancelled (or its confirmation failed), the shopper finds the form as
// they left it; never the card, and never for another cart, an old copy or a plain visit.

const navigation = vi.hoisted(() => ({ leaveForUrl: vi.fn<(url: string) => void>() }));
vi.mock('../../lib/checkout-navigation.ts', () => navigation);

afterEach(() => {
  cleanup();
  setBrowserApi(null);
  resetCartStore();
  localStorage.clear();
  sessionStorage.clear();
  navigation.leaveForUrl.mockReset();
  window.history.replaceState(null, '', '/');
});

const PROVIDERS = F.PayPal | F.Afterpay | F.Zip | F.Klarna | F.Humm;
const CONFIG = 'GET /api/checkout/paymentconfiguration';
const cartId = cartFixture().cartId;
const CANCELLED = 'provider=paypal&token=PSP1&status=CANCELLED';
const cancelledAnswer = {
  'POST /api/checkout/paypalconfirmation?token=PSP1&status=CANCELLED': () => ({
    status: 400,
    body: {
      status: 400,
      code: 'checkout_invalid',
      message: "You've cancelled your payment.",
      errors: ["You've cancelled your payment."],
    },
  }),
};

const region = (name: string) => within(screen.getByRole('region', { name }));
const input = (scope: ReturnType<typeof region>, label: string) =>
  scope.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;
const checkbox = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function leftForm(overrides: Partial<CheckoutReturnForm> = {}): CheckoutReturnForm {
  return {
    cartId,
    email: 'sam@example.com',
    phoneNumber: '0499 000 111',
    newsletter: false,
    delivery: {
      firstName: 'Sam',
      lastName: 'Shopper',
      companyName: 'Sam Pty Ltd',
      address: '9 Church St',
      suburb: 'PARRAMATTA',
      state: 'NSW',
      postcode: '2150',
      deliveryInstructions: 'Leave at the side gate',
    },
    deliveryPicked: true,
    poNumber: 'PO-77',
    billingSame: false,
    billing: {
      firstName: 'Alex',
      lastName: 'Payer',
      companyName: '',
      address: '5 Bay Rd',
      suburb: 'MANLY',
      state: 'NSW',
      postcode: '2095',
    },
    billingPicked: true,
    depositEnabled: true,
    partialPayment: '400',
    selectedPaymentOption: F.PayPal,
    ...overrides,
  };
}

function visit(
  search: string | null,
  answers: Record<string, unknown> = {},
  view = viewFixture({ opts: PROVIDERS }),
) {
  const url = search ? `/customer/checkout?${search}` : '/customer/checkout';
  window.history.replaceState(null, '', url);
  return renderCheckout({ [CONFIG]: paymentConfigurationFixture(), ...answers }, { view, url });
}

/** The delivery lookups posted, by suburb (a lookup is made only for a picked suburb, 001 §5). */
function lookedUpSuburbs(api: ReturnType<typeof renderCheckout>): string[] {
  return api.calls
    .filter((c) => c.method === 'POST' && c.path === '/api/checkout/avail')
    .map((c) => (c.body as { deliveryAddress: { suburb: string } }).deliveryAddress.suburb);
}

async function expectRestored(api: ReturnType<typeof renderCheckout>) {
  const contact = region('Contact details');
  await waitFor(() => expect(input(contact, 'Email').value).toBe('sam@example.com'));
  expect(input(contact, 'Phone number').value).toBe('0499 000 111');
  expect(checkbox('Keep me up to date with news and offers').checked).toBe(false);
  const delivery = region('Delivery address');
  expect(input(delivery, 'First name').value).toBe('Sam');
  expect(input(delivery, 'Last name').value).toBe('Shopper');
  expect(input(delivery, 'Company name (optional)').value).toBe('Sam Pty Ltd');
  expect(input(delivery, 'Street address').value).toBe('9 Church St');
  expect(input(delivery, 'Suburb or postcode').value).toBe('PARRAMATTA');
  expect(input(delivery, 'Postcode').value).toBe('2150');
  expect(input(delivery, 'Delivery instructions (optional)').value).toBe('Leave at the side gate');
  expect(input(delivery, 'PO number (optional)').value).toBe('PO-77');
  // The suburb comes back picked: the delivery days are looked up for it without a new pick.
  await waitFor(() => expect(lookedUpSuburbs(api)).toContain('PARRAMATTA'));
  const billing = region('Billing address');
  expect(checkbox('Billing address is the same as delivery').checked).toBe(false);
  expect(input(billing, 'First name').value).toBe('Alex');
  expect(input(billing, 'Suburb or postcode').value).toBe('MANLY');
  expect(checkbox('I would like to pay a deposit now').checked).toBe(true);
  expect((screen.getByLabelText('Deposit amount ($)') as HTMLInputElement).value).toBe('400');
  await waitFor(() =>
    expect((screen.getByRole('radio', { name: /PayPal/ }) as HTMLInputElement).checked).toBe(true),
  );
}

describe('the form left for a payment provider', () => {
  it('is kept in this tab, for this cart, for an hour, without any card data', async () => {
    visit(null, {
      'POST /api/checkout': {
        orderCompleted: false,
        success: true,
        paymentReference: null,
        redirectUrl: 'https://pay.example/pay/paypal/PSP1',
        secure3DResponse: null,
        orderNumber: null,
      },
    });
    await ready();
    type('Name on card', 'Card Holder Person');
    type('Card number', '4111111111111111');
    type('Expiry (MM / YYYY)', '12/2030');
    type('CVV', '737');
    const delivery = region('Delivery address');
    fireEvent.change(input(delivery, 'First name'), { target: { value: 'Sam' } });
    fireEvent.change(input(delivery, 'Delivery instructions (optional)'), { target: { value: 'Side gate' } });
    fireEvent.change(input(delivery, 'PO number (optional)'), { target: { value: 'PO-77' } });
    fireEvent.click(checkbox('Keep me up to date with news and offers'));
    fireEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    const before = Date.now();
    placeOrder();
    await waitFor(() =>
      expect(navigation.leaveForUrl).toHaveBeenCalledWith('https://pay.example/pay/paypal/PSP1'),
    );

    const raw = sessionStorage.getItem(CHECKOUT_RETURN_FORM_KEY);
    expect(raw).not.toBeNull();
    const entry = JSON.parse(raw as string) as { value: Record<string, unknown>; expiry: number };
    expect(Object.keys(entry.value).sort()).toEqual(
      [
        'billing',
        'billingPicked',
        'billingSame',
        'cartId',
        'delivery',
        'deliveryPicked',
        'depositEnabled',
        'email',
        'newsletter',
        'partialPayment',
        'phoneNumber',
        'poNumber',
        'selectedPaymentOption',
      ].sort(),
    );
    expect(entry.value).toMatchObject({
      cartId,
      email: 'jo@example.com',
      newsletter: false,
      poNumber: 'PO-77',
      deliveryPicked: true,
      selectedPaymentOption: F.PayPal,
      delivery: { firstName: 'Sam', suburb: 'SYDNEY', deliveryInstructions: 'Side gate' },
    });
    expect(entry.expiry).toBeGreaterThanOrEqual(before + 60 * 60_000);
    expect(entry.expiry).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    // Nothing of the card anywhere in the browser's storage (this tab's or the site's). The expiry times (checked
    // above) are left out of the search: a clock reading holds any three digits now and then, the CVV's among them.
    const stored = [sessionStorage, localStorage].flatMap((s) =>
      Array.from({ length: s.length }, (_v, i) =>
        `${s.key(i)}=${s.getItem(s.key(i) as string)}`.replace(/"expiry":\d+/g, '"expiry":_'),
      ),
    );
    expect(stored.length).toBeGreaterThan(0);
    for (const secret of [
      '4111111111111111',
      '4111 1111',
      '737',
      'Card Holder Person',
      'encrypted',
      'cvv',
      'cardNo',
      'devicePaymentCode',
    ])
      expect(stored.filter((s) => s.includes(secret))).toEqual([]);
  });

  it('comes back after a cancelled payment, suburbs picked, and its copy is removed', async () => {
    saveReturnForm(leftForm());
    const api = visit(CANCELLED, cancelledAnswer);
    await ready();
    await expectRestored(api);
    expect(screen.getByTestId('checkout-banner').textContent).toBe("You've cancelled your payment.");
    expect(sessionStorage.getItem(CHECKOUT_RETURN_FORM_KEY)).toBeNull();
  });

  it('comes back after a confirmation that failed', async () => {
    saveReturnForm(leftForm());
    const api = visit('provider=afterpay&orderToken=AP-9&status=SUCCESS', {
      'POST /api/checkout/afterpayconfirmation?orderToken=AP-9&status=SUCCESS': () => ({
        status: 400,
        body: {
          status: 400,
          code: 'checkout_invalid',
          message: 'Declined',
          errors: ['The payment was declined.'],
        },
      }),
    });
    await ready();
    await expectRestored(api);
    expect(screen.getByTestId('checkout-banner').textContent).toContain('The payment was declined.');
    expect(sessionStorage.getItem(CHECKOUT_RETURN_FORM_KEY)).toBeNull();
  });

  it('is ignored and removed on a plain visit to the checkout', async () => {
    saveReturnForm(leftForm());
    visit(null);
    await ready();
    await waitFor(() => expect(sessionStorage.getItem(CHECKOUT_RETURN_FORM_KEY)).toBeNull());
    expect(input(region('Contact details'), 'Email').value).toBe('jo@example.com');
    expect(input(region('Delivery address'), 'Suburb or postcode').value).toBe('SYDNEY');
    expect(input(region('Delivery address'), 'PO number (optional)').value).toBe('');
    expect(checkbox('Billing address is the same as delivery').checked).toBe(true);
  });

  it("ignores another cart's copy", async () => {
    saveReturnForm(leftForm({ cartId: 'another-cart' }));
    visit(CANCELLED, cancelledAnswer);
    await ready();
    await waitFor(() => expect(sessionStorage.getItem(CHECKOUT_RETURN_FORM_KEY)).toBeNull());
    expect(input(region('Contact details'), 'Email').value).toBe('jo@example.com');
    expect(input(region('Delivery address'), 'First name').value).toBe('Jo');
    expect(checkbox('Keep me up to date with news and offers').checked).toBe(true);
  });

  it('ignores a copy older than an hour', async () => {
    saveReturnForm(leftForm(), Date.now() - 61 * 60_000);
    expect(readReturnForm(cartId)).toBeNull();
    expect(readReturnForm(cartId, Date.now() - 30 * 60_000)).not.toBeNull();
    visit(CANCELLED, cancelledAnswer);
    await ready();
    await waitFor(() => expect(sessionStorage.getItem(CHECKOUT_RETURN_FORM_KEY)).toBeNull());
    expect(input(region('Delivery address'), 'First name').value).toBe('Jo');
    expect(input(region('Delivery address'), 'PO number (optional)').value).toBe('');
  });

  it("keeps a locked customer's account details where the view locks them", async () => {
    const base = viewFixture().customer;
    const account = {
      ...base.shippingAddress!,
      firstName: 'Jo',
      address: '2 Account Ave',
      suburb: 'NEWTOWN',
      postcode: '2042',
    };
    const view = viewFixture({
      opts: PROVIDERS,
      customer: { ...base, locked: true, billingAddress: account },
    });
    saveReturnForm(leftForm());
    visit(CANCELLED, cancelledAnswer, view);
    await ready();
    const delivery = region('Delivery address');
    await waitFor(() =>
      expect(input(delivery, 'Delivery instructions (optional)').value).toBe('Leave at the side gate'),
    );
    expect(input(delivery, 'Suburb or postcode').value).toBe('PARRAMATTA');
    expect(input(region('Contact details'), 'Email').value).toBe('jo@example.com');
    expect(input(region('Contact details'), 'Phone number').value).toBe('0412 345 678');
    const billing = region('Billing address');
    expect(checkbox('Billing address is the same as delivery').checked).toBe(false);
    expect(input(billing, 'Street address').value).toBe('2 Account Ave');
    expect(input(billing, 'Suburb or postcode').value).toBe('NEWTOWN');
    // The billing names are not locked: the shopper's own come back.
    expect(input(billing, 'First name').value).toBe('Alex');
  });
});
