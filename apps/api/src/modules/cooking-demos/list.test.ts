import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, ne } from 'drizzle-orm';
import { CookingDemo, CookingDemoEntry, CookingDemoList, ErrorBody } from '@shop/contracts';
import { stores, type Store } from '@shop/db';
import { COOKING_DEMO_MESSAGES, storeTimeZone } from '@shop/domain';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import {
  defaultTestBrand,
  defaultTestStore,
  deleteAllDemos,
  insertDemo,
  otherTestBrand,
} from './test-fixtures.ts';

// The API's clock: 12:00 on 10 March 2030 in Sydney (the shop's clock for AU), so "today" is 2030-03-10.
const NOW = new Date('2030-03-10T01:00:00Z');

let t: TestApp;
let app: FastifyInstance;
let store: Store;
let otherStore: Store;
let brand: { id: number; name: string; uri: string };
let otherBrand: { id: number; name: string; uri: string };

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  app = await buildStorefrontApi({
    db: t.handle.db,
    config: loadStorefrontConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000' }),
    now: () => NOW,
  });
  await app.ready();
  // The seed may hold demos of its own; these tests count what the list returns.
  await deleteAllDemos(t.handle.db);
  store = await defaultTestStore(t.handle.db);
  const [second] = await t.handle.db
    .select()
    .from(stores)
    .where(ne(stores.id, store.id))
    .orderBy(asc(stores.id))
    .limit(1);
  otherStore = second!;
  brand = await defaultTestBrand(t.handle.db);
  otherBrand = await otherTestBrand(t.handle.db, brand.id);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const list = async (query: string) => {
  const res = await app.inject({ url: `/api/v2/cookingdemo${query}` });
  expect(res.statusCode).toBe(200);
  return CookingDemoList.parse(res.json());
};
const titles = (l: CookingDemoList) => l.demos.map((d) => d.title);

describe(`the cooking demo list on ${dbLabel}`, () => {
  beforeAll(async () => {
    const at = (title: string, startsAtLocal: string, extra: Parameters<typeof insertDemo>[1] = {}) =>
      insertDemo(t.handle.db, { title, startsAtLocal, storeId: store.id, brandId: brand.id, ...extra });
    await at('yesterday late', '2030-03-09T22:00');
    await at('today morning', '2030-03-10T09:00');
    await at('tomorrow 22:59', '2030-03-11T22:59');
    await at('tomorrow 23:30', '2030-03-11T23:30');
    await at('day after', '2030-03-12T10:00');
  });

  it('takes the default window on the shop’s clock: today 00:00 to tomorrow 23:00, by start', async () => {
    const l = await list('');
    expect(titles(l)).toEqual(['today morning', 'tomorrow 22:59']);
    expect(l).toMatchObject({
      pageNo: 1,
      recordsPerPage: 12,
      totalRecords: 2,
      totalPages: 1,
      startDate: '2030-03-10T00:00:00',
      endDate: '2030-03-11T23:00:00',
    });
    // Empty values are dropped, not matched.
    const empty = await list('?storeUri=&brand=&startDate=&endDate=&cookingDemoType=&sortDirection=');
    expect(titles(empty)).toEqual(titles(l));
  });

  it('reads a date without a time as its whole day, and date-times as given (both ends inclusive)', async () => {
    const day = await list('?startDate=2030-03-11&endDate=2030-03-11');
    expect(titles(day)).toEqual(['tomorrow 22:59', 'tomorrow 23:30']);
    expect(day.startDate).toBe('2030-03-11T00:00:00');
    expect(day.endDate).toBe('2030-03-11T23:59:59');
    const times = await list('?startDate=2030-03-10T09:00&endDate=2030-03-11T22:59:00');
    expect(titles(times)).toEqual(['today morning', 'tomorrow 22:59']);
    expect(times.endDate).toBe('2030-03-11T22:59:00');
    const onlyStart = await list('?startDate=2030-03-11T23:00');
    // The end keeps the default.
    expect(titles(onlyStart)).toEqual([]);
    expect(onlyStart.endDate).toBe('2030-03-11T23:00:00');
  });

  it('refuses a malformed or impossible date: 400 with the date sentence', async () => {
    for (const [query, field] of [
      ['?startDate=tomorrow', 'startDate'],
      ['?endDate=10/03/2030', 'endDate'],
      ['?startDate=2030-02-30', 'startDate'],
      ['?endDate=2030-03-10T24:00', 'endDate'],
      ['?startDate=2030-03-10T09:60', 'startDate'],
    ] as const) {
      const res = await app.inject({ url: `/api/v2/cookingdemo${query}` });
      expect(res.statusCode, query).toBe(400);
      const body = ErrorBody.parse(res.json());
      expect(body.code).toBe('validation_failed');
      expect(body.errors).toEqual([`${field}: ${COOKING_DEMO_MESSAGES.date}`]);
    }
  });

  it('sorts by start ascending for 0 and 1, descending for 2, ties by id', async () => {
    const window = '&startDate=2030-03-20&endDate=2030-03-20';
    const a = await insertDemo(t.handle.db, {
      title: 'tie a',
      startsAtLocal: '2030-03-20T10:00',
      storeId: store.id,
    });
    const b = await insertDemo(t.handle.db, {
      title: 'tie b',
      startsAtLocal: '2030-03-20T10:00',
      storeId: store.id,
    });
    await insertDemo(t.handle.db, { title: 'early', startsAtLocal: '2030-03-20T08:00', storeId: store.id });
    expect(a.id).toBeLessThan(b.id);
    const asc = ['early', 'tie a', 'tie b'];
    expect(titles(await list(`?sortDirection=0${window}`))).toEqual(asc);
    expect(titles(await list(`?sortDirection=1${window}`))).toEqual(asc);
    expect(titles(await list(`?sortDirection=2${window}`))).toEqual(['tie b', 'tie a', 'early']);
    // A number below 0 or not a number is dropped: the default order.
    expect(titles(await list(`?sortDirection=-2${window}`))).toEqual(asc);
    expect(titles(await list(`?sortDirection=down${window}`))).toEqual(asc);
  });

  it('filters by store, by brand (lower-cased, its uri or name), by type and sub-type', async () => {
    const window = '&startDate=2030-03-25&endDate=2030-03-25';
    const at = '2030-03-25T10:00';
    await insertDemo(t.handle.db, { title: 'here', startsAtLocal: at, storeId: store.id, brandId: brand.id });
    await insertDemo(t.handle.db, {
      title: 'there',
      startsAtLocal: at,
      storeId: otherStore.id,
      brandId: otherBrand.id,
      demoType: 0,
      subEventType: 2,
    });
    expect(titles(await list(`?storeUri=${store.storeUri}${window}`))).toEqual(['here']);
    expect(titles(await list(`?storeUri=${otherStore.storeUri.toUpperCase()}${window}`))).toEqual(['there']);
    expect(titles(await list(`?storeUri=no-such-store${window}`))).toEqual([]);
    expect(titles(await list(`?brand=${encodeURIComponent(brand.uri.toUpperCase())}${window}`))).toEqual([
      'here',
    ]);
    expect(
      titles(await list(`?brand=${encodeURIComponent(otherBrand.name.toUpperCase())}${window}`)),
    ).toEqual(['there']);
    expect(titles(await list(`?cookingDemoType=0${window}`))).toEqual(['there']);
    expect(titles(await list(`?cookingDemoType=2${window}`))).toEqual(['here']);
    expect(titles(await list(`?cookingDemoSubEventType=2${window}`))).toEqual(['there']);
    expect(titles(await list(`?cookingDemoSubEventType=0${window}`))).toEqual(['here']);
    // Numbers kept only when 0 or more: these filter nothing.
    expect(titles(await list(`?cookingDemoType=-1${window}`))).toEqual(['here', 'there']);
    expect(titles(await list(`?cookingDemoType=pre${window}`))).toEqual(['here', 'there']);
    expect(titles(await list(`?cookingDemoSubEventType=-5${window}`))).toEqual(['here', 'there']);
  });

  it('pages 12 at a time by default, counts every match, caps recordsPerPage at 48', async () => {
    const window = '&startDate=2030-04-01&endDate=2030-04-30';
    for (let i = 0; i < 50; i++)
      await insertDemo(t.handle.db, {
        title: `paged ${String(i).padStart(2, '0')}`,
        startsAtLocal: `2030-04-${String(1 + Math.floor(i / 5)).padStart(2, '0')}T${String(9 + (i % 5)).padStart(2, '0')}:00`,
        storeId: store.id,
      });
    const first = await list(`?${window.slice(1)}`);
    expect(first.demos).toHaveLength(12);
    expect(first).toMatchObject({ pageNo: 1, recordsPerPage: 12, totalRecords: 50, totalPages: 5 });
    expect(first.demos[0]!.title).toBe('paged 00');
    const fifth = await list(`?pageNo=5${window}`);
    expect(titles(fifth)).toEqual(['paged 48', 'paged 49']);
    const past = await list(`?pageNo=9${window}`);
    expect(past).toMatchObject({ demos: [], pageNo: 9, totalRecords: 50, totalPages: 5 });
    const big = await list(`?recordsPerPage=100${window}`);
    expect(big.demos).toHaveLength(48);
    expect(big).toMatchObject({ recordsPerPage: 48, totalPages: 2 });
    const small = await list(`?recordsPerPage=20&pageNo=3${window}`);
    expect(small).toMatchObject({ recordsPerPage: 20, pageNo: 3, totalPages: 3 });
    expect(small.demos[0]!.title).toBe('paged 40');
    // Below 0 dropped: the defaults.
    expect(await list(`?recordsPerPage=-3&pageNo=-1${window}`)).toMatchObject({
      recordsPerPage: 12,
      pageNo: 1,
    });
  });

  it('shows each demo with its store, brand, zone, seats, availability and wait-list length', async () => {
    const window = '?startDate=2030-05-01&endDate=2030-05-01';
    const open = await insertDemo(t.handle.db, {
      title: 'open',
      startsAtLocal: '2030-05-01T10:00',
      storeId: store.id,
      brandId: brand.id,
      capacity: 8,
      seatsTaken: 3,
      subEventType: 1,
    });
    const full = await insertDemo(t.handle.db, {
      title: 'full',
      startsAtLocal: '2030-05-01T11:00',
      storeId: store.id,
      capacity: 2,
      seatsTaken: 2,
    });
    await insertDemo(t.handle.db, {
      title: 'by phone',
      startsAtLocal: '2030-05-01T12:00',
      storeId: store.id,
      onlineBooking: false,
    });
    for (const email of ['w1@example.com', 'w2@example.com'])
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/v2/cookingdemo/wait-list',
            payload: {
              cookingDemoId: full.id,
              firstName: 'W',
              lastName: 'L',
              email,
              phone: '0412345678',
              seats: 1,
            },
          })
        ).statusCode,
      ).toBe(201);
    const l = await list(window);
    expect(l.demos.map((d) => [d.title, d.availability, d.seatsAvailable, d.waitListLength])).toEqual([
      ['open', 0, 5, 0],
      ['full', 1, 0, 2],
      ['by phone', 2, 10, 0],
    ]);
    const res = await app.inject({ url: `/api/v2/cookingdemo/${open.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const demo = CookingDemo.parse(res.json());
    expect(demo).toEqual({
      id: open.id,
      title: 'open',
      description: open.description,
      cookingDemoType: 2,
      cookingDemoSubEventType: 1,
      startDate: '2030-05-01T10:00:00',
      endDate: '2030-05-01T11:30:00',
      timeZone: storeTimeZone(store),
      brand: { name: brand.name, uri: brand.uri },
      store: {
        storeUri: store.storeUri,
        name: store.name,
        address: store.address,
        suburb: store.suburb,
        state: store.state,
        postcode: store.postcode,
        phone: store.phone,
        country: store.country,
      },
      capacity: 8,
      seatsAvailable: 5,
      availability: 0,
      waitListLength: 0,
    });
    // One whose online booking closed 2 hours before its start, on the API's clock: ContactStore.
    const closing = await insertDemo(t.handle.db, { startsAt: new Date(NOW.getTime() + 119 * 60_000) });
    const later = await insertDemo(t.handle.db, { startsAt: new Date(NOW.getTime() + 121 * 60_000) });
    const read = async (id: number) =>
      CookingDemo.parse((await app.inject({ url: `/api/v2/cookingdemo/${id}` })).json()).availability;
    expect(await read(closing.id)).toBe(2);
    expect(await read(later.id)).toBe(0);
  });

  it('answers 404 cooking_demo_not_found for an unknown demo and 400 for an id that is not one', async () => {
    const res = await app.inject({ url: '/api/v2/cookingdemo/987654' });
    expect(res.statusCode).toBe(404);
    const body = ErrorBody.parse(res.json());
    expect(body).toMatchObject({ code: 'cooking_demo_not_found', errors: [COOKING_DEMO_MESSAGES.notFound] });
    expect((await app.inject({ url: '/api/v2/cookingdemo/abc' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v2/cookingdemo/-3' })).statusCode).toBe(400);
  });

  it('serves the same answers on the real clock through the shared test app', async () => {
    const demo = await insertDemo(t.handle.db, { storeId: store.id });
    const res = await t.app.inject({ url: `/api/v2/cookingdemo/${demo.id}` });
    expect(CookingDemo.parse(res.json()).availability).toBe(0);
    const entry = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cookingdemo/booking',
      payload: {
        cookingDemoId: demo.id,
        firstName: 'A',
        lastName: 'B',
        email: 'real-clock@example.com',
        phone: '0412345678',
        seats: 1,
      },
    });
    expect(CookingDemoEntry.parse(entry.json()).demo.seatsAvailable).toBe(9);
  });
});

describe(`the cooking demo list by country on ${dbLabel}`, () => {
  it('lists the site’s own country unless a store is named, as the store finder does', async () => {
    const [nzStore] = await t.handle.db.select().from(stores).where(eq(stores.country, 'NZ')).limit(1);
    expect(nzStore).toBeDefined();
    await insertDemo(t.handle.db, {
      title: 'country AU',
      startsAtLocal: '2031-01-05T10:00',
      storeId: store.id,
      brandId: brand.id,
    });
    await insertDemo(t.handle.db, {
      title: 'country NZ',
      startsAtLocal: '2031-01-05T11:00',
      storeId: nzStore!.id,
      brandId: brand.id,
    });
    const window = '?startDate=2031-01-05&endDate=2031-01-05';
    expect(store.country).toBe('AU');
    expect(titles(await list(window))).toEqual(['country AU']);
    expect(titles(await list(`${window}&storeUri=${nzStore!.storeUri}`))).toEqual(['country NZ']);
  });
});
