import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { IdTokenClaims, TokenResponse } from '@shop/contracts';
import { SHOP, startTestIdentity, type TestIdentity } from './test-support.ts';

let t: TestIdentity;
let jwks: JSONWebKeySet;
const EMAIL = 'jo@example.com';
const PASSWORD = 'plum kettle orbit';

beforeAll(async () => {
  t = await startTestIdentity();
  jwks = (await t.app.inject({ url: '/.well-known/jwks.json' })).json<JSONWebKeySet>();
  expect((await t.register('Jo@Example.com', PASSWORD)).statusCode).toBe(201);
});
afterAll(async () => t.close());

const signInForm = (fields: Partial<Record<string, string>> = {}) =>
  t.form('/api/account/login-redir', {
    email: EMAIL,
    password: PASSWORD,
    returnUrl: '/account',
    origin: SHOP,
    nonce: 'nonce-1',
    ...fields,
  } as Record<string, string>);

describe('POST /api/account/login-redir', () => {
  it('sends the browser back to the callback with a code and the return path, and nothing else', async () => {
    const res = await signInForm({ email: ' JO@example.com ' });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(SHOP);
    expect(location.pathname).toBe('/account/callback');
    expect([...location.searchParams.keys()].sort()).toEqual(['code', 'returnUrl']);
    expect(location.searchParams.get('returnUrl')).toBe('/account');
    expect(String(res.headers.location)).not.toMatch(/plum|jo%40|jo@|eyJ/i);
  });

  it('sends a wrong password back to the sign-in page with an error code and no credentials', async () => {
    const res = await signInForm({ password: 'wrong password here' });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toBe('/account/login');
    expect(location.searchParams.get('error')).toBe('invalid_login');
    expect(location.searchParams.get('returnUrl')).toBe('/account');
    expect(String(res.headers.location)).not.toMatch(/wrong|example/);
  });

  it('answers an unknown e-mail exactly as a wrong password (no enumeration)', async () => {
    const unknown = await signInForm({ email: 'nobody@example.com', password: 'wrong password here' });
    const wrong = await signInForm({ password: 'wrong password here' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.headers.location).toBe(wrong.headers.location);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a look-alike origin', { origin: `${SHOP}.evil.example` }],
    ['no origin', { origin: '' }],
  ])('refuses %s without redirecting anywhere', async (_name, fields) => {
    const res = await signInForm(fields);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 'redirect_not_allowed' });
  });

  it.each(['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a\r\nb'])(
    'keeps a return address of %j on the storefront, with no code',
    async (returnUrl) => {
      const res = await signInForm({ returnUrl });
      expect(res.statusCode).toBe(303);
      const location = new URL(String(res.headers.location));
      expect(location.origin).toBe(SHOP);
      expect(location.pathname).toBe('/account/login');
      expect(location.searchParams.get('error')).toBe('redirect_not_allowed');
      expect(location.searchParams.get('code')).toBeNull();
    },
  );

  it('needs a nonce', async () => {
    const res = await signInForm({ nonce: '' });
    expect(new URL(String(res.headers.location)).searchParams.get('error')).toBe('bad_request');
  });

  it('refuses a form posted from another site', async () => {
    const res = await t.form(
      '/api/account/login-redir',
      { email: EMAIL, password: PASSWORD, origin: SHOP, nonce: 'n' },
      'https://evil.example',
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /connect/token', () => {
  const codeOf = async (nonce = 'nonce-1') =>
    new URL(String((await signInForm({ nonce })).headers.location)).searchParams.get('code')!;

  it('exchanges a code once for an access token, an ID token with the nonce, and a refresh token', async () => {
    const code = await codeOf('nonce-42');
    const res = await t.token({ grant_type: 'authorization_code', code });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const tokens = TokenResponse.parse(res.json());
    expect(tokens.expires_in).toBe(900);
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    expect(decodeProtectedHeader(tokens.id_token).typ).toBe('JWT');
    const { payload } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks), {
      issuer: 'http://identity.test',
      audience: 'storefront',
    });
    const claims = IdTokenClaims.parse(payload);
    expect(claims).toMatchObject({
      nonce: 'nonce-42',
      email: EMAIL,
      given_name: 'Jo',
      family_name: 'Bloggs',
    });
    expect(claims.winningUserId).toBeUndefined();

    const again = await t.token({ grant_type: 'authorization_code', code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_grant' });
  });

  it('refuses a code after its minute', async () => {
    let now = new Date();
    const slow = await startTestIdentity({}, { now: () => now });
    try {
      await slow.register(EMAIL, PASSWORD);
      const res = await slow.form('/api/account/login-redir', {
        email: EMAIL,
        password: PASSWORD,
        origin: SHOP,
        nonce: 'n',
        returnUrl: '/',
      });
      const code = new URL(String(res.headers.location)).searchParams.get('code')!;
      now = new Date(now.getTime() + 61_000);
      expect((await slow.token({ grant_type: 'authorization_code', code })).json()).toMatchObject({
        code: 'invalid_grant',
      });
    } finally {
      await slow.close();
    }
  });

  it('refuses a wrong client secret, an unknown client and an unknown grant', async () => {
    const code = await codeOf();
    expect(
      (await t.token({ grant_type: 'authorization_code', code, client_secret: 'nope' })).statusCode,
    ).toBe(401);
    expect(
      (await t.token({ grant_type: 'authorization_code', code, client_id: 'other' })).json(),
    ).toMatchObject({
      code: 'invalid_client',
    });
    expect((await t.token({ grant_type: 'password', code })).json()).toMatchObject({
      code: 'unsupported_grant_type',
    });
    // The refused attempts did not use the code up.
    expect((await t.token({ grant_type: 'authorization_code', code })).statusCode).toBe(200);
  });

  it('takes the client from HTTP Basic and a JSON body too', async () => {
    const code = await codeOf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: {
        authorization: `Basic ${Buffer.from(`storefront:${'test-client-secret-0123456789abcdefghijkl'}`).toString('base64')}`,
      },
      payload: { grant_type: 'authorization_code', code },
    });
    expect(res.statusCode).toBe(200);
  });

  it('rotates refresh tokens, and a replayed one ends the whole session', async () => {
    let now = new Date();
    const timed = await startTestIdentity({}, { now: () => now });
    try {
      await timed.register(EMAIL, PASSWORD);
      const first = await timed.signIn(EMAIL, PASSWORD);
      const second = await timed.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
      expect(second.statusCode).toBe(200);
      const renewed = TokenResponse.parse(second.json());
      expect(renewed.refresh_token).not.toBe(first.refresh_token);

      // A second renewal racing the first (two requests of one browser, perhaps at two storefront instances) gets
      // tokens of the same session too, so neither request signs the shopper out (docs/decisions/0043).
      now = new Date(now.getTime() + 9_000);
      const racing = await timed.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
      expect(racing.statusCode).toBe(200);
      const sibling = TokenResponse.parse(racing.json());
      expect(sibling.refresh_token).not.toBe(renewed.refresh_token);
      expect(decodeJwt(sibling.access_token).sid).toBe(decodeJwt(renewed.access_token).sid);
      const third = TokenResponse.parse(
        (await timed.token({ grant_type: 'refresh_token', refresh_token: renewed.refresh_token })).json(),
      );
      expect(
        (await timed.token({ grant_type: 'refresh_token', refresh_token: sibling.refresh_token })).statusCode,
      ).toBe(200);

      now = new Date(now.getTime() + 11_000);
      const replay = await timed.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
      expect(replay.json()).toMatchObject({ code: 'invalid_grant' });
      // The thief's replay also cost the rightful holder the session.
      expect(
        (await timed.token({ grant_type: 'refresh_token', refresh_token: third.refresh_token })).statusCode,
      ).toBe(400);
    } finally {
      await timed.close();
    }
  });
});

describe('POST /api/account/logout and /connect/revoke', () => {
  it('ends the session of the access token, so its refresh token stops working', async () => {
    const tokens = await t.signIn(EMAIL, PASSWORD);
    const profile = (
      await t.app.inject({
        url: '/api/account/getprofile',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
    ).json<{ userId: string }>();
    const res = await t.json(
      '/api/account/logout',
      { userId: profile.userId, clientId: 'storefront' },
      tokens.access_token,
    );
    expect(res.statusCode).toBe(200);
    expect(
      (await t.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).statusCode,
    ).toBe(400);
  });

  it('does nothing without a valid token, and refuses another user id', async () => {
    const tokens = await t.signIn(EMAIL, PASSWORD);
    expect((await t.json('/api/account/logout', { userId: 'someone' })).statusCode).toBe(200);
    expect(
      (await t.json('/api/account/logout', { userId: 'someone-else' }, tokens.access_token)).json(),
    ).toMatchObject({
      code: 'invalid_login',
    });
    expect(
      (await t.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).statusCode,
    ).toBe(200);
  });

  it('revokes a session by its refresh token on the back channel', async () => {
    const tokens = await t.signIn(EMAIL, PASSWORD);
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/connect/revoke',
      payload: {
        token: tokens.refresh_token,
        client_id: 'storefront',
        client_secret: 'test-client-secret-0123456789abcdefghijkl',
      },
    });
    expect(revoke.statusCode).toBe(200);
    expect(
      (await t.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).statusCode,
    ).toBe(400);
    const unauthenticated = await t.app.inject({
      method: 'POST',
      url: '/connect/revoke',
      payload: { token: 'x' },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});

describe('POST /api/account/relogin', () => {
  const relogin = (token: string, fields: Record<string, string> = {}) =>
    t.form('/api/account/relogin', { token, origin: SHOP, nonce: 'nonce-r', returnUrl: '/cart', ...fields });

  it('gives a new code for the ID token of a live session, with the new nonce', async () => {
    const tokens = await t.signIn(EMAIL, PASSWORD);
    const res = await relogin(tokens.id_token);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toBe('/account/callback');
    expect(location.searchParams.get('returnUrl')).toBe('/cart');
    const exchanged = TokenResponse.parse(
      (await t.token({ grant_type: 'authorization_code', code: location.searchParams.get('code')! })).json(),
    );
    const { payload } = await jwtVerify(exchanged.id_token, createLocalJWKSet(jwks));
    expect(payload.nonce).toBe('nonce-r');
  });

  it('refuses an access token, a logged-out session and an open redirect', async () => {
    const tokens = await t.signIn(EMAIL, PASSWORD);
    expect(
      new URL(String((await relogin(tokens.access_token)).headers.location)).searchParams.get('error'),
    ).toBe('invalid_login');
    expect((await relogin(tokens.id_token, { origin: 'https://evil.example' })).statusCode).toBe(400);
    await t.json('/api/account/logout', {}, tokens.access_token);
    expect(new URL(String((await relogin(tokens.id_token)).headers.location)).searchParams.get('error')).toBe(
      'invalid_login',
    );
  });
});
