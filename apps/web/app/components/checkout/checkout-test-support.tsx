import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { vi } from 'vitest';
import { createApiClient, type AvailabilityResponse, type Cart, type CheckoutView } from '@shop/contracts';
import { addDays, toCalendarDate } from '@shop/domain';
import { setBrowserApi } from '../../lib/browser-api.ts';
import { createRequestContext } from '../../lib/context.server.ts';
import { cartFixture, methodFetch } from '../../test/cart-fixtures.ts';
import { SITE } from '../../test/catalogue.tsx';
import * as cartRoute from '../../routes/cart.tsx';
import * as checkoutRoute from '../../routes/checkout.tsx';
import { paymentOptionsCache } from '../../lib/payment-options.server.ts';

// Fixtures and a stubbed storefront API for the checkout page's tests.

const here = dirname(fileURLToPath(import.meta.url));
export const TEST_CERT = readFileSync(join(here, 'fixtures', 'test-card-cert.pem'), 'utf8');
export const PHONE = '1300 111 222';

export function viewFixture(overrides: Partial<CheckoutView> = {}): CheckoutView {
  return {
    cartId: cartFixture().cartId,
    customer: {
      email: 'jo@example.com',
      phone: '0412 345 678',
      locked: false,
      shippingAddress: {
        firstName: 'Jo',
        lastName: 'Citizen',
        companyName: '',
        address: '1 George St',
        suburb: 'SYDNEY',
        state: 'NSW',
        postcode: '2000',
        country: 'AU',
      },
      billingAddress: null,
    },
    stores: [],
    salesPeople: [],
    store: null,
    opts: 0,
    partialPaymentPercentage: 30,
    x509EncryptionKeys: { default: TEST_CERT },
    depositPercentage: null,
    cartDeposit: 0,
    cartRemainingPayment: 0,
    country: 'AU',
    currency: 'AUD',
    customerSupportNumber: PHONE,
    proformaShippingBrands: [],
    ...overrides,
  };
}

/** Days 2..30 from today are available; the first costs $50, the rest are FREE. */
/**
 * Pins the clock's date (timers stay real) to the middle of a month for a test whose steps move between neighbouring
 * delivery days: from late in a month the fixture's first days fall in the next one, and the calendar then redraws
 * the month under the test's fingers. Undo with `vi.useRealTimers()`.
 */
export function pinTodayMidMonth(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-10T09:00:00+10:00'));
}

export function availabilityFixture(overrides: Partial<AvailabilityResponse> = {}, price = 50): AvailabilityResponse {
  const today = toCalendarDate(new Date());
  const dates = Array.from({ length: 40 }, (_v, i) => {
    const d = addDays(today, i);
    return { date: [d.year, d.month, d.day] as [number, number, number], available: i >= 2 && i <= 30, price: i === 2 ? price : 0 };
  });
  return {
    availability: { unavailable: false, dates },
    supplierAvailability: {},
    winningDeliveryServiceOverride: false,
    supplierErrors: [],
    cartId: cartFixture().cartId,
    showNotifyIfAvailableSooner: false,
    deliveryServices: [],
    showInstallationContact: false,
    showUniqueDeliveryRequirements: false,
    deliveredBy: null,
    proformaOnly: false,
    ...overrides,
  };
}

/** GET /api/checkout/paymentconfiguration with every provider enabled over $1–$3,000 (Zip over 24 months). */
export function paymentConfigurationFixture(
  overrides: Record<string, { isEnabled: boolean; details: { minimumAmount: number; maximumAmount: number; repaymentPeriodMonths?: number } | null }> = {},
) {
  const range = { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 3000 } };
  return {
    paymentOptions: {
      CreditCard: { isEnabled: true, details: { minimumAmount: 0, maximumAmount: 100_000 } },
      PayPal: range,
      AfterPay: range,
      Zip: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 3000, repaymentPeriodMonths: 24 } },
      Klarna: range,
      Humm: range,
      ...overrides,
    },
  };
}

export function renderCheckout(
  answers: Parameters<typeof methodFetch>[0] = {},
  opts: { cart?: Cart; view?: CheckoutView; url?: string } = {},
) {
  const api = methodFetch({
    'GET /api/cart/': opts.cart ?? cartFixture(),
    'GET /api/checkout': opts.view ?? viewFixture(),
    'POST /api/checkout/avail': availabilityFixture(),
    ...answers,
  });
  setBrowserApi(createApiClient({ baseUrl: '', fetch: api.fetch }));
  // Each render is a new server process as far as the providers' configuration goes: it is read from these answers.
  paymentOptionsCache.clear();
  const context = createRequestContext({ site: SITE, nonce: 'n', apiFetch: api.fetch });
  const Stub = createRoutesStub(
    [
      {
        path: '/customer/checkout',
        Component: checkoutRoute.default as unknown as ComponentType,
        HydrateFallback: () => null,
        loader: checkoutRoute.loader as never,
        shouldRevalidate: checkoutRoute.shouldRevalidate,
      },
      // The coupon box's forms post here; in the browser the cart route's clientAction answers them.
      { path: '/cart', action: cartRoute.clientAction as never },
      { path: '/customer/confirmation', Component: () => <h1>Order confirmed</h1> },
    ],
    context,
  );
  render(<Stub initialEntries={[opts.url ?? '/customer/checkout']} />);
  return api;
}
