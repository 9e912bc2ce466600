import '../components/testing/polyfills.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FunnelBrandReport, FunnelReport } from '@shop/contracts';
import { STAFF_PAGE_COOKIE } from '@shop/contracts/staff';
import { SIGNED_IN } from '../components/account/route-test-support.ts';
import { runLoader, statusOf } from '../test/catalogue.tsx';
import * as page from './staff-analytics.tsx';

afterEach(cleanup);

const refused = (status: number, errors: string[] = []) =>
  Response.json(
    {
      status,
      code: status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : 'validation_failed',
      message: 'x',
      errors,
    },
    { status },
  );

const zero = { views: 0, addToCart: 0, beginCheckout: 0, purchases: 0, clients: 0, purchaseValueCents: 0 };
const AOL: FunnelBrandReport = {
  brand: 'aol',
  days: [
    { day: '2026-11-23', ...zero },
    {
      day: '2026-11-24',
      views: 40,
      addToCart: 10,
      beginCheckout: 4,
      purchases: 2,
      clients: 12,
      purchaseValueCents: 259_800,
    },
  ],
  totals: {
    views: 40,
    addToCart: 10,
    beginCheckout: 4,
    purchases: 2,
    clients: 12,
    purchaseValueCents: 259_800,
  },
};
const NZ: FunnelBrandReport = {
  brand: 'aol-nz',
  days: [
    { day: '2026-11-23', ...zero, views: 5, clients: 2 },
    { day: '2026-11-24', ...zero },
  ],
  totals: { ...zero, views: 5, clients: 2 },
};
const REPORT: FunnelReport = {
  from: '2026-11-23',
  to: '2026-11-24',
  brand: 'all',
  maxDays: 92,
  brands: [AOL, NZ],
};

async function renderPage(url: string, answers: Record<string, unknown>, cookie = SIGNED_IN) {
  const { result, thrown, api } = await runLoader(page.loader, { url, answers, cookie });
  if (thrown) throw thrown;
  const Stub = createRoutesStub([
    {
      path: '/staff/analytics',
      Component: page.default as unknown as ComponentType,
      loader: () => result,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return { api, result };
}

describe('the shop funnel page', () => {
  it('sends a visitor without a session to the login route with the address to come back to', async () => {
    const url = '/staff/analytics?brand=wa';
    const { thrown } = await runLoader(page.loader, {
      url,
      answers: { '/api/staff/analytics/funnel?brand=wa': refused(401) },
    });
    expect(statusOf(thrown)).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe(
      `/account/login?returnUrl=${encodeURIComponent(url)}`,
    );
  });

  it("answers 'Staff only' with the API's status to a customer or a panel session that ran out", async () => {
    const customer = await runLoader(page.loader, {
      url: '/staff/analytics',
      answers: { '/api/staff/analytics/funnel?brand=all': refused(403) },
      cookie: SIGNED_IN,
    });
    expect(statusOf(customer.result)).toBe(403);
    const panel = await runLoader(page.loader, {
      url: '/staff/analytics',
      answers: { '/api/staff/analytics/funnel?brand=all': refused(401) },
      cookie: `${STAFF_PAGE_COOKIE}=old`,
    });
    expect(statusOf(panel.result)).toBe(401);
    const Stub = createRoutesStub([
      {
        path: '/staff/analytics',
        Component: page.default as unknown as ComponentType,
        loader: () => ({ allowed: false }),
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={['/staff/analytics']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows each brand’s funnel: figures, conversion rates, a chart per step and the table of the same figures', async () => {
    const { api } = await renderPage('/staff/analytics', { '/api/staff/analytics/funnel?brand=all': REPORT });
    expect(api.calls.map((c) => c.input)).toContain('/api/staff/analytics/funnel?brand=all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop funnel' })).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-23');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-24');
    expect((screen.getByRole('combobox', { name: 'Brand' }) as HTMLSelectElement).value).toBe('all');
    expect(screen.getByRole('link', { name: 'Shop funnel' }).getAttribute('aria-current')).toBe('page');

    const aol = screen.getByRole('region', { name: 'Appliance Central (AU)' });
    const figure = (name: string) =>
      within(aol).getByText(name, { selector: 'dt' }).parentElement!.textContent;
    expect(figure('Views')).toBe('Views40');
    expect(figure('Purchase value')).toBe('Purchase value$2,598');
    expect(figure('Views to add to cart')).toBe('Views to add to cart25%');
    expect(figure('Add to cart to checkout')).toBe('Add to cart to checkout40%');
    expect(figure('Checkout to purchase')).toBe('Checkout to purchase50%');
    expect(figure('Views to purchase')).toBe('Views to purchase5%');
    for (const name of [
      'Views per day',
      'Add to cart per day',
      'Checkouts begun per day',
      'Purchases per day',
    ])
      expect(within(aol).getByRole('img', { name })).toBeTruthy();
    const bars = [...within(aol).getByRole('img', { name: 'Purchases per day' }).querySelectorAll('rect')];
    expect(bars.map((b) => Number(b.getAttribute('height')) > 0)).toEqual([false, true]);

    const table = within(aol).getByRole('table', { name: 'Appliance Central (AU): the funnel per day' });
    expect(within(table).getByRole('row', { name: /^2026-11-24/ }).textContent).toBe(
      '2026-11-2440104212$2,5985%',
    );
    expect(within(table).getByRole('row', { name: /^2026-11-23/ }).textContent).toBe('2026-11-2300000$0–');
    expect(within(table).getByRole('row', { name: /^Total/ }).textContent).toBe('Total40104212$2,5985%');

    const nz = screen.getByRole('region', { name: 'Appliance Central (NZ)' });
    expect(within(nz).getByText('Checkout to purchase', { selector: 'dt' }).parentElement!.textContent).toBe(
      'Checkout to purchase–',
    );
  });

  it('passes the chosen dates and brand on, and says why the API refused a range', async () => {
    const url = '/staff/analytics?from=2026-01-01&to=2026-06-30&brand=wa';
    await renderPage(url, {
      '/api/staff/analytics/funnel?brand=wa&from=2026-01-01&to=2026-06-30': refused(400, [
        'The range may cover at most 92 days',
      ]),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The funnel could not be shown: The range may cover at most 92 days',
    );
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-01');
    expect((screen.getByLabelText('Brand') as HTMLSelectElement).value).toBe('wa');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says when no events were collected', async () => {
    await renderPage('/staff/analytics?brand=nonsense', {
      '/api/staff/analytics/funnel?brand=all': { ...REPORT, brands: [] },
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'No events were collected between 2026-11-23 and 2026-11-24.',
    );
  });
});
