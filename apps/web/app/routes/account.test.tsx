import '../components/testing/polyfills.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountInfo, InvoicedOrdersPage, SavedAddressList } from '@shop/contracts';
import { runAction, SIGNED_IN } from '../components/account/route-test-support.ts';
import { methodFetch } from '../test/cart-fixtures.ts';
import { runLoader, statusOf } from '../test/catalogue.tsx';
import * as account from './account.tsx';

afterEach(cleanup);

const ME: AccountInfo = {
  userId: 'u1',
  firstName: 'Sam',
  lastName: 'Shopper',
  email: 'sam@example.com',
  emailConfirmed: true,
  phone: null,
  winningUserId: null,
  winningCmsUrl: null,
  salespersonCode: null,
  isStaff: false,
};
const ADDRESSES: SavedAddressList = {
  totalCount: 1,
  addresses: [
    {
      id: 'a1',
      firstName: 'Sam',
      lastName: 'Shopper',
      companyName: '',
      address: '1 Test Street',
      suburb: 'Richmond',
      state: 'VIC',
      postcode: '3121',
      country: 'AU',
      phone: '',
    },
  ],
};
const NO_ORDERS: InvoicedOrdersPage = { page: 0, pageSize: 10, totalCount: 0, orders: [] };
const ANSWERS = {
  '/api/account': ME,
  '/api/account/order/addresses': ADDRESSES,
  '/api/account/order/invoiced?page=0': NO_ORDERS,
};
const ADDRESS_FORM = {
  intent: 'add-address',
  firstName: 'Sam',
  lastName: 'Shopper',
  companyName: '',
  address: '2 Other Road',
  suburb: 'Carlton',
  state: 'vic',
  postcode: '3053',
  phone: '',
};

describe('account page loader', () => {
  it('without a session saves the path as redirectPath and goes to sign-in', async () => {
    const { thrown } = await runLoader(account.loader, { url: '/account', answers: {} });
    expect(statusOf(thrown)).toBe(302);
    const response = thrown as Response;
    expect(response.headers.get('location')).toBe('/account/login?returnUrl=%2Faccount');
    expect(response.headers.get('set-cookie')).toMatch(
      /^redirectPath=%2Faccount; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
  });

  it('adds exp=true when the browser still carries a session that no longer counts', async () => {
    const { thrown } = await runLoader(account.loader, {
      url: '/account',
      answers: {},
      cookie: 'loggedin=true',
    });
    expect((thrown as Response).headers.get('location')).toBe('/account/login?returnUrl=%2Faccount&exp=true');
  });

  it('treats a 401 from the API as an expired session', async () => {
    const gone = Response.json(
      { status: 401, code: 'unauthorized', message: 'x', errors: [] },
      { status: 401 },
    );
    const { thrown } = await runLoader(account.loader, {
      url: '/account',
      cookie: SIGNED_IN,
      answers: Object.fromEntries(Object.keys(ANSWERS).map((path) => [path, gone])),
    });
    expect((thrown as Response).headers.get('location')).toBe('/account/login?returnUrl=%2Faccount&exp=true');
  });
});

/** The stub router has no cookies, so the page is rendered with what its loader gave a signed-in request. */
async function renderAccount(answers: Record<string, unknown>) {
  const { result, thrown } = await runLoader(account.loader, { url: '/account', answers, cookie: SIGNED_IN });
  if (thrown) throw thrown;
  const Stub = createRoutesStub([
    {
      path: '/account',
      Component: account.default as unknown as ComponentType,
      loader: () => result,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/account']} />);
}

describe('account page', () => {
  it('shows the profile, the saved addresses with delete buttons and the empty orders state', async () => {
    await renderAccount(ANSWERS);
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect((screen.getAllByLabelText('First name')[0] as HTMLInputElement).value).toBe('Sam');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('sam@example.com');
    const addresses = screen.getByRole('region', { name: 'Saved addresses' });
    const remove = within(addresses).getByRole('button', {
      name: 'Delete address: 1 Test Street, Richmond, VIC 3121',
    });
    expect(Object.fromEntries(new FormData(remove.closest('form')!))).toEqual({
      intent: 'delete-address',
      id: 'a1',
    });
    expect(screen.getByText('You have no orders yet.')).toBeTruthy();
    expect(screen.queryByText(/Salesperson code/)).toBeNull();
  });

  it('shows staff their salesperson code and pages through orders', async () => {
    const orders: InvoicedOrdersPage = {
      page: 0,
      pageSize: 10,
      totalCount: 11,
      orders: [
        {
          id: 'o1',
          orderNumber: 'W100',
          placedAt: '2026-01-02T03:04:05Z',
          status: 'Invoiced',
          itemCount: 2,
          total: 1299.5,
        },
      ],
    };
    await renderAccount({
      ...ANSWERS,
      '/api/account': { ...ME, salespersonCode: 'SP42', isStaff: true },
      '/api/account/order/invoiced?page=0': orders,
    });
    expect(await screen.findByText('SP42')).toBeTruthy();
    const number = screen.getByRole('link', { name: 'W100' });
    expect(number.getAttribute('href')).toBe('/account/orders/o1');
    const row = screen.getByRole('rowheader', { name: 'W100' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-01-02', 'Invoiced', '2', '$1,299.50']);
    const paging = screen.getByRole('navigation', { name: 'Order pages' });
    expect(within(paging).getByRole('link', { name: /2/ }).getAttribute('href')).toBe(
      '/account?page=1#orders-heading',
    );
  });
});

describe('account page actions', () => {
  it('sends only the changed profile fields', async () => {
    const api = methodFetch({
      'GET /api/account': ME,
      'PATCH /api/account': { ...ME, firstName: 'Samantha', message: 'Your profile has been updated.' },
    });
    const { result } = await runAction(account.action, {
      url: '/account',
      cookie: SIGNED_IN,
      api,
      form: { intent: 'profile', firstName: 'Samantha', lastName: 'Shopper', email: 'sam@example.com' },
    });
    expect(result).toEqual({ intent: 'profile', ok: true, message: 'Your profile has been updated.' });
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ firstName: 'Samantha' });
  });

  it('sends a new phone number, and refuses one that is no phone number before the API', async () => {
    const profile = { intent: 'profile', firstName: 'Sam', lastName: 'Shopper', email: 'sam@example.com' };
    const api = methodFetch({
      'GET /api/account': ME,
      'PATCH /api/account': { ...ME, phone: '0412 345 678', message: 'Your details have been saved.' },
    });
    const { result } = await runAction(account.action, {
      url: '/account',
      cookie: SIGNED_IN,
      api,
      form: { ...profile, phone: '0412 345 678' },
    });
    expect(result).toMatchObject({ intent: 'profile', ok: true });
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ phone: '0412 345 678' });

    const refused = methodFetch({ 'GET /api/account': ME });
    const bad = await runAction(account.action, {
      url: '/account',
      cookie: SIGNED_IN,
      api: refused,
      form: { ...profile, phone: '12' },
    });
    expect(bad.result).toMatchObject({ ok: false, fields: { phone: 'Please enter a valid phone number' } });
    expect(refused.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('checks an address with the checkout rules before the API, each message by its field', async () => {
    const api = methodFetch({});
    const { result } = await runAction(account.action, {
      url: '/account',
      cookie: SIGNED_IN,
      api,
      form: { ...ADDRESS_FORM, address: 'PO Box 1', postcode: '' },
    });
    expect(result).toMatchObject({
      intent: 'add-address',
      ok: false,
      fields: { address: "We don't deliver to PO Boxes", postcode: 'Please enter a valid postcode' },
      values: { address: 'PO Box 1' },
    });
    expect(api.calls).toEqual([]);
  });

  it('saves and deletes addresses through the account API', async () => {
    const api = methodFetch({
      'POST /api/account/order/addresses/save': ADDRESSES,
      'DELETE /api/account/order/addresses/a1': { totalCount: 0, addresses: [] },
    });
    const saved = await runAction(account.action, {
      url: '/account',
      cookie: SIGNED_IN,
      api,
      form: ADDRESS_FORM,
    });
    expect(saved.result).toMatchObject({ intent: 'add-address', ok: true });
    expect(api.calls[0]?.body).toMatchObject({ address: '2 Other Road', state: 'VIC', country: 'AU' });
    const deleted = await runAction(account.action, {
      url: '/account',
      cookie: SIGNED_IN,
      api,
      form: { intent: 'delete-address', id: 'a1' },
    });
    expect(deleted.result).toMatchObject({ intent: 'delete-address', ok: true });
  });

  it("shows the API's errors in the identity wording", async () => {
    const api = methodFetch({
      'POST /api/account/order/addresses/save': () => ({
        status: 400,
        body: {
          status: 400,
          code: 'validation_failed',
          message: 'x',
          errors: ['You can keep at most 20 addresses.'],
        },
      }),
    });
    const { result } = await runAction(account.action, {
      url: '/account',
      cookie: SIGNED_IN,
      api,
      form: ADDRESS_FORM,
    });
    expect(result).toMatchObject({ ok: false, message: 'You can keep at most 20 addresses.' });
  });

  it('without a session goes to sign-in instead', async () => {
    const { thrown } = await runAction(account.action, { url: '/account', form: ADDRESS_FORM });
    expect((thrown as Response).headers.get('location')).toBe('/account/login?returnUrl=%2Faccount');
  });
});
