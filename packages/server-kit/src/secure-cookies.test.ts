import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secureSetCookie, unprefixCookieHeader } from './secure-cookies.ts';
import { createBaseServer } from './server.ts';

const HTTPS = { 'x-forwarded-proto': 'https' };

describe('Set-Cookie over https', () => {
  it('prefixes an HttpOnly cookie, adds Secure, forces Path=/ and drops Domain', () => {
    expect(secureSetCookie('shop_cart=abc; Path=/api; Domain=shop.example; HttpOnly; SameSite=Lax')).toBe(
      '__Host-shop_cart=abc; HttpOnly; SameSite=Lax; Path=/; Secure',
    );
  });

  it('keeps the name of a cookie scripts read, adding Secure once', () => {
    expect(secureSetCookie('loggedin=true; Path=/; Max-Age=60; SameSite=Lax; Secure')).toBe(
      'loggedin=true; Path=/; Max-Age=60; SameSite=Lax; Secure',
    );
  });

  it('is idempotent, and clears a prefixed cookie when asked to clear the plain one', () => {
    const once = secureSetCookie('shop_cart=; Path=/; Max-Age=0; HttpOnly');
    expect(once).toBe('__Host-shop_cart=; Max-Age=0; HttpOnly; Path=/; Secure');
    expect(secureSetCookie(once)).toBe(once);
    expect(secureSetCookie('__Secure-x=1; HttpOnly')).toBe('__Secure-x=1; HttpOnly; Secure');
  });
});

describe('Cookie header over https', () => {
  const hostOnly = new Set(['shop_cart', 'shop_access_token']);

  it('gives module code the plain names, values untouched', () => {
    expect(unprefixCookieHeader('__Host-shop_cart=a=b; loggedin=true', hostOnly)).toBe(
      'shop_cart=a=b; loggedin=true',
    );
  });

  it('ignores a plain cookie of a prefixed name, whether or not the prefixed one came too', () => {
    expect(unprefixCookieHeader('shop_cart=planted; __Host-shop_cart=mine', hostOnly)).toBe('shop_cart=mine');
    expect(unprefixCookieHeader('shop_access_token=planted; loggedin=true', hostOnly)).toBe('loggedin=true');
    // A name the service did not declare is shadow-proof too once its prefixed form is present.
    expect(unprefixCookieHeader('__Host-other=1; other=2', hostOnly)).toBe('other=1');
    expect(unprefixCookieHeader('other=2', hostOnly)).toBe('other=2');
  });
});

describe('a base server behind a TLS-terminating proxy', () => {
  let proxied: FastifyInstance;
  let direct: FastifyInstance;
  const seen: (string | undefined)[] = [];

  const build = (trustProxy: boolean) => {
    const app = createBaseServer({
      service: 'test',
      logLevel: 'silent',
      trustProxy,
      cookies: { hostOnly: ['shop_cart'] },
    });
    void app.register(async (scoped) => {
      // Registered in a child context, as the API modules do: its onSend hook runs after the root's.
      await scoped.register(cookie);
      scoped.get('/cart', async (request, reply) => {
        seen.push(request.cookies.shop_cart);
        void reply.setCookie('shop_cart', 'new', { path: '/', httpOnly: true, sameSite: 'lax' });
        void reply.header('set-cookie', 'loggedin=true; Path=/; SameSite=Lax');
        return { ok: true };
      });
    });
    return app;
  };

  beforeAll(async () => {
    proxied = build(true);
    direct = build(false);
    await Promise.all([proxied.ready(), direct.ready()]);
  });
  afterAll(async () => {
    await Promise.all([proxied.close(), direct.close()]);
  });

  it('over https: HSTS, __Host- HttpOnly cookies, Secure flags, and plain names for the handler', async () => {
    seen.length = 0;
    const res = await proxied.inject({
      url: '/cart',
      headers: { ...HTTPS, cookie: 'shop_cart=planted; __Host-shop_cart=mine; loggedin=true' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(seen).toEqual(['mine']);
    const set = [res.headers['set-cookie']].flat();
    expect(set).toContain('loggedin=true; Path=/; SameSite=Lax; Secure');
    expect(set).toContainEqual(expect.stringMatching(/^__Host-shop_cart=new; .*Path=\/; Secure$/));
    expect(set.join('\n')).not.toMatch(/^shop_cart=/m);
  });

  it('over https a planted plain cookie alone is not read', async () => {
    seen.length = 0;
    await proxied.inject({ url: '/cart', headers: { ...HTTPS, cookie: 'shop_cart=planted' } });
    expect(seen).toEqual([undefined]);
  });

  it('over plain http: no HSTS and every name unchanged', async () => {
    seen.length = 0;
    const res = await proxied.inject({ url: '/cart', headers: { cookie: 'shop_cart=plain' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(seen).toEqual(['plain']);
    const set = [res.headers['set-cookie']].flat();
    expect(set).toContainEqual(expect.stringMatching(/^shop_cart=new; /));
    expect(set.join('\n')).not.toMatch(/Secure|__Host-/);
  });

  it('without TRUST_PROXY a client cannot claim https', async () => {
    seen.length = 0;
    const res = await direct.inject({ url: '/cart', headers: { ...HTTPS, cookie: 'shop_cart=plain' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(seen).toEqual(['plain']);
    expect([res.headers['set-cookie']].flat().join('\n')).not.toMatch(/__Host-/);
  });

  it('sends HSTS on not-found and error answers over https too', async () => {
    const missing = await proxied.inject({ url: '/nowhere', headers: HTTPS });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const malformed = await proxied.inject({ url: '/%FF', headers: HTTPS });
    expect(malformed.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('takes an https public origin for https only behind a trusted proxy', async () => {
    const behind = createBaseServer({
      service: 't',
      logLevel: 'silent',
      trustProxy: true,
      security: { publicHttps: true },
    });
    const exposed = createBaseServer({ service: 't', logLevel: 'silent', security: { publicHttps: true } });
    behind.get('/', async () => 'ok');
    exposed.get('/', async () => 'ok');
    expect((await behind.inject({ url: '/' })).headers['strict-transport-security']).toBeDefined();
    expect((await exposed.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    await Promise.all([behind.close(), exposed.close()]);
  });
});
