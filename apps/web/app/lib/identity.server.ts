import { randomBytes } from 'node:crypto';
import { redirect } from 'react-router';
import { ACCESS_TOKEN_COOKIE, ID_TOKEN_COOKIE } from '@shop/contracts/web';
import { AUTH_STORAGE_KEYS, identityErrorMessage, localReturnPath, type ServiceError } from '@shop/domain';
import type { Site } from './context.server.ts';
import { isSignedInRequest } from './auth.server.ts';
import { parseCookieHeader } from './cookies.server.ts';

// The account pages' side of the identity service (docs/decisions/0021, 0022). Identity is another service, so its
// calls go over HTTP from the page server; the session itself is the storefront API's (callback, renewal, logout).

/** Long enough to type a password slowly; the callback clears it as soon as it has been checked. */
const NONCE_MAX_AGE_SECONDS = 15 * 60;
const IDENTITY_TIMEOUT_MS = 10_000;

export type IdentityResult = { ok: true; message: string } | { ok: false; message: string };

/** A same-origin path to send the browser back to, or null (packages/domain's one rule). */
export const localPath = localReturnPath;

/** The storefront's public origin as this request reached it; identity only sends shoppers back to allowed ones. */
export function publicOrigin(request: Request): string {
  return new URL(request.url).origin;
}

const isHttps = (request: Request) => new URL(request.url).protocol === 'https:';

/** A flag cookie scripts may read (000 §3 names them: nonce, redirectPath), as ADR 0022 lays them out. */
export function flagCookie(request: Request, name: string, value: string, maxAge: number): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax'];
  if (isHttps(request)) parts.push('Secure');
  return parts.join('; ');
}

/** A fresh sign-in nonce and the cookie the callback compares the ID token's nonce with. */
export function signInNonce(request: Request): { nonce: string; cookie: string } {
  const nonce = randomBytes(24).toString('base64url');
  return { nonce, cookie: flagCookie(request, AUTH_STORAGE_KEYS.nonce, nonce, NONCE_MAX_AGE_SECONDS) };
}

/** The login route with this return path, and `exp=true` when a session ran out (000 §4). */
export function loginUrl(site: Pick<Site, 'loginRoute'>, returnPath: string, expired = false): string {
  const params = new URLSearchParams({ returnUrl: returnPath });
  if (expired) params.set('exp', 'true');
  return `${site.loginRoute}?${params.toString()}`;
}

/** The browser still holds traces of a session (the flag or a token) although it no longer counts as signed in. */
export function hasExpiredSession(request: Request): boolean {
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  return (
    cookies.get(AUTH_STORAGE_KEYS.loggedIn) === 'true' ||
    cookies.has(ID_TOKEN_COOKIE) ||
    cookies.has(ACCESS_TOKEN_COOKIE)
  );
}

/**
 * For pages that need a session: without one, the path is saved as redirectPath and the visitor goes to the login
 * route (with exp=true when a session ran out), 000 §4.
 */
export function signInRedirect(request: Request, site: Pick<Site, 'loginRoute'>, expired: boolean): Response {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  return redirect(loginUrl(site, path, expired), {
    headers: {
      'set-cookie': flagCookie(request, AUTH_STORAGE_KEYS.redirectPath, path, NONCE_MAX_AGE_SECONDS),
    },
  });
}

export function requireSession(request: Request, site: Pick<Site, 'loginRoute'>): void {
  if (!isSignedInRequest(request)) throw signInRedirect(request, site, hasExpiredSession(request));
}

function errorOf(json: unknown): ServiceError {
  if (typeof json !== 'object' || json === null) return {};
  const errors = (json as { errors?: unknown }).errors;
  return Array.isArray(errors) ? { errors } : {};
}

/**
 * POSTs (or GETs, without a body) one identity call and answers with the sentence to show: the service's message on
 * success, else 000 §8's identity wording (its errors joined with blank lines, or 'Service currently unavailable'
 * when it cannot be reached).
 */
export async function callIdentity(
  site: Pick<Site, 'identityUrl'>,
  path: string,
  body?: Record<string, unknown>,
  fetchImpl: (url: string, init?: RequestInit) => Promise<Response> = (url, init) => fetch(url, init),
): Promise<IdentityResult> {
  if (!site.identityUrl) return { ok: false, message: identityErrorMessage({ type: 'error' }) };
  let response: Response;
  try {
    response = await fetchImpl(`${site.identityUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(IDENTITY_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, message: identityErrorMessage({ type: 'error' }) };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const message = (json as { message?: unknown } | null)?.message;
    return { ok: true, message: typeof message === 'string' ? message : '' };
  }
  if (response.status >= 500) return { ok: false, message: identityErrorMessage({ type: 'error' }) };
  return { ok: false, message: identityErrorMessage(errorOf(json)) };
}
