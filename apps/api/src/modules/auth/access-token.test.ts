import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { SignJWT, UnsecuredJWT, type JSONWebKeySet } from 'jose';
import type { DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { buildIdentity, loadIdentityConfig } from '@shop/identity';
import { signAccessToken } from '@shop/identity/tokens';
import { ConfigError, loadOrCreateKeyPair } from '@shop/server-kit';
import { loadStorefrontConfig } from '../../config.ts';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './access-token.ts';
import { accessTokenOf } from './signed-in.ts';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIdentity, type TestIdentity } from './test-tokens.ts';

let identity: TestIdentity;
let other: TestIdentity;
let verify: AccessTokenVerifier;

beforeAll(async () => {
  identity = await createTestIdentity();
  // Another key under the same key id: what a forger without the identity service's private key can do.
  other = await createTestIdentity(identity.key.kid);
  verify = createAccessTokenVerifier({
    keys: JSON.parse(identity.jwks) as JSONWebKeySet,
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
  });
});

const refused = { accountId: null, reason: 'invalid' };

describe('access token verification', () => {
  it('accepts a token the identity service signed, for its subject', async () => {
    expect(await verify(await identity.tokenFor('acct-42'))).toEqual({ accountId: 'acct-42' });
  });

  it('refuses expired, forged, foreign and malformed tokens without throwing', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    const cases: Record<string, [string, string]> = {
      expired: [await identity.tokenFor('acct-1', { now: hourAgo, ttlSeconds: 60 }), 'ERR_JWT_EXPIRED'],
      forged: [await other.tokenFor('acct-1'), 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED'],
      wrongAudience: [
        await identity.tokenFor('acct-1', { audience: 'another-shop' }),
        'ERR_JWT_CLAIM_VALIDATION_FAILED',
      ],
      wrongIssuer: [
        await identity.tokenFor('acct-1', { issuer: 'https://evil.example' }),
        'ERR_JWT_CLAIM_VALIDATION_FAILED',
      ],
      notJwt: ['not-a-token', 'ERR_JWS_INVALID'],
      garbled: ['eyJhbGciOiJFUzI1NiJ9.e30.AAAA', 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED'],
      unsigned: [
        new UnsecuredJWT({ sub: 'acct-1' }).setIssuer(TEST_ISSUER).setAudience(TEST_AUDIENCE).encode(),
        'ERR_JOSE_ALG_NOT_ALLOWED',
      ],
      oversized: [`${'a'.repeat(5000)}.b.c`, 'missing or oversized token'],
    };
    for (const [name, [token, detail]] of Object.entries(cases)) {
      expect(await verify(token), name).toEqual({ ...refused, detail });
    }
  });

  it('refuses a symmetric (HS256) token and one typed as an ID token', async () => {
    const hs = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: identity.key.kid })
      .setSubject('acct-1')
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a'.repeat(32)));
    expect(await verify(hs)).toMatchObject(refused);
    const idToken = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: identity.key.kid })
      .setSubject('acct-1')
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('5m')
      .sign(identity.key.privateKey);
    expect(await verify(idToken)).toMatchObject(refused);
  });

  it('needs a usable subject and an expiry', async () => {
    const sign = (claims: SignJWT) =>
      claims
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: identity.key.kid })
        .setIssuer(TEST_ISSUER)
        .setAudience(TEST_AUDIENCE)
        .sign(identity.key.privateKey);
    expect(await verify(await sign(new SignJWT({}).setExpirationTime('5m')))).toMatchObject(refused);
    expect(await verify(await sign(new SignJWT({}).setSubject('acct-1')))).toMatchObject(refused);
    expect(
      await verify(await sign(new SignJWT({}).setSubject('has space').setExpirationTime('5m'))),
    ).toMatchObject(refused);
  });

  it('takes the token from Authorization: Bearer before the cookie', () => {
    const request = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      ({ headers, cookies }) as unknown as Parameters<typeof accessTokenOf>[0];
    expect(
      accessTokenOf(request({ authorization: 'Bearer abc.def.ghi' }, { shop_access_token: 'x.y.z' })),
    ).toBe('abc.def.ghi');
    expect(
      accessTokenOf(request({ authorization: 'Basic dXNlcjpwYXNz' }, { shop_access_token: 'x.y.z' })),
    ).toBe('x.y.z');
    expect(accessTokenOf(request({}))).toBeNull();
  });
});

describe("the identity service's published keys", () => {
  let dir: string;
  let identityApp: Awaited<ReturnType<typeof buildIdentity>>;
  let jwksUrl: URL;
  let identityDb: DbHandle;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-jwks-'));
    identityDb = await createTestDatabase();
    identityApp = await buildIdentity({
      ...loadIdentityConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }),
      db: identityDb.db,
      seedDemo: false,
    });
    await identityApp.listen({ port: 0, host: '127.0.0.1' });
    jwksUrl = new URL(
      `http://127.0.0.1:${(identityApp.server.address() as AddressInfo).port}/.well-known/jwks.json`,
    );
  });
  afterAll(async () => {
    await identityApp?.close();
    await identityDb?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('verifies a token signed with the service key against its JWKS URL', async () => {
    // The key the identity service made for itself on its first start.
    const key = await loadOrCreateKeyPair({
      alg: 'ES256',
      kid: 'identity-1',
      file: path.join(dir, 'identity', 'signing-key.json'),
    });
    const remote = createAccessTokenVerifier({ keys: jwksUrl, issuer: TEST_ISSUER, audience: TEST_AUDIENCE });
    const token = await signAccessToken(key, { sub: 'acct-7', issuer: TEST_ISSUER, audience: TEST_AUDIENCE });
    expect(await remote(token)).toEqual({ accountId: 'acct-7' });
    expect(await remote(await identity.tokenFor('acct-7'))).toMatchObject(refused);
  });

  it('treats a token as signed out when the key set cannot be fetched, and says why', async () => {
    const dead = Fastify();
    await dead.listen({ port: 0, host: '127.0.0.1' });
    const port = (dead.server.address() as AddressInfo).port;
    await dead.close();
    const remote = createAccessTokenVerifier({
      keys: new URL(`http://127.0.0.1:${port}/.well-known/jwks.json`),
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
    });
    const token = await identity.tokenFor('acct-7');
    expect(await remote(token)).toMatchObject({ accountId: null, reason: 'keys_unavailable' });
    expect(await remote(token)).toMatchObject({ accountId: null, reason: 'keys_unavailable' });
  });
});

describe('identity settings of the storefront', () => {
  it('defaults to the identity service of the one-process start', () => {
    expect(loadStorefrontConfig({})).toMatchObject({
      identityIssuer: 'http://localhost:3001',
      identityJwksUrl: 'http://localhost:3001/.well-known/jwks.json',
      identityJwks: null,
      identityClientId: 'storefront',
    });
    expect(loadStorefrontConfig({ IDENTITY_URL: 'https://id.example/' })).toMatchObject({
      identityIssuer: 'https://id.example',
      identityJwksUrl: 'https://id.example/.well-known/jwks.json',
    });
  });

  it('takes a key set given directly, public keys only', async () => {
    expect(loadStorefrontConfig({ IDENTITY_JWKS: identity.jwks }).identityJwks).toEqual(
      JSON.parse(identity.jwks),
    );
    const withPrivate = JSON.stringify({ keys: [{ kty: 'EC', d: 'secret' }] });
    for (const bad of ['{', '{"keys": []}', '{"keys": "x"}', withPrivate]) {
      expect(() => loadStorefrontConfig({ IDENTITY_JWKS: bad })).toThrow(ConfigError);
    }
  });
});
