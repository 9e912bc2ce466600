import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { COMPARE_COOKIE } from '@shop/contracts';
import { loadStorefrontConfig, storefrontRateFamily } from '@shop/api';
import { createCookieRelay, withRelayedCookies } from '../../web/server/cookie-relay.ts';
import { buildStorefrontApp } from './app.ts';
import type { ApiFetch } from './in-process-fetch.ts';

// The storefront behind a TLS-terminating balancer (docs/decisions/0044-behind-a-tls-balancer.md).

let handle: DbHandle;
let sku: string;
/** What the renderer saw per page: the Cookie header it was handed and the compare list the API answered in process. */
let renders: { cookieHeader: string | undefined; compare: string[]; added?: number }[] = [];

/**
 * A stand-in for the web renderer that relays cookies as apps/web/server/handler.ts does: `/add` adds the product to
 * the compare list in process (the no-script form), then reads the list back in the same render.
 */
function relayingRenderer() {
  return async (apiFetch: ApiFetch) => ({
    clientDir: null,
    async handle(request: Request, perRequest: { cookieHeader?: string }) {
      const relay = createCookieRelay(perRequest.cookieHeader, apiFetch);
      let added: number | undefined;
      if (new URL(request.url).pathname === '/add') {
        const res = await relay.fetch('/api/compare/product/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sku }),
        });
        added = res.status;
      }
      const list = (await (await relay.fetch('/api/compare/')).json()) as { skus: string[] };
      renders.push({
        cookieHeader: perRequest.cookieHeader,
        compare: list.skus,
        ...(added ? { added } : {}),
      });
      const page = new Response('<!DOCTYPE html><p>page</p>', { headers: { 'content-type': 'text/html' } });
      return withRelayedCookies(page, relay.setCookies);
    },
  });
}

const build = (env: Record<string, string>) =>
  buildStorefrontApp({
    db: handle.db,
    config: loadStorefrontConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...env }),
    createWeb: relayingRenderer(),
  });

let proxied: FastifyInstance;

beforeAll(async () => {
  handle = await createTestDatabase({ seed: { products: 5 } });
  proxied = await build({ TRUST_PROXY: 'true' });
  const featured = await proxied.inject({ url: '/api/v2/product/featured?limit=1' });
  sku = featured.json<{ products: { sku: string }[] }>().products[0]!.sku;
}, 60_000);
afterAll(async () => {
  await proxied?.close();
  await handle?.close();
});

const HTTPS = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
const setCookies = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie'] ?? []].flat() as string[];

describe('HSTS', () => {
  it('is on every answer that came over https per the balancer: pages, API, errors', async () => {
    for (const url of ['/', '/api/navbar/', '/api/nothing/here', '/search/%FF']) {
      const res = await proxied.inject({ url, headers: HTTPS });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('is never on an answer over plain http', async () => {
    for (const url of ['/', '/api/navbar/']) {
      expect((await proxied.inject({ url })).headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('cookies set during a server render', () => {
  it('reach the browser as __Host- and Secure, while the API reads and sets the plain names in process', async () => {
    renders = [];
    const added = await proxied.inject({ method: 'GET', url: '/add', headers: HTTPS });
    expect(added.statusCode).toBe(200);
    const set = setCookies(added);
    const compare = set.find((c) => c.startsWith(`__Host-${COMPARE_COOKIE}=`));
    expect(compare, set.join('\n')).toMatch(/; Path=\/; Secure$/);
    expect(compare).toMatch(/HttpOnly/);
    expect(compare).not.toMatch(/Domain=/i);
    expect(set.some((c) => c.startsWith(`${COMPARE_COOKIE}=`))).toBe(false);
    // Within the render the in-process read already saw the list the in-process write created.
    expect(renders[0]!.compare).toEqual([sku]);

    // The browser sends the prefixed cookie back; the page and the API see the plain name.
    const cookie = compare!.split(';', 1)[0]!;
    renders = [];
    await proxied.inject({ url: '/prefixed', headers: { ...HTTPS, cookie } });
    expect(renders[0]!.cookieHeader).toBe(cookie.replace('__Host-', ''));
    expect(renders[0]!.compare).toEqual([sku]);
    const direct = await proxied.inject({ url: '/api/compare/', headers: { ...HTTPS, cookie } });
    expect(direct.json<{ skus: string[] }>().skus).toEqual([sku]);
  });

  it('over https ignore a plain cookie of a prefixed name (planted over http or by a sibling subdomain)', async () => {
    const added = await proxied.inject({ url: '/add', headers: HTTPS });
    const value = setCookies(added)
      .find((c) => c.startsWith(`__Host-${COMPARE_COOKIE}=`))!
      .split(';', 1)[0]!
      .split('=')[1];
    renders = [];
    await proxied.inject({ url: '/planted', headers: { ...HTTPS, cookie: `${COMPARE_COOKIE}=${value}` } });
    expect(renders[0]!.cookieHeader).toBeUndefined();
    expect(renders[0]!.compare).toEqual([]);
  });

  it('keep their plain names and no Secure over http (development)', async () => {
    renders = [];
    const added = await proxied.inject({ url: '/add' });
    const set = setCookies(added);
    const compare = set.find((c) => c.startsWith(`${COMPARE_COOKIE}=`));
    expect(compare).toBeDefined();
    expect(set.join('\n')).not.toMatch(/__Host-|Secure/);
    renders = [];
    await proxied.inject({ url: '/plain', headers: { cookie: compare!.split(';', 1)[0]! } });
    expect(renders[0]!.compare).toEqual([sku]);
  });
});

describe('rate budgets per route family', () => {
  it('sorts requests into families', () => {
    const family = (method: string, url: string) => storefrontRateFamily({ method, url } as never);
    expect(family('GET', '/c/kitchen')).toBe('pages');
    expect(family('POST', '/cart')).toBe('writes');
    expect(family('GET', '/api/navbar/')).toBe('reads');
    expect(family('GET', '/api/v3/search?searchTerm=fr')).toBe('search');
    expect(family('GET', '/api/locality/rich')).toBe('search');
    expect(family('GET', '/api/v2/sitesearch/products/fridge')).toBe('search');
    expect(family('POST', '/api/cart/product/')).toBe('writes');
    expect(family('GET', '/account/callback?code=x')).toBe('signin');
    expect(family('POST', '/api/checkout')).toBe('payments');
    expect(family('POST', '/api/checkout/void')).toBe('payments');
    expect(family('GET', '/api/checkoutx')).toBe('reads');
  });

  it("lets a typeahead burst run out its own budget without starving the shopper's pages or reads", async () => {
    const limited = await build({
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '10',
      RATE_LIMIT_SEARCH_PER_MINUTE: '20',
      RATE_LIMIT_PAGES_PER_MINUTE: '5',
      RATE_LIMIT_WRITES_PER_MINUTE: '3',
    });
    try {
      const statuses = async (
        count: number,
        request: { url: string; method?: 'GET' | 'POST'; ip?: string },
      ) => {
        const out: number[] = [];
        for (let i = 0; i < count; i++) {
          const res = await limited.inject({
            method: request.method ?? 'GET',
            url: request.url,
            headers: { 'x-forwarded-for': request.ip ?? '203.0.113.20', 'content-type': 'application/json' },
            ...(request.method === 'POST' ? { payload: JSON.stringify({ sku }) } : {}),
          });
          out.push(res.statusCode);
        }
        return out;
      };
      const typeahead = await statuses(22, { url: '/api/v3/search?searchTerm=fr' });
      expect(typeahead.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(typeahead.slice(20)).toEqual([429, 429]);
      // The page views (their in-process reads count in no budget).
      expect(await statuses(6, { url: '/c/kitchen' })).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await statuses(10, { url: '/api/navbar/' })).every((s) => s === 200)).toBe(true);
      expect(await statuses(4, { url: '/api/compare/product/', method: 'POST' })).toEqual([
        200, 200, 200, 429,
      ]);
      // The address the balancer names is the one that counts: another shopper behind it is untouched.
      expect(await statuses(1, { url: '/api/v3/search?searchTerm=fr', ip: '203.0.113.21' })).toEqual([200]);
      // A no-script change made in process counts as the shopper's, not as every shopper's at 127.0.0.1.
      renders = [];
      for (const ip of ['203.0.113.30', '203.0.113.30', '203.0.113.30', '203.0.113.30', '203.0.113.31']) {
        await limited.inject({ url: '/add', headers: { 'x-forwarded-for': ip } });
      }
      expect(renders.map((r) => r.added)).toEqual([200, 200, 200, 429, 200]);
      const refused = await limited.inject({
        url: '/api/v3/search?searchTerm=fr',
        headers: { 'x-forwarded-for': '203.0.113.20' },
      });
      expect(refused.json()).toMatchObject({ status: 429, code: 'rate_limited' });
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('defaults each family from RATE_LIMIT_PER_MINUTE', () => {
    expect(loadStorefrontConfig({}).rateBudgets).toEqual({
      pages: 1200,
      reads: 1200,
      search: 3600,
      writes: 600,
      signin: 60,
      payments: 120,
    });
  });
});
