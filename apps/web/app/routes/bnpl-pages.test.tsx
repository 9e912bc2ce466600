import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, runLoader } from '../test/catalogue.tsx';
import { paymentOptionsCache } from '../lib/payment-options.server.ts';
import * as afterpayRoute from './afterpay.tsx';
import * as hummRoute from './humm.tsx';
import * as klarnaRoute from './klarna.tsx';

beforeEach(() => paymentOptionsCache.clear());
afterEach(cleanup);

const CONFIGURATION = '/api/checkout/paymentconfiguration';

function configuration(overrides: Record<string, unknown> = {}) {
  return {
    paymentOptions: {
      AfterPay: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 2000 } },
      Klarna: { isEnabled: true, details: { minimumAmount: 35, maximumAmount: 2000 } },
      Humm: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 2000 } },
      ...overrides,
    },
  };
}

describe('Klarna page', () => {
  it('explains four payments with a worked example and the configured range', async () => {
    renderRoute(klarnaRoute, {
      path: '/klarna',
      url: '/klarna',
      answers: { [CONFIGURATION]: configuration() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay in 4 with Klarna' })).toBeTruthy();
    expect(
      screen.getByText(
        'For example, an order of $400 is 4 payments of $100: the first when you order, then in 2, 4 and 6 weeks.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Klarna is available on orders from $35 to $2,000.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Choose Klarna' })).toBeTruthy();
    expect(screen.getByText('Add your products to the cart at Appliance Central.')).toBeTruthy();
  });

  it('says Klarna is not offered when the configuration turns it off', async () => {
    renderRoute(klarnaRoute, {
      path: '/klarna',
      url: '/klarna',
      answers: {
        [CONFIGURATION]: configuration({
          Klarna: { isEnabled: false, details: { minimumAmount: 35, maximumAmount: 2000 } },
        }),
      },
    });
    expect(await screen.findByText('Klarna is not offered at the moment.')).toBeTruthy();
    expect(screen.queryByText(/Klarna is available on orders/)).toBeNull();
  });

  it('carries its page type, title and canonical address', async () => {
    const { result } = await runLoader(klarnaRoute.loader, {
      url: '/klarna',
      answers: { [CONFIGURATION]: configuration() },
    });
    expect(klarnaRoute.handle.pageType).toBe('klarna');
    const { seo } = result as { seo: { title: string; canonical: string } };
    expect(seo.title).toMatch(/^Pay in 4 with Klarna/);
    expect(seo.canonical).toBe('https://www.example.com.au/klarna');
  });
});

describe('Humm page', () => {
  it("explains Humm's 5 and 10 fortnightly payments with the domain's plans and the configured range", async () => {
    renderRoute(hummRoute, { path: '/humm', url: '/humm', answers: { [CONFIGURATION]: configuration() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay in slices with Humm' })).toBeTruthy();
    expect(
      screen.getByText(
        'Humm splits your purchase into fortnightly payments with no interest: 5 payments on orders up to $1,000, and 10 payments on orders above that up to $2,000.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('For example, an order of $800 is 5 fortnightly payments of $160.')).toBeTruthy();
    expect(screen.getByText('An order of $1,500 is 10 fortnightly payments of $150.')).toBeTruthy();
    expect(screen.getByText('Humm is available on orders from $1 to $2,000.')).toBeTruthy();
    expect(hummRoute.handle.pageType).toBe('humm');
  });

  it('quotes at most $2,000 however high the configured maximum (000 §5)', async () => {
    renderRoute(hummRoute, {
      path: '/humm',
      url: '/humm',
      answers: {
        [CONFIGURATION]: configuration({
          Humm: { isEnabled: true, details: { minimumAmount: 50, maximumAmount: 5000 } },
        }),
      },
    });
    expect(await screen.findByText('Humm is available on orders from $50 to $2,000.')).toBeTruthy();
  });

  it('still explains Humm when the configuration cannot be read, without a range', async () => {
    renderRoute(hummRoute, { path: '/humm', url: '/humm', answers: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay in slices with Humm' })).toBeTruthy();
    expect(screen.getByText('Humm is not offered at the moment.')).toBeTruthy();
  });
});

describe('Afterpay page', () => {
  it('quotes the configured maximum', async () => {
    renderRoute(afterpayRoute, {
      path: '/afterpay',
      url: '/afterpay',
      answers: {
        [CONFIGURATION]: configuration({
          AfterPay: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 1500 } },
        }),
      },
    });
    expect(await screen.findByText('Afterpay is available on orders up to $1,500.')).toBeTruthy();
  });
});
