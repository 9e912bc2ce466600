import { useMemo, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { BrowserApi } from '@shop/contracts';
import { addToCompare, STORAGE_KEYS, toCompareProduct, type CompareProduct } from '@shop/domain';
import { trackCompare } from './analytics.ts';
import { browserApi } from './browser-api.ts';
import { productPath } from './product-path.ts';
import { productCache, type ProductCache, type ProductDetail } from './product-cache.ts';
import { firstRead } from './shopper.ts';
import type { RootData } from './shell.ts';
import { readJson, writeItem } from './storage.ts';

// The compare list (000 §3, §4; 001 §2). The server holds it (session cookie); the browser mirrors it under
// CompareProducts in the spec's shape so the tray can draw at once on the next page, before the list call answers.
// When the root loader has read the list for the page (RootData.compare), the server renders it and the store is
// seeded from it before hydration reads a snapshot; after hydration the store is the source of truth.

export type LimitVariant = 'product' | 'tray';

export interface CompareState {
  /** The first list has arrived: changes after this expand the tray. */
  ready: boolean;
  skus: readonly string[];
  /** Details of the held skus, in list order (a sku whose details have not arrived is missing). */
  products: readonly CompareProduct[];
  /** Product page paths by sku, for the tray's links. */
  uris: Readonly<Record<string, string>>;
  expanded: boolean;
  limit: LimitVariant | null;
  busySku: string | null;
  error: string | null;
}

const INITIAL: CompareState = {
  ready: false,
  skus: [],
  products: [],
  uris: {},
  expanded: false,
  limit: null,
  busySku: null,
  error: null,
};

export const COMPARE_ERROR = 'Sorry, we could not update your comparison. Please try again.';

function toProduct(d: ProductDetail): CompareProduct {
  return toCompareProduct({
    sku: d.sku,
    title: d.title,
    price: d.price,
    image: d.image || null,
    images: d.images,
    productId: d.productId,
    brandName: d.brandName,
    ...(d.brandImage ? { brandImage: d.brandImage } : {}),
  });
}

function readMirror(): CompareProduct[] {
  const raw = readJson(STORAGE_KEYS.compareProducts) as { comparisonProducts?: unknown } | null;
  const list = raw?.comparisonProducts;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (p): p is CompareProduct =>
      !!p && typeof p === 'object' && typeof (p as CompareProduct).productSKU === 'string',
  );
}

export function createCompareStore(deps: { api?: () => BrowserApi; cache?: () => ProductCache } = {}) {
  const api = deps.api ?? browserApi;
  const cache = deps.cache ?? productCache;
  let state: CompareState = INITIAL;
  const listeners = new Set<() => void>();
  let started = false;
  let seeded = false;

  function set(patch: Partial<CompareState>): void {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  }

  function mirror(products: readonly CompareProduct[]): void {
    writeItem(STORAGE_KEYS.compareProducts, JSON.stringify({ comparisonProducts: products }));
  }

  async function applyList(skus: readonly string[], expand: boolean): Promise<void> {
    const known = new Map(state.products.map((p) => [p.productSKU, p]));
    set({
      skus,
      products: skus.flatMap((s) => known.get(s) ?? []),
      ...(expand ? { expanded: skus.length > 0 } : {}),
    });
    const details = await cache().getMany(skus);
    const bySku = new Map(details.map((d) => [d.sku, d]));
    if (state.skus.join('~') !== skus.join('~')) return; // a newer list has landed meanwhile
    const products = skus.flatMap((s) => {
      const d = bySku.get(s);
      return d ? [toProduct(d)] : (known.get(s) ?? []);
    });
    const uris = { ...state.uris };
    for (const d of details) uris[d.sku] = productPath(d.uri);
    set({ products, uris });
    mirror(products);
  }

  /**
   * Client only, before the first snapshot is read: the list the server rendered the page with, so hydration finds
   * the same ticks and count. Listeners are not told: nothing has read the store yet. Later seeds (the root loader
   * revalidating) are ignored, since the store already follows the shopper's changes.
   */
  function seed(skus: readonly string[]): void {
    if (seeded || started) return;
    seeded = true;
    const mirrored = new Map(readMirror().map((p) => [p.productSKU, p]));
    state = { ...state, ready: true, skus, products: skus.flatMap((s) => mirrored.get(s) ?? []) };
  }

  /**
   * Once per page. Seeded: the list is already known, only the tray's product details are fetched. Otherwise the
   * mirrored list at once, then the server's list from the page's personal read. The tray starts minimised.
   */
  async function start(): Promise<void> {
    if (started) return;
    started = true;
    if (seeded) {
      try {
        await applyList(state.skus, false);
      } catch {
        // The details fill the open tray only; the count and ticks already stand.
      }
      return;
    }
    const mirrored = readMirror();
    if (mirrored.length > 0) set({ skus: mirrored.map((p) => p.productSKU), products: mirrored });
    const before = state.skus;
    try {
      // The page's one personal read (docs/decisions/0048); a change the shopper made meanwhile is newer.
      const list = await firstRead(
        api(),
        (s) => s.compare,
        () => api().compareList(),
      );
      if (state.skus === before) await applyList(list.skus, false);
    } catch {
      // Without the list the mirror stands; the tray still works from it.
    }
    set({ ready: true });
  }

  /** The held product's details for analytics; only the sku when they have not arrived. */
  function heldProduct(sku: string): CompareProduct {
    return (
      state.products.find((p) => p.productSKU === sku) ?? {
        productSKU: sku,
        productName: '',
        productImage: '',
        price: null,
      }
    );
  }

  async function add(sku: string): Promise<void> {
    const local = addToCompare(
      state.skus.map((s) => ({ productSKU: s })),
      sku,
    );
    if (local.result === 'existing') return;
    const variant: LimitVariant = state.expanded ? 'tray' : 'product';
    if (local.result === 'limit') {
      set({ limit: variant });
      return;
    }
    set({ busySku: sku, error: null });
    try {
      const answer = await api().compareAdd(sku);
      if (answer.result === 'limit') {
        set({ limit: variant, busySku: null });
        return;
      }
      set({ busySku: null });
      await applyList(answer.skus, true);
      if (answer.result === 'add') trackCompare('compare_add', [heldProduct(sku)]);
    } catch {
      set({ busySku: null, error: COMPARE_ERROR });
    }
  }

  async function remove(sku: string): Promise<void> {
    set({ busySku: sku, error: null });
    try {
      const removed = heldProduct(sku);
      const list = await api().compareRemove(sku);
      trackCompare('compare_remove', [removed]);
      set({ busySku: null });
      await applyList(list.skus, true);
    } catch {
      set({ busySku: null, error: COMPARE_ERROR });
    }
  }

  /** Add-to-compare toggles on and off (000 §4). */
  function toggle(sku: string): Promise<void> {
    return state.skus.includes(sku) ? remove(sku) : add(sku);
  }

  return {
    getState: () => state,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    seed,
    start,
    add,
    remove,
    toggle,
    setExpanded: (expanded: boolean) => set({ expanded }),
    closeLimit: () => set({ limit: null }),
  };
}

export type CompareStore = ReturnType<typeof createCompareStore>;

let shared: CompareStore | null = null;

export function compareStore(): CompareStore {
  shared ??= createCompareStore();
  return shared;
}

/** Tests start each case from an empty store. */
export function resetCompareStore(next: CompareStore | null = null): void {
  shared = next;
}

/** What the server rendered: the root loader's list when it read one, otherwise nothing held. */
export function seededState(skus: readonly string[] | null): CompareState {
  return skus ? { ...INITIAL, ready: true, skus } : INITIAL;
}

/**
 * One value of the compare state, e.g. whether a sku is held. The reader re-renders only when that value changes: a
 * listing's two dozen toggles are not all drawn again, in one task, each time the list or the tray changes. `select`
 * must answer a primitive or an object taken from the state as it is.
 */
export function useCompareSelect<T>(select: (state: CompareState) => T): T {
  const store = compareStore();
  const skus = useRouteLoaderData<RootData>('root')?.compare?.skus ?? null;
  // Never on the server: the store there is one module shared by every request.
  if (skus && typeof window !== 'undefined') store.seed(skus);
  const key = skus?.join('~') ?? null;
  // Keyed by the contents: getServerSnapshot must answer the same object while the list is the same.
  const serverState = useMemo(() => seededState(skus), [key]);
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(serverState),
  );
}

const whole = (state: CompareState) => state;

export function useCompare(): CompareState {
  return useCompareSelect(whole);
}
