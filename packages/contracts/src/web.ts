// The web app's entry to the contracts: the plain values and types pages need, and the API error. Importing
// '@shop/contracts' itself from code that reaches the browser would ship every schema and zod with it; the clients
// are in './web-client.ts', which the browser loads only when a page first calls the API (docs/decisions/0068).
export { ApiError } from './api-error.ts';
export type {
  ApiClient,
  ApiClientOptions,
  BrowserApi,
  FetchAnswer,
  FetchLike,
  ListingQueryInput,
} from './client-core.ts';
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
