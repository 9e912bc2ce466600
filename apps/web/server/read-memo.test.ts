import { describe, expect, it } from 'vitest';
import { memoiseReads } from './read-memo.ts';

function countingApi() {
  const calls: string[] = [];
  const fetch = async (input: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${input} ${new Headers(init?.headers).get('cookie') ?? ''}`);
    const headers = new Headers({ 'content-type': 'application/json' });
    if (input.includes('cookie')) headers.append('set-cookie', 'shop_compare=abc; Path=/');
    return new Response(JSON.stringify({ n: calls.length }), {
      status: input.includes('missing') ? 404 : 200,
      headers,
    });
  };
  return { calls, fetch };
}

describe('memoiseReads: one render asks the API each identical read once', () => {
  it('shares a read between callers, at the same time or later, each with its own body', async () => {
    const api = countingApi();
    const fetch = memoiseReads(api.fetch);
    const init = { headers: { accept: 'application/json', cookie: 'a=1' } };
    const [a, b] = await Promise.all([
      fetch('/api/promotion/sale/', init),
      fetch('/api/promotion/sale/', init),
    ]);
    const c = await fetch('/api/promotion/sale/', init);
    expect(api.calls).toEqual(['GET /api/promotion/sale/ a=1']);
    expect(await a.json()).toEqual({ n: 1 });
    expect(await b.json()).toEqual({ n: 1 });
    expect(await c.json()).toEqual({ n: 1 });
    expect(c.headers.get('content-type')).toBe('application/json');
  });

  it('shares refusals too, with their status', async () => {
    const api = countingApi();
    const fetch = memoiseReads(api.fetch);
    expect((await fetch('/api/missing')).status).toBe(404);
    expect((await fetch('/api/missing')).status).toBe(404);
    expect(api.calls).toHaveLength(1);
  });

  it('asks again for another address or other headers (a cookie the relay added)', async () => {
    const api = countingApi();
    const fetch = memoiseReads(api.fetch);
    await fetch('/api/navbar/');
    await fetch('/api/flags');
    await fetch('/api/flags', { headers: { cookie: 'shop_cart=1' } });
    expect(api.calls).toEqual(['GET /api/navbar/ ', 'GET /api/flags ', 'GET /api/flags shop_cart=1']);
  });

  it('hands a cookie the API set to the first caller only', async () => {
    const api = countingApi();
    const fetch = memoiseReads(api.fetch);
    const first = await fetch('/api/compare/?cookie');
    const second = await fetch('/api/compare/?cookie');
    expect(first.headers.getSetCookie()).toEqual(['shop_compare=abc; Path=/']);
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(api.calls).toHaveLength(1);
  });

  it('never shares a write, and reads after a write ask again', async () => {
    const api = countingApi();
    const fetch = memoiseReads(api.fetch);
    await fetch('/api/cart/');
    await fetch('/api/cart/product/', { method: 'POST', body: '{}' });
    await fetch('/api/cart/product/', { method: 'POST', body: '{}' });
    await fetch('/api/cart/');
    expect(api.calls).toEqual([
      'GET /api/cart/ ',
      'POST /api/cart/product/ ',
      'POST /api/cart/product/ ',
      'GET /api/cart/ ',
    ]);
  });

  it('passes a failed call on to every caller of it', async () => {
    let calls = 0;
    const fetch = memoiseReads(async () => {
      calls += 1;
      throw new Error('down');
    });
    await expect(fetch('/api/navbar/')).rejects.toThrow('down');
    await expect(fetch('/api/navbar/')).rejects.toThrow('down');
    expect(calls).toBe(1);
  });
});
