import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  INTERNAL_REQUEST_HEADER,
  PUBLIC_REUSE_MAX_MS,
  createInProcessFetch,
  publicLifetimeMs,
} from './in-process-fetch.ts';

let app: FastifyInstance;
let served = 0;

beforeAll(async () => {
  app = Fastify();
  app.get('/api/echo', async (request, reply) =>
    reply.header('set-cookie', ['a=1; Path=/', 'b=2; Path=/']).send({
      query: request.query,
      internal: request.headers[INTERNAL_REQUEST_HEADER],
      cookie: request.headers.cookie,
    }),
  );
  app.post('/api/echo', async (request) => ({ method: request.method, body: request.body }));
  app.delete('/api/echo', async (_request, reply) => reply.status(204).send());
  // Counts the requests that reach it; answers with the cache headers the query names.
  app.get<{ Querystring: { cc?: string; vary?: string; cookie?: string; status?: string } }>(
    '/api/counted',
    async (request, reply) => {
      served += 1;
      if (request.query.cc) void reply.header('cache-control', request.query.cc);
      if (request.query.vary) void reply.header('vary', request.query.vary);
      if (request.query.cookie) void reply.header('set-cookie', request.query.cookie);
      return reply
        .status(Number(request.query.status ?? 200))
        .send({ served, host: request.headers.host, internal: request.headers[INTERNAL_REQUEST_HEADER] });
    },
  );
  await app.ready();
});
afterAll(async () => app?.close());

describe('createInProcessFetch', () => {
  const apiFetch = createInProcessFetch(() => app, 'render-secret');

  it('answers a read with its status, its cookies and the internal marker', async () => {
    const res = await apiFetch('/api/echo?x=1', { headers: { cookie: 'shop_cart=abc' } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await res.json()).toEqual({
      query: { x: '1' },
      internal: 'render-secret',
      cookie: 'shop_cart=abc',
    });
  });

  it('lets no caller choose the internal marker', async () => {
    const res = await apiFetch('/api/echo', { headers: { [INTERNAL_REQUEST_HEADER]: 'guess' } });
    expect((await res.json()) as unknown).toMatchObject({ internal: 'render-secret' });
  });

  it('sends a JSON body with its method', async () => {
    const res = await apiFetch('/api/echo', {
      method: 'post',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku: 'M547E' }),
    });
    expect(await res.json()).toEqual({ method: 'POST', body: { sku: 'M547E' } });
  });

  it('answers an empty body as no body', async () => {
    const res = await apiFetch('/api/echo', { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('reaches a server created after it', async () => {
    let late: FastifyInstance | null = null;
    const lateFetch = createInProcessFetch(() => late!, 'x');
    late = app;
    expect((await lateFetch('/api/echo')).status).toBe(200);
  });
});

describe('answers the API marks public', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const count = async (
    apiFetch: ReturnType<typeof createInProcessFetch>,
    url: string,
    init?: RequestInit,
  ) => {
    const before = served;
    const res = await apiFetch(url, init);
    await res.arrayBuffer();
    return served - before;
  };

  it('are reused per host and address for at most PUBLIC_REUSE_MAX_MS, then asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const apiFetch = createInProcessFetch(() => app, 'render-secret');
    const url = '/api/counted?cc=public,%20max-age=300';
    const shop = { headers: { host: 'shop.localhost', accept: 'application/json' } };
    expect(await count(apiFetch, url, shop)).toBe(1);
    const again = await apiFetch(url, shop);
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    expect(((await again.json()) as { host: string }).host).toBe('shop.localhost');
    expect(await count(apiFetch, url, shop)).toBe(0);
    // Another brand's host is another answer.
    expect(
      await count(apiFetch, url, { headers: { host: 'other.localhost', accept: 'application/json' } }),
    ).toBe(1);
    vi.setSystemTime(Date.now() + PUBLIC_REUSE_MAX_MS - 1);
    expect(await count(apiFetch, url, shop)).toBe(0);
    vi.setSystemTime(Date.now() + 2);
    expect(await count(apiFetch, url, shop)).toBe(1);
  });

  it('share one set of headers between readers, which none can change', async () => {
    const apiFetch = createInProcessFetch(() => app, 'render-secret');
    const url = '/api/counted?cc=public,max-age=60';
    const first = await apiFetch(url);
    const second = await apiFetch(url);
    expect(second.headers).toBe(first.headers);
    expect(second.headers.get('cache-control')).toBe('public,max-age=60');
    expect(() => second.headers.set('cache-control', 'private')).toThrow(TypeError);
    expect(() => second.headers.append('set-cookie', 'a=1')).toThrow(TypeError);
    expect(() => second.headers.delete('cache-control')).toThrow(TypeError);
    expect((await apiFetch(url)).headers.get('cache-control')).toBe('public,max-age=60');
    // A copy is the reader's own to change.
    const own = new Headers(second.headers);
    own.set('cache-control', 'private');
    expect(own.get('cache-control')).toBe('private');
    // An answer that is not kept has headers of its own.
    const mine = await apiFetch('/api/counted');
    mine.headers.set('x-mine', '1');
    expect((await apiFetch('/api/counted')).headers.has('x-mine')).toBe(false);
  });

  it('keep a shorter max-age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const apiFetch = createInProcessFetch(() => app, 'render-secret');
    const url = '/api/counted?cc=public,max-age=1';
    expect(await count(apiFetch, url)).toBe(1);
    expect(await count(apiFetch, url)).toBe(0);
    vi.setSystemTime(Date.now() + 1001);
    expect(await count(apiFetch, url)).toBe(1);
  });

  it.each([
    ['no cache header', '/api/counted'],
    ['private', '/api/counted?cc=private'],
    ['public without max-age', '/api/counted?cc=public'],
    ['public but no-store', '/api/counted?cc=public,max-age=60,no-store'],
    ['a Vary header', '/api/counted?cc=public,max-age=60&vary=Cookie'],
    ['a cookie set', '/api/counted?cc=public,max-age=60&cookie=a%3D1'],
    ['a refusal', '/api/counted?cc=public,max-age=60&status=404'],
  ])('are never reused with %s', async (_case, url) => {
    const apiFetch = createInProcessFetch(() => app, 'render-secret');
    expect(await count(apiFetch, url)).toBe(1);
    expect(await count(apiFetch, url)).toBe(1);
  });

  it('are not used for a request with its own Authorization', async () => {
    const apiFetch = createInProcessFetch(() => app, 'render-secret');
    const url = '/api/counted?cc=public,max-age=60';
    const init = { headers: { authorization: 'Bearer t' } };
    expect(await count(apiFetch, url, init)).toBe(1);
    expect(await count(apiFetch, url, init)).toBe(1);
  });

  it('give each caller its own readable body', async () => {
    const apiFetch = createInProcessFetch(() => app, 'render-secret');
    const url = '/api/counted?cc=public,max-age=60&x=body';
    const [a, b] = [await apiFetch(url), await apiFetch(url)];
    const first = (await a.json()) as { internal: string };
    expect(first.internal).toBe('render-secret');
    expect(await b.json()).toEqual(first);
  });

  it('are parsed once and shared frozen by every reader, a private answer parsed for each', async () => {
    const apiFetch = createInProcessFetch(() => app, 'render-secret');
    const url = '/api/counted?cc=public,max-age=60&x=parsed';
    const [first, second] = [await apiFetch(url), await apiFetch(url)];
    const value = (await first.jsonValue()) as { served: number };
    expect(await second.jsonValue()).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(() => {
      (value as { served: number }).served = 0;
    }).toThrow(TypeError);
    // The JSON a reader asks for with json() is its own, as a Response's would be.
    expect(await first.json()).not.toBe(value);

    const personal = '/api/counted?cc=private';
    const [a, b] = [await apiFetch(personal), await apiFetch(personal)];
    const own = (await a.jsonValue()) as { served: number };
    expect(Object.isFrozen(own)).toBe(false);
    expect(await a.jsonValue()).not.toBe(own);
    expect(await b.jsonValue()).not.toBe(own);
  });
});

describe('publicLifetimeMs', () => {
  it('reads max-age in seconds, capped', () => {
    expect(publicLifetimeMs(200, { 'cache-control': 'public, max-age=2' })).toBe(2000);
    expect(publicLifetimeMs(200, { 'cache-control': 'max-age=300, public' })).toBe(PUBLIC_REUSE_MAX_MS);
    expect(publicLifetimeMs(200, { 'cache-control': 'public, max-age=0' })).toBe(0);
    expect(publicLifetimeMs(204, { 'cache-control': 'public, max-age=2' })).toBe(2000);
    expect(publicLifetimeMs(404, { 'cache-control': 'public, max-age=2' })).toBe(0);
    expect(publicLifetimeMs(200, { 'cache-control': 'public, max-age=abc' })).toBe(0);
    expect(publicLifetimeMs(200, { 'cache-control': 'public, no-cache, max-age=60' })).toBe(0);
  });
});
