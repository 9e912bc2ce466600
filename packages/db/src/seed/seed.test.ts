import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COOKING_DEMO_SUB_EVENT_TYPES,
  SHOP_TIME_ZONES,
  localityFullAddress,
  marginBand,
  storeTimeZone,
  zoneOffsetMs,
} from '@shop/domain';
import { type DbHandle, queryRows } from '../client.ts';
import { createTestDatabase } from '../testing.ts';
import {
  localities,
  navigationMenus,
  products,
  salePlacements,
  salespeople,
  settings,
  staticPages,
  stores,
} from '../schema/index.ts';
import { BRAND_DEFS } from './brands.ts';
import { COOKING_DEMO_DAYS, KITCHEN_DEMO_BRANDS, buildCookingDemos } from './cooking-demos.ts';
import { CATEGORY_TREE } from './catalogue.ts';
import { isSeeded, seedDemo } from './index.ts';
import { nzLocalities } from './localities.ts';
import { generateProduct } from './products.ts';
import { buildStores } from './stores.ts';

const ctx = () => ({
  seed: 7,
  brandIds: new Map(BRAND_DEFS.map((b, i) => [b.name, i + 1])),
  categoryIds: new Map<string, { id: number; title: string }>(),
  usedSkus: new Set<string>(),
  today: '2025-06-01',
});

function withCategories(c: ReturnType<typeof ctx>) {
  const walk = (defs: typeof CATEGORY_TREE, prefix: string) => {
    for (const d of defs) {
      const uri = prefix ? `${prefix}/${d.slug}` : d.slug;
      c.categoryIds.set(uri, { id: c.categoryIds.size + 1, title: d.title });
      if (d.children) walk(d.children, uri);
    }
  };
  walk(CATEGORY_TREE, '');
  return c;
}

describe('product generator', () => {
  it('is deterministic for a seed and independent of the total count', () => {
    const a = withCategories(ctx());
    const b = withCategories(ctx());
    const first = Array.from({ length: 50 }, (_, i) => generateProduct(i, a).product);
    const again = Array.from({ length: 50 }, (_, i) => generateProduct(i, b).product);
    expect(again).toEqual(first);
    const other = withCategories({ ...ctx(), seed: 8 });
    expect(generateProduct(0, other).product.sku).not.toBe(first[0]?.sku);
  });

  it('makes unique skus and slugs, realistic titles and valid prices', () => {
    const c = withCategories(ctx());
    const rows = Array.from({ length: 2000 }, (_, i) => generateProduct(i, c).product);
    expect(new Set(rows.map((r) => r.sku)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.title).toContain(r.brandName ?? '');
      expect(r.uri).toBe(`product/${r.slug}/`);
      expect(r.priceCents).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(r.priceCents)).toBe(true);
      if (r.rrpCents !== null && r.rrpCents !== undefined && r.priceCents > 0)
        expect(r.rrpCents).toBeGreaterThanOrEqual(r.priceCents);
    }
    expect(rows.some((r) => r.priceCents === 0)).toBe(true);
    // Every product has a cost, and the staff panel's three margin bands all occur.
    expect(rows.every((r) => Number.isInteger(r.costCents) && r.costCents! >= 0)).toBe(true);
    const bands = rows.map((r) => marginBand(r.priceCents, r.costCents)?.band);
    for (const band of ['A', 'B', 'C'] as const)
      expect(bands.filter((b) => b === band).length, band).toBeGreaterThan(rows.length / 20);
    expect(rows.some((r) => r.priceCents > 0 && r.costCents! > r.priceCents)).toBe(true);
    expect(rows.some((r) => (r.percentageDiscountOffRrp ?? 0) >= 5)).toBe(true);
    expect(rows.some((r) => (r.lineDiscountCents ?? 0) > 0)).toBe(true);
    expect(rows.some((r) => r.conditionType && r.missingParts)).toBe(true);
    expect(rows.some((r) => /^\w[\w' &]* \d+L French Door Fridge [A-Z0-9]+$/.test(r.title))).toBe(true);
  });
});

describe('locality full address (spec 000 §3 Locality, read literally)', () => {
  it('NZ: suburb and postcode; otherwise postcode suburb, state', () => {
    expect(localityFullAddress({ suburb: 'PONSONBY', state: 'AUK', postcode: '1011' }, 'NZ')).toBe(
      'PONSONBY 1011',
    );
    expect(localityFullAddress({ suburb: 'RICHMOND', state: 'VIC', postcode: '3121' }, 'AU')).toBe(
      '3121 RICHMOND, VIC',
    );
    expect(nzLocalities().every((l) => l.fullAddress === `${l.suburb} ${l.postcode}`)).toBe(true);
  });
});

/** 'YYYY-MM-DD' on the wall clock of `timeZone`. */
const zonedDate = (instant: number, timeZone: string) =>
  new Date(instant + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 10);
const plusDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('cooking demo generator', () => {
  // 12:30 in Sydney, 14:30 in Auckland: some demos have begun today, most are still to come.
  const now = new Date('2025-06-02T02:30:00Z');
  const storeRows = buildStores(1);
  const brandIds = new Map(BRAND_DEFS.map((b, i) => [b.name, i + 1]));
  const build = (at = now, seed = 1) => buildCookingDemos({ seed, now: at, stores: storeRows, brandIds });
  const { demos, bookings } = build();

  it('is deterministic for the same seed and now (the secret link tokens aside)', () => {
    const again = build();
    const withoutTokens = (b: typeof bookings) => b.map(({ tokenHash: _t, ...rest }) => rest);
    expect(again.demos).toEqual(demos);
    expect(withoutTokens(again.bookings)).toEqual(withoutTokens(bookings));
    expect(new Set(again.bookings.map((b) => b.tokenHash))).not.toEqual(
      new Set(bookings.map((b) => b.tokenHash)),
    );
    expect(build(now, 2).demos.map((d) => d.title)).not.toEqual(demos.map((d) => d.title));
    const later = build(new Date(now.getTime() + 7 * 86_400_000)).demos;
    expect(later[0]!.localStartsAt.slice(0, 10)).toBe('2025-06-09');
  });

  it('gives every store two to four demos a week for the coming 90 days, every day at several stores', () => {
    expect(demos.length).toBeGreaterThan(storeRows.length * 2 * 12);
    expect(demos.length).toBeLessThan(storeRows.length * 5 * 13);
    expect(new Set(demos.map((d) => d.storeId))).toEqual(new Set(storeRows.map((s) => s.id)));
    const storesByDay = new Map<string, Set<number>>();
    for (const d of demos) {
      const day = d.localStartsAt.slice(0, 10);
      storesByDay.set(day, (storesByDay.get(day) ?? new Set()).add(d.storeId));
    }
    const today = zonedDate(now.getTime(), SHOP_TIME_ZONES.AU);
    for (let i = 0; i < COOKING_DEMO_DAYS; i++)
      expect(storesByDay.get(plusDays(today, i))?.size ?? 0, plusDays(today, i)).toBeGreaterThanOrEqual(4);
    expect(storesByDay.has(plusDays(today, -1))).toBe(false);
    expect(storesByDay.has(plusDays(today, COOKING_DEMO_DAYS))).toBe(false);
    // A few began earlier today.
    expect(
      demos.filter((d) => d.startsAt < now && d.localStartsAt.startsWith(today)).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("keeps the store's wall clock and the instant of each start and end in step, at sensible hours", () => {
    for (const d of demos) {
      for (const [local, instant] of [
        [d.localStartsAt, d.startsAt],
        [d.localEndsAt, d.endsAt],
      ] as const) {
        const store = storeRows.find((s) => s.id === d.storeId)!;
        const zone = storeTimeZone({ state: store.state, country: store.country ?? 'AU' });
        const t = (instant as Date).getTime();
        expect(new Date(t + zoneOffsetMs(t, zone)).toISOString().slice(0, 19).replace('T', ' ')).toBe(local);
      }
      const minutes = ((d.endsAt as Date).getTime() - (d.startsAt as Date).getTime()) / 60_000;
      expect([90, 120]).toContain(minutes);
      const hour = Number(d.localStartsAt.slice(11, 13));
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThanOrEqual(19);
    }
    // Adelaide and Perth keep their own clocks: the same 10:30 is a different instant.
    const byZoneOffset = new Set(demos.map((d) => (d.startsAt as Date).getTime() % 3_600_000));
    expect(byZoneOffset.size).toBeGreaterThan(1);
  });

  it('mixes brands, types, sub-event types, sizes, full and phone-only demos', () => {
    const kitchen = new Set(KITCHEN_DEMO_BRANDS.map((k) => brandIds.get(k.brand)));
    expect(demos.every((d) => kitchen.has(d.brandId))).toBe(true);
    expect(new Set(demos.map((d) => d.brandId)).size).toBeGreaterThan(10);
    const share = (p: (d: (typeof demos)[number]) => boolean) => demos.filter(p).length / demos.length;
    expect(share((d) => d.demoType === 2)).toBeGreaterThan(0.55);
    expect(share((d) => d.demoType === 0)).toBeGreaterThan(0.05);
    expect(share((d) => d.demoType === 1)).toBeGreaterThan(0.05);
    expect(new Set(demos.map((d) => d.subEventType))).toEqual(
      new Set(COOKING_DEMO_SUB_EVENT_TYPES.map((s) => s.value)),
    );
    expect(share((d) => d.capacity === 4)).toBeGreaterThan(0.07);
    expect(demos.every((d) => d.capacity === 4 || (d.capacity >= 8 && d.capacity <= 16))).toBe(true);
    expect(share((d) => d.seatsTaken === d.capacity)).toBeGreaterThan(0.05);
    expect(share((d) => d.onlineBooking === false)).toBeGreaterThan(0.03);
    expect(demos.some((d) => d.title === 'Smeg pasta night')).toBe(true);
    expect(demos.some((d) => d.title === 'Miele steam oven masterclass')).toBe(true);
    for (const d of demos) expect(d.description.length).toBeGreaterThan(60);
  });

  it("has tomorrow, on the shop's clock, a full demo open to all, a phone-only one, a small one and open seats", () => {
    const tomorrow = plusDays(zonedDate(now.getTime(), SHOP_TIME_ZONES.AU), 1);
    const t = demos.filter((d) => d.localStartsAt.startsWith(tomorrow));
    expect(t.some((d) => d.seatsTaken === d.capacity && d.onlineBooking && d.demoType === 2)).toBe(true);
    expect(t.some((d) => !d.onlineBooking)).toBe(true);
    expect(t.some((d) => d.capacity === 4 && d.seatsTaken < 4 && d.onlineBooking)).toBe(true);
    expect(t.some((d) => d.seatsTaken === 0 && d.capacity >= 8 && d.onlineBooking && d.demoType === 2)).toBe(
      true,
    );
  });

  it('books seats that add up to seats_taken and queues a wait list behind each full demo', () => {
    const booked = new Map<number, number>();
    for (const b of bookings.filter((x) => x.status === 'booked'))
      booked.set(b.demoId, (booked.get(b.demoId) ?? 0) + b.seats);
    for (const d of demos) expect(booked.get(d.id) ?? 0, d.title).toBe(d.seatsTaken);
    const full = demos.filter((d) => d.seatsTaken === d.capacity);
    for (const d of full) {
      const waiting = bookings.filter((b) => b.demoId === d.id && b.status === 'waiting');
      expect(waiting.length).toBeGreaterThanOrEqual(1);
      const times = waiting.map((w) => (w.waitListedAt as Date).getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(new Set(times).size).toBe(times.length);
      expect(Math.max(...times)).toBeLessThan(now.getTime());
      expect(waiting.every((w) => w.source === 'wait-list' && w.bookedAt === null)).toBe(true);
    }
    expect(
      bookings.filter((b) => b.status === 'waiting').every((b) => full.some((d) => d.id === b.demoId)),
    ).toBe(true);
    for (const b of bookings) {
      expect(b.email).toMatch(/^[a-z.]+\d*@example\.com$/);
      expect(b.reference).toMatch(/^CD-[A-Z0-9]{6}$/);
      expect(b.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      if (b.status === 'booked') {
        expect(b.source).toBe('booking');
        const demo = demos.find((d) => d.id === b.demoId)!;
        expect((b.bookedAt as Date).getTime()).toBeLessThan(
          Math.min(now.getTime(), (demo.startsAt as Date).getTime()),
        );
      }
    }
    expect(new Set(bookings.map((b) => b.reference)).size).toBe(bookings.length);
    const perDemoEmail = bookings.map((b) => `${b.demoId} ${b.email}`);
    expect(new Set(perDemoEmail).size).toBe(perDemoEmail.length);
  });
});

describe('seedDemo into a test database', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: { products: 120 } });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('is seeded with the requested number of products', async () => {
    expect(await isSeeded(handle.db)).toBe(true);
    const [row] = await handle.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(120);
  });

  it('matches the generator for the same seed (first products)', async () => {
    const c = ctx();
    c.seed = 1;
    const cats = await queryRows<{ id: number; uri: string; title: string }>(
      handle.db,
      sql`SELECT id, uri, title FROM categories`,
    );
    for (const r of cats) c.categoryIds.set(r.uri, { id: Number(r.id), title: r.title });
    const expected = Array.from({ length: 5 }, (_, i) => generateProduct(i, c).product);
    const rows = await handle.db
      .select({ sku: products.sku, title: products.title, priceCents: products.priceCents })
      .from(products)
      .orderBy(products.id)
      .limit(5);
    expect(rows).toEqual(expected.map((p) => ({ sku: p.sku, title: p.title, priceCents: p.priceCents })));
  });

  it('writes the content the storefront reads', async () => {
    const names = (await handle.db.select({ name: settings.name, value: settings.value }).from(settings)).map(
      (s) => [s.name, s.value],
    );
    expect(Object.fromEntries(names)).toMatchObject({
      countryCode: 'AU',
      IntercomEnabled: 'true',
      IntercomAppId: '',
      proformaShippingBrands: 'Fisher & Paykel, Asko',
    });
    const page = await handle.db
      .select()
      .from(staticPages)
      .where(eq(staticPages.name, 'winning-storage-terms-and-conditions'));
    expect(page).toHaveLength(1);
    const placements = await handle.db.select({ p: salePlacements.placement }).from(salePlacements);
    expect(placements.map((p) => p.p)).toEqual(
      expect.arrayContaining(['homeCategoryBadge', 'homePageBanner', 'siteWideHeaderBanner2']),
    );
    const menus = await handle.db.select().from(navigationMenus).where(eq(navigationMenus.theme, 'aol'));
    expect(menus).toHaveLength(1);
  });

  it('writes stores with seven open times, Monday first, in AU and NZ', async () => {
    const all = await handle.db.select().from(stores);
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((s) => s.country))).toEqual(new Set(['AU', 'NZ']));
    for (const s of all) {
      expect(s.openTimes).toHaveLength(7);
      expect(s.openTimes[0]?.day).toBe('Monday');
      expect(s.phone.replaceAll(' ', '')).toMatch(s.country === 'AU' ? /^0[2378]\d{8}$/ : /^0[3-9]\d{7}$/);
    }
    expect(all.some((s) => s.isAppointmentOnly)).toBe(true);
    expect(all.some((s) => s.virtualTourId)).toBe(true);
  });

  it("writes a few stores' salespeople, the demo staff account's SP001 at Richmond among them", async () => {
    const rows = await handle.db
      .select({
        code: salespeople.code,
        active: salespeople.active,
        store: stores.storeUri,
        country: stores.country,
      })
      .from(salespeople)
      .innerJoin(stores, eq(stores.id, salespeople.storeId));
    expect(rows.find((r) => r.code === 'SP001')).toMatchObject({ store: 'richmond', active: true });
    const perStore = new Map<string, number>();
    for (const r of rows.filter((x) => x.active)) perStore.set(r.store, (perStore.get(r.store) ?? 0) + 1);
    expect(perStore.size).toBeGreaterThanOrEqual(5);
    for (const n of perStore.values()) expect(n).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((r) => r.country))).toEqual(new Set(['AU', 'NZ']));
    expect(rows.some((r) => !r.active)).toBe(true);
  });

  it('writes a small locality set with full addresses', async () => {
    const [row] = await handle.db.select({ n: count() }).from(localities);
    expect(row?.n).toBeGreaterThan(100);
    expect(row?.n).toBeLessThan(1000);
    const melb = await handle.db
      .select()
      .from(localities)
      .where(sql`${localities.suburb} LIKE 'MELBOURNE%' AND ${localities.postcode} = '3000'`);
    expect(melb[0]?.fullAddress).toBe('3000 MELBOURNE, VIC');
  });

  it("splits each product's stock over three Australian warehouses, half and two quarters, as migration 0014 does", async () => {
    const rows = await queryRows<{
      product_id: number;
      warehouse_id: number;
      on_hand: number;
      qty: number;
      country: string;
    }>(
      handle.db,
      sql`SELECT s.product_id, s.warehouse_id, s.on_hand, p.stock_quantity AS qty, w.country
          FROM warehouse_stock s JOIN products p ON p.id = s.product_id JOIN warehouses w ON w.id = s.warehouse_id`,
    );
    const auWarehouses = (
      await queryRows<{ id: number }>(
        handle.db,
        sql`SELECT id FROM warehouses WHERE country = 'AU' ORDER BY id`,
      )
    ).map((w) => Number(w.id));
    const byProduct = new Map<number, typeof rows>();
    for (const r of rows)
      byProduct.set(Number(r.product_id), [...(byProduct.get(Number(r.product_id)) ?? []), r]);
    expect(byProduct.size).toBe(120);
    for (const [productId, parts] of byProduct) {
      expect(parts).toHaveLength(3);
      expect(parts.every((p) => p.country === 'AU')).toBe(true);
      const qty = Number(parts[0]!.qty);
      expect(parts.reduce((sum, p) => sum + Number(p.on_hand), 0)).toBe(qty);
      // The same three warehouses the migration's ranking picks, the first taking the half.
      const ranked = [...auWarehouses].sort(
        (a, b) =>
          ((productId * 7919 + a * 104729) % 1009) - ((productId * 7919 + b * 104729) % 1009) || a - b,
      );
      const onHand = new Map(parts.map((p) => [Number(p.warehouse_id), Number(p.on_hand)]));
      expect([...onHand.keys()].sort((a, b) => a - b)).toEqual(ranked.slice(0, 3).sort((a, b) => a - b));
      expect(onHand.get(ranked[0]!)).toBe(qty - 2 * Math.floor(qty / 4));
      expect(onHand.get(ranked[1]!)).toBe(Math.floor(qty / 4));
    }
  });

  it('writes cooking demos at every store, today and tomorrow at several, with seats_taken equal to the booked seats', async () => {
    const perStore = await queryRows<{ id: number; n: number }>(
      handle.db,
      sql`SELECT s.id, count(d.id)::int AS n FROM stores s LEFT JOIN cooking_demos d ON d.store_id = s.id GROUP BY s.id`,
    );
    expect(perStore.length).toBeGreaterThanOrEqual(40);
    for (const r of perStore) expect(Number(r.n)).toBeGreaterThanOrEqual(20);
    // The base may have been seeded earlier today (UTC), so the shop's today is one of two days; both are covered.
    const today = zonedDate(Date.now(), SHOP_TIME_ZONES.AU);
    for (const day of [today, plusDays(today, 1)]) {
      const [row] = await queryRows<{ n: number }>(
        handle.db,
        sql`SELECT count(DISTINCT store_id)::int AS n FROM cooking_demos WHERE local_starts_at::date = ${day}::date`,
      );
      expect(Number(row?.n), day).toBeGreaterThanOrEqual(3);
    }
    const mismatched = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT d.id FROM cooking_demos d
          LEFT JOIN cooking_demo_bookings b ON b.demo_id = d.id AND b.status = 'booked'
          GROUP BY d.id HAVING d.seats_taken <> coalesce(sum(b.seats), 0)`,
    );
    expect(mismatched).toEqual([]);
    const [waiting] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM cooking_demo_bookings b JOIN cooking_demos d ON d.id = b.demo_id
          WHERE b.status = 'waiting' AND d.seats_taken = d.capacity`,
    );
    expect(Number(waiting?.n)).toBeGreaterThan(0);
    // New demos get fresh ids after the seeded ones.
    const [next] = await queryRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO cooking_demos (store_id, brand_id, title, description, demo_type, sub_event_type, local_starts_at,
            local_ends_at, starts_at, ends_at, capacity)
          VALUES (1, 1, 'Extra', 'Extra demo', 2, 0, '2030-01-01 10:00:00', '2030-01-01 11:30:00',
            '2030-01-01T00:00:00Z', '2030-01-01T01:30:00Z', 10) RETURNING id`,
    );
    const [max] = await queryRows<{ m: number }>(
      handle.db,
      sql`SELECT max(id)::int AS m FROM cooking_demos WHERE title <> 'Extra'`,
    );
    expect(Number(next?.id)).toBeGreaterThan(Number(max?.m));
  });

  it('refuses nothing silently: seeding twice violates unique keys', async () => {
    await expect(seedDemo(handle.db, { products: 1, localities: 'small' })).rejects.toThrow();
  });
});
