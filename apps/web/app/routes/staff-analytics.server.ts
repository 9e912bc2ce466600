import { data } from 'react-router';
import type { FunnelBrand, FunnelQuery } from '@shop/contracts/analytics-events';
import { STAFF_PAGE_COOKIE } from '@shop/contracts/staff';
import { ApiError, type ApiClient } from '@shop/contracts/web';
import { THEME_IDS } from '@shop/domain';
import { redeemEmbedToken } from '../components/staff/staff-page.server.ts';
import type { Site } from '../lib/context.server.ts';
import { isSignedInRequest } from '../lib/auth.server.ts';
import { hasExpiredSession, signInRedirect } from '../lib/identity.server.ts';

/** The brand choice of the address: a theme id or every brand (anything else reads as every brand). */
export function brandParam(value: string | null): FunnelBrand {
  return value !== null && (THEME_IDS as readonly string[]).includes(value) ? (value as FunnelBrand) : 'all';
}

/** The funnel query of the page's address; empty dates are left to the API's default (the last 14 days). */
export function funnelQueryOf(params: URLSearchParams): FunnelQuery {
  const from = params.get('from')?.trim();
  const to = params.get('to')?.trim();
  return { brand: brandParam(params.get('brand')), ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/**
 * The door of the funnel page, as the shell's staff pages (docs/decisions/0033) with the side panel's page session
 * too (docs/decisions/0030): an embed token in the address is traded first; the API checks the role. Without a panel's
 * page session, a refusal for want of a session (401) signs in again with a return address; a panel's page session
 * that ran out, or an account that is not staff (403), answers 'Staff only' with the API's status.
 */
export async function staffAnalyticsPage<T extends object>(
  request: Request,
  site: Pick<Site, 'loginRoute'>,
  api: ApiClient,
  load: (api: ApiClient) => Promise<T>,
) {
  await redeemEmbedToken(request, api);
  try {
    return { allowed: true as const, ...(await load(api)) };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) throw error;
    const pageSession = (request.headers.get('cookie') ?? '').includes(`${STAFF_PAGE_COOKIE}=`);
    if (error.status === 401 && !pageSession)
      throw signInRedirect(request, site, isSignedInRequest(request) || hasExpiredSession(request));
    return data({ allowed: false as const }, { status: error.status });
  }
}

/** The API's reason for refusing a range (400), to show beside the form; other failures stay errors. */
export function rangeProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const reasons = error.body?.errors ?? [];
  return reasons.length > 0 ? reasons.join(' ') : error.message;
}
