import { describe, expect, it } from 'vitest';
import { ApiError } from './web.ts';
import { createBrowserApiClient, createWebApiClient } from './web-client.ts';
import { createApiClient } from './client.ts';

const answer = (status: number, body: unknown) => async () =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('createWebApiClient', () => {
  it('returns the answer as sent, without the schemas', async () => {
    const client = createWebApiClient({ baseUrl: '', fetch: answer(200, { skus: ['A1', 'B2'] }) });
    await expect(client.compareList()).resolves.toEqual({ skus: ['A1', 'B2'] });
  });

  it('turns an error body into an ApiError carrying the server words', async () => {
    const body = { status: 400, code: 'coupon_invalid', message: 'Coupon value cannot be empty.', errors: ['x'] };
    const client = createWebApiClient({ baseUrl: '', fetch: answer(400, body) });
    const error = await client.cartApplyCoupon('').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).message).toBe('Coupon value cannot be empty.');
  });

  it('ignores an error body that is not in the contract shape', async () => {
    const client = createWebApiClient({ baseUrl: '', fetch: answer(502, { oops: true }) });
    const error = (await client.cart().catch((e: unknown) => e)) as ApiError;
    expect(error.body).toBeNull();
    expect(error.message).toBe('HTTP 502');
  });

  it('answers null for an alert banner the server has not got (204)', async () => {
    const client = createWebApiClient({ baseUrl: '', fetch: async () => new Response(null, { status: 204 }) });
    await expect(client.alertBanner()).resolves.toBeNull();
  });
});

describe('createBrowserApiClient', () => {
  it('makes the same requests as the full client, and carries none of the server-only calls', async () => {
    const seen: string[] = [];
    const recording = async (input: string, init?: RequestInit) => {
      seen.push(`${init?.method ?? 'GET'} ${input} ${String(init?.body ?? '')}`);
      return new Response(JSON.stringify({}), { status: 200 });
    };
    const browser = createBrowserApiClient({ baseUrl: '', fetch: recording });
    const full = createWebApiClient({ baseUrl: '', fetch: recording });
    await browser.cartAddProduct({ code: 'A1', quantity: 2 });
    await browser.checkoutAvailability({ cartId: 'c1' });
    await full.cartAddProduct({ code: 'A1', quantity: 2 });
    await full.checkoutAvailability({ cartId: 'c1' });
    expect(seen.slice(2)).toEqual(seen.slice(0, 2));
    expect(Object.keys(browser).every((name) => name in full)).toBe(true);
    // Pages render from these on the server; the browser never asks for them.
    for (const serverOnly of ['productBySlug', 'categoryPage', 'staffProjects', 'invoicedOrders', 'blogArticle']) {
      expect(serverOnly in browser).toBe(false);
      expect(serverOnly in full).toBe(true);
    }
  });
});

describe('createApiClient', () => {
  it('rejects an answer that breaks the contract', async () => {
    const client = createApiClient({ baseUrl: '', fetch: answer(200, { skus: 'not a list' }) });
    await expect(client.compareList()).rejects.toThrow();
  });
});
