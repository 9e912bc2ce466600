import { AUTH_STORAGE_KEYS, isSignedIn } from '@shop/domain';

function readCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim();
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
