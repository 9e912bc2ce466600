import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, gt, like, or } from 'drizzle-orm';
import {
  ErrorBody,
  ExtendedProduct,
  Features,
  PriceHistory,
  Product,
  ProductList,
  ProductMeta,
  Specifications,
  UpsellOptions,
} from '@shop/contracts';
import {
  categories,
  installOptions,
  priceHistory,
  productAttributes,
  productFeatures,
  products,
  warrantyPlans,
} from '@shop/db';
import { OPEN_GRAPH_IMAGE_SIZES, TRUNCATE_DEFAULT_LENGTH } from '@shop/domain';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { amount } from '../shared/amount.ts';

let t: TestApp;
let sample: Product;
/** A product whose content carries XSS payloads, written straight into the database. */
let hostile: Product;
const get = (url: string) => t.app.inject({ url });

beforeAll(async () => {
  t = await createTestApp();
  const list = ProductList.parse((await get('/api/v2/product/featured?limit=2')).json());
  sample = list.products[0]!;
  hostile = list.products[1]!;
  const [row] = await t.handle.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productId, hostile.productId));
  const id = row!.id;
  await t.handle.db
    .update(products)
    .set({
      description:
        '<p onclick="steal()">Great &amp; quiet<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">more</a>',
    })
    .where(eq(products.id, id));
  await t.handle.db.insert(productFeatures).values({
    productId: id,
    title: 'Hostile',
    body: '<p>Nice</p><iframe src="https://evil.example"></iframe><a href="https://ok.example" target="_blank">ok</a>',
    image: 'javascript:alert(1)',
    sortOrder: 99,
  });
  await t.handle.db.insert(productAttributes).values([
    {
      productId: id,
      groupName: 'Zz Hostile',
      name: 'Html',
      kind: 'Html',
      value: '<b>bold</b><script>alert(1)</script>',
      sortOrder: 900,
    },
    { productId: id, groupName: 'Zz Hostile', name: 'Rating', kind: 'Rating', value: 42, sortOrder: 901 },
    {
      productId: id,
      groupName: 'Zz Hostile',
      name: 'Files',
      kind: 'Downloads',
      value: [
        { title: 'Good', url: '/d/good.pdf' },
        { title: 'Bad', url: 'javascript:alert(1)' },
        { nope: 1 },
      ],
      sortOrder: 902,
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe(`product endpoints on ${dbLabel}`, () => {
  describe('lookups', () => {
    it('finds a product by slug, sku (any case) and id, all alike', async () => {
      expect(Product.parse((await get(`/api/v2/product/slug/${sample.slug}`)).json())).toEqual(sample);
      expect((await get(`/api/v2/product/slug/${sample.slug}?date=2026-01-01`)).json()).toEqual(sample);
      expect(
        (await get(`/api/v2/product/sku/${encodeURIComponent(sample.sku.toLowerCase())}`)).json(),
      ).toEqual(sample);
      expect((await get(`/api/v2/product/id/${sample.productId}/`)).json()).toEqual(sample);
    });

    it('answers 404 for unknown products and odd skus, 400 for malformed or over-long input', async () => {
      for (const url of [
        '/api/v2/product/sku/NOPE-123',
        "/api/v2/product/sku/x'%3B%20drop%20table%20products%3B--",
        '/api/v2/product/sku/%F0%9F%98%80',
        '/api/v2/product/sku/a%2Fb',
        '/api/v2/product/id/999999/',
        '/api/v2/product/extended/id/999999',
        '/api/meta/product/999999',
        '/api/pricehistory/get-price-history/NOPE',
        '/api/product/features/sku/NOPE',
        '/api/v2/product/specifications/id/999999',
        '/api/v2/product/upselloptions/sku/NOPE',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(ErrorBody.parse(res.json()).code, url).toBe('product_not_found');
      }
      for (const url of [
        '/api/v2/product/sku/a%00b',
        `/api/v2/product/sku/${'x'.repeat(500)}`,
        `/api/v2/product/slug/${'x'.repeat(500)}`,
        '/api/v2/product/extended/id/abc',
        '/api/v2/product/extended/id/-1',
        '/api/v2/product/extended/id/99999999999',
        '/api/meta/product/1.5',
        '/api/product/features/id/abc',
        '/api/product/features/name/x',
        '/api/v2/product/specifications/sku/%00',
        `/api/pricehistory/get-price-history/${'x'.repeat(500)}`,
        `/api/v2/product/upselloptions/sku/${'x'.repeat(500)}`,
      ]) {
        expect((await get(url)).statusCode, url).toBe(400);
      }
    });
  });

  describe('extended product', () => {
    it('adds description, stock quantity, the category trail, specifications and features', async () => {
      const res = await get(`/api/v2/product/extended/id/${sample.productId}`);
      expect(res.statusCode).toBe(200);
      const p = ExtendedProduct.parse(res.json());
      const { description, stockQuantity, breadcrumbs, specifications, features, ...base } = p;
      expect(base).toEqual(sample);
      expect(description).toMatch(/^<p>/);
      expect(stockQuantity).toBeGreaterThan(0); // featured products are in stock
      expect(breadcrumbs.at(-1)).toEqual({ title: sample.category, uri: sample.categoryUri });
      expect(breadcrumbs[0]!.uri).toMatch(/^\/c\/[a-z-]+$/);
      expect(specifications.length).toBeGreaterThan(0);
      expect(features.length).toBeGreaterThan(0);
      const specs = Specifications.parse(
        (await get(`/api/v2/product/specifications/id/${sample.productId}`)).json(),
      );
      expect(specs.groups).toEqual(specifications);
    });

    it('cleans the HTML of description, features and Html attributes', async () => {
      const p = ExtendedProduct.parse((await get(`/api/v2/product/extended/id/${hostile.productId}`)).json());
      expect(p.description).toBe('<p>Great &amp; quiet</p><img src="x" /><a>more</a>');
      const feature = p.features.find((f) => f.title === 'Hostile')!;
      expect(feature.body).toBe(
        '<p>Nice</p><a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
      );
      expect(feature.image).toBeNull();
      const group = p.specifications.find((g) => g.title === 'Zz Hostile')!;
      expect(group.attributes).toEqual([
        { name: 'Html', kind: 'Html', value: '<b>bold</b>' },
        { name: 'Rating', kind: 'Rating', value: 10 },
        { name: 'Files', kind: 'Downloads', value: [{ title: 'Good', url: '/d/good.pdf' }] },
      ]);
    });
  });

  describe('features and specifications by id or sku', () => {
    it('answers the same for id and sku', async () => {
      const byId = Features.parse((await get(`/api/product/features/id/${sample.productId}`)).json());
      const bySku = Features.parse(
        (await get(`/api/product/features/sku/${encodeURIComponent(sample.sku)}`)).json(),
      );
      expect(byId).toEqual(bySku);
      expect(byId.sku).toBe(sample.sku);
      const specsById = Specifications.parse(
        (await get(`/api/v2/product/specifications/id/${sample.productId}`)).json(),
      );
      const specsBySku = Specifications.parse(
        (await get(`/api/v2/product/specifications/sku/${encodeURIComponent(sample.sku)}`)).json(),
      );
      expect(specsById).toEqual(specsBySku);
    });

    it('groups attribute rows by group, each value in its kind’s shape', async () => {
      const specs = Specifications.parse(
        (await get(`/api/v2/product/specifications/id/${sample.productId}`)).json(),
      );
      const titles = specs.groups.map((g) => g.title);
      expect(new Set(titles).size).toBe(titles.length);
      for (const attribute of specs.groups.flatMap((g) => g.attributes)) {
        if (attribute.kind === 'Rating') expect(attribute.value).toEqual(expect.any(Number));
        if (attribute.kind === 'Rating') expect(attribute.value as number).toBeLessThanOrEqual(10);
        if (attribute.kind === 'Boolean') expect(typeof attribute.value).toBe('boolean');
        if (attribute.kind === 'String' || attribute.kind === 'Html')
          expect(typeof attribute.value).toBe('string');
        if (attribute.kind === 'Downloads') {
          for (const d of attribute.value as { title: string; url: string }[])
            expect(Object.keys(d).sort()).toEqual(['title', 'url']);
        }
      }
    });
  });

  describe('price history', () => {
    it('answers dollars by yyyy-MM-dd date, oldest first, with lowest and highest', async () => {
      const res = await get(
        `/api/pricehistory/get-price-history/${encodeURIComponent(sample.sku.toLowerCase())}`,
      );
      expect(res.statusCode).toBe(200);
      const h = PriceHistory.parse(res.json());
      expect(h.sku).toBe(sample.sku);
      expect(h.points.length).toBeGreaterThan(0);
      const dates = h.points.map((p) => p.date);
      for (const d of dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(dates).toEqual([...dates].sort());
      expect(h.points.at(-1)!.price).toBe(sample.price);
      expect(h.lowest).toBe(Math.min(...h.points.map((p) => amount(p.price))));
      expect(h.highest).toBe(Math.max(...h.points.map((p) => amount(p.price))));
    });

    it('answers an empty history for a product without points', async () => {
      await t.handle.db.delete(priceHistory).where(eq(priceHistory.sku, hostile.sku));
      const h = PriceHistory.parse(
        (await get(`/api/pricehistory/get-price-history/${encodeURIComponent(hostile.sku)}`)).json(),
      );
      expect(h).toEqual({ sku: hostile.sku, points: [], lowest: null, highest: null });
    });
  });

  describe('meta', () => {
    it('answers title, a plain-text truncated description, the canonical path and the large image size', async () => {
      const res = await get(`/api/meta/product/${sample.productId}`);
      expect(res.statusCode).toBe(200);
      const meta = ProductMeta.parse(res.json());
      expect(meta.title).toBe(sample.title);
      expect(meta.canonicalPath).toBe(`/p/${sample.slug}`);
      expect(meta.description).not.toMatch(/[<>]/);
      expect(meta.description.length).toBeLessThanOrEqual(TRUNCATE_DEFAULT_LENGTH + 3);
      expect(meta.image).toEqual({ url: sample.images[0]!.url, ...OPEN_GRAPH_IMAGE_SIZES.large });
    });

    it('strips markup and decodes entities in the description', async () => {
      const meta = ProductMeta.parse((await get(`/api/meta/product/${hostile.productId}`)).json());
      expect(meta.description).toBe('Great & quiet more');
    });
  });

  describe('upsell options', () => {
    /** A priced product of a category sub-tree, straight from the database. */
    async function productIn(uri: string) {
      const [row] = await t.handle.db
        .select({ sku: products.sku, priceCents: products.priceCents, id: products.id })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(or(eq(categories.uri, uri), like(categories.uri, `${uri}/%`)), gt(products.priceCents, 0)))
        .orderBy(asc(products.id))
        .limit(1);
      return row!;
    }
    const upsells = async (sku: string) => {
      const res = await get(`/api/v2/product/upselloptions/sku/${encodeURIComponent(sku)}`);
      expect(res.statusCode).toBe(200);
      return UpsellOptions.parse(res.json());
    };
    /** The seeded appliance plan prices by band ([0,500), [500,1000), [1000,2000), 2000+). */
    const plansFor = (cents: number) => {
      const band = cents < 50_000 ? 0 : cents < 100_000 ? 1 : cents < 200_000 ? 2 : 3;
      return [
        { name: 'Extended Care 2 Years', years: 2, price: [49, 79, 129, 199][band]! },
        { name: 'Extended Care 3 Years', years: 3, price: [69, 109, 179, 279][band]! },
        ...(band > 0 ? [{ name: 'Extended Care 5 Years', years: 5, price: [0, 159, 249, 399][band]! }] : []),
      ];
    };

    it('offers the warranty plans of the price band and the installs of the category', async () => {
      const dishwasher = await productIn('kitchen/dishwashers');
      const u = await upsells(dishwasher.sku.toLowerCase());
      expect(u.sku).toBe(dishwasher.sku);
      expect(u.warranties.map(({ id: _id, ...w }) => w)).toEqual(plansFor(dishwasher.priceCents));
      expect(u.installs.map((i) => i.name)).toEqual(['Remove Old Appliance', 'Dishwasher Installation']);
      expect(u.installs[1]).toMatchObject({ price: 149, description: expect.stringContaining('plumbing') });
    });

    it('matches install options by uri prefix and category id, furniture plans for furniture', async () => {
      const oven = await upsells((await productIn('kitchen/cooking/ovens')).sku);
      expect(oven.installs.map((i) => i.name).sort()).toEqual(['Oven Installation', 'Remove Old Appliance']);
      const sofa = await productIn('furniture');
      const furniture = await upsells(sofa.sku);
      expect(furniture.installs.map((i) => i.name)).toEqual(['Furniture Assembly']);
      expect(furniture.warranties).toEqual([
        {
          id: expect.any(Number),
          name: 'Furniture Protection 5 Years',
          years: 5,
          price: sofa.priceCents < 100_000 ? 79 : 149,
        },
      ]);
    });

    it('offers no warranty for a product without a price', async () => {
      const tv = await productIn('tv-audio/tvs');
      await t.handle.db.update(products).set({ priceCents: 0 }).where(eq(products.id, tv.id));
      const u = await upsells(tv.sku);
      expect(u.warranties).toEqual([]);
      expect(u.installs.map((i) => i.name)).toEqual(['TV Wall Mounting']);
    });

    it('applies a site-wide plan everywhere, and prefers a category plan of the same name', async () => {
      await t.handle.db.insert(warrantyPlans).values([
        {
          name: 'Accidental Damage 1 Year',
          years: 1,
          minPriceCents: 0,
          maxPriceCents: null,
          priceCents: 2900,
          categoryId: null,
        },
        {
          name: 'Extended Care 2 Years',
          years: 2,
          minPriceCents: 0,
          maxPriceCents: null,
          priceCents: 1,
          categoryId: null,
        },
      ]);
      await t.handle.db.insert(installOptions).values({
        name: 'Outdoor Setup',
        description: 'Set up.',
        priceCents: 5000,
        categoryUriPrefix: 'outdoor',
      });
      const washer = await productIn('laundry/washing-machines');
      const u = await upsells(washer.sku);
      expect(u.warranties[0]).toMatchObject({ name: 'Accidental Damage 1 Year', years: 1, price: 29 });
      expect(u.warranties.filter((w) => w.name === 'Extended Care 2 Years')).toEqual([
        {
          id: expect.any(Number),
          name: 'Extended Care 2 Years',
          years: 2,
          price: plansFor(washer.priceCents)[0]!.price,
        },
      ]);
      expect(u.installs.map((i) => i.name)).not.toContain('Outdoor Setup');
      const bbq = await upsells((await productIn('outdoor/bbqs')).sku);
      expect(bbq.installs.map((i) => i.name)).toEqual(['Outdoor Setup']);
      expect(bbq.warranties.map((w) => w.name)).toEqual([
        'Accidental Damage 1 Year',
        'Extended Care 2 Years',
      ]);
    });
  });
});

describe('cached product reads (docs/decisions/0016)', () => {
  it('serves a product from memory for half a minute, then shows the changed price', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    t.clearCache();
    const before = Product.parse((await get(`/api/v2/product/slug/${sample.slug}`)).json());
    const beforePrice = amount(before.price);
    const set = (priceCents: number) =>
      t.handle.db.update(products).set({ priceCents }).where(eq(products.productId, sample.productId));
    await set(Math.round(beforePrice * 100) + 10_000);
    try {
      // The row read by slug is the row of its id and sku too: the product page reads it once.
      for (const url of [
        `/api/v2/product/slug/${sample.slug}`,
        `/api/v2/product/id/${sample.productId}/`,
        `/api/v2/product/sku/${sample.sku.toLowerCase()}`,
      ]) {
        expect(Product.parse((await get(url)).json()).price, url).toBe(before.price);
      }
      vi.setSystemTime(Date.now() + 31_000);
      expect(Product.parse((await get(`/api/v2/product/sku/${sample.sku}`)).json()).price).toBe(
        beforePrice + 100,
      );
    } finally {
      vi.useRealTimers();
      await set(Math.round(beforePrice * 100));
      t.clearCache();
    }
  });

  it('does not keep a product that was not found', async () => {
    expect((await get('/api/v2/product/slug/not-yet-here')).statusCode).toBe(404);
    await t.handle.db
      .update(products)
      .set({ slug: 'not-yet-here' })
      .where(eq(products.productId, sample.productId));
    try {
      expect(Product.parse((await get('/api/v2/product/slug/not-yet-here')).json()).sku).toBe(sample.sku);
    } finally {
      await t.handle.db
        .update(products)
        .set({ slug: sample.slug })
        .where(eq(products.productId, sample.productId));
      t.clearCache();
    }
  });
});
