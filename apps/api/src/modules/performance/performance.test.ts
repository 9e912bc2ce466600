import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PanelUrlResult, PerformanceReport, ProductStock, ProjectSearchResult } from '@shop/contracts';
import {
  orders,
  products,
  projectLines,
  projects,
  queryRows,
  staffEmbedTokens,
  type DbHandle,
  type OrderStatus,
} from '@shop/db';
import { marginBand } from '@shop/domain';
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
import { purgeStaffTokens } from './queries.ts';
import { bucketDays, periodBuckets } from './service.ts';
import { STAFF_TOKEN_KEEP_MS } from './token-purge.ts';

// Wednesday 25 November 2026, 12:00 in Sydney (AEDT, UTC+11): the shop's time zone for AU.
const clock = new Date('2026-11-25T01:00:00Z');
let app: FastifyInstance;
let handle: DbHandle;
let identity: TestIdentity;
let fake: FakeIdentityClient;
let env: Record<string, string>;

beforeAll(async () => {
  identity = await createTestIdentity();
  fake = createFakeIdentityClient();
  handle = await createTestDatabase({ seed: { products: 12 } });
  env = { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...identity.env };
  app = await buildStorefrontApi({
    db: handle.db,
    config: loadStorefrontConfig(env),
    identity: fake,
    now: () => clock,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

let n = 0;
async function account(extra: Parameters<typeof profileFor>[1] = {}) {
  const id = `acct-perf-${++n}`;
  fake.profiles.set(id, profileFor(id, extra));
  const token = await identity.tokenFor(id);
  const get = (url: string) => app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  return { id, token, get };
}
const staffMember = (code: string | null) =>
  account({ winningUserId: `W${n + 1}`, salespersonCode: code, winningCmsUrl: '/staff' });

const address = {
  firstName: 'Sam',
  lastName: 'Lee',
  companyName: '',
  address: '1 George St',
  suburb: 'SYDNEY',
  state: 'NSW',
  postcode: '2000',
  country: 'AU',
};
let orderNo = 900000;
async function order(o: {
  code: string | null;
  status: OrderStatus;
  totalCents: number;
  createdAt: string;
  placedAt?: string;
}) {
  await handle.db.insert(orders).values({
    cartId: randomUUID(),
    status: o.status,
    theme: 'aol',
    email: 'sam@example.com',
    phone: '0400000000',
    deliveryAddress: address,
    billingAddress: address,
    subTotalCents: o.totalCents,
    totalCents: o.totalCents,
    paymentMethod: 'card',
    salespersonCode: o.code,
    orderNumber: o.status === 'placed' || o.placedAt ? String(++orderNo) : null,
    placedAt: o.placedAt ? new Date(o.placedAt) : null,
    createdAt: new Date(o.createdAt),
  });
}
async function project(p: {
  code: string | null;
  name: string;
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string;
  createdAt: string;
  convertedAt?: string;
}) {
  const [row] = await handle.db
    .insert(projects)
    .values({
      accountId: 'acct-any',
      salespersonCode: p.code,
      name: p.name,
      customerName: p.customerName ?? '',
      customerEmail: p.customerEmail ?? '',
      customerPhone: p.customerPhone ?? '',
      createdAt: new Date(p.createdAt),
      updatedAt: new Date(p.createdAt),
      convertedAt: p.convertedAt ? new Date(p.convertedAt) : null,
    })
    .returning();
  return row!;
}

const calls = ['/api/staff/performance', '/api/staff/project-search?q=x', '/api/staff/products/ANY/stock'];

describe(`performance API role checks on ${dbLabel}`, () => {
  it('answers 401 without a session and 403 to a customer or an account with only a salesperson code', async () => {
    const customer = await account();
    const salespersonOnly = await account({ salespersonCode: 'SP100' });
    for (const url of calls) {
      const none = await app.inject({ url });
      expect(none.statusCode, url).toBe(401);
      expect(none.json()).toMatchObject({ code: 'unauthorized' });
      expect(none.headers['cache-control']).toBe('no-store');
      for (const who of [customer, salespersonOnly]) {
        const res = await who.get(url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden' });
      }
    }
  });

  it('refuses bad input with a 400', async () => {
    const staff = await staffMember('SP100');
    expect((await staff.get('/api/staff/performance?period=7d')).statusCode).toBe(400);
    expect((await staff.get(`/api/staff/project-search?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe(`performance figures on ${dbLabel}`, () => {
  beforeAll(async () => {
    // 23:30 on Tuesday 24 November in Sydney.
    await order({
      code: 'SP100',
      status: 'placed',
      totalCents: 10_000,
      createdAt: '2026-11-24T12:20:00Z',
      placedAt: '2026-11-24T12:30:00Z',
    });
    // 00:30 on Wednesday 25 November in Sydney, still the 24th in UTC: it counts on the 25th.
    await order({
      code: 'SP100',
      status: 'placed',
      totalCents: 25_001,
      createdAt: '2026-11-24T13:20:00Z',
      placedAt: '2026-11-24T13:30:00Z',
    });
    await order({ code: 'SP100', status: 'failed', totalCents: 5_000, createdAt: '2026-11-24T13:40:00Z' });
    await order({ code: 'SP100', status: 'reserved', totalCents: 7_000, createdAt: '2026-11-20T02:00:00Z' });
    // Forty days ago: outside the 30 days, inside the 12 weeks.
    await order({
      code: 'SP100',
      status: 'placed',
      totalCents: 3_000,
      createdAt: '2026-10-16T02:00:00Z',
      placedAt: '2026-10-16T02:05:00Z',
    });
    // Placed, then cancelled: an attempt, never a sale.
    await order({
      code: 'SP100',
      status: 'cancelled',
      totalCents: 8_000,
      createdAt: '2026-11-23T02:00:00Z',
      placedAt: '2026-11-23T02:05:00Z',
    });
    // Another salesperson's and nobody's sales never count.
    await order({
      code: 'SP200',
      status: 'placed',
      totalCents: 99_999,
      createdAt: '2026-11-24T02:00:00Z',
      placedAt: '2026-11-24T02:00:00Z',
    });
    await order({
      code: null,
      status: 'placed',
      totalCents: 88_888,
      createdAt: '2026-11-24T02:00:00Z',
      placedAt: '2026-11-24T02:00:00Z',
    });
    await project({
      code: 'SP100',
      name: 'A',
      createdAt: '2026-11-10T02:00:00Z',
      convertedAt: '2026-11-24T02:00:00Z',
    });
    await project({ code: 'SP100', name: 'B', createdAt: '2026-11-22T02:00:00Z' });
    await project({ code: 'SP100', name: 'D', createdAt: '2026-11-23T02:00:00Z' });
    await project({
      code: 'SP100',
      name: 'C',
      createdAt: '2026-09-01T02:00:00Z',
      convertedAt: '2026-11-24T14:00:00Z',
    });
    await project({
      code: 'SP200',
      name: 'E',
      createdAt: '2026-11-24T02:00:00Z',
      convertedAt: '2026-11-24T03:00:00Z',
    });
  });

  it('counts the salesperson’s last 30 days by day in the shop time zone', async () => {
    const staff = await staffMember('SP100');
    const res = await staff.get('/api/staff/performance');
    expect(res.statusCode).toBe(200);
    const report = PerformanceReport.parse(res.json());
    expect(report).toMatchObject({
      salespersonCode: 'SP100',
      period: '30d',
      granularity: 'day',
      timeZone: 'Australia/Sydney',
      currency: 'AUD',
    });
    expect(report.buckets).toHaveLength(30);
    expect(report.buckets[0]?.start).toBe('2026-10-27');
    expect(report.buckets.at(-1)?.start).toBe('2026-11-25');
    const day = (start: string) => report.buckets.find((b) => b.start === start);
    expect(day('2026-11-24')).toMatchObject({
      ordersPlaced: 1,
      revenueCents: 10_000,
      averageOrderValueCents: 10_000,
      checkoutAttempts: 1,
      checkoutAttemptsPlaced: 1,
      checkoutConversion: 1,
      projectsConverted: 1,
    });
    expect(day('2026-11-25')).toMatchObject({
      ordersPlaced: 1,
      revenueCents: 25_001,
      checkoutAttempts: 2,
      checkoutAttemptsPlaced: 1,
      checkoutConversion: 0.5,
      projectsConverted: 1,
    });
    expect(day('2026-11-20')).toMatchObject({ ordersPlaced: 0, checkoutAttempts: 1, checkoutConversion: 0 });
    expect(day('2026-11-01')).toMatchObject({
      ordersPlaced: 0,
      revenueCents: 0,
      averageOrderValueCents: null,
      checkoutConversion: null,
      projectConversion: null,
    });
    expect(report.totals).toEqual({
      ordersPlaced: 2,
      revenueCents: 35_001,
      averageOrderValueCents: 17_501,
      checkoutAttempts: 5,
      checkoutAttemptsPlaced: 2,
      checkoutConversion: 0.4,
      projectsCreated: 3,
      projectsConverted: 2,
      projectConversion: 0.6667,
    });
    expect(report.latestOrders.map((o) => [o.status, o.totalCents])).toEqual([
      ['failed', 5_000],
      ['placed', 25_001],
      ['placed', 10_000],
      ['cancelled', 8_000],
      ['reserved', 7_000],
      ['placed', 3_000],
    ]);
    expect(report.latestOrders[0]?.orderNumber).toBeNull();
    expect(report.latestOrders[1]).toMatchObject({
      orderNumber: expect.stringMatching(/^\d+$/),
      date: '2026-11-24T13:30:00.000Z',
    });
  });

  it('counts by week, Monday first, over 12, 26 or 52 weeks', async () => {
    const staff = await staffMember('SP100');
    const report = PerformanceReport.parse((await staff.get('/api/staff/performance?period=12w')).json());
    expect(report.granularity).toBe('week');
    expect(report.buckets).toHaveLength(12);
    expect(report.buckets.at(-1)?.start).toBe('2026-11-23');
    expect(report.buckets[0]?.start).toBe('2026-09-07');
    const week = (start: string) => report.buckets.find((b) => b.start === start);
    expect(week('2026-11-23')).toMatchObject({ ordersPlaced: 2, revenueCents: 35_001, checkoutAttempts: 4 });
    expect(week('2026-11-16')).toMatchObject({ ordersPlaced: 0, checkoutAttempts: 1 });
    expect(week('2026-10-12')).toMatchObject({ ordersPlaced: 1, revenueCents: 3_000 });
    expect(report.totals).toMatchObject({ ordersPlaced: 3, revenueCents: 38_001, projectsCreated: 3 });
    const year = PerformanceReport.parse((await staff.get('/api/staff/performance?period=52w')).json());
    expect(year.buckets).toHaveLength(52);
    expect(
      PerformanceReport.parse((await staff.get('/api/staff/performance?period=26w')).json()).buckets,
    ).toHaveLength(26);
  });

  it('answers a staff member without a salesperson code with nothing to count, not an error', async () => {
    const staff = await staffMember(null);
    const res = await staff.get('/api/staff/performance');
    expect(res.statusCode).toBe(200);
    const report = PerformanceReport.parse(res.json());
    expect(report.salespersonCode).toBeNull();
    expect(report.totals.ordersPlaced).toBe(0);
    expect(report.latestOrders).toEqual([]);
    const search = ProjectSearchResult.parse((await staff.get('/api/staff/project-search?q=A')).json());
    expect(search).toEqual({ salespersonCode: null, q: 'A', results: [] });
  });
});

describe(`project search on ${dbLabel}`, () => {
  it("finds the salesperson's own projects by name, customer, e-mail or phone, with their lines' count and value", async () => {
    const [p1, p2] = await handle.db
      .select({ id: products.id, sku: products.sku, priceCents: products.priceCents })
      .from(products)
      .orderBy(products.id)
      .limit(2);
    const kitchen = await project({
      code: 'SP300',
      name: 'Kitchen renovation',
      customerName: 'Mrs Jo Smith',
      customerEmail: 'jo.smith@example.com',
      customerPhone: '0412 345 678',
      createdAt: '2026-11-20T02:00:00Z',
    });
    await handle.db.insert(projectLines).values([
      { projectId: kitchen.id, productId: p1!.id, sku: p1!.sku, qty: 2 },
      { projectId: kitchen.id, productId: p2!.id, sku: p2!.sku, qty: 1 },
    ]);
    await project({
      code: 'SP300',
      name: 'Laundry 100%',
      customerName: 'Ken Brown',
      customerEmail: 'ken@example.com',
      createdAt: '2026-11-21T02:00:00Z',
    });
    // Another salesperson's kitchen is never found.
    await project({ code: 'SP301', name: 'Kitchen renovation', createdAt: '2026-11-21T02:00:00Z' });

    const staff = await staffMember('SP300');
    const search = async (q: string) => {
      const res = await staff.get(`/api/staff/project-search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      return ProjectSearchResult.parse(res.json());
    };
    const byName = await search('kitchen');
    expect(byName.results).toEqual([
      {
        id: kitchen.id,
        name: 'Kitchen renovation',
        customerName: 'Mrs Jo Smith',
        customerEmail: 'jo.smith@example.com',
        customerPhone: '0412 345 678',
        lineCount: 2,
        valueCents: 2 * p1!.priceCents + p2!.priceCents,
        createdAt: '2026-11-20T02:00:00.000Z',
        convertedAt: null,
        url: `/project?id=${kitchen.id}`,
      },
    ]);
    for (const q of ['SMITH', 'jo.smith@', '0412345678', '345 678'])
      expect(
        (await search(q)).results.map((r) => r.name),
        q,
      ).toEqual(['Kitchen renovation']);
    expect((await search('ken@')).results.map((r) => r.name)).toEqual(['Laundry 100%']);
    // Wildcards are taken literally.
    expect((await search('%')).results.map((r) => r.name)).toEqual(['Laundry 100%']);
    expect((await search('nothing like it')).results).toEqual([]);
    // No words: the latest projects first.
    expect((await search('')).results.map((r) => r.name)).toEqual(['Laundry 100%', 'Kitchen renovation']);
  });
});

describe(`stock per warehouse on ${dbLabel}`, () => {
  it('answers each warehouse holding the product, and the total, to staff and to a page session', async () => {
    const [product] = await handle.db
      .select({ sku: products.sku, title: products.title, stock: products.stockQuantity })
      .from(products)
      .where(sql`${products.stockQuantity} >= 8`)
      .limit(1);
    const staff = await staffMember('SP100');
    const res = await staff.get(
      `/api/staff/products/${encodeURIComponent(product!.sku.toLowerCase())}/stock`,
    );
    expect(res.statusCode).toBe(200);
    const stock = ProductStock.parse(res.json());
    expect(stock.sku).toBe(product!.sku);
    expect(stock.title).toBe(product!.title);
    expect(stock.warehouses).toHaveLength(3);
    expect(stock.total).toBe(product!.stock);
    expect(stock.warehouses[0]!.onHand).toBe(product!.stock - 2 * Math.floor(product!.stock / 4));
    for (const w of stock.warehouses) {
      expect(w.name).not.toBe('');
      expect(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']).toContain(w.state);
    }
    expect((await staff.get('/api/staff/products/NO-SUCH-SKU/stock')).statusCode).toBe(404);

    // The product panel's page session may ask for stock, not for the dashboard.
    const panel = PanelUrlResult.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/staff/panel-url',
          headers: { authorization: `Bearer ${staff.token}` },
          payload: { panel: 'product-page', sku: product!.sku, parentBaseUrl: 'http://localhost:3000' },
        })
      ).json(),
    );
    const token = new URL(panel.url!).searchParams.get('embed_token')!;
    const redeemed = await app.inject({ method: 'POST', url: '/api/staff/embed/redeem', payload: { token } });
    const cookie = `shop_staff_page=${(redeemed.json() as { sessionToken: string }).sessionToken}`;
    const fromPanel = await app.inject({
      url: `/api/staff/products/${product!.sku}/stock`,
      headers: { cookie },
    });
    expect(fromPanel.statusCode).toBe(200);
    expect(ProductStock.parse(fromPanel.json()).total).toBe(product!.stock);
    expect((await app.inject({ url: '/api/staff/performance', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe(`margin band on the stock call on ${dbLabel}`, () => {
  it('answers the band and margin to staff, from the seeded cost, and null without a cost or a price', async () => {
    const rows = await handle.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .orderBy(products.id)
      .limit(4);
    const [a, b, none, free] = rows;
    const staff = await staffMember('SP100');
    const marginOf = async (sku: string) => {
      const res = await staff.get(`/api/staff/products/${encodeURIComponent(sku)}/stock`);
      expect(res.statusCode).toBe(200);
      return ProductStock.parse(res.json()).margin;
    };
    // Every seeded product has a cost; the answer is the domain's band of it.
    const [seeded] = await handle.db
      .select({ price: products.priceCents, cost: products.costCents })
      .from(products)
      .where(eq(products.id, a!.id));
    expect(seeded!.cost).not.toBeNull();
    expect(await marginOf(a!.sku)).toEqual(marginBand(seeded!.price, seeded!.cost));

    const set = (id: number, priceCents: number, costCents: number | null) =>
      handle.db.update(products).set({ priceCents, costCents }).where(eq(products.id, id));
    await set(a!.id, 100_000, 65_500);
    await set(b!.id, 100_000, 85_000);
    await set(none!.id, 100_000, null);
    await set(free!.id, 0, 40_000);
    expect(await marginOf(a!.sku)).toEqual({ band: 'A', marginPercent: 34.5 });
    expect(await marginOf(b!.sku)).toEqual({ band: 'B', marginPercent: 15 });
    expect(await marginOf(none!.sku)).toBeNull();
    expect(await marginOf(free!.sku)).toBeNull();
    await set(b!.id, 100_000, 101_000);
    expect(await marginOf(b!.sku)).toEqual({ band: 'C', marginPercent: -1 });
  });

  it('never tells a shopper the cost or the margin: the product answers leave them out', async () => {
    const [row] = await handle.db
      .select({ productId: products.productId, sku: products.sku, slug: products.slug })
      .from(products)
      .where(sql`${products.costCents} IS NOT NULL AND ${products.priceCents} > 0`)
      .orderBy(products.id)
      .limit(1);
    for (const url of [
      `/api/v2/product/sku/${encodeURIComponent(row!.sku)}`,
      `/api/v2/product/slug/${encodeURIComponent(row!.slug)}`,
      `/api/v2/product/id/${row!.productId}/`,
      `/api/v2/product/extended/id/${row!.productId}`,
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toMatch(/cost|margin/i);
    }
    // The stock call itself is staff only.
    const shopper = await account();
    expect((await shopper.get(`/api/staff/products/${encodeURIComponent(row!.sku)}/stock`)).statusCode).toBe(
      403,
    );
    expect(
      (await app.inject({ url: `/api/staff/products/${encodeURIComponent(row!.sku)}/stock` })).statusCode,
    ).toBe(401);
  });
});

describe(`staff token purge on ${dbLabel}`, () => {
  const DAY = 86_400_000;
  const at = (ms: number) => new Date(clock.getTime() + ms);
  async function token(label: string, t: { created: number; expires: number; used?: number }) {
    await handle.db.insert(staffEmbedTokens).values({
      tokenHash: `purge-${label}-${randomUUID()}`,
      purpose: 'embed',
      accountId: `purge-${label}`,
      winningUserId: 'W1',
      createdAt: at(t.created),
      expiresAt: at(t.expires),
      usedAt: t.used === undefined ? null : at(t.used),
    });
  }
  const left = async () =>
    (
      await queryRows<{ account_id: string }>(
        handle.db,
        sql`SELECT account_id FROM staff_embed_tokens WHERE account_id LIKE 'purge-%' ORDER BY account_id`,
      )
    ).map((r) => r.account_id);

  async function plant() {
    await token('old-expired', { created: -2 * DAY, expires: -2 * DAY + 120_000 });
    await token('old-used', { created: -2 * DAY, expires: -2 * DAY + 120_000, used: -2 * DAY + 1000 });
    await token('recent-expired', { created: -3_600_000, expires: -3_600_000 + 120_000 });
    await token('recent-used', { created: -60_000, expires: 60_000, used: -30_000 });
    await token('live', { created: -30_000, expires: 90_000 });
  }

  it('deletes the spent or expired tokens older than a day, and keeps the rest', async () => {
    await plant();
    expect(await purgeStaffTokens(handle.db, clock, STAFF_TOKEN_KEEP_MS)).toBe(2);
    expect(await left()).toEqual(['purge-live', 'purge-recent-expired', 'purge-recent-used']);
    expect(await purgeStaffTokens(handle.db, clock, STAFF_TOKEN_KEEP_MS)).toBe(0);
    await handle.db.delete(staffEmbedTokens).where(sql`${staffEmbedTokens.accountId} LIKE 'purge-%'`);
  });

  it('runs when the API starts, and stops with it', async () => {
    await plant();
    const second = await buildStorefrontApi({
      db: handle.db,
      config: loadStorefrontConfig(env),
      identity: fake,
      now: () => clock,
    });
    await second.ready();
    await expect.poll(left).toEqual(['purge-live', 'purge-recent-expired', 'purge-recent-used']);
    await second.close();
    await handle.db.delete(staffEmbedTokens).where(eq(staffEmbedTokens.accountId, 'purge-live'));
  });
});

describe('period buckets', () => {
  it('ends with today, or with this week’s Monday', () => {
    expect(periodBuckets('30d', '2026-03-01').starts.slice(0, 2)).toEqual(['2026-01-31', '2026-02-01']);
    const weeks = periodBuckets('26w', '2026-11-29');
    expect(weeks.starts.at(-1)).toBe('2026-11-23');
    expect(weeks.starts).toHaveLength(26);
  });

  it('adds the days of a week into its Monday, and leaves out days before the period', () => {
    const { buckets, totals } = bucketDays(['2026-11-16', '2026-11-23'], 'week', {
      placed: [
        { day: '2026-11-22', n: 1, cents: 100, placed: 0 },
        { day: '2026-11-23', n: 2, cents: 300, placed: 0 },
        { day: '2026-11-15', n: 9, cents: 900, placed: 0 },
      ],
      attempts: [{ day: '2026-11-29', n: 4, cents: 0, placed: 3 }],
      created: [],
      converted: [],
    });
    expect(buckets.map((b) => [b.start, b.ordersPlaced, b.revenueCents, b.checkoutConversion])).toEqual([
      ['2026-11-16', 1, 100, null],
      ['2026-11-23', 2, 300, 0.75],
    ]);
    expect(totals).toMatchObject({ ordersPlaced: 3, revenueCents: 400, averageOrderValueCents: 133 });
  });
});
