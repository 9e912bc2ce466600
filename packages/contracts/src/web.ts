// The web app's entry to the contracts: the API client without the zod schemas, and the plain values pages need.
// Importing '@shop/contracts' itself from code that reaches the browser would ship every schema and zod with it.
import type { ErrorBody } from './errors.ts';
import {
  apiTransport,
  browserEndpoints,
  buildApiClient,
  type ApiClient,
  type ApiClientOptions,
  type BrowserApi,
  type ResponseCodec,
} from './client-core.ts';

export { ApiError, listingSearch, querySearch } from './client-core.ts';
export type { ApiClient, ApiClientOptions, BrowserApi, FetchAnswer, FetchLike, ListingQueryInput } from './client-core.ts';
export { ERROR_CODES, isErrorCode, type ErrorCode } from './error-codes.ts';
export {
  ACCESS_TOKEN_COOKIE,
  CART_COOKIE,
  COMPARE_COOKIE,
  ID_TOKEN_COOKIE,
  SCRIPTS_COOKIE,
  SHARED_RENDER_HEADER,
  SORT_OPTIONS,
  STOREFRONT_ORIGIN_HEADER,
} from './constants.ts';

function isErrorBody(json: unknown): json is ErrorBody {
  if (typeof json !== 'object' || json === null) return false;
  const body = json as Record<string, unknown>;
  return (
    typeof body['status'] === 'number' &&
    typeof body['code'] === 'string' &&
    typeof body['message'] === 'string' &&
    Array.isArray(body['errors']) &&
    body['errors'].every((e) => typeof e === 'string')
  );
}

/**
 * The answers come from our own API, which validated them against the contract when it sent them, so they are taken
 * as typed; an error body's shape is still checked before its words are shown (a proxy's or balancer's error page is
 * not ours). Its code is not looked up in the closed list: our API can send no other (server-kit's errors take an
 * `ErrorCode`, so the typecheck refuses any other), and the list would be in every page's scripts for no check a
 * shopper could see.
 */
const TRUSTED_ORIGIN: ResponseCodec = {
  parse: (_name, json) => json,
  parseError: (json) => (isErrorBody(json) ? json : null),
};

/** Every call, for the web app's server (loaders and actions) calling its own API. */
export function createWebApiClient(options: ApiClientOptions): ApiClient {
  return buildApiClient(options, TRUSTED_ORIGIN);
}

/** The calls a page makes from the browser, and only those: the rest stay out of the browser's scripts. */
export function createBrowserApiClient(options: ApiClientOptions): BrowserApi {
  return browserEndpoints(apiTransport(options, TRUSTED_ORIGIN));
}
