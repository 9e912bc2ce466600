import { createBrowserApiClient, type BrowserApi } from '@shop/contracts/web';

// Browser calls go to the same origin with the shopper's cookies (the cart and compare ids are HttpOnly cookies).

let client: BrowserApi | null = null;

export function browserApi(): BrowserApi {
  client ??= createBrowserApiClient({
    baseUrl: '',
    fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
  });
  return client;
}

/** Tests swap the client for one over a fake fetch. */
export function setBrowserApi(next: BrowserApi | null): void {
  client = next;
}
