import { useEffect, useSyncExternalStore } from 'react';
import type { GeoData } from '@shop/contracts';
import type { BrowserApi } from '@shop/contracts/web';
import { browserApi } from './browser-api.ts';
import { firstRead } from './shopper.ts';

// The shopper's delivery location and store (000 §3 geo state, §4 location widget). One copy for the whole page, so
// the header, the store panel and the product page agree. Loaded in the browser only: the server renders the loading
// placeholders, which is also what the browser renders while hydrating.

export interface GeoState {
  status: 'loading' | 'ready' | 'failed';
  geo: GeoData | null;
}

const LOADING: GeoState = { status: 'loading', geo: null };
let state: GeoState = LOADING;
let started = false;
const listeners = new Set<() => void>();
let client: BrowserApi | null = null;

/** The page's own client by default, so the first load shares the page's one personal read (shopper.ts). */
function api(): BrowserApi {
  return client ?? browserApi();
}

function set(next: GeoState) {
  state = next;
  for (const listener of listeners) listener();
}

/** GET /api/geo (again); keeps the last good data if it fails. */
export async function refreshGeo(): Promise<void> {
  try {
    set({ status: 'ready', geo: await api().geo() });
  } catch (error) {
    console.warn('geo load failed', error);
    set({ status: state.geo ? 'ready' : 'failed', geo: state.geo });
  }
}

/**
 * The first load of the page: the location from the page's one personal read (docs/decisions/0048), unless a store
 * or location set meanwhile already answered a newer one.
 */
async function loadFirst(): Promise<void> {
  try {
    const geo = await firstRead(
      api(),
      (s) => s.geo,
      () => api().geo(),
    );
    if (state.status === 'loading') set({ status: 'ready', geo });
  } catch (error) {
    console.warn('geo load failed', error);
    if (state.status === 'loading') set({ status: 'failed', geo: null });
  }
}

/** 000 §4: setting a location posts, then re-fetches geo. */
export async function setGeoLocation(localityId: number): Promise<void> {
  await api().setLocation(localityId);
  await refreshGeo();
}

/** Setting the store answers the new geo data. */
export async function setGeoStore(storeId: number): Promise<GeoData> {
  const geo = await api().setStore(storeId);
  set({ status: 'ready', geo });
  return geo;
}

/** Tests: a fake client and a fresh state. */
export function resetGeoStore(fake: BrowserApi | null = null, initial: GeoState = LOADING) {
  client = fake;
  state = initial;
  started = initial.status !== 'loading';
  for (const listener of listeners) listener();
}

/**
 * The geo state now, for a reader that needs it only when the shopper acts (the search's repeat-visitor flag): such
 * a reader does not subscribe, so a geo answer does not re-render it.
 */
export function geoSnapshot(): GeoState {
  return state;
}

/** The shared geo state; the first user starts the load (tests that pass their own state turn that off). */
export function useGeo(autoLoad = true): GeoState {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => LOADING,
  );
  useEffect(() => {
    if (started || !autoLoad) return;
    started = true;
    void loadFirst();
  }, [autoLoad]);
  return current;
}
