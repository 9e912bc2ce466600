import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
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
  /** The sign-in session (refresh family) the token belongs to, so logout with it can end that session. */
  sid?: string;
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
  if (!Number.isInteger(ttl) || ttl <= 0)
    throw new Error('the token lifetime must be a positive number of seconds');
  const issuedAt = Math.floor((claims.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ client_id: claims.audience, ...(claims.sid ? { sid: claims.sid } : {}) })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: ACCESS_TOKEN_TYPE })
    .setSubject(sub)
    .setIssuer(claims.issuer)
    .setAudience(claims.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttl)
    .setJti(randomUUID())
    .sign(key.privateKey);
}

/** An ID token's header type: plain `JWT`, so it can never pass the `at+jwt` check of an access token. */
export const ID_TOKEN_TYPE = 'JWT';
/** An ID token says who signed in; the storefront reads it once, at the callback, and checks its nonce. */
export const ID_TOKEN_TTL_SECONDS = 60 * 60;

export interface IdTokenClaimsInput {
  sub: string;
  issuer: string;
  audience: string;
  nonce: string;
  sid: string;
  email: string;
  givenName: string;
  familyName: string;
  /** Staff only (000 §3 'Admin account'). */
  winningUserId?: string | null;
  winningCmsUrl?: string | null;
  salespersonCode?: string | null;
  now?: Date;
}

export async function signIdToken(
  key: Pick<KeyPair, 'privateKey' | 'kid' | 'alg'>,
  claims: IdTokenClaimsInput,
): Promise<string> {
  const issuedAt = Math.floor((claims.now ?? new Date()).getTime() / 1000);
  const staff = {
    ...(claims.winningUserId ? { winningUserId: claims.winningUserId } : {}),
    ...(claims.winningCmsUrl ? { winningCmsUrl: claims.winningCmsUrl } : {}),
    ...(claims.salespersonCode ? { salespersonCode: claims.salespersonCode } : {}),
  };
  return new SignJWT({
    nonce: claims.nonce,
    sid: claims.sid,
    email: claims.email,
    given_name: claims.givenName,
    family_name: claims.familyName,
    ...staff,
  })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: ID_TOKEN_TYPE })
    .setSubject(claims.sub)
    .setIssuer(claims.issuer)
    .setAudience(claims.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ID_TOKEN_TTL_SECONDS)
    .sign(key.privateKey);
}

export interface VerifiedToken {
  sub: string;
  sid: string | null;
}

/**
 * Checks a token this service signed: its own public key only (a token signed by any other key fails), ES256, the
 * header type asked for (so an ID token is no access token), issuer and audience. null when anything is wrong.
 */
export async function verifyOwnToken(
  key: Pick<KeyPair, 'publicKey' | 'alg'>,
  token: string,
  options: { issuer: string; audience: string; typ: string; now?: Date },
): Promise<VerifiedToken | null> {
  if (!token || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, key.publicKey, {
      algorithms: [key.alg],
      typ: options.typ,
      issuer: options.issuer,
      audience: options.audience,
      requiredClaims: ['sub', 'exp'],
      clockTolerance: 30,
      ...(options.now ? { currentDate: options.now } : {}),
    });
    if (typeof payload.sub !== 'string') return null;
    return { sub: payload.sub, sid: typeof payload.sid === 'string' ? payload.sid : null };
  } catch {
    return null;
  }
}
