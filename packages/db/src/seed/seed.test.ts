import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localityFullAddress } from '@shop/domain';
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
import { CATEGORY_TREE } from './catalogue.ts';
import { isSeeded, seedDemo } from './index.ts';
import { nzLocalities } from './localities.ts';
import { generateProduct } from './products.ts';

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

  it('refuses nothing silently: seeding twice violates unique keys', async () => {
    await expect(seedDemo(handle.db, { products: 1, localities: 'small' })).rejects.toThrow();
  });
});
