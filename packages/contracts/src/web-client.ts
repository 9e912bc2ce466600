// The web app's API clients, without the zod schemas: the server's (loaders and actions calling their own API) and the
// browser's. Kept apart from './web.ts' so a page's first load carries no client; the browser imports this module on
// a page's first call (docs/decisions/0068).
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
