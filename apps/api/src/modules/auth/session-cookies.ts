import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_STORAGE_KEYS } from '@shop/domain';
import { ID_TOKEN_COOKIE, type TokenResponse } from '@shop/contracts';
import { ACCESS_TOKEN_COOKIE } from './access-token.ts';

// The cookie layout of a signed-in browser (docs/decisions/0022): the tokens are HttpOnly, so no script ever reads
// one; only the spec's non-secret flags (000 §3: loggedin, nonce, redirectPath) are readable by scripts.

export { ID_TOKEN_COOKIE };
export const REFRESH_TOKEN_COOKIE = 'shop_refresh_token';
export const LOGGED_IN_COOKIE = AUTH_STORAGE_KEYS.loggedIn;
export const NONCE_COOKIE = AUTH_STORAGE_KEYS.nonce;
export const REDIRECT_PATH_COOKIE = AUTH_STORAGE_KEYS.redirectPath;

/** As long as the identity service keeps a refresh session alive (30 days). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const ALL = [
  ACCESS_TOKEN_COOKIE,
  ID_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  LOGGED_IN_COOKIE,
  NONCE_COOKIE,
  REDIRECT_PATH_COOKIE,
] as const;

interface CookieOptions {
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAge}`,
    'SameSite=Lax',
  ];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export const isSecureRequest = (request: FastifyRequest) => request.protocol === 'https';

/** The Set-Cookie values of a session's tokens and the loggedin flag. */
export function sessionCookies(tokens: TokenResponse, secure: boolean): string[] {
  const session = { maxAge: SESSION_MAX_AGE_SECONDS, httpOnly: true, secure };
  return [
    serializeCookie(ACCESS_TOKEN_COOKIE, tokens.access_token, { ...session, maxAge: tokens.expires_in }),
    serializeCookie(ID_TOKEN_COOKIE, tokens.id_token, session),
    serializeCookie(REFRESH_TOKEN_COOKIE, tokens.refresh_token, session),
    serializeCookie(LOGGED_IN_COOKIE, 'true', { ...session, httpOnly: false }),
  ];
}

/** Set-Cookie values that remove every cookie of the session, flags included. */
export function clearedCookies(secure: boolean, names: readonly string[] = ALL): string[] {
  return names.map((name) =>
    serializeCookie(name, '', {
      maxAge: 0,
      httpOnly: name !== LOGGED_IN_COOKIE && name !== NONCE_COOKIE,
      secure,
    }),
  );
}

export function appendSetCookies(reply: FastifyReply, values: readonly string[]): void {
  for (const value of values) void reply.header('set-cookie', value);
}

/** Cookie values of a raw Cookie header, decoded; the first of a repeated name wins, as browsers send it. */
export function readCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/** A Cookie header with these cookies replaced (value) or removed (null), the others kept as sent. */
export function rewriteCookieHeader(
  header: string | undefined,
  changes: Record<string, string | null>,
): string {
  const kept = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !(part.slice(0, part.indexOf('=')).trim() in changes));
  for (const [name, value] of Object.entries(changes))
    if (value !== null) kept.push(`${name}=${encodeURIComponent(value)}`);
  return kept.join('; ');
}
