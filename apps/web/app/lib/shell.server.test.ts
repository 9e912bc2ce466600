import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shouldRevalidate } from '../root.tsx';
import { runLoader } from '../test/catalogue.tsx';
import { hasCookie } from './cookies.server.ts';
import { loadShell } from './shell.server.ts';

const loader = (args: never) => loadShell(args);
// The navbar and sale are not answered: the shell carries on without them (and logs the navbar failure).
const answers = {};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shell and the compare list', () => {
  it('reads no compare list without the compare cookie: an anonymous visit makes no call', async () => {
    const { api, result } = await runLoader(loader, { url: '/', answers, cookie: 'shop_cart=x; other=1' });
    expect(api.calls.some((c) => c.input.startsWith('/api/compare'))).toBe(false);
    expect(result).toMatchObject({ compare: { skus: [] } });
  });

  it("reads the shopper's list when the cookie is there", async () => {
    const { api, result } = await runLoader(loader, {
      url: '/',
      answers: { ...answers, '/api/compare/': { skus: ['A', 'B'] } },
      cookie: 'a=1; shop_compare=11111111-2222-3333-4444-555555555555',
    });
    expect(api.calls.map((c) => c.input)).toContain('/api/compare/');
    expect(result).toMatchObject({ compare: { skus: ['A', 'B'] } });
  });

  it("reads a signed-in shopper's list by the access token alone (the list belongs to the account)", async () => {
    const { api, result } = await runLoader(loader, {
      url: '/',
      answers: { ...answers, '/api/compare/': { skus: ['C'] } },
      cookie: 'shop_access_token=a.b.c',
    });
    expect(api.calls.map((c) => c.input)).toContain('/api/compare/');
    expect(result).toMatchObject({ compare: { skus: ['C'] } });
  });

  it('leaves the list out when the call fails (the browser asks for it, as before)', async () => {
    const { result } = await runLoader(loader, { url: '/', answers, cookie: 'shop_compare=x' });
    expect(result).not.toHaveProperty('compare');
    expect(result).toHaveProperty('navbar');
  });

  it('finds a cookie by exact name', () => {
    expect(hasCookie('shop_compare=1', 'shop_compare')).toBe(true);
    expect(hasCookie(' a=1 ;  shop_compare=', 'shop_compare')).toBe(true);
    expect(hasCookie('xshop_compare=1; shop_compare_old=2; shop_compare', 'shop_compare')).toBe(false);
    expect(hasCookie(null, 'shop_compare')).toBe(false);
  });

  it('the root does not reload the shell for compare posts (the client store owns the list)', () => {
    const base = {
      currentUrl: new URL('http://x/products'),
      currentParams: {},
      nextUrl: new URL('http://x/products'),
      nextParams: {},
      formMethod: 'POST' as const,
      defaultShouldRevalidate: true,
    };
    expect(shouldRevalidate({ ...base, formAction: '/compare' } as never)).toBe(false);
    expect(shouldRevalidate({ ...base, formAction: '/cart' } as never)).toBe(true);
    expect(shouldRevalidate({ ...base, formMethod: undefined, formAction: undefined } as never)).toBe(false);
  });
});
