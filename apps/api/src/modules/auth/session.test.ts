import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signIdToken } from '@shop/identity/tokens';
import type { TokenResponse } from '@shop/contracts';
import type { DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import { createFakeIdentityClient, profileFor, type FakeIdentityClient } from './fake-identity-client.ts';
import { safeReturnPath } from './return-path.ts';
import { singleFlight } from './session.ts';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIdentity, type TestIdentity } from './test-tokens.ts';

let app: FastifyInstance;
let handle: DbHandle;
let identity: TestIdentity;
let fake: FakeIdentityClient;

beforeAll(async () => {
  identity = await createTestIdentity();
  fake = createFakeIdentityClient();
  handle = await createTestDatabase({ seed: { products: 0 } });
  app = await buildStorefrontApi({
    db: handle.db,
    config: loadStorefrontConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...identity.env }),
    identity: fake,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

let n = 0;
async function tokensFor(
  sub: string,
  nonce: string,
  opts: { ttlSeconds?: number; signer?: TestIdentity } = {},
) {
  const signer = opts.signer ?? identity;
  const tokens: TokenResponse = {
    access_token: await signer.tokenFor(sub, opts.ttlSeconds ? { ttlSeconds: opts.ttlSeconds } : {}),
    id_token: await signIdToken(signer.key, {
      sub,
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      nonce,
      sid: 'sid-1',
      email: `${sub}@example.com`,
      givenName: 'Alex',
      familyName: 'Shopper',
    }),
    refresh_token: `refresh-${++n}`,
    token_type: 'Bearer',
    expires_in: opts.ttlSeconds ?? 900,
  };
  return tokens;
}

/** A code the fake identity service will exchange for these tokens. */
function codeFor(tokens: TokenResponse) {
  const code = `code-${++n}`;
  fake.grants.set(code, tokens);
  return code;
}

const setCookies = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw ? [raw] : []) as string[];
};
const cookieNamed = (res: { headers: Record<string, unknown> }, name: string) =>
  setCookies(res).find((c) => c.startsWith(`${name}=`));

describe('sign-in callback', () => {
  it('exchanges the code, checks the nonce and sets the HttpOnly session cookies', async () => {
    const sub = 'acct-session-1';
    fake.profiles.set(sub, profileFor(sub));
    const tokens = await tokensFor(sub, 'nonce-1');
    const res = await app.inject({
      url: `/account/callback?code=${codeFor(tokens)}&returnUrl=${encodeURIComponent('/account?tab=1')}`,
      headers: { cookie: 'nonce=nonce-1; redirectPath=/cart' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/account?tab=1');
    expect(cookieNamed(res, 'shop_access_token')).toMatch(
      /^shop_access_token=[^;]+; Path=\/; Max-Age=900; SameSite=Lax; HttpOnly$/,
    );
    expect(cookieNamed(res, 'shop_id_token')).toMatch(/HttpOnly/);
    expect(cookieNamed(res, 'shop_refresh_token')).toMatch(/HttpOnly/);
    expect(cookieNamed(res, 'loggedin')).toBe('loggedin=true; Path=/; Max-Age=2592000; SameSite=Lax');
    expect(cookieNamed(res, 'nonce')).toMatch(/^nonce=; Path=\/; Max-Age=0/);
    expect(cookieNamed(res, 'redirectPath')).toMatch(/^redirectPath=; .*Max-Age=0/);

    // The cookie it set signs the next request in.
    const access = cookieNamed(res, 'shop_access_token')!.split(';')[0]!;
    const account = await app.inject({ url: '/api/account', headers: { cookie: access } });
    expect(account.json()).toMatchObject({ userId: sub, firstName: 'Alex' });
  });

  it('refuses a nonce that is not the one this browser was given, and revokes what it got', async () => {
    for (const cookie of ['nonce=other', '']) {
      const tokens = await tokensFor('acct-session-2', 'nonce-2');
      const res = await app.inject({
        url: `/account/callback?code=${codeFor(tokens)}&returnUrl=/cart`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/account/login?error=invalid_grant&returnUrl=%2Fcart');
      expect(cookieNamed(res, 'shop_access_token')).toBeUndefined();
      expect(fake.revoked).toContain(tokens.refresh_token);
    }
  });

  it('refuses tokens signed by anyone but the identity service', async () => {
    const forger = await createTestIdentity(identity.key.kid);
    const tokens = await tokensFor('acct-session-3', 'n3', { signer: forger });
    const res = await app.inject({
      url: `/account/callback?code=${codeFor(tokens)}`,
      headers: { cookie: 'nonce=n3' },
    });
    expect(res.headers.location).toBe('/account/login?error=invalid_grant&returnUrl=%2F');
    expect(cookieNamed(res, 'shop_access_token')).toBeUndefined();
  });

  it('refuses a return address off this origin before using the code', async () => {
    const tokens = await tokensFor('acct-session-4', 'n4');
    const code = codeFor(tokens);
    for (const returnUrl of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await app.inject({
        url: `/account/callback?code=${code}&returnUrl=${encodeURIComponent(returnUrl)}`,
        headers: { cookie: 'nonce=n4' },
      });
      expect(res.headers.location, returnUrl).toBe('/account/login?error=redirect_not_allowed');
    }
    expect(fake.grants.has(code)).toBe(true);
  });

  it('sends a refused or spent code back to sign-in with the identity error code', async () => {
    const res = await app.inject({
      url: '/account/callback?code=unknown&returnUrl=/cart',
      headers: { cookie: 'nonce=x' },
    });
    expect(res.headers.location).toBe('/account/login?error=invalid_grant&returnUrl=%2Fcart');
    const none = await app.inject({ url: '/account/callback?returnUrl=/cart' });
    expect(none.headers.location).toBe('/account/login?error=bad_request&returnUrl=%2Fcart');
  });
});

describe('silent renewal and logout', () => {
  it('renews a missing or expiring access token from the refresh cookie before the request is handled', async () => {
    const sub = 'acct-session-5';
    fake.profiles.set(sub, profileFor(sub, { firstName: 'Robin' }));
    const renewed = await tokensFor(sub, '');
    fake.grants.set('refresh-old', renewed);
    const expiring = await identity.tokenFor(sub, { ttlSeconds: 20 });
    const res = await app.inject({
      url: '/api/account',
      headers: { cookie: `shop_access_token=${expiring}; shop_refresh_token=refresh-old; loggedin=true` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Robin' });
    expect(cookieNamed(res, 'shop_access_token')).toContain(renewed.access_token);
    expect(cookieNamed(res, 'shop_refresh_token')).toContain(renewed.refresh_token);
  });

  it('ends the session here when the identity service refuses the refresh token', async () => {
    const res = await app.inject({
      url: '/api/account',
      headers: { cookie: 'shop_refresh_token=refresh-unknown; loggedin=true' },
    });
    expect(res.statusCode).toBe(401);
    expect(cookieNamed(res, 'shop_refresh_token')).toMatch(/Max-Age=0/);
    expect(cookieNamed(res, 'loggedin')).toMatch(/^loggedin=; .*Max-Age=0/);
  });

  it('leaves a fresh access token alone', async () => {
    const token = await identity.tokenFor('acct-session-6');
    fake.profiles.set('acct-session-6', profileFor('acct-session-6'));
    const res = await app.inject({
      url: '/api/account',
      headers: { cookie: `shop_access_token=${token}; shop_refresh_token=never-used` },
    });
    expect(res.statusCode).toBe(200);
    expect(cookieNamed(res, 'shop_access_token')).toBeUndefined();
  });

  it('logs out: revokes the refresh session, clears every cookie and goes to the return path only if local', async () => {
    const res = await app.inject({
      url: '/account/logout?returnUrl=%2Fcart',
      headers: { cookie: 'shop_refresh_token=refresh-bye; loggedin=true' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cart');
    expect(fake.revoked).toContain('refresh-bye');
    for (const name of [
      'shop_access_token',
      'shop_id_token',
      'shop_refresh_token',
      'loggedin',
      'nonce',
      'redirectPath',
    ])
      expect(cookieNamed(res, name), name).toMatch(/Max-Age=0/);
    const away = await app.inject({ url: '/account/logout?returnUrl=https%3A%2F%2Fevil.example' });
    expect(away.headers.location).toBe('/');
  });
});

describe('helpers', () => {
  it('keeps return addresses to paths of this origin', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('/product/x?y=1#z')).toBe('/product/x?y=1#z');
    for (const bad of ['http://a.b/', '//a.b', '/\\a.b', 'a/b', '/x\u0000', `/${'a'.repeat(3000)}`])
      expect(safeReturnPath(bad), bad).toBeNull();
  });

  it('shares one renewal between requests that arrive together', async () => {
    let calls = 0;
    let now = 0;
    const flights = singleFlight<number>(1000, () => now);
    const task = async () => ++calls;
    expect(await Promise.all([flights.run('a', task), flights.run('a', task)])).toEqual([1, 1]);
    now = 2000;
    expect(await flights.run('a', task)).toBe(2);
  });
});
