// 000 §4, §5, §9: stored tokens and when they count as a session.

export const AUTH_STORAGE_KEYS = {
  accessToken: 'access_token',
  idToken: 'id_token',
  loggedIn: 'loggedin',
  nonce: 'nonce',
  redirectPath: 'redirectPath',
} as const;

/** Logout clears these three (000 §4). */
export const LOGOUT_CLEARED_KEYS = [
  AUTH_STORAGE_KEYS.accessToken,
  AUTH_STORAGE_KEYS.idToken,
  AUTH_STORAGE_KEYS.loggedIn,
] as const;

export const TOKEN_RENEWAL_THRESHOLD_MS = 900;
export const ACCESS_TOKEN_EXPIRING_NOTIFICATION = 4;
export const NONCE_EMISSION_DELAY_MS = 10;

/** Token format: three dot-separated, non-empty parts (000 §5). */
export function isTokenFormat(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const parts = token.split('.');
  return parts.length === 3 && parts.every((p) => p.length > 0);
}

export interface StoredAuth {
  readonly loggedin?: string | boolean | null;
  readonly access_token?: string | null;
  readonly id_token?: string | null;
}

/** Signed in only when the loggedin flag and both tokens are stored (000 §4). */
export function isSignedIn(stored: StoredAuth): boolean {
  const flag = stored.loggedin === true || stored.loggedin === 'true';
  return flag && !!stored.access_token && !!stored.id_token;
}

export type TokenState = 'valid' | 'renew' | 'expired';

/** Under 900 ms left triggers a silent renew; none left forces logout / login (000 §4). */
export function tokenState(expiresAtMs: number, nowMs: number): TokenState {
  const left = expiresAtMs - nowMs;
  if (left <= 0) return 'expired';
  return left < TOKEN_RENEWAL_THRESHOLD_MS ? 'renew' : 'valid';
}

/** Login route for an expired token: the path is saved and exp=true added (001 §6). */
export function expiredLoginUrl(loginRoute: string): string {
  return `${loginRoute}${loginRoute.includes('?') ? '&' : '?'}exp=true`;
}
