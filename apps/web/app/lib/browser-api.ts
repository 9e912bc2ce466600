import type { BrowserApi } from '@shop/contracts/web';

// Browser calls go to the same origin with the shopper's cookies (the cart and compare ids are HttpOnly cookies).
//
// The client itself is not in a page's first scripts: hydration makes no call, so it is imported on the page's first
// call, and every call made before it arrives waits for it (docs/decisions/0068). Callers see the same `BrowserApi`
// either way: each of its calls returns a promise.

let client: BrowserApi | null = null;
let loading: Promise<BrowserApi> | null = null;

function load(): Promise<BrowserApi> {
  loading ??= import('@shop/contracts/web-client').then(({ createBrowserApiClient }) =>
    createBrowserApiClient({
      baseUrl: '',
      fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
    }),
  );
  return loading.then((loaded) => (client ??= loaded));
}

/**
 * Stands in for the client until it has loaded: every call waits for the client, then makes itself. It is not a
 * promise (no `then`), so handing it on from an async function hands on the stand-in.
 */
const untilLoaded = new Proxy({} as BrowserApi, {
  get: (_target, name) =>
    typeof name !== 'string' || name === 'then'
      ? undefined
      : async (...args: unknown[]) => {
          const api = (await load()) as unknown as Record<string, (...a: unknown[]) => unknown>;
          return api[name]!(...args);
        },
});

export function browserApi(): BrowserApi {
  return client ?? untilLoaded;
}

/** Tests swap the client for one over a fake fetch. */
export function setBrowserApi(next: BrowserApi | null): void {
  client = next;
}
