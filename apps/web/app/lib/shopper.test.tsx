import '../components/testing/polyfills.ts';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type GeoData, type ShopperState } from '@shop/contracts';
import { cartFixture, compareDetailFixture } from '../test/cart-fixtures.ts';
import { createCartStore } from './cart-store.ts';
import { createCompareStore } from './compare-store.ts';
import { refreshGeo, resetGeoStore, setGeoStore, useGeo } from './geo-store.ts';
import { createProductCache } from './product-cache.ts';

// docs/decisions/0048: the three shell stores take their first state from one GET /api/shopper/.

const geo = (overrides: Partial<GeoData> = {}): GeoData => ({
  store: null,
  nearestWarehouseLocationCode: null,
  localityId: 1,
  postcode: '3121',
  state: 'VIC',
  city: 'RICHMOND',
  country: 'AU',
  ipCountry: null,
  newUser: false,
  ...overrides,
});

const answer: ShopperState = {
  cart: cartFixture({ productCount: 2 }),
  compare: { skus: ['A', 'B'] },
  geo: geo(),
  account: null,
};

type Reply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** A same-origin API stand-in: answers by 'METHOD path', 404 otherwise, and records every call in order. */
function fakeApi(answers: Record<string, () => Reply>) {
  const calls: string[] = [];
  const fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const key = `${init?.method ?? 'GET'} ${input}`;
    calls.push(key);
    const make = answers[key];
    if (!make) return Response.json({ status: 404, code: 'not_found', message: 'Not found', errors: [] }, { status: 404 });
    const r = await make();
    return Response.json(r.body, { status: r.status ?? 200 });
  };
  return { client: createApiClient({ baseUrl: '', fetch }), calls };
}

function stores(api: ReturnType<typeof fakeApi>) {
  const cache = createProductCache({ debounceMs: 0, fetchProducts: async (skus) => skus.map((s) => compareDetailFixture(s)) });
  resetGeoStore(api.client);
  return {
    cart: createCartStore({ api: () => api.client }),
    compare: createCompareStore({ api: () => api.client, cache: () => cache }),
  };
}

const own = {
  'GET /api/cart/': () => ({ body: cartFixture({ productCount: 9 }) }),
  'GET /api/compare/': () => ({ body: { skus: ['C'] } }),
  'GET /api/geo': () => ({ body: geo({ postcode: '2000', city: 'SYDNEY', state: 'NSW' }) }),
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetGeoStore();
});

describe('the shell stores seeded from one personal read', () => {
  it('make one call for the cart, the compare list and the location together', async () => {
    const api = fakeApi({ 'GET /api/shopper/': () => ({ body: answer }), ...own });
    const { cart, compare } = stores(api);
    const location = renderHook(() => useGeo());
    await Promise.all([cart.start(), compare.start()]);
    await waitFor(() => expect(location.result.current.status).toBe('ready'));

    expect(api.calls).toEqual(['GET /api/shopper/']);
    expect(cart.getState()).toMatchObject({ cart: answer.cart, isLoading: false, errorMessage: null });
    expect(compare.getState()).toMatchObject({ ready: true, skus: ['A', 'B'] });
    expect(compare.getState().products.map((p) => p.productSKU)).toEqual(['A', 'B']);
    expect(location.result.current.geo).toEqual(answer.geo);
  });

  it('refresh through their own endpoints afterwards', async () => {
    const api = fakeApi({ 'GET /api/shopper/': () => ({ body: answer }), ...own });
    const { cart } = stores(api);
    await cart.start();
    await cart.refresh();
    await refreshGeo();
    expect(api.calls).toEqual(['GET /api/shopper/', 'GET /api/cart/', 'GET /api/geo']);
    expect(cart.getState().cart?.productCount).toBe(9);
  });

  it('fall back to their own endpoints when the one read fails', async () => {
    const api = fakeApi({ 'GET /api/shopper/': () => ({ status: 503, body: {} }), ...own });
    const { cart, compare } = stores(api);
    const location = renderHook(() => useGeo());
    await Promise.all([cart.start(), compare.start()]);
    await waitFor(() => expect(location.result.current.status).toBe('ready'));
    expect(api.calls.filter((c) => c === 'GET /api/shopper/')).toHaveLength(1);
    expect(api.calls.slice(1).sort()).toEqual(['GET /api/cart/', 'GET /api/compare/', 'GET /api/geo']);
    expect(cart.getState().cart?.productCount).toBe(9);
    expect(compare.getState().skus).toEqual(['C']);
    expect(location.result.current.geo?.postcode).toBe('2000');
  });

  it("keep what the page already holds: the cart page's cart and the root loader's compare list", async () => {
    const api = fakeApi({ 'GET /api/shopper/': () => ({ body: answer }), ...own });
    const { cart, compare } = stores(api);
    const pageCart = cartFixture({ productCount: 5 });
    cart.setCart(pageCart);
    compare.seed(['Z']);
    await Promise.all([cart.start(), compare.start()]);
    // Neither needs the personal read: the cart page's loader and the scriptless shopper's list stand.
    expect(api.calls).toEqual([]);
    expect(cart.getState().cart).toBe(pageCart);
    expect(compare.getState()).toMatchObject({ ready: true, skus: ['Z'] });
    expect(compare.getState().products.map((p) => p.productSKU)).toEqual(['Z']);
  });

  it('let a change made while the read was on its way win over its older answer', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeApi({
      'GET /api/shopper/': async () => {
        await held;
        return { body: answer };
      },
      'POST /api/compare/product/': () => ({ body: { result: 'add', sku: 'D', skus: ['D'] } }),
      'POST /api/store/setstore': () => ({ body: geo({ postcode: '4000', city: 'BRISBANE', state: 'QLD' }) }),
      ...own,
    });
    const { cart, compare } = stores(api);
    const location = renderHook(() => useGeo());
    const started = Promise.all([cart.start(), compare.start()]);
    const newer = cartFixture({ productCount: 7 });
    cart.setCart(newer);
    await compare.add('D');
    await setGeoStore(7);
    release();
    await started;
    // The location's first load asked for the read before the stores did, so it has settled by now.
    expect(cart.getState().cart).toBe(newer);
    expect(compare.getState().skus).toEqual(['D']);
    expect(location.result.current.geo?.postcode).toBe('4000');
  });
});
