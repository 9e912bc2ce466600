import type { CompareProductDetail } from '@shop/contracts';
import {
  makeStoredEntry,
  readStoredEntry,
  STORAGE_EXPIRY_MINUTES,
  STORAGE_KEYS,
  TIMINGS_MS,
} from '@shop/domain';
import { browserApi } from './browser-api.ts';
import { readJson, writeItem } from './storage.ts';

// 000 §9 / 001 §7: products fetched for lists (the compare tray, the cart drawer) are kept in browser storage under
// CachedProductsList for 30 minutes; requests made within 500 ms of each other go out as one call.

export type ProductDetail = CompareProductDetail;
export type FetchProducts = (skus: string[]) => Promise<ProductDetail[]>;

interface Waiter {
  resolve: (p: ProductDetail | null) => void;
}

export interface ProductCache {
  get: (sku: string) => Promise<ProductDetail | null>;
  getMany: (skus: readonly string[]) => Promise<ProductDetail[]>;
  /** The cached product without asking the server (null when absent or expired). */
  peek: (sku: string) => ProductDetail | null;
}

type StoredMap = Record<string, unknown>;

function readStore(): StoredMap {
  const raw = readJson(STORAGE_KEYS.cachedProductsList);
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as StoredMap) : {};
}

export function createProductCache(opts: {
  fetchProducts: FetchProducts;
  now?: () => number;
  debounceMs?: number;
}): ProductCache {
  const now = opts.now ?? Date.now;
  const debounceMs = opts.debounceMs ?? TIMINGS_MS.productCacheBatchDebounce;
  const queue = new Map<string, Waiter[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function peek(sku: string): ProductDetail | null {
    const value = readStoredEntry(readStore()[sku], now());
    return value && typeof value === 'object' ? (value as ProductDetail) : null;
  }

  function save(products: readonly ProductDetail[]): void {
    const t = now();
    const next: StoredMap = {};
    // Expired entries are dropped whenever the list is written, so it cannot grow without bound.
    for (const [sku, entry] of Object.entries(readStore())) {
      if (readStoredEntry(entry, t) !== null) next[sku] = entry;
    }
    for (const p of products) next[p.sku] = makeStoredEntry(p, STORAGE_EXPIRY_MINUTES.cachedProducts, t);
    writeItem(STORAGE_KEYS.cachedProductsList, JSON.stringify(next));
  }

  async function flush(): Promise<void> {
    timer = null;
    const batch = new Map(queue);
    queue.clear();
    const skus = [...batch.keys()];
    let found: ProductDetail[] = [];
    try {
      found = await opts.fetchProducts(skus);
      save(found);
    } catch {
      // A failed batch answers null; the next request asks again.
    }
    for (const [sku, waiters] of batch) {
      const product = found.find((p) => p.sku === sku) ?? null;
      for (const w of waiters) w.resolve(product);
    }
  }

  function get(sku: string): Promise<ProductDetail | null> {
    const cached = peek(sku);
    if (cached) return Promise.resolve(cached);
    return new Promise((resolve) => {
      queue.set(sku, [...(queue.get(sku) ?? []), { resolve }]);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void flush(), debounceMs);
    });
  }

  async function getMany(skus: readonly string[]): Promise<ProductDetail[]> {
    const found = await Promise.all(skus.map(get));
    return found.filter((p): p is ProductDetail => p !== null);
  }

  return { get, getMany, peek };
}

let shared: ProductCache | null = null;

/** The page-wide cache over the browser API's products-by-sku call. */
export function productCache(): ProductCache {
  shared ??= createProductCache({
    fetchProducts: async (skus) => (await browserApi().compareProducts(skus)).products,
  });
  return shared;
}

export function setProductCache(next: ProductCache | null): void {
  shared = next;
}
