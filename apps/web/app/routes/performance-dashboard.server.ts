import { data } from 'react-router';
import { ApiError, type ApiClient } from '@shop/contracts/web';
import type { Site } from '../lib/context.server.ts';
import { requireSession, signInRedirect } from '../lib/identity.server.ts';

/**
 * The door of the shell's staff pages (docs/decisions/0033): not signed in goes to the login route with a return
 * address; the API checks the role, and a refusal (403) answers 'Staff only' with that status; a session that ran
 * out on the way (401) signs in again.
 */
export async function staffShellPage<T extends object>(
  request: Request,
  site: Pick<Site, 'loginRoute'>,
  api: ApiClient,
  load: (api: ApiClient) => Promise<T>,
) {
  requireSession(request, site);
  try {
    return { allowed: true as const, ...(await load(api)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw signInRedirect(request, site, true);
    if (error instanceof ApiError && error.status === 403)
      return data({ allowed: false as const }, { status: 403 });
    throw error;
  }
}
