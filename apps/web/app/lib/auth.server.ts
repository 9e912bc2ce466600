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
 * identity service sets under the storage key names. Only decides what the page shows (e.g. prices on commercial
 * themes); the API verifies tokens for anything that matters.
 */
export function isSignedInRequest(request: Request): boolean {
  const cookies = readCookies(request.headers.get('cookie'));
  return isSignedIn({
    loggedin: cookies.get(AUTH_STORAGE_KEYS.loggedIn) ?? null,
    access_token: cookies.get(AUTH_STORAGE_KEYS.accessToken) ?? null,
    id_token: cookies.get(AUTH_STORAGE_KEYS.idToken) ?? null,
  });
}
