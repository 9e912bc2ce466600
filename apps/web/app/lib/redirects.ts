import { redirect } from 'react-router';
import type { ApiClient } from '@shop/contracts';
import { resolveRedirect } from '@shop/domain';
import { isNotFound, notFound, optional } from './page.ts';

/**
 * Redirect rows are permanent moves (the table defaults to 301 and the lookup does not say otherwise). On a first,
 * server-rendered load a 301 is what "navigate replacing history" becomes: the browser never stores the old address.
 */
export const REDIRECT_STATUS = 301;

/** What the redirect lookup says for this address: a Response to throw, or null for page-not-found. */
export function redirectFor(
  result: { doRedirect: boolean; destinationUri: string | null } | null,
  current: URL,
): Response | null {
  const decision = resolveRedirect(result);
  if (decision.kind === 'absolute') return redirect(decision.url, REDIRECT_STATUS);
  if (decision.kind === 'relative') {
    const here = `${current.pathname}${current.search}`.toLowerCase();
    // A row pointing at itself would loop; treat it as no redirect.
    if (decision.path.toLowerCase() === here) return null;
    return redirect(decision.path, REDIRECT_STATUS);
  }
  return null;
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
    throw error;
  }
}
