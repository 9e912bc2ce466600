import { ACCESS_TOKEN_COOKIE, ID_TOKEN_COOKIE } from '@shop/contracts/web';
import { AUTH_STORAGE_KEYS, isSignedIn } from '@shop/domain';
import { parseCookieHeader } from './cookies.server.ts';

/** Cookie values as the identity service wrote them (URI-encoded when they need to be). */
function readCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const [name, raw] of parseCookieHeader(header)) {
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/**
 * Whether the request carries a session (000 §4: the loggedin flag and both tokens), read from the cookies the
 * storefront's sign-in callback sets (docs/decisions/0022). Only decides what the page shows (e.g. prices on commercial
 * themes); the API verifies tokens for anything that matters.
 */
export function isSignedInRequest(request: Request): boolean {
  const cookies = readCookies(request.headers.get('cookie'));
  return isSignedIn({
    loggedin: cookies.get(AUTH_STORAGE_KEYS.loggedIn) ?? null,
    access_token: cookies.get(ACCESS_TOKEN_COOKIE) ?? null,
    id_token: cookies.get(ID_TOKEN_COOKIE) ?? null,
  });
}
