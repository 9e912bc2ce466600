import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { KeyPair } from '@shop/server-kit';

/**
 * Access tokens (docs/decisions/0014): short-lived JWTs the identity service signs with its own key (ES256, the `kid`
 * of its JWKS) and the storefront verifies against the published JWKS. The header type is RFC 9068's `at+jwt`, so an
 * ID token for the same audience can never pass as an access token.
 */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
/** Short, because a signed token cannot be withdrawn before it expires; the session cookie renews it. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessTokenClaims {
  /** The account id. */
  sub: string;
  /** The identity service's issuer URL (its `IDENTITY_ISSUER`). */
  issuer: string;
  /** Who the token is for: the storefront's client id (`IDENTITY_CLIENT_ID`). */
  audience: string;
  ttlSeconds?: number;
  /** For tests: the issue time. */
  now?: Date;
}

export async function signAccessToken(
  key: Pick<KeyPair, 'privateKey' | 'kid' | 'alg'>,
  claims: AccessTokenClaims,
): Promise<string> {
  const sub = claims.sub.trim();
  if (!sub) throw new Error('an access token needs a subject (the account id)');
  const ttl = claims.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(ttl) || ttl <= 0) throw new Error('the token lifetime must be a positive number of seconds');
  const issuedAt = Math.floor((claims.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ client_id: claims.audience })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: ACCESS_TOKEN_TYPE })
    .setSubject(sub)
    .setIssuer(claims.issuer)
    .setAudience(claims.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttl)
    .setJti(randomUUID())
    .sign(key.privateKey);
}
