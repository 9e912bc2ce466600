import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { startTestIdentity, type TestIdentity } from '../test-support.ts';
import { renderConsentPage } from './consent-page.ts';
import { DEV_CLIENT_ID, pkceChallenge } from './provider.ts';

// The Demo ID provider as a client sees it, called directly (no OIDC library in between).

let t: TestIdentity;
let secret: string;
const ISSUER = 'http://identity.test/dev-oidc';
const REDIRECT = 'http://identity.test/api/account/externallogin/dev/callback';
const VERIFIER = 'v'.repeat(20) + '-verifier-of-forty-three-chars';

beforeAll(async () => {
  t = await startTestIdentity();
  const { readFile } = await import('node:fs/promises');
  secret = (await readFile(`${t.dir}/identity/dev-oidc-client-secret`, 'utf8')).trim();
});
afterAll(async () => t.close());

const authorizeParams = (overrides: Record<string, string> = {}) => ({
  client_id: DEV_CLIENT_ID,
  redirect_uri: REDIRECT,
  response_type: 'code',
  scope: 'openid email profile',
  state: 'st-1',
  nonce: 'pn-1',
  code_challenge: pkceChallenge(VERIFIER),
  code_challenge_method: 'S256',
  ...overrides,
});

async function codeFor(email = 'dana.demo@example.com'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/dev-oidc/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...authorizeParams(),
      given_name: 'Dana',
      family_name: 'Demo',
      email,
      email_verified: 'true',
      decision: 'allow',
    }).toString(),
  });
  expect(res.statusCode).toBe(303);
  const to = new URL(String(res.headers.location));
  expect(to.searchParams.get('state')).toBe('st-1');
  expect(to.searchParams.get('iss')).toBe(ISSUER);
  return to.searchParams.get('code') ?? '';
}

function token(fields: Record<string, string>, clientSecret = secret): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/dev-oidc/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${DEV_CLIENT_ID}:${clientSecret}`).toString('base64')}`,
    },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT,
      ...fields,
    }).toString(),
  });
}

describe('Demo ID provider', () => {
  it('publishes its discovery document and its own key', async () => {
    const discovery = (await t.app.inject({ url: '/dev-oidc/.well-known/openid-configuration' })).json<
      Record<string, unknown>
    >();
    expect(discovery).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/authorize`,
      token_endpoint: `${ISSUER}/token`,
      jwks_uri: `${ISSUER}/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = (await t.app.inject({ url: '/dev-oidc/jwks' })).json<JSONWebKeySet>();
    const own = (await t.app.inject({ url: '/.well-known/jwks.json' })).json<JSONWebKeySet>();
    expect(jwks.keys[0]?.kid).toBe('demo-id-1');
    expect(jwks.keys[0]?.x).not.toBe(own.keys[0]?.x);
    expect((jwks.keys[0] as Record<string, unknown>).d).toBeUndefined();
  });

  it('issues an ID token with the typed identity for a code, the right verifier and the client secret', async () => {
    const res = await token({ code: await codeFor('Dana.Demo@Example.com'), code_verifier: VERIFIER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const jwks = (await t.app.inject({ url: '/dev-oidc/jwks' })).json<JSONWebKeySet>();
    const { payload } = await jwtVerify(res.json<{ id_token: string }>().id_token, createLocalJWKSet(jwks), {
      issuer: ISSUER,
      audience: DEV_CLIENT_ID,
    });
    expect(payload).toMatchObject({
      nonce: 'pn-1',
      email: 'dana.demo@example.com',
      email_verified: true,
      name: 'Dana Demo',
      given_name: 'Dana',
      family_name: 'Demo',
    });
    expect(payload.sub).toMatch(/^demo-[0-9a-f]{32}$/);
  });

  it('refuses a code twice, a wrong verifier, another redirect address and a wrong secret', async () => {
    const code = await codeFor();
    expect((await token({ code, code_verifier: VERIFIER }, 'wrong-secret')).statusCode).toBe(401);
    expect((await token({ code, code_verifier: `${VERIFIER}x` })).json()).toEqual({ error: 'invalid_grant' });
    // A failed attempt used the code up as well: codes are single use whatever happens.
    expect((await token({ code, code_verifier: VERIFIER })).json()).toEqual({ error: 'invalid_grant' });
    const other = await codeFor();
    expect(
      (await token({ code: other, code_verifier: VERIFIER, redirect_uri: 'http://evil.example/cb' }))
        .statusCode,
    ).toBe(400);
    const fresh = await codeFor();
    expect((await token({ code: fresh, code_verifier: VERIFIER })).statusCode).toBe(200);
    expect((await token({ code: fresh, code_verifier: VERIFIER })).json()).toEqual({
      error: 'invalid_grant',
    });
  });

  it('shows an unknown client or return address a page, never a redirect', async () => {
    const requests: Record<string, string>[] = [
      { client_id: 'other' },
      { redirect_uri: 'http://evil.example/cb' },
    ];
    for (const overrides of requests) {
      const res = await t.app.inject({
        url: `/dev-oidc/authorize?${new URLSearchParams(authorizeParams(overrides)).toString()}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('role="alert"');
    }
  });

  it('wants PKCE with S256', async () => {
    const res = await t.app.inject({
      url: `/dev-oidc/authorize?${new URLSearchParams(authorizeParams({ code_challenge_method: 'plain' })).toString()}`,
    });
    expect(res.statusCode).toBe(303);
    expect(new URL(String(res.headers.location)).searchParams.get('error')).toBe('invalid_request');
  });

  it('asks again, saying why, when the typed identity is not usable', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev-oidc/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...authorizeParams(),
        email: 'not-an-address',
        decision: 'allow',
      }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/role="alert"/);
    expect(res.body).toMatch(/aria-describedby="consent-error"/);
  });

  it('escapes whatever it writes back into the page', () => {
    const page = renderConsentPage({
      companyName: '<Shop>',
      params: authorizeParams({ state: '"><script>alert(1)</script>' }),
      fields: { givenName: '<b>', familyName: 'x', email: 'a@b.c', emailVerified: false },
    });
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>');
    expect(page).toContain('Sign in to &#60;Shop&#62; with Demo ID');
  });
});

describe('IDENTITY_DEV_PROVIDER=false', () => {
  it('serves no Demo ID and offers no dev sign-in', async () => {
    const off = await startTestIdentity({ IDENTITY_DEV_PROVIDER: 'false' });
    try {
      expect((await off.app.inject({ url: '/dev-oidc/.well-known/openid-configuration' })).statusCode).toBe(
        404,
      );
      const res = await off.app.inject({
        url: '/api/account/externallogin/dev?nonce=n&origin=http%3A%2F%2Fshop.test&returnUrl=%2F',
      });
      expect(new URL(String(res.headers.location)).searchParams.get('error')).toBe('unknown_provider');
    } finally {
      await off.close();
    }
  });
});
