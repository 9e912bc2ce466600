/**
 * The shopper's cookies for the API calls one page request makes, and the cookies those calls set.
 *
 * Loaders and actions call the API in process. When an action creates the shopper's cart or
 * compare list, the API answers with Set-Cookie; the relay sends that cookie with the calls that
 * follow in the same request (the revalidating loaders) and hands it back so the page response
 * carries it to the browser. Without it a shopper without JavaScript could never start a cart.
 */
import type { FetchAnswer } from '@shop/contracts/web';
import { parseCookieHeader } from '../app/lib/cookies.server.ts';

function isRemoval(attributes: string): boolean {
  return /;\s*max-age=0\b/i.test(attributes) || /;\s*expires=thu, 01 jan 1970/i.test(attributes);
}

export interface CookieRelay<A extends FetchAnswer = FetchAnswer> {
  fetch: (input: string, init?: RequestInit) => Promise<A>;
  /** Set-Cookie values the API sent during this request, in order. */
  setCookies: string[];
}

export function createCookieRelay<A extends FetchAnswer>(
  cookieHeader: string | undefined,
  apiFetch: (input: string, init?: RequestInit) => Promise<A>,
): CookieRelay<A> {
  const jar = parseCookieHeader(cookieHeader);
  const setCookies: string[] = [];
  const relayFetch = async (input: string, init?: RequestInit): Promise<A> => {
    const headers = new Headers(init?.headers);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    else headers.delete('cookie');
    const response = await apiFetch(input, { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) {
      setCookies.push(setCookie);
      const pair = setCookie.split(';', 1)[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      if (isRemoval(setCookie)) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1).trim());
    }
    return response;
  };
  return { fetch: relayFetch, setCookies };
}

/** The page response with the API's cookies added (a response from the router may be immutable). */
export function withRelayedCookies(response: Response, setCookies: readonly string[]): Response {
  if (setCookies.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const value of setCookies) headers.append('set-cookie', value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
