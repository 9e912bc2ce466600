import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { loadOrCreateKeyPair, type KeyPair } from '@shop/server-kit';
import { ACCESS_TOKEN_TTL_SECONDS, ACCESS_TOKEN_TYPE, signAccessToken } from './tokens.ts';

let dir: string;
let key: KeyPair;
const issuer = 'http://localhost:3001';
const audience = 'storefront';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'identity-tokens-'));
  key = await loadOrCreateKeyPair({ alg: 'ES256', kid: 'identity-1', file: path.join(dir, 'signing-key.json') });
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
    await expect(signAccessToken(key, { sub: 'a', issuer, audience, ttlSeconds: 0 })).rejects.toThrow(/lifetime/);
  });
});
