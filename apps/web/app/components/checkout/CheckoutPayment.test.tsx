import '../testing/polyfills.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_OPTION_FLAGS as F } from '@shop/domain';
import { setBrowserApi } from '../../lib/browser-api.ts';
import { resetCartStore } from '../../lib/cart-store.ts';
import { readCheckoutSession, saveCheckoutSession } from '../../lib/checkout-session.ts';
import { cartFixture } from '../../test/cart-fixtures.ts';
import { orderConfirmationFixture } from '../confirmation/fixtures.ts';
import { axeViolations } from './checkout-axe.ts';
import { paymentConfigurationFixture, renderCheckout, viewFixture } from './checkout-test-support.tsx';
import { fillCard, placeOrder, postedOrder, ready } from './checkout-test-steps.ts';

const navigation = vi.hoisted(() => ({ leaveForUrl: vi.fn<(url: string) => void>() }));
vi.mock('../../lib/checkout-navigation.ts', () => navigation);

afterEach(() => {
  cleanup();
  setBrowserApi(null);
  resetCartStore();
  localStorage.clear();
  navigation.leaveForUrl.mockReset();
});

const PROVIDERS = F.PayPal | F.Afterpay | F.Zip | F.Klarna | F.Humm;
const CONFIG = 'GET /api/checkout/paymentconfiguration';
const radios = () => screen.queryAllByRole('radio').map((r) => r.closest('label')?.textContent);
const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

/** The cart is $1,000; the first delivery day costs $50 and is chosen, so the total is $1,050. */
function renderPayment(
  opts: number,
  config: unknown = paymentConfigurationFixture(),
  answers: Record<string, unknown> = {},
) {
  return renderCheckout({ [CONFIG]: config, ...answers }, { view: viewFixture({ opts }) });
}

describe('payment methods (001 §4)', () => {
  it('offers the methods the opts allow, in the spec order, under the payment legend', async () => {
    renderPayment(PROVIDERS);
    await ready();
    const group = screen.getByRole('group', { name: 'Payment' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Credit Card', 'PayPal', 'Afterpay', 'Zip', 'Klarna', 'Humm']);
    expect((screen.getByRole('radio', { name: 'Credit Card' }) as HTMLInputElement).checked).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('hides the card radio when the card is the only method, and offers only what the opts allow', async () => {
    renderPayment(0);
    await ready();
    expect(radios()).toEqual([]);
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    cleanup();
    renderPayment(F.Afterpay | F.Humm);
    await ready();
    expect(radios()).toEqual(['Credit Card', 'Afterpay', 'Humm']);
  });

  it('does not offer a provider whose range leaves out the total, that is disabled, or that has no configuration', async () => {
    renderPayment(
      PROVIDERS,
      paymentConfigurationFixture({
        PayPal: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 999 } },
        Klarna: { isEnabled: false, details: { minimumAmount: 1, maximumAmount: 3000 } },
        Humm: { isEnabled: true, details: null },
      }),
    );
    await ready();
    expect(radios()).toEqual(['Credit Card', 'Afterpay', 'Zip']);
    cleanup();
    // Without the configuration no provider is usable (001 §9), so the card stands alone.
    renderCheckout({}, { view: viewFixture({ opts: PROVIDERS }) });
    await ready();
    expect(radios()).toEqual([]);
  });

  it('falls back to the card when the chosen provider no longer covers the total', async () => {
    // PayPal from $1,040: the $50 first day makes $1,050; a FREE day makes $1,000, below its range.
    renderPayment(
      F.PayPal,
      paymentConfigurationFixture({
        PayPal: { isEnabled: true, details: { minimumAmount: 1040, maximumAmount: 3000 } },
      }),
    );
    await ready();
    choose('PayPal');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: /, FREE$/ })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByLabelText('Card number')).toBeTruthy());
    expect(radios()).toEqual([]);
  });

  it('judges the range by the deposit when one is paid now', async () => {
    renderPayment(
      F.PayPal,
      paymentConfigurationFixture({
        PayPal: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 500 } },
      }),
    );
    await ready();
    expect(radios()).toEqual([]);
    fireEvent.click(screen.getByLabelText('I would like to pay a deposit now'));
    fireEvent.change(screen.getByLabelText('Deposit amount ($)'), { target: { value: '400' } });
    await waitFor(() => expect(radios()).toEqual(['Credit Card', 'PayPal']));
    choose('PayPal');
    expect(
      screen.getByText('Pay now, or pay in 4 interest-free payments of $100 with PayPal Pay in 4.'),
    ).toBeTruthy();
  });

  it("expands and highlights the chosen method's panel and takes the card fields away", async () => {
    renderPayment(PROVIDERS);
    await ready();
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    choose('PayPal');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const panel = screen.getByTestId(`payment-option-${F.PayPal}`);
    expect(panel.className).toMatch(/paymentChosen/);
    expect(screen.getByTestId(`payment-option-${F.Default}`).className).not.toMatch(/paymentChosen/);
    expect(within(panel).getByText('You will be taken to PayPal to complete your payment.')).toBeTruthy();
    expect(
      within(panel).getByText('Pay now, or pay in 4 interest-free payments of $263 with PayPal Pay in 4.'),
    ).toBeTruthy();
    choose('Credit Card');
    expect(screen.getByLabelText('Card number')).toBeTruthy();
  });

  it('shows each provider’s pay-later plan for the total', async () => {
    renderPayment(PROVIDERS);
    await ready();
    choose('Afterpay');
    const afterpay = screen.getByTestId(`payment-option-${F.Afterpay}`);
    expect(
      within(afterpay).getByText('Pay in 4 interest-free payments of $263, one every two weeks.'),
    ).toBeTruthy();
    const plan = within(afterpay).getByRole('list', { name: 'Afterpay payment plan' });
    const items = within(plan)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(4);
    expect(items[0]).toBe('$263 due today');
    expect(items[1]).toMatch(/^\$263 due \w+ \d+ \w+ \d{4}$/);
    choose('Zip');
    // ceil(1050 / 24 / 4.33 * 100) / 100 = 10.11
    expect(screen.getByText('Own it from $10.11 weekly for 24 months')).toBeTruthy();
    choose('Klarna');
    expect(screen.getByText('Pay in 4 interest-free payments of $263 with Klarna.')).toBeTruthy();
    choose('Humm');
    expect(screen.getByText('10 fortnightly payments of $105')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('paying on a provider’s page (ADR 0029)', () => {
  const redirected = {
    orderCompleted: false,
    success: true,
    paymentReference: null,
    redirectUrl: 'https://pay.example/pay/paypal/PSP1',
    secure3DResponse: null,
    orderNumber: null,
  };

  it('posts the order without card details, keeps the session and goes to the provider without the leave warning', async () => {
    const api = renderPayment(PROVIDERS, paymentConfigurationFixture(), { 'POST /api/checkout': redirected });
    await ready();
    choose('PayPal');
    placeOrder();
    await waitFor(() =>
      expect(navigation.leaveForUrl).toHaveBeenCalledWith('https://pay.example/pay/paypal/PSP1'),
    );
    const posted = postedOrder(api);
    expect(posted).toMatchObject({
      selectedPaymentOption: F.PayPal,
      encryptedValues: null,
      cardHolderName: null,
      cardDetails: null,
    });
    expect(readCheckoutSession(cartFixture().cartId)?.selectedDate).not.toBeNull();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    const payment = (window.dataLayer as { event?: string; ecommerce?: { payment_type?: string } }[]).filter(
      (e) => e.event === 'add_payment_info',
    );
    expect(payment.at(-1)?.ecommerce?.payment_type).toBe('Paypal');
  });

  it('does not ask for the card when a provider is chosen', async () => {
    renderPayment(PROVIDERS, paymentConfigurationFixture(), { 'POST /api/checkout': redirected });
    await ready();
    fillCard();
    choose('Humm');
    placeOrder();
    await waitFor(() => expect(navigation.leaveForUrl).toHaveBeenCalledTimes(1));
  });
});

describe('returning from a provider (001 §2, §8; ADR 0029)', () => {
  const cartId = cartFixture().cartId;
  const placed = {
    orderCompleted: true,
    success: true,
    paymentReference: null,
    redirectUrl: `/customer/confirmation?id=${cartId}`,
    secure3DResponse: null,
    orderNumber: 'W1',
  };

  function returnTo(search: string, answers: Record<string, unknown>) {
    window.history.replaceState(null, '', `/customer/checkout?${search}`);
    return renderCheckout(
      { [CONFIG]: paymentConfigurationFixture(), ...answers },
      { view: viewFixture({ opts: PROVIDERS }), url: `/customer/checkout?${search}` },
    );
  }

  it('says the payment was cancelled, tells the server once, and drops the parameters from the address', async () => {
    saveCheckoutSession({
      cartId,
      selectedDate: null,
      deliveryServices: [],
      requestedDeliveryContact: true,
      requestedInstallationContact: false,
      earlyNotification: false,
      uniqueRequirements: false,
      supplierDates: {},
    });
    const api = returnTo('provider=paypal&token=PSP1&status=CANCELLED', {
      'POST /api/checkout/paypalconfirmation?token=PSP1&status=CANCELLED': () => ({
        status: 400,
        body: {
          status: 400,
          code: 'checkout_invalid',
          message: "You've cancelled your payment.",
          errors: ["You've cancelled your payment."],
        },
      }),
    });
    await ready();
    expect(screen.getByTestId('checkout-banner').textContent).toBe("You've cancelled your payment.");
    expect(screen.getByTestId('checkout-banner').getAttribute('role')).toBe('alert');
    await waitFor(() => expect(window.location.search).toBe(''));
    const confirmations = api.calls.filter((c) => c.path.startsWith('/api/checkout/paypalconfirmation'));
    expect(confirmations).toEqual([
      {
        method: 'POST',
        path: '/api/checkout/paypalconfirmation?token=PSP1&status=CANCELLED',
        body: undefined,
      },
    ]);
    expect(window.location.pathname).toBe('/customer/checkout');
    // Still on the checkout with the saved choices, free to pay another way.
    expect((screen.getByLabelText('Please contact me before delivery') as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy();
  });

  it('confirms a successful return once while busy, then shows the confirmation', async () => {
    const api = returnTo('provider=afterpay&orderToken=AP-9&status=SUCCESS', {
      'POST /api/checkout/afterpayconfirmation?orderToken=AP-9&status=SUCCESS': placed,
    });
    expect((await screen.findByRole('status')).textContent).toBe('Confirming your payment…');
    await screen.findByRole('heading', { name: 'Order confirmed' });
    expect(api.calls.filter((c) => c.method === 'POST' && c.path.includes('confirmation?'))).toHaveLength(1);
    expect(window.location.search).toBe('');
  });

  it('passes PayPal’s PayerID on', async () => {
    const api = returnTo('provider=paypal&token=T1&PayerID=P9&status=SUCCESS', {
      'POST /api/checkout/paypalconfirmation?token=T1&status=SUCCESS&PayerID=P9': placed,
    });
    await screen.findByRole('heading', { name: 'Order confirmed' });
    expect(
      api.calls.some((c) => c.path === '/api/checkout/paypalconfirmation?token=T1&status=SUCCESS&PayerID=P9'),
    ).toBe(true);
  });

  it('shows every error of a failed confirmation, joined with blank lines', async () => {
    returnTo('provider=zip&checkoutId=Z1&status=SUCCESS', {
      'POST /api/checkout/zipconfirmation?checkoutId=Z1&status=SUCCESS': () => ({
        status: 400,
        body: {
          status: 400,
          code: 'checkout_invalid',
          message: 'First',
          errors: ['First problem', 'Second problem'],
        },
      }),
    });
    await ready();
    expect(screen.getByTestId('checkout-banner').textContent).toBe('First problem\n\nSecond problem');
  });

  it('says the service is unavailable when the confirmation fails without a list', async () => {
    returnTo('provider=klarna&order_id=K1&status=SUCCESS', {
      'POST /api/checkout/klarnaconfirmation?order_id=K1&status=SUCCESS': () => ({ status: 503, body: null }),
    });
    await ready();
    expect(screen.getByTestId('checkout-banner').textContent).toBe(
      'Service currently unavailable. Please try again later',
    );
  });

  describe('the purchase event (001 §7)', () => {
    const ORDER = 'GET /api/checkout/confirmation?id=' + cartId;
    // The order as the server placed it: one washer with a $100 line discount over two units, $2,108.50 in all.
    const order = orderConfirmationFixture({
      cartId,
      orderNumber: 'W1',
      lines: [
        {
          ...orderConfirmationFixture().lines[0]!,
          unitPrice: 1000,
          lineDiscount: 100,
          quantity: 2,
        },
      ],
      shipping: 10.5,
      total: 2108.5,
    });
    const purchases = () =>
      ((window.dataLayer ?? []) as { event?: string }[]).filter((e) => e.event === 'purchase');

    afterEach(() => {
      window.dataLayer = [];
    });

    it('pushes one purchase from the placed order, as the card path does, with the provider’s payment_type', async () => {
      window.dataLayer = [];
      const api = returnTo('provider=afterpay&orderToken=AP-9&status=SUCCESS', {
        'POST /api/checkout/afterpayconfirmation?orderToken=AP-9&status=SUCCESS': placed,
        [ORDER]: order,
      });
      await screen.findByRole('heading', { name: 'Order confirmed' });
      expect(api.calls.filter((c) => c.path === ORDER.slice(4))).toHaveLength(1);
      expect(purchases()).toEqual([
        {
          event: 'purchase',
          ecommerce: {
            currency: 'AUD',
            value: 2108.5,
            items: [
              {
                item_name: 'Front Load Washer 8kg',
                item_id: 'WM-1001',
                price: '950',
                item_brand: 'Acme',
                item_category: 'Washing Machines',
                quantity: '2',
              },
            ],
            transaction_id: 'W1',
            shipping: 10.5,
            tax: 210.85,
            payment_type: 'Afterpay',
          },
        },
      ]);
      expect(Object.keys((purchases()[0] as { ecommerce: object }).ecommerce)).toEqual([
        'currency',
        'value',
        'items',
        'transaction_id',
        'tax',
        'shipping',
        'payment_type',
      ]);
    });

    it('names the card as payment_type in the card path’s purchase, which shares the same shape', async () => {
      window.dataLayer = [];
      renderPayment(PROVIDERS, paymentConfigurationFixture(), {
        'POST /api/checkout': { ...placed, redirectUrl: null, orderNumber: 'W5' },
      });
      await ready();
      fillCard();
      placeOrder();
      await screen.findByRole('heading', { name: 'Order confirmed' });
      expect(purchases()).toHaveLength(1);
      const card = purchases()[0] as { ecommerce: Record<string, unknown> };
      expect(Object.keys(card.ecommerce)).toEqual([
        'currency',
        'value',
        'items',
        'transaction_id',
        'tax',
        'shipping',
        'payment_type',
      ]);
      expect(card.ecommerce).toMatchObject({
        transaction_id: 'W5',
        value: 1050,
        tax: 105,
        payment_type: 'Credit Card',
      });
    });

    it('never pushes a second purchase for the same order, when the return comes again', async () => {
      window.dataLayer = [];
      const answers = {
        'POST /api/checkout/paypalconfirmation?token=T1&status=SUCCESS&PayerID=P9': placed,
        [ORDER]: order,
      };
      returnTo('provider=paypal&token=T1&PayerID=P9&status=SUCCESS', answers);
      await screen.findByRole('heading', { name: 'Order confirmed' });
      expect(purchases()).toHaveLength(1);
      expect(purchases()[0]).toMatchObject({ ecommerce: { transaction_id: 'W1', payment_type: 'Paypal' } });
      // Back to the provider's page and returned again: the server answers the placed order again (ADR 0029).
      cleanup();
      returnTo('provider=paypal&token=T1&PayerID=P9&status=SUCCESS', answers);
      await screen.findByRole('heading', { name: 'Order confirmed' });
      expect(purchases()).toHaveLength(1);
    });

    it('counts an order the notification placed before a cancelled return, under its provider', async () => {
      window.dataLayer = [];
      returnTo('provider=zip&checkoutId=Z1&status=CANCELLED', {
        'POST /api/checkout/zipconfirmation?checkoutId=Z1&status=CANCELLED': placed,
        [ORDER]: order,
      });
      await screen.findByRole('heading', { name: 'Order confirmed' });
      expect(purchases()).toHaveLength(1);
      expect(purchases()[0]).toMatchObject({ ecommerce: { transaction_id: 'W1', payment_type: 'Zip' } });
    });

    it('pushes nothing for a failed confirmation, nor without the order’s figures, and still goes on', async () => {
      window.dataLayer = [];
      returnTo('provider=klarna&order_id=K1&status=SUCCESS', {
        'POST /api/checkout/klarnaconfirmation?order_id=K1&status=SUCCESS': () => ({
          status: 503,
          body: null,
        }),
        [ORDER]: order,
      });
      await ready();
      expect(purchases()).toEqual([]);
      cleanup();
      returnTo('provider=humm&x_reference=H1&status=SUCCESS', {
        'POST /api/checkout/hummconfirmation?x_reference=H1&status=SUCCESS': placed,
        [ORDER]: () => ({ status: 503, body: null }),
      });
      await screen.findByRole('heading', { name: 'Order confirmed' });
      expect(purchases()).toEqual([]);
    });
  });
});
