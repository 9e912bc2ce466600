import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, gt } from 'drizzle-orm';
import { products } from '@shop/db';
import { createTestIdentity, type TestIdentity } from '../auth/test-tokens.ts';
import { createTestApp, dbLabel, type TestApp } from './test-app.ts';

// 000 §6: on the commercial themes visitors see no price in any answer; signed-in customers and other themes do.

/** Names of every amount the storefront API answers with: the oracle here is the names, not the contracts. */
const PRICE_KEYS = new Set([
  'price',
  'Price',
  'rrp',
  'lineDiscount',
  'percentageDiscountOffRrp',
  'discountOffRrp',
  'lineTotal',
  'subTotal',
  'discountTotal',
  'giftCardTotal',
  'orderTotal',
  'savingTotal',
  'amount',
  'lowest',
  'highest',
]);

/** Every value under a price key, and every facet key, anywhere in an answer. */
function collect(value: unknown, out = { amounts: [] as unknown[], facetKeys: [] as string[] }) {
  if (Array.isArray(value)) for (const item of value) collect(item, out);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, v] of Object.entries(value)) {
      if (PRICE_KEYS.has(key)) out.amounts.push(v);
      else if (key === 'facets' && Array.isArray(v))
        for (const f of v as { key: string }[]) out.facetKeys.push(f.key);
      collect(v, out);
    }
  }
  return out;
}

let identity: TestIdentity;
let commercial: TestApp;
let retail: TestApp;
let token: string;
const urls: string[] = [];

beforeAll(async () => {
  identity = await createTestIdentity();
  commercial = await createTestApp({ products: 60, env: { ...identity.env, THEME: 'aoc' } });
  retail = await createTestApp({ products: 60, env: { ...identity.env, THEME: 'aol' } });
  token = await identity.tokenFor('account-hidden-prices');
  const [row] = await commercial.handle.db
    .select({ sku: products.sku, slug: products.slug, id: products.productId })
    .from(products)
    .where(and(gt(products.priceCents, 0), gt(products.stockQuantity, 5)))
    .orderBy(asc(products.id))
    .limit(1);
  const p = row!;
  const promotions = (await retail.app.inject({ url: '/api/v2/promotions' })).json<{
    promotions: { path: string }[];
  }>();
  const brands = (await retail.app.inject({ url: '/api/v2/brands' })).json<{ brands: { uri: string }[] }>();
  urls.push(
    '/api/v2/product/featured?limit=4',
    `/api/v2/product/slug/${p.slug}`,
    `/api/v2/product/sku/${encodeURIComponent(p.sku)}`,
    `/api/v2/product/id/${p.id}/`,
    `/api/v2/product/extended/id/${p.id}`,
    `/api/pricehistory/get-price-history/${encodeURIComponent(p.sku)}`,
    `/api/v2/product/upselloptions/sku/${encodeURIComponent(p.sku)}`,
    '/api/v2/category/',
    '/api/v2/category/kitchen',
    '/api/v2/products',
    `/api/v2/brands/${brands.brands[0]!.uri}`,
    `/api/v2/promotions/${promotions.promotions[0]!.path}`,
    '/api/v3/search?searchTerm=fridge',
    '/api/search/products?searchTerms=fridge',
    '/api/v2/sitesearch/f/fridge',
    `/api/compare/products?SkuList=${encodeURIComponent(p.sku)}`,
  );
  for (const app of [commercial, retail]) {
    const add = await app.app.inject({
      method: 'POST',
      url: '/api/cart/product/',
      headers: { authorization: `Bearer ${token}` },
      payload: { code: p.sku, quantity: 2 },
    });
    expect(add.statusCode).toBe(200);
  }
});

afterAll(async () => {
  await commercial?.close();
  await retail?.close();
});

const asVisitor = {};
const asCustomer = () => ({ authorization: `Bearer ${token}` });
const numbers = (amounts: unknown[]) => amounts.filter((a) => typeof a === 'number');

describe(`hidden prices on ${dbLabel}`, () => {
  it('gives a visitor of a commercial theme no amount in any answer', async () => {
    for (const url of urls) {
      const res = await commercial.app.inject({ url, headers: asVisitor });
      expect(res.statusCode, url).toBe(200);
      const body = res.json<{ pricesHidden?: boolean }>();
      const { amounts, facetKeys } = collect(body);
      expect(numbers(amounts), url).toEqual([]);
      expect(facetKeys, url).not.toContain('price');
      expect(body.pricesHidden, url).toBe(true);
      expect(res.headers['cache-control'], url).toContain('private');
      expect(res.headers['cache-control'], url).not.toContain('public');
      expect(res.headers.vary, url).toContain('Cookie');
    }
  });

  it("hides the visitor's cart amounts too, lines and totals", async () => {
    // The visitor's own cart: the line was added anonymously under the cart cookie.
    const add = await commercial.app.inject({
      method: 'POST',
      url: '/api/cart/product/',
      payload: { code: urls[2]!.split('/').at(-1), quantity: 1 },
    });
    expect(add.statusCode).toBe(200);
    const cookie = add.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (const res of [add, await commercial.app.inject({ url: '/api/cart/', headers: { cookie } })]) {
      const body = res.json<{ products: unknown[]; pricesHidden?: boolean }>();
      expect(body.products).toHaveLength(1);
      expect(numbers(collect(body).amounts)).toEqual([]);
      expect(body.pricesHidden).toBe(true);
    }
  });

  it('shows a signed-in customer every amount, by bearer token or session cookie', async () => {
    for (const url of [...urls, '/api/cart/']) {
      for (const headers of [asCustomer(), { cookie: `shop_access_token=${token}` }]) {
        const res = await commercial.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(200);
        const body = res.json<{ pricesHidden?: boolean }>();
        expect(body.pricesHidden, url).toBeUndefined();
        // Shown because of who asks: no shared cache may keep it (docs/decisions/0076).
        expect(res.headers['cache-control'], url).not.toContain('public');
        if (url.includes('upselloptions')) continue; // a product may have no plans: nothing to count
        expect(numbers(collect(body).amounts).length, url).toBeGreaterThan(0);
      }
    }
  });

  it('never serves a cached answer across the signed-in line, either way', async () => {
    const url = urls[1]!;
    const seen = [];
    for (const headers of [asVisitor, asCustomer(), asVisitor, asCustomer()]) {
      const body = (await commercial.app.inject({ url, headers })).json<{ price: number | null }>();
      seen.push(body.price === null ? 'hidden' : 'shown');
    }
    expect(seen).toEqual(['hidden', 'shown', 'hidden', 'shown']);
  });

  it("ignores a visitor's price filter and price sorts, which would tell prices by their results", async () => {
    const listing = async (url: string, headers = {}) =>
      (await commercial.app.inject({ url, headers })).json<{
        totalCount: number;
        sort: string;
        products: unknown[];
      }>();
    const all = await listing('/api/v2/products');
    const filtered = await listing('/api/v2/products?price=0-1&sort=price-desc', asVisitor);
    expect(filtered.totalCount).toBe(all.totalCount);
    expect(filtered.sort).toBe('popular');
    const forCustomer = await listing('/api/v2/products?price=0-1&sort=price-desc', asCustomer());
    expect(forCustomer.totalCount).toBeLessThan(all.totalCount);
    expect(forCustomer.sort).toBe('price-desc');
  });

  it('treats a token that does not verify as a visitor', async () => {
    const res = await commercial.app.inject({
      url: urls[1]!,
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(res.json<{ price: number | null }>().price).toBeNull();
  });

  it('leaves other themes as they were: amounts for visitors, no marker, no cookie variance', async () => {
    for (const url of urls) {
      const res = await retail.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const body = res.json<{ pricesHidden?: boolean }>();
      expect(body.pricesHidden, url).toBeUndefined();
      expect(res.headers.vary ?? '', url).not.toContain('Cookie');
      // Listings and product reads are the same for every visitor here: shared for 5 s (docs/decisions/0076).
      if (/^\/api\/(?:v2\/product\/|pricehistory\/|v2\/category\/|v2\/products$|v2\/brands\/)/.test(url))
        expect(res.headers['cache-control'], url).toBe('public, max-age=5');
      if (!url.includes('upselloptions'))
        expect(numbers(collect(body).amounts).length, url).toBeGreaterThan(0);
    }
  });
});
