import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BrandList,
  BrandPage,
  CategoryPage,
  CategoryTree,
  createApiClient,
  ErrorBody,
  Listing,
  SitemapProducts,
  type CategoryNode,
  type Product,
} from '@shop/contracts';
import { brands, categories, products } from '@shop/db';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { PRICE_BANDS } from './listing.ts';
import {
  expectedFacetCounts,
  facetCounts,
  matches,
  selectionQuery,
  under,
  type FacetRow,
  type Selection,
} from './test-facets.ts';
import { amount } from '../shared/amount.ts';

let t: TestApp;
const get = (url: string) => t.app.inject({ url });

let all: FacetRow[];
let categoryUris: string[];

beforeAll(async () => {
  t = await createTestApp({ products: 200 });
  all = await t.handle.db
    .select({
      productId: products.productId,
      brand: brands.uri,
      categoryUri: categories.uri,
      priceCents: products.priceCents,
      stockStatus: products.stockStatus,
      conditionType: products.conditionType,
      ribbon: products.ribbon,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
  categoryUris = (await t.handle.db.select({ uri: categories.uri }).from(categories)).map((c) => c.uri);
});
afterAll(async () => {
  await t?.close();
});

/** Every product of a listing, walked page by page. */
async function walk(base: string, pageSize: number): Promise<{ products: Product[]; first: Listing }> {
  const sep = base.includes('?') ? '&' : '?';
  const first = Listing.parse((await get(`${base}${sep}pageSize=${pageSize}&page=1`)).json());
  const out = [...first.products];
  for (let page = 2; page <= first.pageCount; page++) {
    out.push(...Listing.parse((await get(`${base}${sep}pageSize=${pageSize}&page=${page}`)).json()).products);
  }
  return { products: out, first };
}

describe(`catalogue listings on ${dbLabel}`, () => {
  describe('category page', () => {
    it('answers the category, its ancestors as the trail, its children with counts and the sub-tree listing', async () => {
      const res = await get('/api/v2/category/kitchen/cooking?pageSize=5');
      expect(res.statusCode).toBe(200);
      const page = CategoryPage.parse(res.json());
      expect(page.category).toEqual({
        title: 'Cooking',
        uri: 'kitchen/cooking',
        description: expect.stringMatching(/^Ovens, cooktops, rangehoods and microwaves\./),
      });
      expect(page.breadcrumbs).toEqual([{ title: 'Kitchen', uri: '/c/kitchen' }]);
      const children = categoryUris.filter(
        (u) => u.startsWith('kitchen/cooking/') && u.split('/').length === 3,
      );
      expect(page.subCategories.map((c) => c.uri).sort()).toEqual(children.map((u) => `/c/${u}`).sort());
      for (const sub of page.subCategories) {
        expect(sub.productCount, sub.uri).toBe(all.filter(under(sub.uri.slice(3))).length);
      }
      expect(page.listing.totalCount).toBe(all.filter(under('kitchen/cooking')).length);
      expect(page.listing.products).toHaveLength(5);
      for (const p of page.listing.products)
        expect(p.categoryUri.startsWith('/c/kitchen/cooking/')).toBe(true);
    });

    it('normalises the uri (case, slashes) and answers a leaf with no children', async () => {
      const a = CategoryPage.parse((await get('/api/v2/category/Kitchen/Cooking/Ovens/')).json());
      expect(a.category.uri).toBe('kitchen/cooking/ovens');
      expect(a.breadcrumbs.map((b) => b.uri)).toEqual(['/c/kitchen', '/c/kitchen/cooking']);
      expect(a.subCategories).toEqual([]);
      expect(a.listing.totalCount).toBe(all.filter(under('kitchen/cooking/ovens')).length);
    });

    it('answers the page of all products for an empty uri', async () => {
      const page = CategoryPage.parse((await get('/api/v2/category/?pageSize=1')).json());
      expect(page.category.uri).toBe('');
      expect(page.breadcrumbs).toEqual([]);
      expect(page.listing.totalCount).toBe(all.length);
      expect(page.subCategories.reduce((n, c) => n + c.productCount, 0)).toBe(all.length);
    });

    it('answers the description as plain text, markup reduced to its words, and null when there is none', async () => {
      const set = (description: string | null) =>
        t.handle.db.update(categories).set({ description }).where(eq(categories.uri, 'laundry/dryers'));
      const description = async () => {
        t.clearCache();
        return CategoryPage.parse((await get('/api/v2/category/laundry/dryers?pageSize=1')).json()).category
          .description;
      };
      const seeded = await description();
      try {
        await set(
          '<p onclick="x()">Heat pump dryers <b>save</b> power &amp; money.</p><script>alert(1)</script>',
        );
        expect(await description()).toBe('Heat pump dryers save power & money.');
        await set('   ');
        expect(await description()).toBeNull();
        await set(null);
        expect(await description()).toBeNull();
      } finally {
        await set(seeded);
      }
      expect(
        CategoryPage.parse((await get('/api/v2/category/?pageSize=1')).json()).category.description,
      ).toBeNull();
    });

    it('serves a listing from the cache until it expires or is cleared (docs/decisions/0016)', async () => {
      const url = '/api/v2/category/laundry/dryers?pageSize=1';
      const before = CategoryPage.parse((await get(url)).json());
      await t.handle.db
        .update(categories)
        .set({ title: 'Clothes Dryers' })
        .where(eq(categories.uri, 'laundry/dryers'));
      try {
        expect(CategoryPage.parse((await get(url)).json())).toEqual(before);
        // The same query spelt differently is the same entry.
        expect(
          CategoryPage.parse((await get('/api/v2/category/Laundry//Dryers/?pageSize=1&page=1')).json()),
        ).toEqual(before);
        t.clearCache();
        expect(CategoryPage.parse((await get(url)).json()).category.title).toBe('Clothes Dryers');
      } finally {
        await t.handle.db
          .update(categories)
          .set({ title: before.category.title })
          .where(eq(categories.uri, 'laundry/dryers'));
        t.clearCache();
      }
    });

    it('answers 404 for an unknown category and 400 for an over-long or control-character uri', async () => {
      const res = await get('/api/v2/category/kitchen/no-such');
      expect(res.statusCode).toBe(404);
      expect(ErrorBody.parse(res.json()).code).toBe('category_not_found');
      expect((await get(`/api/v2/category/${'a/'.repeat(250)}`)).statusCode).toBe(400);
      expect((await get('/api/v2/category/kitchen%00')).statusCode).toBe(400);
      expect((await get("/api/v2/category/kitchen'%20or%201=1")).statusCode).toBe(404);
    });
  });

  it('GET /api/v2/categories answers the tree with sub-tree product counts', async () => {
    const res = await get('/api/v2/categories');
    // The same for every visitor: pages and any shared cache may keep it a minute (docs/decisions/0069).
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const tree = CategoryTree.parse(res.json());
    const flat: CategoryNode[] = [];
    const visit = (nodes: CategoryNode[]) => nodes.forEach((n) => (flat.push(n), visit(n.children)));
    visit(tree.categories);
    expect(flat).toHaveLength(categoryUris.length);
    expect(tree.categories.reduce((n, c) => n + c.productCount, 0)).toBe(all.length);
    for (const node of flat) {
      expect(node.uri.startsWith('/c/')).toBe(true);
      expect(node.productCount, node.uri).toBe(all.filter(under(node.uri.slice(3))).length);
    }
  });

  describe('brands', () => {
    it('lists the brands that have products, by name, with their counts', async () => {
      const list = BrandList.parse((await get('/api/v2/brands')).json());
      const expected = new Map<string, number>();
      for (const r of all) expected.set(r.brand, (expected.get(r.brand) ?? 0) + 1);
      expect(list.brands.map((b) => b.uri).sort()).toEqual([...expected.keys()].sort());
      for (const b of list.brands) expect(b.productCount, b.uri).toBe(expected.get(b.uri));
      const names = list.brands.map((b) => b.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('answers a brand page with its listing and no brand facet', async () => {
      const res = await get('/api/v2/brands/LG?pageSize=3&sort=price-desc');
      expect(res.statusCode).toBe(200);
      const page = BrandPage.parse(res.json());
      const count = all.filter((r) => r.brand === 'lg').length;
      expect(page.brand).toMatchObject({ name: 'LG', uri: 'lg', productCount: count });
      expect(page.listing.totalCount).toBe(count);
      expect(page.listing.products.every((p) => p.brand === 'LG')).toBe(true);
      expect(page.listing.facets.map((f) => f.key)).not.toContain('brand');
    });

    it('answers 404 for an unknown brand and 400 for an over-long one', async () => {
      expect((await get('/api/v2/brands/no-such-brand')).statusCode).toBe(404);
      expect((await get(`/api/v2/brands/${'b'.repeat(500)}`)).statusCode).toBe(400);
    });
  });

  describe('all products: paging and sorting', () => {
    it('pages through every product exactly once, with the right totals', async () => {
      const { products: seen, first } = await walk('/api/v2/products', 7);
      expect(first.totalCount).toBe(all.length);
      expect(first.pageCount).toBe(Math.ceil(all.length / 7));
      expect(first.pageSize).toBe(7);
      expect(seen).toHaveLength(all.length);
      expect(new Set(seen.map((p) => p.productId)).size).toBe(all.length);
    });

    it('answers a page past the end with no products and the right totals', async () => {
      const res = await get('/api/v2/products?page=500&pageSize=24');
      expect(res.statusCode).toBe(200);
      const body = Listing.parse(res.json());
      expect(body).toMatchObject({
        products: [],
        totalCount: all.length,
        page: 500,
        pageCount: Math.ceil(all.length / 24),
      });
    });

    const sorted = async (sort: string) => (await walk(`/api/v2/products?sort=${sort}`, 96)).products;
    const nonIncreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);
    const nonDecreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);

    it('sorts by price both ways, "Request Price" products last', async () => {
      const asc = await sorted('price-asc');
      const priced = asc.filter((p) => amount(p.price) > 0);
      expect(nonDecreasing(priced.map((p) => amount(p.price)))).toBe(true);
      expect(asc.slice(priced.length).every((p) => p.price === 0)).toBe(true);
      const desc = await sorted('price-desc');
      expect(nonIncreasing(desc.map((p) => amount(p.price)))).toBe(true);
    });

    it('sorts by name, newest and discount', async () => {
      const byName = (await sorted('name')).map((p) => p.title.toLowerCase());
      expect(byName).toEqual([...byName].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
      // The demo rows share one creation time, so newest falls back to the latest added.
      expect(nonIncreasing((await sorted('newest')).map((p) => p.productId))).toBe(true);
      const discount = await sorted('discount');
      const withDiscount = discount.filter((p) => p.percentageDiscountOffRrp !== null);
      expect(nonIncreasing(withDiscount.map((p) => p.percentageDiscountOffRrp!))).toBe(true);
      expect(discount.slice(withDiscount.length).every((p) => p.percentageDiscountOffRrp === null)).toBe(
        true,
      );
    });

    it('sorts by popularity by default, the same order as sort=popular', async () => {
      const a = Listing.parse((await get('/api/v2/products?pageSize=30')).json());
      const b = Listing.parse((await get('/api/v2/products?pageSize=30&sort=popular')).json());
      expect(a.sort).toBe('popular');
      expect(a.products.map((p) => p.productId)).toEqual(b.products.map((p) => p.productId));
    });
  });

  describe('facets', () => {
    const cases: [string, Selection][] = [
      ['no filter', {}],
      ['kitchen, two brands, in stock', { scope: 'kitchen', brand: ['lg', 'samsung'], inStock: true }],
      ['a price band and a ribbon', { price: [500, 1000], ribbon: ['save', 'bonus'] }],
      [
        'a category selection and a brand',
        { category: ['laundry', 'kitchen/cooking'], brand: ['lg', 'miele', 'bosch'] },
      ],
      ['a custom price range in a category', { scope: 'kitchen/refrigeration', price: [1234, 3456] }],
      ['conditions', { condition: ['Cosmetic Imperfection', 'Brand New Runout'] }],
    ];
    it.each(cases)('counts each facet over the other selections (%s)', async (_name, s) => {
      const path = s.scope ? `/api/v2/category/${s.scope}` : '/api/v2/products';
      const res = await get(`${path}?pageSize=1&${selectionQuery(s)}`);
      expect(res.statusCode).toBe(200);
      const listing = s.scope ? CategoryPage.parse(res.json()).listing : Listing.parse(res.json());
      expect(listing.totalCount).toBe(all.filter((r) => matches(r, s)).length);
      const got = facetCounts(listing.facets);
      const want = expectedFacetCounts(all, s);
      for (const key of ['brand', 'category', 'availability', 'condition', 'ribbon'] as const) {
        expect(got[key], key).toEqual(want[key]);
      }
      const bands = Object.fromEntries(
        Object.entries(got.price!).filter(([value]) =>
          PRICE_BANDS.some(([a, b]) => value === `${a}-${b ?? ''}`),
        ),
      );
      expect(bands).toEqual(want.price);
      // Selected flags follow the query.
      for (const facet of listing.facets) {
        for (const option of facet.options) {
          const selected =
            (facet.key === 'brand' && (s.brand ?? []).includes(option.value)) ||
            (facet.key === 'category' && (s.category ?? []).includes(option.value)) ||
            (facet.key === 'price' &&
              s.price !== undefined &&
              option.value === `${s.price[0]}-${s.price[1] ?? ''}`) ||
            (facet.key === 'availability' && s.inStock === true) ||
            (facet.key === 'condition' && (s.condition ?? []).includes(option.value)) ||
            (facet.key === 'ribbon' && (s.ribbon ?? []).includes(option.value));
          expect(option.selected, `${facet.key}=${option.value}`).toBe(selected);
        }
      }
    });

    it('shows a custom price range as a selected option with its count', async () => {
      const body = Listing.parse((await get('/api/v2/products?price=1234-3456&pageSize=1')).json());
      const option = body.facets.find((f) => f.key === 'price')!.options.find((o) => o.value === '1234-3456');
      const count = all.filter((r) => r.priceCents >= 123_400 && r.priceCents < 345_600).length;
      expect(option).toEqual({ value: '1234-3456', label: '$1,234 - $3,456', count, selected: true });
      expect(body.totalCount).toBe(count);
    });

    it('ignores unknown selection values rather than failing', async () => {
      const body = Listing.parse(
        (
          await get('/api/v2/products?brand=no-such&category=nowhere&ribbon=zzz&condition=zzz&price=-')
        ).json(),
      );
      expect(body.totalCount).toBe(all.length);
    });

    it('labels price bands and ribbons for shoppers', async () => {
      const body = Listing.parse((await get('/api/v2/products?pageSize=1')).json());
      const labels = body.facets.find((f) => f.key === 'price')!.options.map((o) => o.label);
      expect(labels[0]).toBe('Under $250');
      expect(labels.at(-1)).toBe('$5,000 and over');
    });
  });

  describe('bad listing queries', () => {
    it.each([
      'page=0',
      'page=abc',
      'page=10001',
      'pageSize=0',
      'pageSize=97',
      'sort=cheapest',
      'price=abc',
      'price=100-50',
      'price=1.5-2',
      'availability=maybe',
      `brand=${'x'.repeat(600)}`,
    ])('%s → 400 naming the field', async (q) => {
      for (const path of ['/api/v2/products', '/api/v2/category/kitchen', '/api/v2/brands/lg']) {
        const res = await get(`${path}?${q}`);
        expect(res.statusCode, `${path}?${q}`).toBe(400);
        expect(ErrorBody.parse(res.json()).errors[0]).toMatch(new RegExp(`^${q.split('=')[0]}: `));
      }
    });

    it('caps an absurd price instead of failing in the database', async () => {
      const res = await get(`/api/v2/products?price=${'9'.repeat(40)}-`);
      expect(res.statusCode).toBe(200);
      expect(Listing.parse(res.json()).totalCount).toBe(0);
    });
  });

  describe('site-map feed', () => {
    it('answers every product slug with its update time', async () => {
      const body = SitemapProducts.parse((await get('/api/v2/sitemap/products')).json());
      expect(body).toMatchObject({ page: 1, pageCount: 1 });
      expect(body.items).toHaveLength(all.length);
      expect(body.items[0]!.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const empty = SitemapProducts.parse((await get('/api/v2/sitemap/products?page=2')).json());
      expect(empty).toEqual({ items: [], page: 2, pageCount: 1 });
      expect((await get('/api/v2/sitemap/products?page=0')).statusCode).toBe(400);
    });
  });

  it('works through the typed client of @shop/contracts', async () => {
    const api = createApiClient({
      baseUrl: '',
      fetch: async (input) => {
        const res = await t.app.inject({ url: input });
        return new Response(res.statusCode === 204 ? null : res.body, {
          status: res.statusCode,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const page = await api.categoryPage('kitchen/cooking', { brand: ['lg'], sort: 'name', pageSize: 5 });
    expect(page.listing.products.every((p) => p.brand === 'LG')).toBe(true);
    expect((await api.products({ page: 2, pageSize: 10 })).page).toBe(2);
    expect((await api.brandPage('samsung')).brand.name).toBe('Samsung');
    expect((await api.sitemapProducts(1)).items.length).toBe(all.length);
    expect((await api.categoryTree()).categories.length).toBeGreaterThan(0);
    expect((await api.brands()).brands.length).toBeGreaterThan(0);
    await expect(api.categoryPage('no/such')).rejects.toMatchObject({ status: 404 });
  });

  it('publishes every catalogue and content path in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/category/{*}',
        '/api/v2/categories',
        '/api/v2/brands',
        '/api/v2/brands/{uri}',
        '/api/v2/products',
        '/api/v2/sitemap/products',
        '/api/settings',
        '/api/alertBanner/',
        '/api/promotion/sale/',
        '/api/Static/{name}',
        '/api/redirect',
        '/api/redirect/getdestination',
        '/api/v2/product/extended/id/{id}',
        '/api/pricehistory/get-price-history/{sku}',
        '/api/product/features/{by}/{value}',
        '/api/v2/product/specifications/{by}/{value}',
        '/api/meta/product/{id}',
        '/api/v2/product/upselloptions/sku/{sku}',
      ]),
    );
    expect(Object.keys(doc.paths)).not.toContain('/api/static/{name}');
  });
});
