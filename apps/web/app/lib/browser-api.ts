import { createWebApiClient, type ApiClient } from '@shop/contracts/web';

// Browser calls go to the same origin with the shopper's cookies (the cart and compare ids are HttpOnly cookies).

let client: ApiClient | null = null;

export function browserApi(): ApiClient {
  client ??= createWebApiClient({
    baseUrl: '',
    fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
  });
  return client;
}

/** Tests swap the client for one over a fake fetch. */
export function setBrowserApi(next: ApiClient | null): void {
  client = next;
}
