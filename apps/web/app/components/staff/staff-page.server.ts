import { data, redirect } from 'react-router';
import { EMBED_TOKEN_PARAM, STAFF_PAGE_COOKIE, type StaffMe } from '@shop/contracts/staff';
import { ApiError, type ApiClient } from '@shop/contracts/web';

// The door of the staff pages (docs/decisions/0030): an embed token in the address is traded, once, for a page
// session cookie of the `/staff` pages, and the address loses the token before anything renders. Every page then asks
// the API who it is for; the API checks the role, the pages only show its answer.

function pageSessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${STAFF_PAGE_COOKIE}=${token}`,
    'Path=/staff',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Spends an embed token of the address, if any, and redirects to the same address without it. */
export async function redeemEmbedToken(request: Request, api: ApiClient): Promise<void> {
  const url = new URL(request.url);
  const token = url.searchParams.get(EMBED_TOKEN_PARAM);
  if (token === null) return;
  url.searchParams.delete(EMBED_TOKEN_PARAM);
  const headers = new Headers();
  // A spent or expired token is simply dropped: the staff member's own sign-in may still open the page.
  const session = await api.staffRedeemEmbedToken(token).catch(() => null);
  if (session) {
    const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
    headers.append('set-cookie', pageSessionCookie(session.sessionToken, session.maxAgeSeconds, secure));
  }
  throw redirect(`${url.pathname}${url.search}`, { headers });
}

function refusalStatus(error: unknown): 401 | 403 | null {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return error.status;
  return null;
}

/**
 * A staff page's loader or action: redeems a token of the address, asks the API whose page this is, then runs the
 * page's own calls. When the API refuses (no staff session, or not staff: 401/403) the page answers that status with
 * `allowed: false` and shows 'Staff only'.
 */
export async function staffPageData<T extends object>(
  request: Request,
  api: ApiClient,
  load: (me: StaffMe) => Promise<T>,
) {
  await redeemEmbedToken(request, api);
  try {
    const me = await api.staffMe();
    return { allowed: true as const, ...(await load(me)) };
  } catch (error) {
    const status = refusalStatus(error);
    if (status) return data({ allowed: false as const }, { status });
    throw error;
  }
}
