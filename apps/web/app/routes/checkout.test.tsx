import '../components/testing/polyfills.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_ERROR_MESSAGES, CHECKOUT_FIELD_MESSAGES, SUBMIT_BLOCK_MESSAGES, fillTemplate } from '@shop/domain';
import { setBrowserApi } from '../lib/browser-api.ts';
import { resetCartStore } from '../lib/cart-store.ts';
import { cartFixture, cartLineFixture } from '../test/cart-fixtures.ts';
import { availabilityFixture, PHONE, pinTodayMidMonth, renderCheckout, viewFixture } from '../components/checkout/checkout-test-support.tsx';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  setBrowserApi(null);
  resetCartStore();
  localStorage.clear();
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Place order' }));

async function fillCard() {
  await screen.findByRole('button', { name: /Previous month/ });
  type('Name on card', 'Jo Citizen');
  type('Card number', '4242424242424242');
  type('Expiry (MM / YYYY)', '12/2030');
  type('CVV', '123');
}

describe('checkout page', () => {
  it('shows field messages only after a submit, with the block message, and focuses the first invalid field', async () => {
    const guest = viewFixture({ customer: { ...viewFixture().customer, email: '', phone: '', shippingAddress: null } });
    renderCheckout({}, { view: guest });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(screen.queryByText(CHECKOUT_FIELD_MESSAGES.email)).toBeNull();
    submit();
    expect((await screen.findByTestId('checkout-block')).textContent).toBe(SUBMIT_BLOCK_MESSAGES.invalidForm);
    const email = field('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(CHECKOUT_FIELD_MESSAGES.email);
    expect(document.activeElement).toBe(email);
    expect(screen.getByText(CHECKOUT_FIELD_MESSAGES.firstName)).toBeTruthy();
  });

  it('shows a message once a field is touched and dirty', async () => {
    renderCheckout();
    await screen.findByRole('button', { name: /Previous month/ });
    type('Email', 'not-an-email');
    expect(screen.queryByText(CHECKOUT_FIELD_MESSAGES.email)).toBeNull();
    fireEvent.blur(field('Email'));
    expect(screen.getByText(CHECKOUT_FIELD_MESSAGES.email)).toBeTruthy();
  });

  it('selects the first available date, navigates months and moves the selection with its price', async () => {
    pinTodayMidMonth();
    const api = renderCheckout();
    expect((await screen.findByRole('button', { name: /Previous month/ })).hasAttribute('disabled')).toBe(true);
    expect(api.calls.find((c) => c.path === '/api/checkout/avail')?.body).toMatchObject({
      deliveryAddress: { suburb: 'SYDNEY', postcode: '2000' },
      cardDetails: null,
      deliveryDate: null,
    });
    const pressed = screen.getAllByRole('button', { pressed: true });
    expect(pressed).toHaveLength(1);
    expect(pressed[0]?.getAttribute('aria-label')).toMatch(/\$50$/);
    expect(screen.getByTestId('checkout-total').textContent).toBe('$1,050');
    const free = screen.getAllByRole('button', { name: /FREE$/ })[0];
    if (!free) throw new Error('no free day');
    fireEvent.click(free);
    expect(free.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('checkout-total').textContent).toBe('$1,000');
    const title = screen.getByRole('heading', { level: 3 }).textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { level: 3 }).textContent).not.toBe(title);
    expect(screen.getByRole('button', { name: 'Previous month' }).hasAttribute('disabled')).toBe(false);
  });

  it('groups the card number, formats the expiry and keeps only digits in the CVV', async () => {
    renderCheckout();
    await screen.findByRole('button', { name: /Previous month/ });
    type('Card number', '4242424242424242999');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    type('Card number', '378282246310005');
    expect(field('Card number').value).toBe('3782 822463 10005');
    expect(screen.getByText('Card type: American Express')).toBeTruthy();
    type('Expiry (MM / YYYY)', '5');
    expect(field('Expiry (MM / YYYY)').value).toBe('05');
    type('Expiry (MM / YYYY)', '1230');
    expect(field('Expiry (MM / YYYY)').value).toBe('12 / 30');
    fireEvent.blur(field('Expiry (MM / YYYY)'));
    expect(field('Expiry (MM / YYYY)').value).toBe('12 / 2030');
    type('CVV', '1a2b34');
    expect(field('CVV').value).toBe('1234');
  });

  it('posts only the encrypted card and the holder name, then goes to the confirmation', async () => {
    const api = renderCheckout({
      'POST /api/checkout': { orderCompleted: true, success: true, paymentReference: 'P1', redirectUrl: null, secure3DResponse: null, orderNumber: 'W100' },
    });
    await fillCard();
    fireEvent.keyDown(field('CVV'), { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'Order confirmed' })).toBeTruthy();
    const body = api.calls.find((c) => c.method === 'POST' && c.path === '/api/checkout')?.body as Record<string, unknown>;
    const json = JSON.stringify(body);
    expect(json).not.toContain('4242');
    expect(json).not.toContain('"123"');
    expect(body.cardDetails).toEqual({ nameOnCard: 'Jo Citizen' });
    expect(body.cardHolderName).toBe('Jo Citizen');
    expect(String((body.encryptedValues as Record<string, string>).default).split('.')).toHaveLength(5);
    expect(localStorage.getItem('checkout-session')).toBeNull();
  });

  it('a refused payment (401) shows the payment message with the support number', async () => {
    renderCheckout({ 'POST /api/checkout': () => ({ status: 401, body: { status: 401, code: 'payment_refused', message: 'Refused', errors: [] } }) });
    await fillCard();
    submit();
    const text = fillTemplate(CHECKOUT_ERROR_MESSAGES.payment401, { phone: PHONE });
    await waitFor(() => expect(screen.getByTestId('checkout-banner').textContent).toBe(text));
    expect(screen.getByTestId('checkout-banner').getAttribute('role')).toBe('alert');
  });

  it("a 400 lists the server's messages and reloads the view", async () => {
    const api = renderCheckout({
      'POST /api/checkout': () => ({ status: 400, body: { status: 400, code: 'checkout_invalid', message: 'Invalid', errors: ['Delivery date is no longer available.'] } }),
    });
    await fillCard();
    const viewLoads = () => api.calls.filter((c) => c.path === '/api/checkout' && c.method === 'GET').length;
    const before = viewLoads();
    submit();
    await waitFor(() => expect(screen.getByTestId('checkout-banner').textContent).toBe('Delivery date is no longer available.'));
    await waitFor(() => expect(viewLoads()).toBeGreaterThan(before));
  });

  it('any other failure says not to try again', async () => {
    renderCheckout({ 'POST /api/checkout': () => ({ status: 502, body: { status: 502, code: 'gateway_unavailable', message: 'x', errors: [] } }) });
    await fillCard();
    submit();
    const text = fillTemplate(CHECKOUT_ERROR_MESSAGES.checkoutOther, { phone: PHONE });
    await waitFor(() => expect(screen.getByTestId('checkout-banner').textContent).toBe(text));
  });

  it('a free order hides the card fields and posts no card', async () => {
    const free = cartFixture({ products: [cartLineFixture()], orderTotal: 0, giftCardTotal: 1000 });
    const api = renderCheckout(
      {
        'POST /api/checkout/avail': availabilityFixture({}, 0),
        'POST /api/checkout': { orderCompleted: true, success: true, paymentReference: null, redirectUrl: null, secure3DResponse: null, orderNumber: 'W101' },
      },
      { cart: free },
    );
    await screen.findByRole('button', { name: /Previous month/ });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByText('Nothing to pay: your order is covered in full.')).toBeTruthy();
    submit();
    await screen.findByRole('heading', { name: 'Order confirmed' });
    const body = api.calls.find((c) => c.method === 'POST' && c.path === '/api/checkout')?.body as Record<string, unknown>;
    expect(body.encryptedValues).toBeNull();
    expect(body.cardDetails).toBeNull();
  });

  it('says so when 3-D Secure was refused or the provider payment cancelled', async () => {
    renderCheckout({}, { url: '/customer/checkout?payment=refused&status=CANCELLED' });
    const banner = await screen.findByTestId('checkout-banner');
    expect(within(banner).getByText(fillTemplate(CHECKOUT_ERROR_MESSAGES.payment401, { phone: PHONE }))).toBeTruthy();
    expect(within(banner).getByText("You've cancelled your payment.")).toBeTruthy();
  });

  it('posts the 3-D Secure form to the issuer and records the checkout events', async () => {
    const posted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    window.dataLayer = [];
    renderCheckout({
      'POST /api/checkout': {
        orderCompleted: false,
        success: true,
        paymentReference: 'P2',
        redirectUrl: null,
        secure3DResponse: { htmlFormAction: 'http://127.0.0.1:3002/3ds', htmlFormToPost: { MD: 'abc', PaReq: 'xyz' } },
        orderNumber: null,
      },
    });
    await fillCard();
    submit();
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    const form = posted.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('http://127.0.0.1:3002/3ds');
    expect(new FormData(form).get('MD')).toBe('abc');
    const events = (window.dataLayer as { event: string; ecommerce?: { payment_type?: string } }[]).map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['begin_checkout', 'add_shipping_info', 'add_payment_info']));
    expect((window.dataLayer as { event: string; ecommerce?: { payment_type?: string } }[]).find((e) => e.event === 'add_payment_info')?.ecommerce?.payment_type).toBe('Credit Card');
    posted.mockRestore();
  });
});
