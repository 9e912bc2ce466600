import '../components/testing/polyfills.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shop/contracts';
import { setBrowserApi } from '../lib/browser-api.ts';
import { resetCartStore } from '../lib/cart-store.ts';
import { createRequestContext } from '../lib/context.server.ts';
import { paymentOptionsCache } from '../lib/payment-options.server.ts';
import { cartFixture, cartLineFixture, methodFetch } from '../test/cart-fixtures.ts';
import { runLoader, SITE } from '../test/catalogue.tsx';
import * as cartRoute from './cart.tsx';

// The cart's pay-later lines (001 §4): each provider's copy while the cart total is within its configured range.

beforeEach(() => paymentOptionsCache.clear());
afterEach(() => {
  cleanup();
  setBrowserApi(null);
  resetCartStore();
});

const CONFIGURATION = {
  paymentOptions: {
    AfterPay: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 2000 } },
    Zip: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 30_000, repaymentPeriodMonths: 24 } },
    PayPal: { isEnabled: true, details: { minimumAmount: 30, maximumAmount: 2000 } },
    Klarna: { isEnabled: true, details: { minimumAmount: 35, maximumAmount: 2000 } },
    Humm: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 2000 } },
  },
};

function renderCart(answers: Parameters<typeof methodFetch>[0]) {
  const api = methodFetch({ 'GET /api/checkout/paymentconfiguration': CONFIGURATION, ...answers });
  setBrowserApi(createApiClient({ baseUrl: '', fetch: api.fetch }));
  const context = createRequestContext({ site: SITE, nonce: 'n', apiFetch: api.fetch });
  const Stub = createRoutesStub(
    [
      {
        path: '/cart',
        Component: cartRoute.default as unknown as ComponentType,
        HydrateFallback: () => null,
        loader: cartRoute.loader as never,
        action: cartRoute.clientAction as never,
      },
    ],
    context,
  );
  render(<Stub initialEntries={['/cart']} />);
  return api;
}

const providers = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.split(' ')[0]);

describe('cart pay-later lines', () => {
  it("shows every provider's copy for a total within their ranges, beside the summary", async () => {
    renderCart({ 'GET /api/cart/': cartFixture() });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    const list = await within(summary).findByRole('list', { name: 'Buy now, pay later' });
    expect(providers(list)).toEqual(['Zip', 'Afterpay', 'Klarna', 'Humm', 'PayPal']);
    expect(within(list).getByRole('link', { name: 'Own it from $10 per week*' }).getAttribute('href')).toBe(
      '/zipmoney',
    );
    expect(within(list).getByText('or 4 payments of $250 with Afterpay')).toBeTruthy();
    expect(within(list).getByText('5 fortnightly payments of $200')).toBeTruthy();
    expect(
      within(list).getByText('or pay later in 4 interest-free payments of $250 with PayPal'),
    ).toBeTruthy();
  });

  it('keeps only Zip for a total above the others’ $2,000 maximum, and follows the total when it changes', async () => {
    let current = cartFixture({ products: [cartLineFixture({ price: 1500, lineTotal: 1500 })] });
    renderCart({
      'GET /api/cart/': () => ({ body: current }),
      'POST /api/cart/product/': () => {
        current = cartFixture({ products: [cartLineFixture({ price: 1500, quantity: 2, lineTotal: 3000 })] });
        return { body: current };
      },
    });
    const first = await screen.findByRole('list', { name: 'Buy now, pay later' });
    expect(providers(first)).toEqual(['Zip', 'Afterpay', 'Klarna', 'Humm', 'PayPal']);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Front Load Washer 8kg' }));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$3,000'));
    await waitFor(() =>
      expect(providers(screen.getByRole('list', { name: 'Buy now, pay later' }))).toEqual(['Zip']),
    );
    expect(screen.getByText('Own it from $28.87 weekly for 24 months')).toBeTruthy();
  });

  it('has no lines for a cart with errors, an empty cart or a hidden total', async () => {
    const load = (cart: unknown, theme?: string) =>
      runLoader(cartRoute.loader, {
        url: '/cart',
        answers: { '/api/cart/': cart, '/api/checkout/paymentconfiguration': CONFIGURATION },
        ...(theme ? { site: { theme } } : {}),
      }).then(({ result }) => (result as { bnpl: unknown[] }).bnpl);
    expect(
      await load(cartFixture({ errors: [{ message: 'This product can no longer be delivered to you.' }] })),
    ).toEqual([]);
    expect(await load(cartFixture({ products: [], productCount: 0, orderTotal: 0 }))).toEqual([]);
    expect(await load(cartFixture({ subTotal: null, orderTotal: null }), 'aoc')).toEqual([]);
    expect(await load(cartFixture())).toHaveLength(5);
  });
});
