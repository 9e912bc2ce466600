import { describe, expect, it } from 'vitest';
import { ApiError, createWebApiClient } from './web.ts';
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

describe('createApiClient', () => {
  it('rejects an answer that breaks the contract', async () => {
    const client = createApiClient({ baseUrl: '', fetch: answer(200, { skus: 'not a list' }) });
    await expect(client.compareList()).rejects.toThrow();
  });
});
