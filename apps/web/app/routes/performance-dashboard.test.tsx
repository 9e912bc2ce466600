import '../components/testing/polyfills.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PerformanceReport, ProjectSearchResult } from '@shop/contracts';
import { SIGNED_IN } from '../components/account/route-test-support.ts';
import { runLoader, statusOf } from '../test/catalogue.tsx';
import * as dashboard from './performance-dashboard.tsx';
import * as search from './project-search.tsx';

afterEach(cleanup);

const refused = (status: number) =>
  Response.json(
    { status, code: status === 401 ? 'unauthorized' : 'forbidden', message: 'x', errors: [] },
    { status },
  );

const zero = {
  ordersPlaced: 0,
  revenueCents: 0,
  averageOrderValueCents: null,
  checkoutAttempts: 0,
  checkoutAttemptsPlaced: 0,
  checkoutConversion: null,
  projectsCreated: 0,
  projectsConverted: 0,
  projectConversion: null,
};
const REPORT: PerformanceReport = {
  salespersonCode: 'SP001',
  period: '12w',
  granularity: 'week',
  timeZone: 'Australia/Sydney',
  currency: 'AUD',
  buckets: [
    { start: '2026-11-16', ...zero, checkoutAttempts: 1, checkoutConversion: 0 },
    {
      start: '2026-11-23',
      ...zero,
      ordersPlaced: 2,
      revenueCents: 350_010,
      averageOrderValueCents: 175_005,
      checkoutAttempts: 4,
      checkoutAttemptsPlaced: 2,
      checkoutConversion: 0.5,
    },
  ],
  totals: {
    ordersPlaced: 2,
    revenueCents: 350_010,
    averageOrderValueCents: 175_005,
    checkoutAttempts: 5,
    checkoutAttemptsPlaced: 2,
    checkoutConversion: 0.4,
    projectsCreated: 3,
    projectsConverted: 2,
    projectConversion: 0.6667,
  },
  latestOrders: [
    { orderNumber: null, date: '2026-11-24T13:40:00.000Z', totalCents: 5_000, status: 'failed' },
    { orderNumber: '100002', date: '2026-11-24T13:30:00.000Z', totalCents: 250_010, status: 'placed' },
  ],
};

async function renderPage(
  mod: typeof dashboard | typeof search,
  url: string,
  answers: Record<string, unknown>,
) {
  const { result, thrown, api } = await runLoader(mod.loader, { url, answers, cookie: SIGNED_IN });
  if (thrown) throw thrown;
  const path = new URL(url, 'http://localhost').pathname;
  const Stub = createRoutesStub([
    {
      path,
      Component: mod.default as unknown as ComponentType,
      loader: () => result,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return { api, result };
}

describe('performance dashboard', () => {
  it('sends a visitor to the login route with the address to come back to', async () => {
    for (const [mod, url] of [
      [dashboard, '/performance-dashboard?period=26w'],
      [search, '/performance-dashboard/project-search?q=lee'],
    ] as const) {
      const { thrown } = await runLoader(mod.loader, { url, answers: {} });
      expect(statusOf(thrown)).toBe(302);
      expect((thrown as Response).headers.get('location')).toBe(
        `/account/login?returnUrl=${encodeURIComponent(url)}`,
      );
    }
  });

  it("answers 'Staff only' with a 403 to a customer, and signs in again after a 401", async () => {
    for (const [mod, url, api] of [
      [dashboard, '/performance-dashboard', '/api/staff/performance?period=30d'],
      [search, '/performance-dashboard/project-search', '/api/staff/project-search'],
    ] as const) {
      const { result } = await runLoader(mod.loader, {
        url,
        answers: { [api]: refused(403) },
        cookie: SIGNED_IN,
      });
      expect(statusOf(result)).toBe(403);
      const expired = await runLoader(mod.loader, {
        url,
        answers: { [api]: refused(401) },
        cookie: SIGNED_IN,
      });
      expect((expired.thrown as Response).headers.get('location')).toMatch(
        /^\/account\/login\?returnUrl=.*&exp=true$/,
      );
    }
    const Stub = createRoutesStub([
      {
        path: '/performance-dashboard',
        Component: dashboard.default as unknown as ComponentType,
        loader: () => ({ allowed: false }),
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={['/performance-dashboard']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the period’s summary, three charts with table alternatives, and the latest orders', async () => {
    const { api } = await renderPage(dashboard, '/performance-dashboard?period=12w', {
      '/api/staff/performance?period=12w': REPORT,
    });
    expect(api.calls.map((c) => c.input)).toContain('/api/staff/performance?period=12w');
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance dashboard' })).toBeTruthy();
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('12w');

    const summary = screen.getByRole('region', { name: 'Summary' });
    const figure = (name: string) => within(summary).getByText(name).parentElement!.textContent;
    expect(figure('Orders placed')).toBe('Orders placed2');
    expect(figure('Revenue')).toBe('Revenue$3,500.10');
    expect(figure('Average order value')).toBe('Average order value$1,750.05');
    expect(figure('Checkout conversion')).toBe('Checkout conversion40%2 of 5 checkouts placed');
    expect(figure('Projects converted')).toBe('Projects converted66.7%2 converted, 3 created');

    for (const name of ['Orders placed per week', 'Revenue per week', 'Checkout conversion per week'])
      expect(screen.getByRole('img', { name })).toBeTruthy();
    const revenue = screen.getByRole('table', { name: 'Revenue per week' });
    expect(within(revenue).getByRole('row', { name: /2026-11-23/ }).textContent).toBe('2026-11-23$3,500.10');
    const conversion = screen.getByRole('table', { name: 'Checkout conversion per week' });
    expect(within(conversion).getByRole('row', { name: /2026-11-16/ }).textContent).toBe('2026-11-160%');
    // Two bars drawn for the orders chart, one with a height.
    const orders = screen.getByRole('img', { name: 'Orders placed per week' });
    const bars = [...orders.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    expect(bars).toHaveLength(2);
    expect(bars[0]).toBe(0);
    expect(bars[1]).toBeGreaterThan(0);

    const latest = screen.getByRole('region', { name: 'Latest orders' });
    const rows = within(latest).getAllByRole('row');
    expect(rows[1]!.textContent).toMatch(/^Not placed25 Nov 2026.*\$50Failed$/);
    expect(rows[2]!.textContent).toMatch(/^10000225 Nov 2026.*\$2,500.10Placed$/);
    expect(screen.getByRole('link', { name: 'Search your projects' }).getAttribute('href')).toBe(
      '/performance-dashboard/project-search',
    );
  });

  it('tells a staff member without a salesperson code why there is nothing to show', async () => {
    await renderPage(dashboard, '/performance-dashboard', {
      '/api/staff/performance?period=30d': { ...REPORT, salespersonCode: null, latestOrders: [] },
    });
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Your account has no salesperson code'),
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('project search', () => {
  const RESULT: ProjectSearchResult = {
    salespersonCode: 'SP001',
    q: 'smith',
    results: [
      {
        id: 'p-1',
        name: 'Kitchen renovation',
        customerName: 'Jo Smith',
        customerEmail: 'jo@example.com',
        customerPhone: '0412 345 678',
        lineCount: 3,
        valueCents: 459_800,
        createdAt: '2026-11-20T02:00:00.000Z',
        convertedAt: null,
        url: '/project?id=p-1',
      },
    ],
  };

  it('searches with a GET form and links each project to its page', async () => {
    const { api } = await renderPage(search, '/performance-dashboard/project-search?q=%20smith%20', {
      '/api/staff/project-search?q=smith': RESULT,
    });
    expect(api.calls.map((c) => c.input)).toContain('/api/staff/project-search?q=smith');
    const box = (await screen.findByLabelText(
      'Project name, customer name, e-mail or phone',
    )) as HTMLInputElement;
    expect(box.value).toBe('smith');
    expect(box.name).toBe('q');
    expect(box.closest('form')!.getAttribute('method')).toBe('get');
    expect(screen.getByRole('heading', { name: '1 project found for “smith”' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Kitchen renovation' });
    expect(link.getAttribute('href')).toBe('/project?id=p-1');
    expect(link.closest('tr')!.textContent).toBe(
      'Kitchen renovationJo Smithjo@example.com0412 345 6783$4,59820 Nov 2026No',
    );
  });

  it('says when nothing matches, and lists the latest projects without words', async () => {
    await renderPage(search, '/performance-dashboard/project-search?q=zzz', {
      '/api/staff/project-search?q=zzz': { ...RESULT, q: 'zzz', results: [] },
    });
    expect((await screen.findByRole('status')).textContent).toBe('No projects match “zzz”.');
    cleanup();
    await renderPage(search, '/performance-dashboard/project-search', {
      '/api/staff/project-search': { ...RESULT, q: '' },
    });
    expect(await screen.findByRole('heading', { name: 'Your latest projects' })).toBeTruthy();
  });
});
