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
/**
 * A page render asks the API several things with the same token, and a shopper's next page brings it again: a token
 * that verified is taken on its word for at most this long (never past its own expiry), so a key the identity service
 * withdraws stops counting within a minute (docs/decisions/0062-verified-tokens-kept.md).
 */
export const VERIFIED_KEEP_MS = 60_000;
/** Tokens kept at once, verified or expired; the oldest goes first. */
export const KEPT_TOKENS_MAX = 2_000;
/**
 * A compact JWS: three base64url parts (an unsigned token has an empty third one, refused later). Anything else is
 * refused before any parsing.
 */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

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
  const now = () => (options.now ? options.now().getTime() : Date.now());
  let keysUnavailableUntil = 0;
  // What is known of a token already: verified (until when it may be taken on its word), or expired, which it stays.
  type Known = { accountId: string; until: number } | { expired: true };
  const kept = new Map<string, Known>();
  const keep = (token: string, entry: Known) => {
    if (kept.size >= KEPT_TOKENS_MAX) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    kept.set(token, entry);
  };
  return async (token) => {
    if (!token || token.length > MAX_TOKEN_LENGTH) return invalid('missing or oversized token');
    // The code jose gives the same token; refusing it here saves building an error (with its stack) per request.
    if (!COMPACT_JWS.test(token)) return invalid('ERR_JWS_INVALID');
    const at = now();
    const known = kept.get(token);
    if (known) {
      if ('expired' in known) return invalid('ERR_JWT_EXPIRED');
      if (known.until > at) return { accountId: known.accountId };
      kept.delete(token);
    }
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
        ...(options.now ? { currentDate: new Date(at) } : {}),
      });
      if (typeof payload.sub !== 'string' || !ACCOUNT_ID.test(payload.sub)) return invalid('unusable sub');
      // jwtVerify has checked that exp is a number; the token is kept no longer than it is valid, without tolerance.
      const until = Math.min((payload.exp ?? 0) * 1000, at + VERIFIED_KEEP_MS);
      if (until > at) keep(token, { accountId: payload.sub, until });
      return { accountId: payload.sub };
    } catch (err) {
      if (keysUnavailable(err)) {
        keysUnavailableUntil = Date.now() + KEYS_RETRY_MS;
        return { accountId: null, reason: 'keys_unavailable', detail: describe(err) };
      }
      // Only an expired token is remembered as refused: time does not run backwards, whereas a token refused for
      // another reason (not yet valid, say) could pass later.
      if (err instanceof errors.JWTExpired) keep(token, { expired: true });
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
