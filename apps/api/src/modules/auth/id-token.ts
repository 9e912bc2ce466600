import { jwtVerify, type JSONWebKeySet } from 'jose';
import { IdTokenClaims } from '@shop/contracts';
import { identityKeys } from './access-token.ts';

/** The identity service's ID tokens are plain JWTs; an access token (`at+jwt`) must not pass as one. */
export const ID_TOKEN_TYPE = 'JWT';

export interface IdTokenOptions {
  keys: URL | JSONWebKeySet;
  issuer: string;
  audience: string;
  now?: () => Date;
}

/**
 * Verifies an ID token: ES256 by the identity service's keys, type, issuer, audience, expiry, the claims the
 * storefront reads and, when given, the nonce of the sign-in it answers. Null for anything wrong.
 */
export type IdTokenVerifier = (token: string, expectedNonce?: string) => Promise<IdTokenClaims | null>;

export function createIdTokenVerifier(options: IdTokenOptions): IdTokenVerifier {
  const keys = identityKeys(options.keys);
  return async (token, expectedNonce) => {
    if (!token || token.length > 8192) return null;
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: ['ES256'],
        typ: ID_TOKEN_TYPE,
        issuer: options.issuer,
        audience: options.audience,
        requiredClaims: ['sub', 'exp'],
        clockTolerance: 30,
        ...(options.now ? { currentDate: options.now() } : {}),
      });
      const claims = IdTokenClaims.safeParse(payload);
      if (!claims.success) return null;
      if (expectedNonce !== undefined && (expectedNonce === '' || claims.data.nonce !== expectedNonce))
        return null;
      return claims.data;
    } catch {
      return null;
    }
  };
}
