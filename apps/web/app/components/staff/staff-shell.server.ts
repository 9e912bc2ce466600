import { ApiError, type ApiClient } from '@shop/contracts/web';
import { parseCookieHeader } from '../../lib/cookies.server.ts';
import { ADMIN_TOGGLE_COOKIE, readAdminToggle, type StaffShell } from './staff-shell.ts';

/**
 * The toolbar's data for a signed-in staff member (000 §6): asked only when the request carries a session, so a
 * visitor's page makes no call. The API checks the role; a customer's 403, or any failure, shows no toolbar.
 */
export async function loadStaffShell(
  api: ApiClient,
  request: Request,
  signedIn: boolean,
): Promise<StaffShell | null> {
  if (!signedIn) return null;
  try {
    const toolbar = await api.staffToolbar();
    const toggle = readAdminToggle(parseCookieHeader(request.headers.get('cookie')).get(ADMIN_TOGGLE_COOKIE));
    return { toolbar, toggle };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500)
      console.error('staff toolbar load failed', error);
    return null;
  }
}
