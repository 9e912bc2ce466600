import type { FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE, type AccessTokenVerifier } from './access-token.ts';
import { readCookieHeader } from './session-cookies.ts';

/** Tells which account, if any, a request is signed in as (docs/decisions/0014). */
export interface SignedIn {
  /** The account id of a valid access token, else null: no token, or one that does not verify, is signed out. */
  accountOf(request: FastifyRequest): Promise<string | null>;
}

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+) *$/i;

/** The access token of a request: `Authorization: Bearer …` when given, else the HttpOnly cookie. */
export function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = header ? BEARER.exec(header) : null;
  if (bearer) return bearer[1] ?? null;
  // The cookie parser runs only in the plugins that register it (cart, compare); elsewhere the header is read here.
  const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies;
  const cookie = cookies ? cookies[ACCESS_TOKEN_COOKIE] : readCookieHeader(request.headers.cookie).get(ACCESS_TOKEN_COOKIE);
  return cookie || null;
}

export function createSignedIn(verify: AccessTokenVerifier): SignedIn {
  return {
    async accountOf(request) {
      const token = accessTokenOf(request);
      if (!token) return null;
      const result = await verify(token);
      if (result.accountId !== null) return result.accountId;
      // A bad token is the client's business (expired, forged); missing keys are ours and worth a warning.
      if (result.reason === 'keys_unavailable')
        request.log.warn({ detail: result.detail }, 'identity keys unavailable: request treated as signed out');
      else request.log.debug({ detail: result.detail }, 'access token refused: request treated as signed out');
      return null;
    },
  };
}
