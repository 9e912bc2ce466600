import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { identityAccounts, identityExternalLogins } from '@shop/db';
import type { LightMyRequestResponse } from 'fastify';
import { BROWSER_COOKIE } from './routes-external-login.ts';
import { SHOP, startTestIdentity, type TestIdentity } from './test-support.ts';

// The whole social sign-in against the built-in Demo ID provider. The service discovers and calls the provider over
// real HTTP at its own address, so it listens; the browser's steps go through inject.

let t: TestIdentity;
let base: string;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const [port, closed] = [await freePort(), await freePort()];
  base = `http://localhost:${port}`;
  t = await startTestIdentity({
    IDENTITY_ISSUER: base,
    IDENTITY_COMPANY_NAME: 'Appliance Shop',
    IDENTITY_OIDC_PROVIDERS: JSON.stringify([
      { name: 'down', issuer: `http://127.0.0.1:${closed}`, clientId: 'x', clientSecret: 'y', label: 'Down' },
    ]),
  });
  await t.app.listen({ port, host: 'localhost' });
});
afterAll(async () => t.close());

const pathOf = (location: unknown) => {
  const url = new URL(String(location));
  return `${url.pathname}${url.search}`;
};
const cookieOf = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === BROWSER_COOKIE)?.value ?? '';

interface Journey {
  /** The provider's authorization address the service sent the browser to. */
  authorize: URL;
  cookie: string;
}

async function start(fields: Record<string, string> = {}, provider = 'dev'): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({ nonce: 'shop-nonce-1', origin: SHOP, returnUrl: '/cart', ...fields });
  return t.app.inject({ url: `/api/account/externallogin/${provider}?${query.toString()}` });
}

async function begin(fields: Record<string, string> = {}): Promise<Journey> {
  const res = await start(fields);
  expect(res.statusCode).toBe(303);
  return { authorize: new URL(String(res.headers.location)), cookie: cookieOf(res) };
}

/** The consent page's form, sent back as the browser would: its hidden fields plus what the person typed. */
async function consent(journey: Journey, typed: Record<string, string>): Promise<LightMyRequestResponse> {
  const page = await t.app.inject({ url: pathOf(journey.authorize) });
  expect(page.statusCode).toBe(200);
  const hidden = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  return t.app.inject({
    method: 'POST',
    url: '/dev-oidc/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...hidden, ...typed }).toString(),
  });
}

const allow = (email: string, verified = true) => ({
  given_name: 'Kim',
  family_name: 'Nguyen',
  email,
  ...(verified ? { email_verified: 'true' } : {}),
  decision: 'allow',
});

async function callback(location: unknown, cookie: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    url: pathOf(location),
    ...(cookie ? { cookies: { [BROWSER_COOKIE]: cookie } } : {}),
  });
}

/** Start, consent, callback: where the browser lands on the storefront. */
async function signInWith(email: string, verified = true): Promise<URL> {
  const journey = await begin();
  const consented = await consent(journey, allow(email, verified));
  expect(consented.statusCode).toBe(303);
  const landed = await callback(consented.headers.location, journey.cookie);
  expect(landed.statusCode).toBe(303);
  return new URL(String(landed.headers.location));
}

async function idTokenFor(landing: URL): Promise<Record<string, unknown>> {
  const code = landing.searchParams.get('code');
  expect(code).toBeTruthy();
  const exchanged = await t.token({ grant_type: 'authorization_code', code: code! });
  expect(exchanged.statusCode).toBe(200);
  return decodeJwt(exchanged.json<{ id_token: string }>().id_token);
}

const accountByEmail = async (email: string) =>
  (
    await t.handle.db
      .select()
      .from(identityAccounts)
      .where(sql`lower(${identityAccounts.email}) = ${email}`)
  )[0];

describe('GET /api/account/externallogin/{provider}', () => {
  it('sends the browser to the provider with PKCE, state and its own nonce, and ties it to the browser', async () => {
    const res = await start();
    expect(res.statusCode).toBe(303);
    const to = new URL(String(res.headers.location));
    expect(`${to.origin}${to.pathname}`).toBe(`${base}/dev-oidc/authorize`);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('redirect_uri')).toBe(`${base}/api/account/externallogin/dev/callback`);
    expect(to.searchParams.get('state')).toBeTruthy();
    // The storefront's nonce stays here; the provider gets one of its own.
    expect(to.searchParams.get('nonce')).not.toBe('shop-nonce-1');
    const cookie = res.cookies.find((c) => c.name === BROWSER_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/account/externallogin' });
  });

  it('sends an unknown provider back to the sign-in page', async () => {
    const res = await start({}, 'myspace');
    expect(res.statusCode).toBe(303);
    const to = new URL(String(res.headers.location));
    expect(`${to.origin}${to.pathname}`).toBe(`${SHOP}/account/login`);
    expect(to.searchParams.get('error')).toBe('unknown_provider');
    expect(to.searchParams.get('returnUrl')).toBe('/cart');
  });

  it.each([['https://evil.example'], [''], [`${SHOP}.evil.example`]])(
    'refuses the origin %j with a 400 and no redirect',
    async (origin) => {
      const res = await start({ origin });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.json()).toMatchObject({ code: 'redirect_not_allowed' });
    },
  );

  it('keeps the return address on the storefront and wants a nonce', async () => {
    const evil = new URL(String((await start({ returnUrl: '//evil.example/' })).headers.location));
    expect(evil.searchParams.get('error')).toBe('redirect_not_allowed');
    const noNonce = new URL(String((await start({ nonce: '' })).headers.location));
    expect(noNonce.searchParams.get('error')).toBe('bad_request');
  });

  it('says the sign-in failed when a provider cannot be reached', async () => {
    const to = new URL(String((await start({}, 'down')).headers.location));
    expect(to.searchParams.get('error')).toBe('external_login_failed');
  });

  it('lists the providers for the sign-in page', async () => {
    const res = await t.app.inject({ url: '/api/account/externalproviders' });
    expect(res.json()).toEqual([
      { name: 'dev', label: 'Demo ID' },
      { name: 'down', label: 'Down' },
    ]);
  });
});

describe('the Demo ID journey', () => {
  it('shows an accessible consent page with a demo identity filled in', async () => {
    const journey = await begin();
    const page = await t.app.inject({ url: pathOf(journey.authorize) });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<h1>Sign in to Appliance Shop with Demo ID</h1>');
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toMatch(/id="email"[^>]*value="dana.demo@example.com"/);
    expect(page.body).toMatch(/<button type="submit" name="decision" value="allow">Allow<\/button>/);
    expect(page.body).toMatch(/value="deny" formnovalidate>Deny</);
  });

  it('signs a new shopper in: a new account, and the storefront nonce in the ID token of the back channel', async () => {
    const landing = await signInWith('kim.nguyen@example.com');
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SHOP}/account/callback`);
    expect([...landing.searchParams.keys()].sort()).toEqual(['code', 'returnUrl']);
    expect(landing.searchParams.get('returnUrl')).toBe('/cart');
    const claims = await idTokenFor(landing);
    expect(claims).toMatchObject({
      nonce: 'shop-nonce-1',
      email: 'kim.nguyen@example.com',
      given_name: 'Kim',
      family_name: 'Nguyen',
    });
    const account = await accountByEmail('kim.nguyen@example.com');
    expect(account?.id).toBe(claims.sub);
    expect(account?.emailConfirmedAt).not.toBeNull();
    // The same person again is the same account, found by the provider's subject.
    expect((await idTokenFor(await signInWith('kim.nguyen@example.com'))).sub).toBe(claims.sub);
  });

  it('refuses a callback replayed, or with its state changed, or from another browser', async () => {
    const journey = await begin();
    const consented = await consent(journey, allow('replay@example.com'));
    const location = String(consented.headers.location);

    const tampered = new URL(location);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    const forged = new URL(String((await callback(tampered, journey.cookie)).headers.location));
    expect(forged.pathname).toBe('/account/login');
    expect(forged.searchParams.get('error')).toBe('external_login_failed');

    const first = new URL(String((await callback(location, journey.cookie)).headers.location));
    expect(first.pathname).toBe('/account/callback');
    const again = new URL(String((await callback(location, journey.cookie)).headers.location));
    expect(again.pathname).toBe('/account/login');
    expect(again.searchParams.get('error')).toBe('external_login_failed');
    expect(again.searchParams.get('code')).toBeNull();

    const other = await begin();
    const elsewhere = await consent(other, allow('replay@example.com'));
    const stranger = new URL(String((await callback(elsewhere.headers.location, '')).headers.location));
    expect(stranger.searchParams.get('error')).toBe('external_login_failed');
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const journey = await begin();
    journey.authorize.searchParams.set('nonce', 'someone-elses-nonce');
    const consented = await consent(journey, allow('nonce@example.com'));
    const landed = new URL(
      String((await callback(consented.headers.location, journey.cookie)).headers.location),
    );
    expect(landed.pathname).toBe('/account/login');
    expect(landed.searchParams.get('error')).toBe('external_login_failed');
    expect(await accountByEmail('nonce@example.com')).toBeUndefined();
  });

  it('sends a shopper who denies back to the sign-in page', async () => {
    const journey = await begin();
    const denied = await consent(journey, { decision: 'deny' });
    expect(new URL(String(denied.headers.location)).searchParams.get('error')).toBe('access_denied');
    const landed = new URL(
      String((await callback(denied.headers.location, journey.cookie)).headers.location),
    );
    expect(`${landed.origin}${landed.pathname}`).toBe(`${SHOP}/account/login`);
    expect(landed.searchParams.get('error')).toBe('external_login_denied');
    expect(landed.searchParams.get('returnUrl')).toBe('/cart');
  });
});

describe('linking to an existing account', () => {
  it('links to the account with the same address when the provider has verified it', async () => {
    expect((await t.register('linked@example.com', 'plum kettle orbit')).statusCode).toBe(201);
    await t.handle.db
      .update(identityAccounts)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(identityAccounts.email, 'linked@example.com'));
    const account = await accountByEmail('linked@example.com');
    const claims = await idTokenFor(await signInWith('Linked@Example.com'));
    expect(claims.sub).toBe(account?.id);
    // The password still works: linking takes nothing from a confirmed account.
    await expect(t.signIn('linked@example.com', 'plum kettle orbit')).resolves.toBeTruthy();
  });

  it('neither links nor creates an account for an address the provider has not verified', async () => {
    expect((await t.register('mine@example.com', 'plum kettle orbit')).statusCode).toBe(201);
    const taken = await signInWith('mine@example.com', false);
    expect(taken.searchParams.get('error')).toBe('external_email_unverified');
    const fresh = await signInWith('nobody-yet@example.com', false);
    expect(fresh.searchParams.get('error')).toBe('external_email_unverified');
    expect(await accountByEmail('nobody-yet@example.com')).toBeUndefined();
    const links = await t.handle.db.select().from(identityExternalLogins);
    expect(links.some((l) => l.email === 'mine@example.com')).toBe(false);
  });

  it('takes the password off an unconfirmed account it links to', async () => {
    expect((await t.register('squatted@example.com', 'plum kettle orbit')).statusCode).toBe(201);
    const account = await accountByEmail('squatted@example.com');
    const claims = await idTokenFor(await signInWith('squatted@example.com'));
    expect(claims.sub).toBe(account?.id);
    await expect(t.signIn('squatted@example.com', 'plum kettle orbit')).rejects.toThrow(/sign-in failed/);
  });
});
