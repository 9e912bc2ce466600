import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signIdToken } from '@shop/identity/tokens';
import type { TokenResponse } from '@shop/contracts';
import type { DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import { createFakeIdentityClient, profileFor, type FakeIdentityClient } from './fake-identity-client.ts';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIdentity, type TestIdentity } from './test-tokens.ts';

// A signed-in session behind a TLS-terminating balancer: the session cookies travel as __Host- names, and the
// sign-in callback and the silent renewal (docs/decisions/0022) read and write them under their plain names
// (docs/decisions/0044-behind-a-tls-balancer.md).

let app: FastifyInstance;
let handle: DbHandle;
let identity: TestIdentity;
let fake: FakeIdentityClient;
const HTTPS = { 'x-forwarded-proto': 'https' };

beforeAll(async () => {
  identity = await createTestIdentity();
  fake = createFakeIdentityClient();
  handle = await createTestDatabase({ seed: { products: 0 } });
  app = await buildStorefrontApi({
    db: handle.db,
    config: loadStorefrontConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
      TRUST_PROXY: 'true',
      ...identity.env,
    }),
    identity: fake,
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

let n = 0;
async function tokensFor(sub: string, nonce: string): Promise<TokenResponse> {
  return {
    access_token: await identity.tokenFor(sub),
    id_token: await signIdToken(identity.key, {
      sub,
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      nonce,
      sid: 'sid-1',
      email: `${sub}@example.com`,
      givenName: 'Alex',
      familyName: 'Shopper',
    }),
    refresh_token: `refresh-https-${++n}`,
    token_type: 'Bearer',
    expires_in: 900,
  };
}

const setCookies = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie'] ?? []].flat() as string[];
const named = (res: { headers: Record<string, unknown> }, name: string) =>
  setCookies(res).find((c) => c.startsWith(`${name}=`));
const pair = (cookie: string | undefined) => cookie!.split(';', 1)[0]!;

describe('a session over https', () => {
  it('is set by the callback as __Host- cookies, with the flags scripts read under their own names', async () => {
    const sub = 'acct-https-1';
    fake.profiles.set(sub, profileFor(sub));
    const code = `code-https-${++n}`;
    fake.grants.set(code, await tokensFor(sub, 'nonce-h'));
    const res = await app.inject({
      url: `/account/callback?code=${code}&returnUrl=%2Faccount`,
      headers: { ...HTTPS, cookie: 'nonce=nonce-h' },
    });
    expect(res.statusCode).toBe(303);
    expect(named(res, '__Host-shop_access_token')).toMatch(
      /^__Host-shop_access_token=[^;]+; Max-Age=900; SameSite=Lax; HttpOnly; Path=\/; Secure$/,
    );
    expect(named(res, '__Host-shop_refresh_token')).toMatch(/; Path=\/; Secure$/);
    expect(named(res, 'loggedin')).toBe('loggedin=true; Path=/; Max-Age=2592000; SameSite=Lax; Secure');
    expect(named(res, 'shop_access_token')).toBeUndefined();

    const account = await app.inject({
      url: '/api/account',
      headers: { ...HTTPS, cookie: pair(named(res, '__Host-shop_access_token')) },
    });
    expect(account.json()).toMatchObject({ userId: sub });
    // The same token in a plain cookie (planted over http or from a sibling subdomain) signs nobody in.
    const planted = pair(named(res, '__Host-shop_access_token')).replace('__Host-', '');
    expect(
      (await app.inject({ url: '/api/account', headers: { ...HTTPS, cookie: planted } })).statusCode,
    ).toBe(401);
  });

  it('is renewed from the prefixed refresh cookie, and the renewed cookies go out prefixed', async () => {
    const sub = 'acct-https-2';
    fake.profiles.set(sub, profileFor(sub, { firstName: 'Robin' }));
    const renewed = await tokensFor(sub, '');
    fake.grants.set('refresh-https-old', renewed);
    const res = await app.inject({
      url: '/api/account',
      headers: {
        ...HTTPS,
        // A planted plain refresh cookie beside the real one is not the one spent.
        cookie: 'shop_refresh_token=planted; __Host-shop_refresh_token=refresh-https-old; loggedin=true',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Robin' });
    expect(named(res, '__Host-shop_access_token')).toContain(renewed.access_token);
    expect(named(res, '__Host-shop_refresh_token')).toContain(renewed.refresh_token);
    expect(setCookies(res).some((c) => c.startsWith('shop_'))).toBe(false);
  });
});
