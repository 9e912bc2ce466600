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
 * token names staff, so a visitor's or a customer's page makes no call. The API checks the role; a 401/403, or any
 * failure, shows no toolbar.
 */
export async function loadStaffShell(
  api: ApiClient,
  request: Request,
  signedIn: boolean,
): Promise<StaffShell | null> {
  const cookies = request.headers.get('cookie');
  if (!signedIn || !mayBeStaff(cookies)) return null;
  try {
    const toolbar = await api.staffToolbar();
    const toggle = readAdminToggle(parseCookieHeader(cookies).get(ADMIN_TOGGLE_COOKIE));
    return { toolbar, toggle };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500)
      console.error('staff toolbar load failed', error);
    return null;
  }
}
