import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { signAccessToken } from '@shop/identity/tokens';
import type { KeyPair } from '@shop/server-kit';

// For tests only: an identity signing key of their own, and access tokens signed by the identity service's own
// signer with it, so the storefront's checks meet the tokens the identity service really makes.

export const TEST_ISSUER = 'http://localhost:3001';
export const TEST_AUDIENCE = 'storefront';

export interface TokenClaims {
  issuer?: string;
  audience?: string;
  ttlSeconds?: number;
  now?: Date;
}

export interface TestIdentity {
  key: KeyPair;
  /** The public JWKS as IDENTITY_JWKS takes it. */
  jwks: string;
  /** The storefront environment that trusts this key. */
  env: Record<string, string>;
  tokenFor(accountId: string, claims?: TokenClaims): Promise<string>;
}

export async function createTestIdentity(kid = 'test-identity'): Promise<TestIdentity> {
  const pair = await generateKeyPair('ES256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256', use: 'sig' };
  const key: KeyPair = { kid, alg: 'ES256', publicJwk, privateKey: pair.privateKey, publicKey: pair.publicKey };
  const jwks = JSON.stringify({ keys: [publicJwk] });
  return {
    key,
    jwks,
    env: { IDENTITY_JWKS: jwks, IDENTITY_ISSUER: TEST_ISSUER, IDENTITY_CLIENT_ID: TEST_AUDIENCE },
    tokenFor: (accountId, claims = {}) =>
      signAccessToken(key, {
        sub: accountId,
        issuer: claims.issuer ?? TEST_ISSUER,
        audience: claims.audience ?? TEST_AUDIENCE,
        ...(claims.ttlSeconds === undefined ? {} : { ttlSeconds: claims.ttlSeconds }),
        ...(claims.now === undefined ? {} : { now: claims.now }),
      }),
  };
}
