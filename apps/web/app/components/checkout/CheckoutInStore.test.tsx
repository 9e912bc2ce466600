import '../testing/polyfills.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@shop/contracts';
import { analyticsPaymentType, PAYMENT_OPTION_FLAGS as F } from '@shop/domain';
import { setBrowserApi } from '../../lib/browser-api.ts';
import { resetCartStore } from '../../lib/cart-store.ts';
import { cartFixture } from '../../test/cart-fixtures.ts';
import { orderConfirmationFixture } from '../confirmation/fixtures.ts';
import { axeViolations } from './checkout-axe.ts';
import { paymentConfigurationFixture, renderCheckout, viewFixture } from './checkout-test-support.tsx';
import { field, placeOrder, postedOrder, ready, type, typeAndLeave } from './checkout-test-steps.ts';

// Testing Library waits by moving a fake clock only through a `jest` global; this lends it vitest's, so its waits work
// while the polling's 2 s steps are under the test's control (the exact timing is in-store-polling.test.ts's).
beforeEach(() => {
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cleanup();
  setBrowserApi(null);
  resetCartStore();
  localStorage.clear();
  window.dataLayer = [];
});

const cartId = cartFixture().cartId;
const CONFIG = 'GET /api/checkout/paymentconfiguration';
const STATUS = `GET /api/payment/status?cartId=${cartId}&paymentReference=ZIP-REF&selectedPaymentOption=1`;
const TITLE = 'Waiting for customer to confirm in their Zip app';
const requested = {
  orderCompleted: false,
  success: true,
  paymentReference: 'ZIP-REF',
  redirectUrl: null,
  secure3DResponse: null,
  orderNumber: null,
};
const status = (paymentStatus: string, extra: Record<string, unknown> = {}) => ({
  paymentStatus,
  message: null,
  redirectUrl: null,
  ...extra,
});
const approved = status('Approved', { redirectUrl: `/customer/confirmation?id=${cartId}` });
const ORDER = `GET /api/checkout/confirmation?id=${cartId}`;
const PROCESSING = "Sending the payment request to the customer's Zip app";
const purchases = () =>
  ((window.dataLayer ?? []) as { event?: string }[]).filter((e) => e.event === 'purchase');

/** Holds the order post until `release` (the request on its way to the customer's app), answering the rest at once. */
function holdOrderPost(api: ReturnType<typeof renderCheckout>) {
  let release = () => {};
  let posted = false;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  setBrowserApi(
    createApiClient({
      baseUrl: '',
      fetch: async (input: string, init?: RequestInit) => {
        if (init?.method === 'POST' && input === '/api/checkout') {
          posted = true;
          await held;
        }
        return api.fetch(input, init);
      },
    }),
  );
  return { release: () => release(), posted: () => posted };
}

/** Answers the status polls in turn (the last one repeats): a body, or an HTTP error status. */
function polls(...answers: (Record<string, unknown> | number)[]) {
  let n = 0;
  return () => {
    const a = answers[Math.min(n++, answers.length - 1)] as Record<string, unknown> | number;
    if (typeof a !== 'number') return { body: a };
    return {
      status: a,
      body: {
        status: a,
        code: a >= 500 ? 'internal_error' : 'not_found',
        message: `HTTP ${a}`,
        errors: a >= 500 ? [] : ['No such payment'],
      },
    };
  };
}

/** A staff member's checkout with Zip in store chosen and a good code typed. */
async function staffCheckout(answers: Record<string, unknown>) {
  const api = renderCheckout(
    {
      [CONFIG]: paymentConfigurationFixture(),
      'POST /api/checkout': requested,
      'POST /api/checkout/void': { success: true },
      ...answers,
    },
    { view: viewFixture({ opts: F.ZipInStore }) },
  );
  await ready();
  fireEvent.click(screen.getByRole('radio', { name: 'Pay with Zip App' }));
  type('Zip store code', '123456');
  return api;
}

/** Places the order with the clock under the test's control, and waits for the waiting dialog. */
async function placeAndWait(): Promise<HTMLElement> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  placeOrder();
  return screen.findByRole('alertdialog', { name: TITLE });
}

const statusCalls = (api: ReturnType<typeof renderCheckout>) =>
  api.calls.filter((c) => c.path.startsWith('/api/payment/status'));
const voids = (api: ReturnType<typeof renderCheckout>) =>
  api.calls.filter((c) => c.path === '/api/checkout/void');
const banner = () => screen.getByTestId('checkout-banner').textContent;

describe('Zip in store (001 §4, §5, §8; ADR 0029)', () => {
  it('offers Pay with Zip App to staff only, with a numeric 6-digit code field', async () => {
    renderCheckout(
      { [CONFIG]: paymentConfigurationFixture() },
      { view: viewFixture({ opts: F.ZipInStore }) },
    );
    await ready();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay with Zip App' }));
    const code = field('Zip store code');
    expect(code.inputMode).toBe('numeric');
    expect(code.maxLength).toBe(6);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(await axeViolations()).toEqual([]);
    cleanup();
    // A shopper's opts carry no staff-only bit, so the card stands alone.
    renderCheckout({}, { view: viewFixture({ opts: 0 }) });
    await ready();
    expect(screen.queryByRole('radio', { name: 'Pay with Zip App' })).toBeNull();
  });

  it('does not offer Zip in store when the total is outside Zip’s range', async () => {
    renderCheckout(
      {
        [CONFIG]: paymentConfigurationFixture({
          Zip: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 900 } },
        }),
      },
      { view: viewFixture({ opts: F.ZipInStore }) },
    );
    await ready();
    expect(screen.queryByRole('radio', { name: 'Pay with Zip App' })).toBeNull();
  });

  it('says what is wrong with the code once it is touched, or after a submit', async () => {
    renderCheckout(
      { [CONFIG]: paymentConfigurationFixture() },
      { view: viewFixture({ opts: F.ZipInStore }) },
    );
    await ready();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay with Zip App' }));
    placeOrder();
    await waitFor(() => expect(document.activeElement).toBe(field('Zip store code')));
    expect(typeAndLeave('Zip store code', '')).toBe('Please enter a zip store code');
    expect(typeAndLeave('Zip store code', '12a456')).toBe(
      'Zip store code should be exactly 6 digits and contain only numbers',
    );
    expect(typeAndLeave('Zip store code', '12345')).toBe(
      'Zip store code should be exactly 6 digits and contain only numbers',
    );
    expect(typeAndLeave('Zip store code', '123456')).toBeNull();
  });

  it('places the order with Enter in the code field, from the keyboard', async () => {
    const api = await staffCheckout({ [STATUS]: polls(status('Pending')) });
    fireEvent.keyDown(field('Zip store code'), { key: 'Enter' });
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    expect(postedOrder(api)).toMatchObject({ devicePaymentCode: '123456' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('waits in a dialog that only Cancel payment closes, with focus inside it', async () => {
    const api = await staffCheckout({ [STATUS]: polls(status('Pending')) });
    placeOrder();
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    expect(within(dialog).getByText('Please do not refresh the page')).toBeTruthy();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel payment' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    // Escape, Tab and a click on the backdrop leave it open, with focus inside.
    fireEvent.keyDown(cancel, { key: 'Escape' });
    fireEvent.keyDown(cancel, { key: 'Tab' });
    fireEvent.pointerDown(document.body);
    fireEvent.pointerUp(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('alertdialog', { name: TITLE })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    expect(await axeViolations()).toEqual([]);
    // The keyboard's way out: Enter on the focused button.
    fireEvent.keyDown(cancel, { key: 'Enter' });
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(voids(api)).toHaveLength(1);
  });

  it('shows the processing modal from Place order until the request reaches the customer’s app, then the wait', async () => {
    const api = await staffCheckout({ [STATUS]: polls(status('Pending')) });
    const { release } = holdOrderPost(api);
    screen.getByRole('button', { name: 'Place order' }).focus();
    placeOrder();
    const processing = await screen.findByRole('dialog', { name: PROCESSING });
    expect(within(processing).getByRole('status').textContent).toBe('Please do not refresh the page');
    expect(within(processing).queryAllByRole('button')).toEqual([]);
    await waitFor(() => expect(processing.contains(document.activeElement)).toBe(true));
    // Nothing dismisses it: Escape, Tab and a click on the backdrop leave it open, with focus inside.
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    fireEvent.pointerDown(document.body);
    fireEvent.pointerUp(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('dialog', { name: PROCESSING })).toBe(processing);
    expect(processing.contains(document.activeElement)).toBe(true);
    expect(await axeViolations()).toEqual([]);
    // The order post answers with the payment's reference: the waiting dialog takes over, focus on its one button.
    release();
    const waiting = await screen.findByRole('alertdialog', { name: TITLE });
    expect(screen.queryByRole('dialog', { name: PROCESSING })).toBeNull();
    const cancel = within(waiting).getByRole('button', { name: 'Cancel payment' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(voids(api)).toHaveLength(1);
  });

  it('closes the processing modal and shows why when the request could not be sent', async () => {
    const api = await staffCheckout({
      'POST /api/checkout': () => ({
        status: 400,
        body: {
          status: 400,
          code: 'checkout_invalid',
          message: 'Bad code',
          errors: ['That Zip store code was not recognised'],
        },
      }),
    });
    const { release } = holdOrderPost(api);
    placeOrder();
    await screen.findByRole('dialog', { name: PROCESSING });
    release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: PROCESSING })).toBeNull());
    expect(banner()).toBe('That Zip store code was not recognised');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows no processing modal for any other way of paying', async () => {
    const api = await staffCheckout({
      'POST /api/checkout': { ...requested, paymentReference: null, orderCompleted: true, orderNumber: 'W2' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Credit Card' }));
    type('Name on card', 'Jo Citizen');
    type('Card number', '4242424242424242');
    type('Expiry (MM / YYYY)', '12/2030');
    type('CVV', '123');
    const post = holdOrderPost(api);
    placeOrder();
    await waitFor(() => expect(post.posted()).toBe(true));
    expect(screen.queryByRole('dialog', { name: PROCESSING })).toBeNull();
    post.release();
    await screen.findByRole('heading', { name: 'Order confirmed' });
  });

  it('pushes one purchase for the approved order, from the order as placed', async () => {
    const order = orderConfirmationFixture({ cartId, orderNumber: 'W7', total: 1050, shipping: 50 });
    const api = await staffCheckout({ [STATUS]: polls(approved), [ORDER]: order });
    await placeAndWait();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    vi.useRealTimers();
    await screen.findByRole('heading', { name: 'Order confirmed' });
    expect(api.calls.filter((c) => c.path === ORDER.slice(4))).toHaveLength(1);
    expect(purchases()).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          currency: 'AUD',
          value: 1050,
          coupon: undefined,
          items: [
            {
              item_name: 'Front Load Washer 8kg',
              item_id: 'WM-1001',
              price: '999.5',
              item_brand: 'Acme',
              item_category: 'Washing Machines',
              quantity: '2',
            },
          ],
          transaction_id: 'W7',
          shipping: 50,
          tax: 105,
          payment_type: analyticsPaymentType(F.ZipInStore),
        },
      },
    ]);
  });

  it('posts the code and asks every 2 s until the customer approves, then shows the confirmation', async () => {
    const api = await staffCheckout({ [STATUS]: polls(status('Pending'), approved) });
    await placeAndWait();
    expect(postedOrder(api)).toMatchObject({
      selectedPaymentOption: F.ZipInStore,
      devicePaymentCode: '123456',
      encryptedValues: null,
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(statusCalls(api)).toHaveLength(1));
    expect(statusCalls(api)[0]?.path).toBe(STATUS.slice(4));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    vi.useRealTimers();
    await screen.findByRole('heading', { name: 'Order confirmed' });
    expect(statusCalls(api)).toHaveLength(2);
    expect(voids(api)).toHaveLength(0);
  });

  it.each([
    ['Declined', null, 'The customer declined the payment in their Zip app.'],
    ['Cancelled', null, 'The transaction was canceled'],
    ['Expired', null, 'The payment request expired before the customer confirmed it in their Zip app.'],
    ['Declined', 'Insufficient funds', 'Insufficient funds'],
  ])('stops on %s and shows the message', async (answer, message, shown) => {
    const api = await staffCheckout({ [STATUS]: polls(status(answer, { message })) });
    await placeAndWait();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(banner()).toBe(shown);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(statusCalls(api)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false);
  });

  it('ignores a 5xx and keeps asking, but stops at any other error with its message', async () => {
    const api = await staffCheckout({ [STATUS]: polls(503, 500, status('Pending'), 404) });
    await placeAndWait();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(statusCalls(api)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(statusCalls(api)).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(statusCalls(api)).toHaveLength(3));
    expect(screen.getByRole('alertdialog', { name: TITLE })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(banner()).toBe('No such payment');
  });

  it('gives up after 65 s with the order reference, and voids the payment', async () => {
    const api = await staffCheckout({ [STATUS]: polls(status('Pending')) });
    await placeAndWait();
    await act(() => vi.advanceTimersByTimeAsync(64_000));
    expect(screen.getByRole('alertdialog', { name: TITLE })).toBeTruthy();
    expect(voids(api)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(banner()).toBe(
      'There has been an error processing your order, please contact our support team. Order reference : ZIP-REF',
    );
    expect(voids(api).map((c) => c.body)).toEqual([{ cartId, selectedPaymentOption: F.ZipInStore }]);
    const asked = statusCalls(api).length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(statusCalls(api)).toHaveLength(asked);
  });

  it('voids on Cancel payment and says the transaction was canceled', async () => {
    const api = await staffCheckout({ [STATUS]: polls(status('Pending')) });
    const dialog = await placeAndWait();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(banner()).toBe('The transaction was canceled');
    expect(voids(api).map((c) => c.body)).toEqual([{ cartId, selectedPaymentOption: F.ZipInStore }]);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(statusCalls(api)).toHaveLength(0);
  });

  it('goes to the confirmation when Cancel payment finds the order already placed', async () => {
    await staffCheckout({
      [STATUS]: polls(approved),
      'POST /api/checkout/void': { success: false },
      [ORDER]: orderConfirmationFixture({ cartId, orderNumber: 'W8' }),
    });
    const dialog = await placeAndWait();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    vi.useRealTimers();
    await screen.findByRole('heading', { name: 'Order confirmed' });
    // Counted once, as the order it is.
    expect(purchases()).toHaveLength(1);
    expect(purchases()[0]).toMatchObject({ ecommerce: { transaction_id: 'W8' } });
  });

  it('voids with a beacon when the page is left while waiting', async () => {
    const beacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const api = await staffCheckout({ [STATUS]: polls(status('Pending')) });
    await placeAndWait();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, data] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/api/checkout/void');
    expect(JSON.parse(await data.text())).toEqual({ cartId, selectedPaymentOption: F.ZipInStore });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(statusCalls(api)).toHaveLength(0);
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });
});
