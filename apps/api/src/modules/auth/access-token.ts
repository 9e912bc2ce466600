import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';

// The storefront verifies the identity service's access tokens and never signs any (docs/decisions/0014).

/** The HttpOnly cookie the identity flow sets (ACCESS_TOKEN_COOKIE); `Authorization: Bearer` is accepted too. */
export { ACCESS_TOKEN_COOKIE } from '@shop/contracts';
/** RFC 9068's header type: an ID token for the same audience must not pass as an access token. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
const ALGORITHMS = ['ES256'];
/** Longer than any token the identity service signs; anything bigger is not worth parsing. */
const MAX_TOKEN_LENGTH = 4096;
/** Account ids are opaque to the storefront: printable, no spaces, bounded. */
const ACCOUNT_ID = /^[\x21-\x7e]{1,128}$/;
/** After the key set could not be fetched, tokens count as signed out for this long instead of waiting each time. */
const KEYS_RETRY_MS = 10_000;

export interface AccessTokenOptions {
  /** The identity service's public keys: its JWKS URL (fetched, cached and refreshed by jose) or the key set itself. */
  keys: URL | JSONWebKeySet;
  issuer: string;
  /** The storefront's client id. */
  audience: string;
  clockToleranceSeconds?: number;
  /** For tests. */
  now?: () => Date;
}

export type AccessTokenResult =
  | { accountId: string }
  | {
      accountId: null;
      /** 'keys_unavailable' when the identity service's key set could not be had (worth a warning), else 'invalid'. */
      reason: 'invalid' | 'keys_unavailable';
      detail: string;
    };

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenResult>;

/**
 * Verifies an access token: ES256 signature by a key of the identity service's JWKS, header type `at+jwt`, the
 * expected issuer and audience, a `sub` (the account id) and an `exp` not passed. Never throws: anything wrong is
 * reported as a result, and the caller treats the request as signed out.
 */
export function createAccessTokenVerifier(options: AccessTokenOptions): AccessTokenVerifier {
  const keys = identityKeys(options.keys);
  let keysUnavailableUntil = 0;
  return async (token) => {
    if (!token || token.length > MAX_TOKEN_LENGTH) return invalid('missing or oversized token');
    if (Date.now() < keysUnavailableUntil)
      return { accountId: null, reason: 'keys_unavailable', detail: 'retrying later' };
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: ALGORITHMS,
        typ: ACCESS_TOKEN_TYPE,
        issuer: options.issuer,
        audience: options.audience,
        requiredClaims: ['sub', 'exp'],
        clockTolerance: options.clockToleranceSeconds ?? 30,
        ...(options.now ? { currentDate: options.now() } : {}),
      });
      if (typeof payload.sub !== 'string' || !ACCOUNT_ID.test(payload.sub)) return invalid('unusable sub');
      return { accountId: payload.sub };
    } catch (err) {
      if (keysUnavailable(err)) {
        keysUnavailableUntil = Date.now() + KEYS_RETRY_MS;
        return { accountId: null, reason: 'keys_unavailable', detail: describe(err) };
      }
      return invalid(describe(err));
    }
  };
}

/** The identity service's key set as jose takes it; an outage of a remote set throws a KeysUnavailable. */
export function identityKeys(keys: URL | JSONWebKeySet): JWTVerifyGetKey {
  return keys instanceof URL ? remoteKeys(keys) : createLocalJWKSet(keys);
}

const invalid = (detail: string): AccessTokenResult => ({ accountId: null, reason: 'invalid', detail });

/** The key set could not be fetched or read: a fault on our side (or the identity service's), not the token's. */
class KeysUnavailable extends Error {}

/**
 * The identity service's JWKS through jose's remote key set (cached; refetched for an unknown `kid` at most every 30
 * seconds). Failures to get the set are told apart from token problems here, where they happen, so no token can
 * pass itself off as an outage.
 */
function remoteKeys(url: URL): JWTVerifyGetKey {
  const remote = createRemoteJWKSet(url, {
    timeoutDuration: 3000,
    cooldownDuration: 30_000,
    cacheMaxAge: 600_000,
  });
  return async (header, input) => {
    try {
      return await remote(header, input);
    } catch (err) {
      if (
        err instanceof errors.JWKSTimeout ||
        err instanceof errors.JWKSInvalid ||
        !(err instanceof errors.JOSEError)
      )
        throw new KeysUnavailable(describe(err));
      throw err;
    }
  };
}

function keysUnavailable(err: unknown): boolean {
  return err instanceof KeysUnavailable;
}

function describe(err: unknown): string {
  if (err instanceof errors.JOSEError) return err.code;
  return err instanceof Error ? err.message : String(err);
}
