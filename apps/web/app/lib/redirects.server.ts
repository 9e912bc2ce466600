import { redirect } from 'react-router';
import type { ApiClient } from '@shop/contracts/web';
import { resolveRedirect } from '@shop/domain';
import { badAddress, isNotFound, isRefusedInput, notFound, optional } from './page.server.ts';

/** Redirect rows are permanent moves unless the row says otherwise (the table defaults to 301). */
export const REDIRECT_STATUS = 301;
// The contract's REDIRECT_STATUSES; its module brings zod, which the web app keeps out of its bundles (ADR 0015).
const REDIRECT_STATUSES: readonly number[] = [301, 302, 307, 308];

/** What the redirect lookup answers; `statusCode` may be missing from an older API. */
export interface RedirectLookup {
  doRedirect: boolean;
  destinationUri: string | null;
  statusCode?: number | null;
}

/**
 * The status the row asks for: 301/308 for a permanent move, 302/307 for a temporary one (a campaign address that will
 * point elsewhere later must not be remembered by browsers and crawlers). Anything else is answered as a 301.
 */
export function redirectStatus(result: Pick<RedirectLookup, 'statusCode'>): number {
  const code = result.statusCode ?? REDIRECT_STATUS;
  return REDIRECT_STATUSES.includes(code) ? code : REDIRECT_STATUS;
}

/**
 * What the redirect lookup says for this address: a Response to throw, or null for page-not-found. On a first,
 * server-rendered load the redirect status is what "navigate replacing history" becomes: the browser never stores
 * the old address.
 */
export function redirectFor(result: RedirectLookup | null, current: URL): Response | null {
  const decision = resolveRedirect(result);
  if (!result || decision.kind === 'not-found') return null;
  const status = redirectStatus(result);
  if (decision.kind === 'absolute') return redirect(decision.url, status);
  const here = `${current.pathname}${current.search}`.toLowerCase();
  // A row pointing at itself would loop; treat it as no redirect.
  if (decision.path.toLowerCase() === here) return null;
  return redirect(decision.path, status);
}

/** Unknown address (catch-all route): the full path and query is looked up (000 §7 GET /api/redirect). */
export async function lookupRedirect(api: ApiClient, url: URL): Promise<Response | null> {
  return redirectFor(await optional(api.redirect(`${url.pathname}${url.search}`)), url);
}

/**
 * A page whose product, category, brand or content is missing asks the 404 lookup (GET /api/redirect/getdestination)
 * before answering page-not-found.
 */
export async function redirectOrNotFound(api: ApiClient, url: URL): Promise<never> {
  const response = redirectFor(await optional(api.redirectDestination(url.pathname)), url);
  if (response) throw response;
  notFound();
}

/** Like orNotFound, with the 404 redirect lookup in between. */
export async function orRedirect<T>(api: ApiClient, url: URL, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isNotFound(error)) return redirectOrNotFound(api, url);
    if (isRefusedInput(error)) badAddress();
    throw error;
  }
}
