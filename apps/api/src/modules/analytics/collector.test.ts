import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { FunnelReport } from '@shop/contracts';
import { analyticsEvents, type DbHandle, type NewAnalyticsEventRow } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import {
  createFakeIdentityClient,
  profileFor,
  type FakeIdentityClient,
} from '../auth/fake-identity-client.ts';
import { createTestIdentity, type TestIdentity } from '../auth/test-tokens.ts';
import { dbLabel } from '../shared/test-app.ts';
import { funnelRange, trimEcommerce } from './service.ts';

// Tuesday 24 November 2026, 22:30 in Sydney (AEDT, UTC+11) and already Wednesday 25th, 00:30, in Auckland (NZDT).
const clock = new Date('2026-11-24T11:30:00Z');
let handle: DbHandle;
let identity: TestIdentity;
let fake: FakeIdentityClient;
let env: Record<string, string>;
let app: FastifyInstance;

async function build(extra: Record<string, string> = {}) {
  const built = await buildStorefrontApi({
    db: handle.db,
    config: loadStorefrontConfig({ ...env, ...extra }),
    identity: fake,
    now: () => clock,
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  identity = await createTestIdentity();
  fake = createFakeIdentityClient();
  handle = await createTestDatabase({ seed: { products: 5 } });
  env = { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...identity.env };
  app = await build();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const CLIENT = 'c_0123456789abcdef';
const post = (body: unknown, target = app, headers: Record<string, string> = {}, remoteAddress?: string) =>
  target.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const stored = () => handle.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));
const clear = () => handle.db.delete(analyticsEvents);

describe(`the collector on ${dbLabel}`, () => {
  it("keeps known events on the site's brand and its own day, and answers 202 true", async () => {
    await clear();
    const res = await post({
      events: [
        {
          event: 'view_item',
          clientId: CLIENT,
          ecommerce: { currency: 'aud', value: 1299, items: [{ item_id: 'SKU1', price: '1299' }] },
        },
        {
          event: 'purchase',
          clientId: CLIENT,
          ecommerce: { currency: 'AUD', value: 1499.95, transaction_id: 'W100' },
        },
        { event: 'compare_add', clientId: CLIENT },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toBe(true);
    const rows = await stored();
    expect(rows.map((r) => [r.brand, r.event, r.day, r.clientId, r.valueCents])).toEqual([
      ['aol', 'view_item', '2026-11-24', CLIENT, 129900],
      ['aol', 'purchase', '2026-11-24', CLIENT, 149995],
      ['aol', 'compare_add', '2026-11-24', CLIENT, null],
    ]);
    expect(rows[0]?.payload).toEqual({
      currency: 'AUD',
      value: 1299,
      items: [{ item_id: 'SKU1', price: '1299' }],
    });
    expect(rows[1]?.payload).toEqual({ currency: 'AUD', value: 1499.95, transaction_id: 'W100' });
    expect(rows[2]?.payload).toEqual({});
  });

  it('counts the day in Auckland for a New Zealand site', async () => {
    await clear();
    const nz = await build({ THEME: 'aol-nz' });
    try {
      expect((await post({ events: [{ event: 'view_cart', clientId: CLIENT }] }, nz)).statusCode).toBe(202);
    } finally {
      await nz.close();
    }
    expect((await stored()).map((r) => [r.brand, r.day])).toEqual([['aol-nz', '2026-11-25']]);
  });

  it("stores each event under the brand of the host it was sent to, on that site's own day", async () => {
    await clear();
    for (const host of ['wa.localhost', 'aol-nz.localhost:3000'])
      expect(
        (await post({ events: [{ event: 'view_item', clientId: CLIENT }] }, app, { host })).statusCode,
      ).toBe(202);
    expect((await stored()).map((r) => [r.brand, r.day])).toEqual([
      ['wa', '2026-11-24'],
      ['aol-nz', '2026-11-25'],
    ]);
  });

  it('ignores unknown event names without an error', async () => {
    await clear();
    const res = await post({
      events: [
        { event: 'page_view', clientId: CLIENT },
        { event: 'checkout_submission_error', clientId: CLIENT },
        { event: 'add_to_cart', clientId: CLIENT, ecommerce: { items: [{ item_id: 'SKU2', quantity: 2 }] } },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect((await stored()).map((r) => r.event)).toEqual(['add_to_cart']);
    expect((await post({ events: [{ event: 'gtm.js', clientId: CLIENT }] })).statusCode).toBe(202);
    expect(await stored()).toHaveLength(1);
  });

  it('keeps payloads small: 50 items, 200 characters a string, no control characters', async () => {
    await clear();
    const items = Array.from({ length: 60 }, (_, i) => ({ item_id: `SKU${i}`, item_name: 'x'.repeat(500) }));
    const res = await post({
      events: [
        {
          event: 'view_item_list',
          clientId: CLIENT,
          ecommerce: { item_list_name: `Fridges\u0000${'y'.repeat(300)}`, items },
        },
      ],
    });
    expect(res.statusCode).toBe(202);
    const [row] = await stored();
    const payload = row?.payload as {
      item_list_name: string;
      items: { item_id: string; item_name: string }[];
    };
    expect(payload.items).toHaveLength(50);
    expect(payload.items[49]?.item_id).toBe('SKU49');
    expect(payload.items[0]?.item_name).toHaveLength(200);
    expect(payload.item_list_name).toBe(`Fridges${'y'.repeat(193)}`);
    expect(trimEcommerce({ coupon: '😀'.repeat(250) })['coupon']).toBe('😀'.repeat(200));
  });

  it('refuses a batch that is empty, too big, or has a bad entry, with 400 and nothing stored', async () => {
    await clear();
    const entry = { event: 'view_item', clientId: CLIENT };
    for (const body of [
      {},
      { events: [] },
      { events: Array.from({ length: 21 }, () => entry) },
      { events: [{ event: 'view_item' }] },
      { events: [{ ...entry, clientId: 'short' }] },
      { events: [{ ...entry, clientId: 'has spaces in it' }] },
      { events: [{ ...entry, event: '' }] },
      { events: [{ ...entry, ecommerce: { value: -5 } }] },
      { events: [{ ...entry, ecommerce: { value: 'ten' } }] },
      { events: [{ ...entry, ecommerce: { currency: 'dollars' } }] },
      { events: [{ ...entry, ecommerce: { items: [{ nested: { a: 1 } }] } }] },
      { events: [{ ...entry, ecommerce: { items: Array.from({ length: 201 }, () => ({ item_id: 'x' })) } }] },
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400 });
    }
    expect(await stored()).toHaveLength(0);
  });

  it('takes JSON only (415 otherwise) and no more than 256 KiB', async () => {
    const form = await post('events=1', app, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    const text = await post(JSON.stringify({ events: [] }), app, { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    const huge = await post({ events: [{ event: 'view_item', clientId: CLIENT, pad: 'z'.repeat(300_000) }] });
    expect(huge.statusCode).toBe(413);
  });

  it('limits each client address to 120 batches a minute', async () => {
    // A storefront of its own with the default limit, so the other tests' posts do not count.
    const limited = await build({ RATE_LIMIT_PER_MINUTE: '1200' });
    try {
      const body = { events: [{ event: 'not_collected', clientId: CLIENT }] };
      const codes: number[] = [];
      for (let i = 0; i < 121; i++) codes.push((await post(body, limited, {}, '192.0.2.7')).statusCode);
      expect(codes.slice(0, 120).every((c) => c === 202)).toBe(true);
      expect(codes[120]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

let n = 0;
async function account(extra: Parameters<typeof profileFor>[1] = {}) {
  const id = `acct-funnel-${++n}`;
  fake.profiles.set(id, profileFor(id, extra));
  const token = await identity.tokenFor(id);
  return (query = '') =>
    app.inject({ url: `/api/staff/analytics/funnel${query}`, headers: { authorization: `Bearer ${token}` } });
}

const row = (brand: string, day: string, event: string, clientId: string, valueCents: number | null = null) =>
  ({ brand, day, event, clientId, valueCents }) satisfies NewAnalyticsEventRow;

describe(`the staff funnel on ${dbLabel}`, () => {
  beforeAll(async () => {
    await clear();
    await handle.db.insert(analyticsEvents).values([
      row('aol', '2026-11-20', 'view_item', 'a1'),
      row('aol', '2026-11-20', 'view_item', 'a1'),
      row('aol', '2026-11-20', 'view_item', 'a2'),
      row('aol', '2026-11-20', 'add_to_cart', 'a1'),
      row('aol', '2026-11-20', 'begin_checkout', 'a1'),
      row('aol', '2026-11-20', 'purchase', 'a1', 129900),
      row('aol', '2026-11-21', 'view_item', 'a1'),
      row('aol', '2026-11-21', 'view_cart', 'a3'),
      row('aol', '2026-11-21', 'purchase', 'a3', 5000),
      row('wa', '2026-11-21', 'view_item', 'w1'),
      row('wa', '2026-11-21', 'add_to_cart', 'w1'),
      // Outside the default 14 days (11 to 24 November, Sydney) and of another brand's range.
      row('aol', '2026-11-10', 'view_item', 'old'),
      row('hc', '2026-08-01', 'purchase', 'h1', 100),
    ]);
  });

  it('is staff only: 401 without a session, 403 for a shopper', async () => {
    expect((await app.inject({ url: '/api/staff/analytics/funnel' })).statusCode).toBe(401);
    const shopper = await account();
    const res = await shopper();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
  });

  it('counts each step, distinct clients and purchase value per brand and day, zeros on quiet days', async () => {
    const staff = await account({ winningUserId: 'W1' });
    const res = await staff();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const report = FunnelReport.parse(res.json());
    expect([report.from, report.to, report.brand]).toEqual(['2026-11-11', '2026-11-24', 'all']);
    expect(report.brands.map((b) => b.brand)).toEqual(['aol', 'wa']);
    const aol = report.brands[0]!;
    expect(aol.days).toHaveLength(14);
    const zero = {
      views: 0,
      addToCart: 0,
      beginCheckout: 0,
      purchases: 0,
      clients: 0,
      purchaseValueCents: 0,
    };
    expect(aol.days.find((d) => d.day === '2026-11-19')).toEqual({ day: '2026-11-19', ...zero });
    expect(aol.days.find((d) => d.day === '2026-11-20')).toEqual({
      day: '2026-11-20',
      views: 3,
      addToCart: 1,
      beginCheckout: 1,
      purchases: 1,
      clients: 2,
      purchaseValueCents: 129900,
    });
    expect(aol.days.find((d) => d.day === '2026-11-21')).toMatchObject({
      views: 1,
      purchases: 1,
      clients: 2,
    });
    expect(aol.totals).toEqual({
      views: 4,
      addToCart: 1,
      beginCheckout: 1,
      purchases: 2,
      clients: 3,
      purchaseValueCents: 134900,
    });
    expect(report.brands[1]?.totals).toMatchObject({ views: 1, addToCart: 1, clients: 1, purchases: 0 });
  });

  it('reads one brand and any range up to 92 days', async () => {
    const staff = await account({ winningUserId: 'W2' });
    const one = FunnelReport.parse((await staff('?brand=wa&from=2026-11-21&to=2026-11-21')).json());
    expect(one.brands).toHaveLength(1);
    expect(one.brands[0]?.days).toEqual([
      {
        day: '2026-11-21',
        views: 1,
        addToCart: 1,
        beginCheckout: 0,
        purchases: 0,
        clients: 1,
        purchaseValueCents: 0,
      },
    ]);
    const quiet = FunnelReport.parse((await staff('?brand=fk')).json());
    expect(quiet.brands.map((b) => [b.brand, b.days.length, b.totals.views])).toEqual([['fk', 14, 0]]);
    const long = FunnelReport.parse((await staff('?from=2026-08-01&to=2026-10-31')).json());
    expect(long.brands.map((b) => [b.brand, b.days.length, b.totals.purchaseValueCents])).toEqual([
      ['hc', 92, 100],
    ]);
  });

  it('refuses a bad range with 400 and says why', async () => {
    const staff = await account({ winningUserId: 'W3' });
    for (const [query, words] of [
      ['?from=2026-08-01&to=2026-11-01', 'at most 92 days'],
      ['?from=2026-11-20&to=2026-11-01', 'must not be after'],
      ['?from=2026-02-30', 'real days'],
      ['?to=24/11/2026', 'YYYY-MM-DD'],
      ['?brand=acme', ''],
    ] as const) {
      const res = await staff(query);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(words);
    }
  });

  it('works out the range from what is given', () => {
    expect(funnelRange({}, '2026-11-24')).toEqual({ from: '2026-11-11', to: '2026-11-24' });
    expect(funnelRange({ to: '2026-03-01' }, '2026-11-24')).toEqual({ from: '2026-02-16', to: '2026-03-01' });
    expect(funnelRange({ from: '2026-11-20' }, '2026-11-24')).toEqual({
      from: '2026-11-20',
      to: '2026-11-24',
    });
    expect(funnelRange({ from: '2026-12-01' }, '2026-11-24')).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
  });
});
