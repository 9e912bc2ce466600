import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { signAccessToken } from '@shop/identity/tokens';
import type { FastifyInstance } from 'fastify';
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

type Inject = FastifyInstance['inject'];
type InjectResponse = Awaited<ReturnType<Inject>>;

export interface TestBrowser {
  call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<InjectResponse>;
  /** The list cookie as the browser would send it ('' when it holds none). */
  readonly cookie: string;
  signIn(accountId: string): Promise<void>;
  useToken(value: string): void;
  signOut(): void;
}

/**
 * A browser for API tests: keeps the one list cookie it is given the name of, as a browser would, and sends an access
 * token (Bearer) while signed in.
 */
export function testBrowser(app: FastifyInstance, identity: TestIdentity, cookieName: string): TestBrowser {
  let cookie = '';
  let token = '';
  return {
    async call(method, url, payload) {
      const res = await app.inject({
        method,
        url,
        headers: { ...(cookie ? { cookie } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      const set = res.cookies.find((c) => c.name === cookieName);
      if (set) cookie = set.value ? `${cookieName}=${set.value}` : '';
      return res;
    },
    get cookie() {
      return cookie;
    },
    async signIn(accountId) {
      token = await identity.tokenFor(accountId);
    },
    useToken(value) {
      token = value;
    },
    signOut() {
      token = '';
    },
  };
}
