import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { loadStorefrontConfig } from '@shop/api';
import { buildStorefrontApp } from './app.ts';
import { drainStorefront } from './drain.ts';
import type { ApiFetch } from './in-process-fetch.ts';
import { PAGE_QUERY_MAX_LENGTH } from './page-input.ts';

let handle: DbHandle;
let app: FastifyInstance;
let rendered: string[] = [];
/** Statuses of the API reads the fake renderer made while rendering. */
let reads: number[] = [];
/** The brand and company each rendered page was given. */
let sites: string[] = [];

/** A stand-in for the web renderer: reads the navigation in process, echoes the page and its form body. */
function fakeRenderer(readsPerPage: number) {
  return async (apiFetch: ApiFetch) => ({
    clientDir: null,
    async handle(request: Request, perRequest: { site?: { theme: string; companyName: string } }) {
      rendered.push(request.url);
      sites.push(`${perRequest.site?.theme} ${perRequest.site?.companyName}`);
      for (let i = 0; i < readsPerPage; i++) reads.push((await apiFetch('/api/navbar/')).status);
      const form = request.method === 'POST' ? new URLSearchParams((await request.formData()) as never).toString() : '';
      return new Response(`<!DOCTYPE html><p>${new URL(request.url).pathname}</p><p>${form}</p>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
  });
}

beforeAll(async () => {
  handle = await createTestDatabase({ seed: { products: 20 } });
  app = await buildStorefrontApp({
    db: handle.db,
    config: loadStorefrontConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000' }),
    createWeb: fakeRenderer(1),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['referrer-policy']).toBeTruthy();
}

/** Asks for a page and expects a refusal that the renderer never saw. */
async function refused(request: InjectOptions, status: number) {
  rendered = [];
  const res = await app.inject(request);
  expect(res.statusCode, res.body).toBe(status);
  expectSecurityHeaders(res);
  expect(rendered).toEqual([]);
  return res;
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('every brand from one storefront', () => {
  it("renders each host's brand and company name, the unknown host the configured one", async () => {
    sites = [];
    await app.inject({ url: '/', headers: { host: 'wa.localhost:3000' } });
    await app.inject({ url: '/', headers: { host: 'aol-nz.localhost:3000' } });
    await app.inject({ url: '/', headers: { host: 'www.unknown.test' } });
    expect(sites).toEqual(['wa Premier Appliances', 'aol-nz Appliance Central', 'aol Appliance Central']);
  });

  it('switches brand by ?theme= in development, in a cookie, and keeps those pages out of shared caches', async () => {
    const switched = await app.inject({ url: '/c/kitchen?theme=hc&brand=Miele' });
    expect(switched.statusCode).toBe(303);
    expect(switched.headers.location).toBe('/c/kitchen?brand=Miele');
    const cookie = String(switched.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toBe('shop_brand=hc');
    sites = [];
    const page = await app.inject({ url: '/c/kitchen?brand=Miele', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(sites).toEqual(['hc Hardware Central']);
    expect(page.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the composed storefront', () => {
  it('renders pages, reading the API in process, and serves the API beside them', async () => {
    reads = [];
    const page = await app.inject({ url: '/c/kitchen?brand=Miele&brand=Bosch' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p>/c/kitchen</p>');
    expectSecurityHeaders(page);
    expect(reads).toEqual([200]);
    expect((await app.inject({ url: '/api/navbar/' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/nothing/here' })).headers['content-type']).toContain('application/json');
  });

  it('hands a form post to the renderer with its body', async () => {
    const res = await app.inject({ method: 'POST', url: '/compare', headers: form, payload: 'intent=add&sku=M547E' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('intent=add&sku=M547E');
  });
});

describe('bad input on the page routes: a 4xx with the security headers, never a 500', () => {
  it('refuses a form post over the API body limit with 413', async () => {
    const res = await refused(
      { method: 'POST', url: '/compare', headers: form, payload: `sku=${'a'.repeat(300 * 1024)}` },
      413,
    );
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers a 50 MB post with 413 before its body is sent', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        { port, host: '127.0.0.1', method: 'POST', path: '/cart', headers: { ...form, 'content-length': 50 * 1024 * 1024 } },
        (res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
          req.destroy();
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? undefined : reject(err)));
      // Only the first kilobyte is ever written: the answer must not wait for the rest.
      req.write('intent=add&sku=' + 'a'.repeat(1024));
    });
    expect(status).toBe(413);
  });

  it('refuses JSON, plain text and untyped posts to a page with 415', async () => {
    await refused({ method: 'POST', url: '/compare', headers: { 'content-type': 'application/json' }, payload: '{"sku":"M547E"}' }, 415);
    await refused({ method: 'POST', url: '/cart', headers: { 'content-type': 'text/plain' }, payload: 'intent=add' }, 415);
    await refused({ method: 'POST', url: '/cart', payload: '' }, 415);
  });

  it('refuses a multipart post it cannot read with 400, and takes a good one', async () => {
    await refused(
      { method: 'POST', url: '/compare', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: 'garbage' },
      400,
    );
    const body = '--x\r\nContent-Disposition: form-data; name="sku"\r\n\r\nM547E\r\n--x--\r\n';
    const ok = await app.inject({
      method: 'POST',
      url: '/compare',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: body,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('sku=M547E');
  });

  it('refuses a NUL or other control character in a page path or query with 400', async () => {
    for (const url of ['/c/kitchen?brand=%00', '/c/kitchen%00', '/stores/%00', '/search?searchTerm=a%0Ab', '/p/x%1F']) {
      const res = await refused({ url }, 400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('not allowed');
    }
  });

  it('refuses query values longer than the API takes, counting a repeated facet once', async () => {
    await refused({ url: `/c/kitchen?brand=${'a'.repeat(1100)}` }, 400);
    await refused({ url: `/c/kitchen?brand=${'a'.repeat(PAGE_QUERY_MAX_LENGTH + 1)}` }, 400);
    const half = 'a'.repeat(PAGE_QUERY_MAX_LENGTH / 2);
    await refused({ url: `/c/kitchen?brand=${half}&brand=${half}` }, 400);
    const longest = await app.inject({ url: `/c/kitchen?brand=${'a'.repeat(PAGE_QUERY_MAX_LENGTH)}` });
    expect(longest.statusCode).toBe(200);
  });

  it("lets the router's route discovery ask for many paths at once, still without control characters", async () => {
    const paths = Array.from({ length: 60 }, (_, i) => `/c/category-number-${i}`).join(',');
    const manifest = await app.inject({ url: `/__manifest?paths=${encodeURIComponent(paths)}&version=1` });
    expect(manifest.statusCode).toBe(200);
    await refused({ url: '/__manifest?paths=%2Fc%2Fa%00' }, 400);
  });

  it('refuses a malformed percent-encoding with 400 and every security header', async () => {
    for (const url of ['/search/%FF', '/c/%E0%A4%A']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expectSecurityHeaders(res);
    }
  });

  it('refuses a control character in the compare list of the API with 400', async () => {
    const res = await app.inject({ url: '/api/compare/products?SkuList=M547E%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
    expect((await app.inject({ url: '/api/compare/products?SkuList=M547E&SkuList=a%01' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/compare/products?SkuList=M547E' })).statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it("counts page requests and API calls, not static files or the renderer's own reads", async () => {
    const limited = await buildStorefrontApp({
      db: handle.db,
      config: loadStorefrontConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10' }),
      createWeb: fakeRenderer(3),
    });
    try {
      const statuses = async (count: number, url: string, headers: Record<string, string> = {}) => {
        const out: number[] = [];
        for (let i = 0; i < count; i++) out.push((await limited.inject({ url, headers })).statusCode);
        return out;
      };
      const featured = await app.inject({ url: '/api/v2/product/featured?limit=1' });
      const image = featured.json<{ products: { images: { url: string }[] }[] }>().products[0]!.images[0]!.url;
      expect(new Set(await statuses(12, image))).toEqual(new Set([200]));
      // Three pages of three reads each: only the three page requests count.
      reads = [];
      expect(await statuses(3, '/')).toEqual([200, 200, 200]);
      expect(new Set(reads)).toEqual(new Set([200]));
      const open = await statuses(12, '/api/navbar/', { 'x-storefront-internal': 'guess' });
      expect(open.filter((s) => s === 429).length).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('stopping', () => {
  /** A renderer that holds each page until released, then reads the navigation in process. */
  function heldRenderer() {
    let entered: () => void = () => {};
    const rendering = new Promise<void>((resolve) => (entered = resolve));
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const createWeb = async (apiFetch: ApiFetch) => ({
      clientDir: null,
      async handle() {
        entered();
        await released;
        const navbar = await apiFetch('/api/navbar/');
        return new Response(`<!DOCTYPE html><p>navigation ${navbar.status}</p>`, {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      },
    });
    return { createWeb, rendering, release };
  }

  const get = (port: number) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });

  /** A storefront on a port of its own whose pages wait until released. */
  async function listeningWithHeldPages() {
    const held = heldRenderer();
    const stopping = await buildStorefrontApp({
      db: handle.db,
      config: loadStorefrontConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000' }),
      createWeb: held.createWeb,
    });
    await stopping.listen({ port: 0, host: '127.0.0.1' });
    return { held, stopping, port: (stopping.server.address() as AddressInfo).port };
  }

  it('finishes a page still rendering, with its in-process reads, before it closes', async () => {
    const { held, stopping, port } = await listeningWithHeldPages();
    const page = get(port);
    await held.rendering;
    const closed = drainStorefront(stopping, 5_000).then(async (drained) => {
      await stopping.close();
      return drained;
    });
    // No new connection is taken meanwhile.
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    held.release();
    const answered = await page;
    expect(answered.status).toBe(200);
    expect(answered.body).toContain('navigation 200');
    expect(await closed).toEqual({ unfinished: 0 });
  });

  it('stops waiting after its time and says how many answers were unfinished', async () => {
    const { held, stopping, port } = await listeningWithHeldPages();
    const page = get(port).catch((err: unknown) => err);
    await held.rendering;
    expect(await drainStorefront(stopping, 50)).toEqual({ unfinished: 1 });
    held.release();
    await stopping.close();
    await page;
  });
});
