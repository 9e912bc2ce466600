import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, TIMINGS_MS } from '@shop/domain';
import { compareDetailFixture } from '../test/cart-fixtures.ts';
import { createProductCache } from './product-cache.ts';

describe('product cache (CachedProductsList, 500 ms batches, 30 minutes)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  function setup() {
    const fetchProducts = vi.fn(async (skus: string[]) => skus.filter((s) => s !== 'GONE').map((s) => compareDetailFixture(s)));
    const cache = createProductCache({ fetchProducts, now: () => Date.now() });
    return { fetchProducts, cache };
  }

  it('batches requests made within the debounce into one call', async () => {
    const { fetchProducts, cache } = setup();
    const a = cache.get('A');
    await vi.advanceTimersByTimeAsync(TIMINGS_MS.productCacheBatchDebounce - 100);
    const b = cache.get('B');
    await vi.advanceTimersByTimeAsync(TIMINGS_MS.productCacheBatchDebounce - 1);
    expect(fetchProducts).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchProducts).toHaveBeenCalledTimes(1);
    expect(fetchProducts).toHaveBeenCalledWith(['A', 'B']);
    expect((await a)?.title).toBe('Product A');
    expect((await b)?.sku).toBe('B');
  });

  it('answers from browser storage for 30 minutes, then asks again', async () => {
    const { fetchProducts, cache } = setup();
    const first = cache.get('A');
    await vi.advanceTimersByTimeAsync(TIMINGS_MS.productCacheBatchDebounce);
    await first;
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cachedProductsList) ?? '{}') as Record<
      string,
      { expiry: number }
    >;
    expect(stored.A?.expiry).toBe(Date.now() + 30 * 60_000);

    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect((await cache.get('A'))?.sku).toBe('A');
    expect(fetchProducts).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(2 * 60_000);
    const again = cache.get('A');
    await vi.advanceTimersByTimeAsync(TIMINGS_MS.productCacheBatchDebounce);
    await again;
    expect(fetchProducts).toHaveBeenCalledTimes(2);
  });

  it('answers null for an unknown sku and for a failed batch', async () => {
    const { cache } = setup();
    const gone = cache.get('GONE');
    await vi.advanceTimersByTimeAsync(TIMINGS_MS.productCacheBatchDebounce);
    expect(await gone).toBeNull();

    const failing = createProductCache({ fetchProducts: () => Promise.reject(new Error('down')) });
    const p = failing.get('X');
    await vi.advanceTimersByTimeAsync(TIMINGS_MS.productCacheBatchDebounce);
    expect(await p).toBeNull();
  });
});
