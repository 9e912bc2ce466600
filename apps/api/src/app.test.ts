import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { Navbar, Product, ProductList } from '@shop/contracts';
import { buildStorefrontApi } from './app.ts';
import { loadStorefrontConfig } from './config.ts';

let handle: DbHandle;
let app: FastifyInstance;
let sample: Product;

beforeAll(async () => {
  handle = await createTestDatabase({ seed: { products: 60 } });
  app = await buildStorefrontApi({ db: handle.db, config: loadStorefrontConfig({ LOG_LEVEL: 'silent' }) });
  await app.ready();
  const list = ProductList.parse((await app.inject({ url: '/api/v2/product/featured?limit=5' })).json());
  sample = list.products[0]!;
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

describe(`storefront API on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('lists featured products for the home page, priced in dollars', async () => {
    const res = await app.inject({ url: '/api/v2/product/featured?limit=5' });
    expect(res.statusCode).toBe(200);
    const body = ProductList.parse(res.json());
    expect(body.products).toHaveLength(5);
    for (const p of body.products) {
      expect(p.price).toBeGreaterThan(0);
      expect(p.stockStatus).toBe('inStock');
    }
  });

  it('finds one product by slug, sku and id, all alike', async () => {
    const bySlug = await app.inject({ url: `/api/v2/product/slug/${sample.slug}` });
    const bySku = await app.inject({ url: `/api/v2/product/sku/${encodeURIComponent(sample.sku)}` });
    const byId = await app.inject({ url: `/api/v2/product/id/${sample.productId}/` });
    expect(bySlug.statusCode).toBe(200);
    expect(Product.parse(bySlug.json())).toEqual(sample);
    expect(bySku.json()).toEqual(sample);
    expect(byId.json()).toEqual(sample);
  });

  it('answers a missing product with the 404 of the catalogue', async () => {
    const res = await app.inject({ url: '/api/v2/product/slug/no-such-product' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: 404,
      code: 'product_not_found',
      message: 'The page you looking for does not exist, please try again',
    });
  });

  it('rejects a malformed id or limit with a 400 naming the field', async () => {
    const id = await app.inject({ url: '/api/v2/product/id/abc/' });
    expect(id.statusCode).toBe(400);
    expect(id.json<{ errors: string[] }>().errors[0]).toMatch(/^id: /);
    const limit = await app.inject({ url: '/api/v2/product/featured?limit=100000' });
    expect(limit.statusCode).toBe(400);
  });

  it('answers unknown API paths, any method, with JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/nothing/here' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('serves the navigation with the four topNav flags and categories as site paths', async () => {
    const res = await app.inject({ url: '/api/navbar/' });
    expect(res.statusCode).toBe(200);
    const nav = Navbar.parse(res.json());
    expect(nav.mainNav.length).toBeGreaterThan(0);
    expect(nav.mainNav[0]!.uri).toMatch(/^\/c\//);
    expect(Object.keys(nav.topNav).sort()).toEqual([
      'displayCartIcon',
      'displayContactUsIcon',
      'displayProjectIcon',
      'displaySearchIcon',
    ]);
  });

  it('draws the demo images it links to, and refuses unknown ones', async () => {
    const image = sample.images[0]!;
    const res = await app.inject({ url: image.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect((await app.inject({ url: '/images/demo/nothing/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('publishes the OpenAPI document of its routes', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v2/product/slug/{slug}', '/api/navbar/', '/api/v2/product/featured']),
    );
  });

  it('is ready when its database answers', async () => {
    const res = await app.inject({ url: '/readyz' });
    expect(res.json()).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
  });
});

// What the limit leaves out (static files, the renderer's own reads) is the composed storefront's concern:
// apps/storefront/src/app.test.ts.
describe('rate limit', () => {
  it('counts API calls, whatever header a client sends', async () => {
    const limited = await buildStorefrontApi({
      db: handle.db,
      config: loadStorefrontConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10' }),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await limited.inject({ url: '/api/navbar/', headers: { 'x-storefront-internal': 'guess' } });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    await limited.close();
  });
});
