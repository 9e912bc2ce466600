// 000 §3 and §9, 001 §3 and §9: browser-storage keys and expiries. Entries with an expiry store minutes × 60000.

export const STORAGE_KEYS = {
  locationPopupModalExpiry: 'locationPopupModalExpiry',
  recheckAlertBannerExpiry: 'recheckAlertBannerExpiry',
  alertCacheData: 'alertCacheData',
  compareProducts: 'CompareProducts',
  cachedProductsList: 'CachedProductsList',
  checkoutSession: 'checkout-session',
  /** Not named by the spec (000 §4 'Sale footer'); the dismissal flag needs a key of its own. */
  saleFooterDismissedExpiry: 'saleFooterDismissedExpiry',
} as const;

export const MINUTE_MS = 60_000;

/** Expiries in minutes. */
export const STORAGE_EXPIRY_MINUTES = {
  locationPopup: 24 * 60,
  alertBannerRecheck: 10,
  saleFooterDismissal: 1440,
  cachedProducts: 30,
  navbar: 60,
  /** "3 units" read as 3 hours (docs/decisions/0003-domain-readings.md). */
  checkoutSession: 3 * 60,
} as const;

export function expiryAt(nowMs: number, minutes: number): number {
  return nowMs + minutes * MINUTE_MS;
}

export function isExpired(expiryMs: number | null | undefined, nowMs: number): boolean {
  return expiryMs == null || !Number.isFinite(expiryMs) || nowMs >= expiryMs;
}

export interface StoredEntry<T> {
  readonly value: T;
  readonly expiry: number;
}

export function makeStoredEntry<T>(value: T, minutes: number, nowMs: number): StoredEntry<T> {
  return { value, expiry: expiryAt(nowMs, minutes) };
}

/** The value if the entry is well formed and unexpired, else null (the caller then drops the key). */
export function readStoredEntry(raw: unknown, nowMs: number): unknown {
  if (typeof raw !== 'object' || raw === null || !('expiry' in raw) || typeof raw.expiry !== 'number') return null;
  if (isExpired(raw.expiry, nowMs)) return null;
  return ('value' in raw ? raw.value : null) ?? null;
}
