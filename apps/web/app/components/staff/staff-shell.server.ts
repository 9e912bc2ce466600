import { redirect } from 'react-router';
import { ApiError, ID_TOKEN_COOKIE, type ApiClient } from '@shop/contracts/web';
import { parseCookieHeader } from '../../lib/cookies.server.ts';
import { ADMIN_TOGGLE_COOKIE, readAdminToggle, type StaffShell } from './staff-shell.ts';

/**
 * Whether the session's ID token (ADR 0022's HttpOnly cookie) leaves any doubt that this is a customer: it names
 * staff with `winningUserId`. The claim is only read, not verified, and only decides whether to ask the API; the API
 * checks the role itself. No token, or one that cannot be read, asks.
 */
export function mayBeStaff(cookieHeader: string | null): boolean {
  const token = parseCookieHeader(cookieHeader).get(ID_TOKEN_COOKIE);
  const payload = token?.split('.')[1];
  if (!payload) return true;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return true;
    return Boolean((claims as { winningUserId?: unknown }).winningUserId);
  } catch {
    return true;
  }
}

/**
 * The toolbar's data for a signed-in staff member (000 §6): asked only when the request carries a session whose ID
 * token names staff, so a visitor's or a customer's page makes no call. A 403 (not staff) shows no toolbar. When the
 * account cannot be loaded for an admin (the session refused, or the service failing), 000 §6 and §8 send them to
 * the login route, returning here; never from the sign-in pages themselves, which would loop.
 */
export async function loadStaffShell(
  api: ApiClient,
  request: Request,
  signedIn: boolean,
  loginRoute: string,
): Promise<StaffShell | null> {
  const cookies = request.headers.get('cookie');
  if (!signedIn || !mayBeStaff(cookies)) return null;
  try {
    const toolbar = await api.staffToolbar();
    const toggle = readAdminToggle(parseCookieHeader(cookies).get(ADMIN_TOGGLE_COOKIE));
    return { toolbar, toggle };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    console.error('staff toolbar load failed', error);
    const url = new URL(request.url);
    const login = new URL(loginRoute, url).pathname;
    if (url.pathname === login || url.pathname.startsWith('/account/')) return null;
    const returnUrl = `${url.pathname}${url.search}`;
    throw redirect(`${loginRoute}?${new URLSearchParams({ returnUrl }).toString()}`);
  }
}
