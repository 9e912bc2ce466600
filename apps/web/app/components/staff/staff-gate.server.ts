import { data } from 'react-router';
import type { StaffMe } from '@shop/contracts';
import { ApiError, type ApiClient } from '@shop/contracts/web';
import { requireSession, signInRedirect } from '../../lib/identity.server.ts';
import type { Site } from '../../lib/context.server.ts';

// The door of the staff screens in the shop's own shell (/project, /cart-builder; docs/decisions/0032). Not signed in:
// the login route with a return address. Signed in but not staff (the API's 403): 'Staff only' with that status. The
// API checks the role on every call; the page only shows its answer.

/** Whether the API's refusal means the session is gone (sign in again) or the account is not staff. */
function refusal(error: unknown): 401 | 403 | null {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return error.status;
  return null;
}

export async function staffScreenData<T extends object>(
  request: Request,
  site: Pick<Site, 'loginRoute'>,
  api: ApiClient,
  load: (me: StaffMe) => Promise<T>,
) {
  requireSession(request, site);
  try {
    const me = await api.staffMe();
    return { allowed: true as const, ...(await load(me)) };
  } catch (error) {
    const status = refusal(error);
    if (status === 401) throw signInRedirect(request, site, true);
    if (status === 403) return data({ allowed: false as const }, { status });
    throw error;
  }
}
