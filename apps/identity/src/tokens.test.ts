import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { loadOrCreateKeyPair, type KeyPair } from '@shop/server-kit';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ACCESS_TOKEN_TYPE,
  ID_TOKEN_TYPE,
  signAccessToken,
  signIdToken,
  verifyOwnToken,
} from './tokens.ts';

let dir: string;
let key: KeyPair;
const issuer = 'http://localhost:3001';
const audience = 'storefront';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'identity-tokens-'));
  key = await loadOrCreateKeyPair({
    alg: 'ES256',
    kid: 'identity-1',
    file: path.join(dir, 'signing-key.json'),
  });
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('signAccessToken', () => {
  it('signs an ES256 at+jwt with the key id that the JWKS publishes', async () => {
    const token = await signAccessToken(key, { sub: 'acct-1', issuer, audience });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: 'identity-1', typ: ACCESS_TOKEN_TYPE });
    const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: [key.publicJwk] }), {
      issuer,
      audience,
      typ: ACCESS_TOKEN_TYPE,
      algorithms: ['ES256'],
    });
    expect(payload).toMatchObject({ sub: 'acct-1', iss: issuer, aud: audience, client_id: audience });
    expect(payload.exp! - payload.iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes a lifetime and an issue time', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const token = await signAccessToken(key, { sub: 'acct-1', issuer, audience, ttlSeconds: 60, now });
    const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: [key.publicJwk] }), {
      currentDate: new Date('2030-01-01T00:00:30Z'),
    });
    expect(payload.iat).toBe(now.getTime() / 1000);
    expect(payload.exp).toBe(now.getTime() / 1000 + 60);
  });

  it('refuses a token without a subject or with no lifetime', async () => {
    await expect(signAccessToken(key, { sub: ' ', issuer, audience })).rejects.toThrow(/subject/);
    await expect(signAccessToken(key, { sub: 'a', issuer, audience, ttlSeconds: 0 })).rejects.toThrow(
      /lifetime/,
    );
  });
});

describe('ID tokens and checking our own tokens', () => {
  const idClaims = {
    sub: 'acct-1',
    issuer,
    audience,
    nonce: 'n-1',
    sid: 'sid-1',
    email: 'jo@example.com',
    givenName: 'Jo',
    familyName: 'Bloggs',
  };
  const check = (token: string, typ: string, withKey = key) =>
    verifyOwnToken(withKey, token, { issuer, audience, typ });

  it('signs an ID token of type JWT with the nonce, names and staff claims only when present', async () => {
    const customer = await signIdToken(key, idClaims);
    expect(decodeProtectedHeader(customer).typ).toBe(ID_TOKEN_TYPE);
    const { payload } = await jwtVerify(customer, createLocalJWKSet({ keys: [key.publicJwk] }), {
      issuer,
      audience,
    });
    expect(payload).toMatchObject({ nonce: 'n-1', sid: 'sid-1', given_name: 'Jo', family_name: 'Bloggs' });
    expect(payload.winningUserId).toBeUndefined();
    const staff = await signIdToken(key, { ...idClaims, winningUserId: 'W1', salespersonCode: 'SP1' });
    const staffPayload = (await jwtVerify(staff, createLocalJWKSet({ keys: [key.publicJwk] }))).payload;
    expect(staffPayload).toMatchObject({ winningUserId: 'W1', salespersonCode: 'SP1' });
  });

  it('accepts an access token as an access token, with its session id', async () => {
    const token = await signAccessToken(key, { sub: 'acct-1', issuer, audience, sid: 'sid-9' });
    expect(await check(token, ACCESS_TOKEN_TYPE)).toEqual({ sub: 'acct-1', sid: 'sid-9' });
  });

  it('refuses an ID token used as an access token, and the other way round', async () => {
    expect(await check(await signIdToken(key, idClaims), ACCESS_TOKEN_TYPE)).toBeNull();
    expect(
      await check(await signAccessToken(key, { sub: 'acct-1', issuer, audience }), ID_TOKEN_TYPE),
    ).toBeNull();
  });

  it('refuses a token signed by any other key, even under the same key id', async () => {
    const other = await loadOrCreateKeyPair({
      alg: 'ES256',
      kid: 'identity-1',
      file: path.join(dir, 'other-key.json'),
    });
    expect(
      await check(await signAccessToken(other, { sub: 'acct-1', issuer, audience }), ACCESS_TOKEN_TYPE),
    ).toBeNull();
  });

  it('refuses another issuer or audience, an expired token, and junk', async () => {
    expect(
      await check(
        await signAccessToken(key, { sub: 'a', issuer: 'http://evil', audience }),
        ACCESS_TOKEN_TYPE,
      ),
    ).toBeNull();
    expect(
      await check(await signAccessToken(key, { sub: 'a', issuer, audience: 'other' }), ACCESS_TOKEN_TYPE),
    ).toBeNull();
    const old = await signAccessToken(key, {
      sub: 'a',
      issuer,
      audience,
      now: new Date(Date.now() - 3600_000),
    });
    expect(await check(old, ACCESS_TOKEN_TYPE)).toBeNull();
    expect(await check('a.b.c', ACCESS_TOKEN_TYPE)).toBeNull();
    expect(await check('', ACCESS_TOKEN_TYPE)).toBeNull();
  });
});
