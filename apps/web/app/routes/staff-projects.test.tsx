import '../components/testing/polyfills.ts';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffProject } from '@shop/contracts';
import { runAction, SIGNED_IN } from '../components/account/route-test-support.ts';
import { methodFetch } from '../test/cart-fixtures.ts';
import { renderRoute, runLoader, statusOf } from '../test/catalogue.tsx';
import * as builder from './cart-builder.tsx';
import * as project from './project.tsx';
import * as panel from './staff-project.tsx';

afterEach(cleanup);

const ME = { firstName: 'Alex', winningUserId: 'W10001', salespersonCode: 'SP001' };
const ID = '6f1c1f3e-8b7a-4c1e-9d2a-0a1b2c3d4e5f';
const PROJECT: StaffProject = {
  id: ID,
  name: 'Kitchen for Mrs Lee',
  customerName: 'Jane Lee',
  customerEmail: 'jane@example.com',
  customerPhone: '',
  notes: 'Wants black',
  salespersonCode: 'SP001',
  lineCount: 2,
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-21T01:00:00.000Z',
  convertedAt: null,
  lines: [
    {
      sku: 'OV-1',
      title: 'Steam oven',
      url: '/p/steam-oven',
      image: null,
      qty: 2,
      unitPrice: 2000,
      lineTotal: 4000,
      stockQuantity: 5,
      stockStatus: 'inStock',
    },
    {
      sku: 'FR-1',
      title: 'Quiet fridge',
      url: '/p/quiet-fridge',
      image: null,
      qty: 1,
      unitPrice: 1499.5,
      lineTotal: 1499.5,
      stockQuantity: 0,
      stockStatus: 'noStock',
    },
  ],
  total: 5499.5,
};
const LIST = {
  totalCount: 1,
  projects: [{ ...PROJECT, lines: undefined, notes: undefined, total: undefined }],
};
const refused = (status: number) =>
  Response.json(
    { status, code: status === 401 ? 'unauthorized' : 'forbidden', message: 'x', errors: [] },
    { status },
  );
/** The stub router has no cookies, so the page is rendered with what its loader gave a signed-in request. */
async function renderSignedIn(
  mod: { loader: (args: never) => unknown; default: unknown },
  path: string,
  url: string,
  answers: Record<string, unknown>,
) {
  const { result, thrown } = await runLoader(mod.loader, { url, answers, cookie: SIGNED_IN });
  if (thrown) throw thrown;
  const Stub = createRoutesStub([
    { path, Component: mod.default as ComponentType, loader: () => result, HydrateFallback: () => null },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const PANEL_QUERY = 'salespersoncode=SP001&sitename=aol&embed=true&parent_base_url=http%3A%2F%2Flocalhost';

describe('/project', () => {
  it('sends a visitor to the login route with a return address', async () => {
    const { thrown } = await runLoader(project.loader, { url: '/project?q=lee', answers: {} });
    expect(thrown).toBeInstanceOf(Response);
    const location = (thrown as Response).headers.get('location');
    expect(location).toBe('/account/login?returnUrl=%2Fproject%3Fq%3Dlee');
  });

  it("answers a signed-in shopper who is not staff 'Staff only' with a 403", async () => {
    const { result } = await runLoader(project.loader, {
      url: '/project',
      cookie: SIGNED_IN,
      answers: { '/api/staff/me': refused(403) },
    });
    expect(statusOf(result)).toBe(403);
    await renderSignedIn(project, '/project', '/project', { '/api/staff/me': refused(403) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create project' })).toBeNull();
  });

  it('lists the projects with a search and the new-project form', async () => {
    await renderSignedIn(project, '/project', '/project?q=lee', {
      '/api/staff/me': ME,
      '/api/staff/projects?q=lee': LIST,
    });
    const link = await screen.findByRole('link', { name: 'Kitchen for Mrs Lee' });
    expect(link.getAttribute('href')).toBe(`/project?id=${ID}`);
    expect((screen.getByRole('searchbox', { name: 'Search projects' }) as HTMLInputElement).value).toBe(
      'lee',
    );
    expect(screen.getByText('1 of 1 projects')).toBeTruthy();
    expect(screen.getByLabelText('Project name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create project' })).toBeTruthy();
  });

  it('shows one project with its lines, stock, total and the ways on; a missing one is a 404', async () => {
    await renderSignedIn(project, '/project', `/project?id=${ID}`, {
      '/api/staff/me': ME,
      [`/api/staff/projects/${ID}`]: PROJECT,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen for Mrs Lee' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /Steam oven/ }).textContent).toContain('5 in stock');
    expect(within(table).getByRole('row', { name: /Quiet fridge/ }).textContent).toContain('Out of stock');
    expect((screen.getByLabelText('Quantity of Steam oven') as HTMLInputElement).value).toBe('2');
    expect(screen.getByRole('button', { name: 'Remove Quiet fridge' })).toBeTruthy();
    expect(screen.getByTestId('project-total').textContent).toBe('$5,499.50');
    expect(screen.getByRole('link', { name: 'Build cart' }).getAttribute('href')).toBe(
      `/cart-builder?projectId=${ID}`,
    );
    expect(screen.getByRole('link', { name: 'Add reminder' }).getAttribute('href')).toBe(
      `/staff/reminders/create?projectId=${ID}&salespersoncode=SP001`,
    );
    expect((screen.getByLabelText("Customer's name (optional)") as HTMLInputElement).value).toBe('Jane Lee');

    for (const url of [`/project?id=${ID}`, '/project?id=nope']) {
      const missing = await runLoader(project.loader, {
        url,
        cookie: SIGNED_IN,
        answers: { '/api/staff/me': ME },
      });
      expect(statusOf(missing.thrown), url).toBe(404);
    }
  });

  it('creates a project and moves to it, and shows what the API refused', async () => {
    const api = methodFetch({
      'GET /api/staff/me': ME,
      'POST /api/staff/projects': (body: unknown) => ({ body: { ...PROJECT, ...(body as object) } }),
      [`POST /api/staff/projects/${ID}/lines`]: () => ({
        status: 404,
        body: {
          status: 404,
          code: 'product_not_found',
          message: 'x',
          errors: ['No product has the sku NOPE. Please check it and try again.'],
        },
      }),
    });
    const made = await runAction(project.action, {
      url: '/project',
      cookie: SIGNED_IN,
      form: {
        intent: 'create',
        name: 'Laundry',
        customerName: '',
        customerEmail: '',
        customerPhone: '',
        notes: '',
      },
      api,
    });
    expect((made.thrown as Response).headers.get('location')).toBe(`/project?id=${ID}`);
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', body: { name: 'Laundry' } });

    const unknown = await runAction(project.action, {
      url: `/project?id=${ID}`,
      cookie: SIGNED_IN,
      form: { intent: 'add-line', projectId: ID, sku: 'NOPE', qty: '1' },
      api,
    });
    expect(unknown.result).toMatchObject({
      allowed: true,
      project: null,
      errors: ['No product has the sku NOPE. Please check it and try again.'],
    });

    const unconfirmed = await runAction(project.action, {
      url: `/project?id=${ID}`,
      cookie: SIGNED_IN,
      form: { intent: 'delete', projectId: ID },
      api,
    });
    expect(unconfirmed.result).toMatchObject({
      deleted: false,
      errors: ['Please tick the box to confirm the delete.'],
    });
    api.answers(`DELETE /api/staff/projects/${ID}`, { id: ID, deleted: true });
    const deleted = await runAction(project.action, {
      url: `/project?id=${ID}`,
      cookie: SIGNED_IN,
      form: { intent: 'delete', projectId: ID, confirm: 'yes' },
      api,
    });
    expect((deleted.thrown as Response).headers.get('location')).toBe('/project');

    const before = api.calls.length;
    const bad = await runAction(project.action, {
      url: `/project?id=${ID}`,
      cookie: SIGNED_IN,
      form: { intent: 'set-qty', projectId: ID, sku: 'OV-1', qty: 'lots' },
      api,
    });
    expect(bad.result).toMatchObject({ errors: ['Please enter a quantity from 1 to 99'] });
    // Only the role check went out: the bad quantity never reached the project.
    expect(api.calls.slice(before).map((c) => c.path)).toEqual(['/api/staff/me']);
  });
});

describe('/cart-builder', () => {
  it("answers 'Staff only' with a 403 to a shopper who is not staff", async () => {
    const { result } = await runLoader(builder.loader, {
      url: '/cart-builder',
      cookie: SIGNED_IN,
      answers: { '/api/staff/me': refused(403) },
    });
    expect(statusOf(result)).toBe(403);
  });

  it('previews the chosen project with the add-or-replace choice', async () => {
    await renderSignedIn(builder, '/cart-builder', `/cart-builder?projectId=${ID}`, {
      '/api/staff/me': ME,
      '/api/staff/projects': LIST,
      [`/api/staff/projects/${ID}`]: PROJECT,
    });
    const preview = await screen.findByRole('region', { name: 'Kitchen for Mrs Lee' });
    expect(within(preview).getByText('Steam oven')).toBeTruthy();
    expect((screen.getByLabelText('Project') as HTMLSelectElement).value).toBe(ID);
    expect((screen.getByLabelText('Add to the current cart') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText("Replace the cart's contents")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });

  it('reads pasted lines, lists bad lines and unknown skus, and puts a good list into the cart', async () => {
    const api = methodFetch({
      'GET /api/staff/me': ME,
      'POST /api/staff/cart-builder/preview': (body: unknown) => {
        const lines = (body as { lines: { sku: string; qty: number }[] }).lines;
        const known = lines.filter((l) => l.sku !== 'NOPE');
        return {
          body: {
            lines: known.map((l) => ({ ...PROJECT.lines[0]!, sku: l.sku, qty: l.qty })),
            unknownSkus: lines.filter((l) => l.sku === 'NOPE').map((l) => l.sku),
            total: 4000,
          },
        };
      },
      'POST /api/staff/cart-builder/cart': (body: unknown) => ({
        body: {
          cartId: 'c1',
          projectId: null,
          added: [{ sku: 'OV-1', title: 'Steam oven', requested: 2, quantity: 2 }],
          notAdded: [],
          ...(body as object),
        },
      }),
    });
    const bad = await runAction(builder.action, {
      url: '/cart-builder',
      cookie: SIGNED_IN,
      form: { intent: 'preview', lines: 'OV-1 2\nOV-2 zero' },
      api,
    });
    expect(bad.result).toMatchObject({
      errors: ['Line 2 ("OV-2 zero"): The quantity must be a whole number from 1 to 99'],
      preview: null,
    });
    expect(api.calls.map((c) => c.path)).not.toContain('/api/staff/cart-builder/preview');

    const unknown = await runAction(builder.action, {
      url: '/cart-builder',
      cookie: SIGNED_IN,
      form: { intent: 'cart', source: 'list', lines: 'OV-1 2\nNOPE 1', mode: 'add' },
      api,
    });
    expect(unknown.result).toMatchObject({ errors: ['No product has the sku NOPE.'], result: null });
    expect(api.calls.map((c) => c.path)).not.toContain('/api/staff/cart-builder/cart');

    const done = await runAction(builder.action, {
      url: '/cart-builder',
      cookie: SIGNED_IN,
      form: { intent: 'cart', source: 'list', lines: 'OV-1 2', mode: 'replace' },
      api,
    });
    expect(done.result).toMatchObject({ errors: [], result: { added: [{ sku: 'OV-1', quantity: 2 }] } });
    expect(api.calls.at(-1)).toMatchObject({
      path: '/api/staff/cart-builder/cart',
      body: { lines: [{ sku: 'OV-1', qty: 2 }], mode: 'replace' },
    });
  });
});

describe('/staff/project (side panel)', () => {
  it('lists the projects with links that keep the panel parameters, and refuses a non-staff caller', async () => {
    renderRoute(panel, {
      path: '/staff/project',
      url: `/staff/project?${PANEL_QUERY}`,
      answers: { '/api/staff/me': ME, '/api/staff/projects': LIST },
    });
    const link = await screen.findByRole('link', { name: 'Kitchen for Mrs Lee' });
    expect(link.getAttribute('href')).toBe(`/staff/project?${PANEL_QUERY}&projectId=${ID}`);
    const nav = screen.getByRole('navigation', { name: 'Staff pages' });
    expect(within(nav).getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe('page');
    cleanup();

    const { result } = await runLoader(panel.loader, {
      url: '/staff/project',
      answers: { '/api/staff/me': refused(401) },
    });
    expect(statusOf(result)).toBe(401);
  });

  it('shows one project with a reminder link inside the panel', async () => {
    renderRoute(panel, {
      path: '/staff/project',
      url: `/staff/project?${PANEL_QUERY}&projectId=${ID}`,
      answers: { '/api/staff/me': ME, [`/api/staff/projects/${ID}`]: PROJECT },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen for Mrs Lee' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add reminder' }).getAttribute('href')).toBe(
      `/staff/reminders/create?${PANEL_QUERY}&projectId=${ID}`,
    );
    // In the panel the builder opens in the shop page around it.
    expect(screen.getByRole('button', { name: 'Build cart' })).toBeTruthy();
  });
});
