import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AccountInfo,
  InvoicedOrder,
  InvoicedOrdersPage,
  Reminders,
  SavedAddressList,
  UpdateAccountResult,
} from '@shop/contracts';
import type { DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import {
  createFakeIdentityClient,
  profileFor,
  type FakeIdentityClient,
} from '../auth/fake-identity-client.ts';
import { createTestIdentity, type TestIdentity } from '../auth/test-tokens.ts';
import { insertPlacedOrder } from '../orders/test-orders.ts';
import { dbLabel } from '../shared/test-app.ts';

let app: FastifyInstance;
let handle: DbHandle;
let identity: TestIdentity;
let fake: FakeIdentityClient;

beforeAll(async () => {
  identity = await createTestIdentity();
  fake = createFakeIdentityClient();
  handle = await createTestDatabase({ seed: { products: 0 } });
  app = await buildStorefrontApi({
    db: handle.db,
    config: loadStorefrontConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...identity.env }),
    identity: fake,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

let n = 0;
/** A new account known to the identity service, and a caller signed in as it. */
async function shopper(extra: Parameters<typeof profileFor>[1] = {}) {
  const id = `acct-account-${++n}`;
  fake.profiles.set(id, profileFor(id, extra));
  const token = await identity.tokenFor(id);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  return { id, token, call };
}

const home = {
  firstName: 'Alex',
  lastName: 'Shopper',
  address: '1 Example Street',
  suburb: 'Richmond',
  state: 'VIC',
  postcode: '3121',
};

const every = [
  ['GET', '/api/account'],
  ['PATCH', '/api/account'],
  ['GET', '/api/account/reminders'],
  ['GET', '/api/account/order/invoiced'],
  ['GET', '/api/account/order/invoiced/1'],
  ['GET', '/api/account/order/addresses'],
  ['POST', '/api/account/order/addresses/save'],
  ['DELETE', '/api/account/order/addresses/00000000-0000-4000-8000-000000000000'],
] as const;

describe(`account API on ${dbLabel}`, () => {
  it('refuses every call without a valid access token, before looking at the input', async () => {
    const forger = await createTestIdentity();
    const forged = await forger.tokenFor('acct-account-1');
    for (const [method, url] of every) {
      for (const headers of [
        {},
        { authorization: `Bearer ${forged}` },
        { cookie: `shop_access_token=${forged}` },
      ]) {
        const res = await app.inject({ method, url, headers, ...(method === 'GET' ? {} : { payload: 'x' }) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ code: 'unauthorized' });
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('answers the profile with the staff fields, from the access token cookie too', async () => {
    const a = await shopper();
    const res = await a.call('GET', '/api/account');
    expect(res.statusCode).toBe(200);
    expect(AccountInfo.parse(res.json())).toMatchObject({
      userId: a.id,
      firstName: 'Alex',
      isStaff: false,
      salespersonCode: null,
    });
    const byCookie = await app.inject({
      url: '/api/account',
      headers: { cookie: `shop_access_token=${a.token}` },
    });
    expect(byCookie.json()).toMatchObject({ userId: a.id });
    const staff = await shopper({
      salespersonCode: 'SP1',
      winningUserId: 'w-1',
      winningCmsUrl: 'https://cms.example',
    });
    expect((await staff.call('GET', '/api/account')).json()).toMatchObject({
      isStaff: true,
      salespersonCode: 'SP1',
    });
  });

  it('changes the first and last name and e-mail of the caller only, whatever user id is sent', async () => {
    const a = await shopper();
    const b = await shopper();
    const res = await a.call('PATCH', '/api/account', { firstName: 'Sam', lastName: 'Lee', userId: b.id });
    expect(res.statusCode).toBe(200);
    expect(UpdateAccountResult.parse(res.json())).toMatchObject({
      userId: a.id,
      firstName: 'Sam',
      lastName: 'Lee',
    });
    expect(fake.profiles.get(b.id)?.firstName).toBe('Alex');
    const phone = await a.call('PATCH', '/api/account', { phone: ' 0412 345 678 ' });
    expect(UpdateAccountResult.parse(phone.json()).phone).toBe('0412 345 678');
    expect(fake.profiles.get(b.id)?.phone ?? null).not.toBe('0412 345 678');
    const bad = await a.call('PATCH', '/api/account', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      errors: ['Please enter a valid email address'],
    });
    const tooLong = await a.call('PATCH', '/api/account', { firstName: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    const form = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=Evil',
    });
    expect(form.statusCode).toBe(415);
  });

  it('answers reminders to staff only: the accounts with a Winning user id (000 §6)', async () => {
    const shopperCall = await (await shopper()).call('GET', '/api/account/reminders');
    expect(shopperCall.statusCode).toBe(403);
    expect(shopperCall.json()).toMatchObject({ code: 'forbidden' });
    const salespersonOnly = await shopper({ salespersonCode: 'SP2' });
    expect((await salespersonOnly.call('GET', '/api/account/reminders')).statusCode).toBe(403);
    const staff = await shopper({ salespersonCode: 'SP2', winningUserId: 'W2' });
    const res = await staff.call('GET', '/api/account/reminders');
    expect(res.statusCode).toBe(200);
    expect(Reminders.parse(res.json())).toEqual({ totalCount: 0, reminders: [] });
  });

  it('answers the empty page of invoiced orders and 404 for any order id', async () => {
    const a = await shopper();
    const first = await a.call('GET', '/api/account/order/invoiced');
    expect(InvoicedOrdersPage.parse(first.json())).toEqual({
      page: 0,
      pageSize: 10,
      totalCount: 0,
      orders: [],
    });
    expect((await a.call('GET', '/api/account/order/invoiced?page=3')).json()).toMatchObject({ page: 3 });
    for (const page of ['-1', 'x', '1.5']) {
      expect((await a.call('GET', `/api/account/order/invoiced?page=${page}`)).statusCode).toBe(400);
    }
    const one = await a.call('GET', '/api/account/order/invoiced/123');
    expect(one.statusCode).toBe(404);
    expect(one.json()).toMatchObject({ code: 'not_found' });
  });

  it("lists the account's placed orders newest first and shows each one to its account only", async () => {
    const a = await shopper();
    const db = handle.db;
    const older = await insertPlacedOrder(db, {
      order: { accountId: a.id, placedAt: new Date('2026-01-05T00:00:00Z'), totalCents: 50_050 },
      lines: [
        { qty: 2, lineTotalCents: 40_000 },
        { sku: 'SKU-2', title: 'Kettle', qty: 1, lineTotalCents: 10_050 },
      ],
    });
    const newer = await insertPlacedOrder(db, {
      order: { accountId: a.id, placedAt: new Date('2026-02-01T00:00:00Z') },
    });
    await insertPlacedOrder(db, { order: { accountId: a.id, status: 'failed', orderNumber: null } });
    const theirs = await insertPlacedOrder(db, { order: { accountId: 'acct-someone-else' } });

    const page = InvoicedOrdersPage.parse((await a.call('GET', '/api/account/order/invoiced')).json());
    expect(page.totalCount).toBe(2);
    expect(page.orders.map((o) => o.orderNumber)).toEqual([newer.orderNumber, older.orderNumber]);
    expect(page.orders[1]).toEqual({
      id: older.id,
      orderNumber: older.orderNumber,
      placedAt: '2026-01-05T00:00:00.000Z',
      status: 'placed',
      itemCount: 3,
      total: 500.5,
    });

    const one = await a.call('GET', `/api/account/order/invoiced/${older.id}`);
    expect(one.statusCode).toBe(200);
    const order = InvoicedOrder.parse(one.json());
    expect(order.lines).toEqual([
      { sku: 'SKU-1', title: 'Test fridge 1', quantity: 2, price: 400 },
      { sku: 'SKU-2', title: 'Kettle', quantity: 1, price: 100.5 },
    ]);
    expect(order.deliveryAddress).toMatchObject({ firstName: 'Alex', postcode: '3121', phone: '0412345678' });
    // Years away: the day may still be moved, so the order page offers the reschedule link.
    expect(order).toMatchObject({ deliveryDate: '2030-06-13', canChangeDeliveryDate: true });
    for (const id of [theirs.id, 'not-a-uuid']) {
      const res = await a.call('GET', `/api/account/order/invoiced/${id}`);
      expect(res.statusCode).toBe(404);
    }
  });

  it('offers no delivery change inside the two working days before delivery, nor for an undated order', async () => {
    const a = await shopper();
    const today = new Date().toISOString().slice(0, 10);
    for (const deliveryDate of [today, null]) {
      const placed = await insertPlacedOrder(handle.db, { order: { accountId: a.id, deliveryDate } });
      const order = InvoicedOrder.parse(
        (await a.call('GET', `/api/account/order/invoiced/${placed.id}`)).json(),
      );
      expect(order).toMatchObject({ deliveryDate, canChangeDeliveryDate: false });
    }
  });

  it('saves, lists, changes and deletes addresses with the checkout rules', async () => {
    const a = await shopper();
    expect(SavedAddressList.parse((await a.call('GET', '/api/account/order/addresses')).json())).toEqual({
      totalCount: 0,
      addresses: [],
    });
    const saved = await a.call('POST', '/api/account/order/addresses/save', { ...home, state: 'vic' });
    expect(saved.statusCode).toBe(200);
    const list = SavedAddressList.parse(saved.json());
    expect(list.addresses).toEqual([
      expect.objectContaining({ ...home, country: 'AU', companyName: '', phone: '', id: expect.any(String) }),
    ]);
    const id = list.addresses[0]!.id;
    const changed = await a.call('POST', '/api/account/order/addresses/save', {
      ...home,
      id,
      address: '2 Other St',
    });
    expect(SavedAddressList.parse(changed.json()).addresses).toEqual([
      expect.objectContaining({ id, address: '2 Other St' }),
    ]);
    const removed = await a.call('DELETE', `/api/account/order/addresses/${id}`);
    expect(SavedAddressList.parse(removed.json())).toEqual({ totalCount: 0, addresses: [] });
    expect((await a.call('DELETE', `/api/account/order/addresses/${id}`)).statusCode).toBe(404);
  });

  it('refuses an address the checkout would refuse, with its messages', async () => {
    const a = await shopper();
    const res = await a.call('POST', '/api/account/order/addresses/save', {
      ...home,
      firstName: '',
      address: 'PO Box 12',
      postcode: '12345',
      phone: '12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: expect.arrayContaining([
        'Please enter a first name (max 20 characters)',
        "We don't deliver to PO Boxes",
        'Please enter a valid postcode',
      ]),
    });
    expect((res.json() as { errors: string[] }).errors).toHaveLength(4);
    expect(
      (await a.call('POST', '/api/account/order/addresses/save', { ...home, country: 'US' })).statusCode,
    ).toBe(400);
    expect(
      (await a.call('POST', '/api/account/order/addresses/save', { ...home, id: 'not-a-uuid' })).statusCode,
    ).toBe(400);
    expect(
      SavedAddressList.parse((await a.call('GET', '/api/account/order/addresses')).json()).totalCount,
    ).toBe(0);
  });

  it("never reads, changes or deletes another account's address: its id is not found", async () => {
    const owner = await shopper();
    const other = await shopper();
    const saved = SavedAddressList.parse(
      (await owner.call('POST', '/api/account/order/addresses/save', home)).json(),
    );
    const id = saved.addresses[0]!.id;

    expect(
      SavedAddressList.parse((await other.call('GET', '/api/account/order/addresses')).json()).totalCount,
    ).toBe(0);
    const change = await other.call('POST', '/api/account/order/addresses/save', {
      ...home,
      id,
      address: 'Stolen',
    });
    const missing = await other.call('POST', '/api/account/order/addresses/save', {
      ...home,
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(change.statusCode).toBe(404);
    expect(change.json()).toEqual({ ...missing.json(), requestId: expect.any(String) });
    const del = await other.call('DELETE', `/api/account/order/addresses/${id}`);
    const delMissing = await other.call(
      'DELETE',
      '/api/account/order/addresses/00000000-0000-4000-8000-000000000000',
    );
    const delMalformed = await other.call('DELETE', '/api/account/order/addresses/1%20or%201=1');
    for (const res of [del, delMissing, delMalformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', errors: ['Address not found'] });
    }
    // The owner's address is untouched.
    expect(
      SavedAddressList.parse((await owner.call('GET', '/api/account/order/addresses')).json()).addresses,
    ).toEqual([expect.objectContaining({ id, address: home.address })]);
    // Another account's order id is as missing as an unknown one.
    expect((await other.call('GET', '/api/account/order/invoiced/1')).statusCode).toBe(404);
  });
});
