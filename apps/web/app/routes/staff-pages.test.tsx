import '../components/testing/polyfills.ts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffReminder } from '@shop/contracts';
import { runAction } from '../components/account/route-test-support.ts';
import { methodFetch } from '../test/cart-fixtures.ts';
import { renderRoute, runLoader, statusOf } from '../test/catalogue.tsx';
import * as create from './staff-reminders-create.tsx';
import * as list from './staff-reminders-list.tsx';
import * as productPage from './staff-product-page.tsx';
import * as stats from './staff-reminders-stats.tsx';

afterEach(cleanup);

const ME = { firstName: 'Alex', winningUserId: 'W10001', salespersonCode: 'SP001' };
const ID = '6f1c1f3e-8b7a-4c1e-9d2a-0a1b2c3d4e5f';
const REMINDER: StaffReminder = {
  id: ID,
  name: 'Call Mrs Lee',
  notes: 'About the oven',
  date: '2026-11-27',
  projectId: null,
  projectName: null,
  completedAt: null,
};
const refused = (status: number) =>
  Response.json(
    { status, code: status === 401 ? 'unauthorized' : 'forbidden', message: 'x', errors: [] },
    { status },
  );
const PANEL_QUERY = 'salespersoncode=SP001&sitename=aol&embed=true&parent_base_url=http%3A%2F%2Flocalhost';

describe('staff pages', () => {
  it("answers 'Staff only' with the API's status to anyone the API refuses", async () => {
    for (const status of [401, 403]) {
      const { result } = await runLoader(list.loader, {
        url: '/staff/reminders/list',
        answers: { '/api/staff/me': refused(status) },
      });
      expect(statusOf(result)).toBe(status);
      renderRoute(list, {
        path: '/staff/reminders/list',
        url: '/staff/reminders/list',
        answers: { '/api/staff/me': refused(status) },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Open reminders' })).toBeNull();
      cleanup();
    }
  });

  it('lists open reminders with edit links that keep the panel parameters', async () => {
    renderRoute(list, {
      path: '/staff/reminders/list',
      url: `/staff/reminders/list?${PANEL_QUERY}`,
      answers: {
        '/api/staff/me': ME,
        '/api/staff/reminders?status=open': { totalCount: 1, reminders: [REMINDER] },
        '/api/staff/reminders?status=completed': { totalCount: 0, reminders: [] },
      },
    });
    const edit = await screen.findByRole('link', { name: 'Edit Call Mrs Lee' });
    expect(edit.getAttribute('href')).toBe(`/staff/reminders/create?${PANEL_QUERY}&id=${ID}`);
    expect(screen.getByRole('button', { name: 'Mark Call Mrs Lee as done' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Staff pages' });
    expect(within(nav).getByRole('link', { name: 'Reminders' }).getAttribute('aria-current')).toBe('page');
  });

  it('saves a new reminder from a project, edits one by id, and shows what the API refused', async () => {
    const api = methodFetch({
      'GET /api/staff/me': ME,
      'POST /api/staff/reminders': (body: unknown) => ({
        body: { ...REMINDER, ...(body as object), projectId: 'P-7' },
      }),
      [`PATCH /api/staff/reminders/${ID}`]: (body: unknown) => ({
        body: { ...REMINDER, ...(body as object) },
      }),
    });
    const made = await runAction(create.action, {
      url: '/staff/reminders/create',
      form: { name: 'Quote', date: '2026-12-01', notes: '', projectId: 'P-7' },
      api,
    });
    expect(made.result).toMatchObject({
      allowed: true,
      saved: { name: 'Quote', projectId: 'P-7' },
      errors: [],
    });
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { name: 'Quote', date: '2026-12-01', notes: '', projectId: 'P-7' },
    });
    const edited = await runAction(create.action, {
      url: `/staff/reminders/create?id=${ID}`,
      form: { id: ID, name: 'Call Mrs Lee', date: '2026-11-30', notes: 'Delivered' },
      api,
    });
    expect(edited.result).toMatchObject({ saved: { date: '2026-11-30', notes: 'Delivered' } });
    expect(api.calls.at(-1)?.method).toBe('PATCH');

    api.answers('POST /api/staff/reminders', () => ({
      status: 400,
      body: { status: 400, code: 'validation_failed', message: 'x', errors: ['Please enter a date'] },
    }));
    const bad = await runAction(create.action, {
      url: '/staff/reminders/create',
      form: { name: 'x', date: '' },
      api,
    });
    expect(bad.result).toMatchObject({ allowed: true, saved: null, errors: ['Please enter a date'] });
  });

  it('opens an existing reminder to edit, and a missing one is a 404', async () => {
    renderRoute(create, {
      path: '/staff/reminders/create',
      url: `/staff/reminders/create?id=${ID}`,
      answers: { '/api/staff/me': ME, [`/api/staff/reminders/${ID}`]: REMINDER },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit reminder' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Call Mrs Lee');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-27');
    const missing = await runLoader(create.loader, {
      url: `/staff/reminders/create?id=${ID}`,
      answers: { '/api/staff/me': ME },
    });
    expect(statusOf(missing.thrown)).toBe(404);
  });

  it('shows the weeks as a table', async () => {
    renderRoute(stats, {
      path: '/staff/reminders/stats',
      url: '/staff/reminders/stats',
      answers: {
        '/api/staff/me': ME,
        '/api/staff/reminders/stats?weeks=8': {
          open: 3,
          weeks: [{ weekStart: '2026-11-23', created: 2, completed: 1, due: 4 }],
        },
      },
    });
    const table = await screen.findByRole('table', { name: /weeks start on Monday/ });
    const row = within(table).getByRole('row', { name: /2026-11-23/ });
    expect(row.textContent).toBe('2026-11-23214');
    expect(screen.getByText('Open now: 3')).toBeTruthy();
  });

  it("shows a product's stock, price history and upsells from the catalogue", async () => {
    const answers = {
      '/api/staff/me': ME,
      '/api/v2/product/sku/FR-1': {
        productId: 7,
        sku: 'FR-1',
        title: 'Quiet fridge',
        slug: 'quiet-fridge',
        uri: 'product/quiet-fridge',
        price: 1299,
      },
      '/api/v2/product/extended/id/7': { stockStatus: 'inStock', stockQuantity: 12 },
      '/api/staff/products/FR-1/stock': {
        sku: 'FR-1',
        title: 'Quiet fridge',
        warehouses: [
          { name: 'Sydney DC', state: 'NSW', onHand: 6 },
          { name: 'Melbourne DC', state: 'VIC', onHand: 3 },
          { name: 'Brisbane DC', state: 'QLD', onHand: 3 },
        ],
        total: 12,
        margin: { band: 'A', marginPercent: 34.5 },
      },
      '/api/pricehistory/get-price-history/FR-1': {
        sku: 'FR-1',
        points: [{ date: '2026-10-01', price: 1399 }],
      },
      '/api/v2/product/upselloptions/sku/FR-1': {
        sku: 'FR-1',
        warranties: [{ id: 1, name: '5 year care', years: 5, price: 149 }],
        installs: [],
      },
    };
    renderRoute(productPage, { path: '/staff/product-page', url: '/staff/product-page?sku=FR-1', answers });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product details: Quiet fridge' }),
    ).toBeTruthy();
    const stock = screen.getByRole('table', { name: 'Stock on hand per warehouse' });
    expect(within(stock).getByRole('row', { name: /Sydney DC/ }).textContent).toBe('Sydney DCNSW6');
    expect(within(stock).getByRole('row', { name: /Melbourne DC/ }).textContent).toBe('Melbourne DCVIC3');
    expect(within(stock).getByRole('row', { name: /Total/ }).textContent).toBe('Total12');
    expect(screen.getByRole('cell', { name: '$1,399' })).toBeTruthy();
    expect(screen.getByText('5 year care')).toBeTruthy();
    // The margin band, with what each band means.
    expect(screen.getByRole('heading', { level: 2, name: 'Margin' })).toBeTruthy();
    expect(screen.getByText('Margin band A (34.5 %)')).toBeTruthy();
    const bands = screen
      .getAllByRole('term')
      .filter((t) => t.textContent?.startsWith('Band'))
      .map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`);
    expect(bands).toEqual([
      'Band A: 30 % or more',
      'Band B: 15 % to under 30 %',
      'Band C: under 15 %, or sold at a loss',
    ]);
    expect(screen.getByText(/never show or quote the margin or the cost to a customer/)).toBeTruthy();
    cleanup();

    // No cost on file: no band, and says why; a stock call that fails leaves both the table and the band out.
    renderRoute(productPage, {
      path: '/staff/product-page',
      url: '/staff/product-page?sku=FR-1',
      answers: {
        ...answers,
        '/api/staff/products/FR-1/stock': { ...answers['/api/staff/products/FR-1/stock'], margin: null },
      },
    });
    expect(await screen.findByText(productPage.MARGIN_COPY.none)).toBeTruthy();
    expect(screen.queryByText(/^Margin band/)).toBeNull();
    cleanup();
    renderRoute(productPage, {
      path: '/staff/product-page',
      url: '/staff/product-page?sku=FR-1',
      answers: {
        ...answers,
        '/api/staff/products/FR-1/stock': Response.json(
          { status: 500, code: 'internal', message: 'x', errors: [] },
          { status: 500 },
        ),
      },
    });
    expect(await screen.findByText(productPage.MARGIN_COPY.unavailable)).toBeTruthy();
    expect(screen.getByText(productPage.WAREHOUSE_COPY.unavailable)).toBeTruthy();

    const missing = await runLoader(productPage.loader, {
      url: '/staff/product-page?sku=NOPE',
      answers: { '/api/staff/me': ME },
    });
    expect(statusOf(missing.thrown)).toBe(404);
  });
});
