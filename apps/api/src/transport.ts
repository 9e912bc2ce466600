import type { FastifyRequest } from 'fastify';
import {
  ACCESS_TOKEN_COOKIE,
  CART_COOKIE,
  COMPARE_COOKIE,
  ID_TOKEN_COOKIE,
  STAFF_PAGE_COOKIE,
} from '@shop/contracts';
import { BRAND_COOKIE, REFERRAL_COOKIE } from '@shop/domain';
import type { RateFamilies } from '@shop/server-kit';
import type { StorefrontConfig } from './config.ts';
import { REFRESH_TOKEN_COOKIE } from './modules/auth/session-cookies.ts';
import { LOCATION_COOKIE } from './modules/geo/cookie.ts';

/**
 * The storefront's HttpOnly cookies: over https they travel as `__Host-<name>` and a plain one of these names is
 * ignored (docs/decisions/0044-behind-a-tls-balancer.md). The flags scripts read (`loggedin`, `nonce`,
 * `redirectPath`, …) are not here: they keep their names and only gain `Secure`.
 */
export const STOREFRONT_HOST_COOKIES: readonly string[] = [
  CART_COOKIE,
  COMPARE_COOKIE,
  ACCESS_TOKEN_COOKIE,
  ID_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  LOCATION_COOKIE,
  STAFF_PAGE_COOKIE,
  BRAND_COOKIE,
  REFERRAL_COOKIE,
];

/** The kinds of request that count in separate budgets per client address. */
export type RateFamily = 'pages' | 'reads' | 'search' | 'writes' | 'signin' | 'payments';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The typeaheads (products and postcodes) and the search results: a shopper typing fast asks many. */
const SEARCH_PATHS = [
  '/api/v3/search',
  '/api/search/products',
  '/api/v2/product/search-url',
  '/api/v2/sitesearch/',
  '/api/v2/SiteSearch/',
  '/api/locality/',
];

function startsWithPath(path: string, prefix: string): boolean {
  return prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);
}

/** Which budget a storefront request spends (the routes with their own `config.rateLimit` keep their own). */
export function storefrontRateFamily(request: FastifyRequest): RateFamily {
  const path = request.url.split('?', 1)[0] ?? '';
  // The sign-in's return and the sign-out each cost the identity service a back-channel call.
  if (path === '/account/callback' || path === '/account/logout') return 'signin';
  if (startsWithPath(path, '/api/checkout')) return 'payments';
  const read = READ_METHODS.has(request.method);
  if (!path.startsWith('/api/')) return read ? 'pages' : 'writes';
  if (read && SEARCH_PATHS.some((prefix) => startsWithPath(path, prefix))) return 'search';
  return read ? 'reads' : 'writes';
}

/** The budgets per minute from the configuration (apps/api/src/config.ts, RATE_LIMIT_*). */
export function storefrontRateFamilies(config: StorefrontConfig): RateFamilies<RateFamily> {
  return { familyOf: storefrontRateFamily, budgets: config.rateBudgets };
}
