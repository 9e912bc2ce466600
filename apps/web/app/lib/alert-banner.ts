import type { AlertBanner } from '@shop/contracts';
import { expiryAt, isExpired, STORAGE_EXPIRY_MINUTES, STORAGE_KEYS } from '@shop/domain';
import { readExpiry, readJson, removeItem, writeItem } from './storage.ts';

// 000 §4: the banner shows when cached or fetched data exists; closing clears the cache and hides it; a failed or
// empty fetch clears the cache and sets the recheck 10 minutes ahead.

export type FetchAlertBanner = () => Promise<AlertBanner | null>;

/** The cached banner when storage holds one in the API's shape (anything else, e.g. an older format, is ignored). */
export function cachedAlertBanner(): AlertBanner | null {
  const cached = readJson(STORAGE_KEYS.alertCacheData);
  return isAlertBanner(cached) && hasContent(cached) ? cached : null;
}

function isAlertBanner(value: unknown): value is AlertBanner {
  if (typeof value !== 'object' || value === null) return false;
  const banner = value as Record<string, unknown>;
  return (
    (banner['bannerURL'] === null || typeof banner['bannerURL'] === 'string') &&
    typeof banner['backgroundColor'] === 'string' &&
    typeof banner['desktopContent'] === 'string' &&
    typeof banner['mobileContent'] === 'string'
  );
}

export function isAlertRecheckDue(nowMs: number): boolean {
  return isExpired(readExpiry(STORAGE_KEYS.recheckAlertBannerExpiry), nowMs);
}

function hasContent(banner: AlertBanner): boolean {
  return banner.desktopContent.trim() !== '' || banner.mobileContent.trim() !== '';
}

function setRecheck(nowMs: number): void {
  writeItem(
    STORAGE_KEYS.recheckAlertBannerExpiry,
    String(expiryAt(nowMs, STORAGE_EXPIRY_MINUTES.alertBannerRecheck)),
  );
}

/** Fetches, caches and schedules the next check; the banner to show, or null. */
export async function refreshAlertBanner(
  fetchBanner: FetchAlertBanner,
  nowMs: number,
): Promise<AlertBanner | null> {
  let banner: AlertBanner | null;
  try {
    banner = await fetchBanner();
  } catch {
    banner = null;
  }
  setRecheck(nowMs);
  if (banner && hasContent(banner)) {
    writeItem(STORAGE_KEYS.alertCacheData, JSON.stringify(banner));
    return banner;
  }
  removeItem(STORAGE_KEYS.alertCacheData);
  return null;
}

/**
 * Closing clears the cache (000 §4) and also pushes the recheck 10 minutes ahead, so a closed banner is not fetched
 * back on the very next page (docs/decisions/0007-shell.md).
 */
export function dismissAlertBanner(nowMs: number): void {
  removeItem(STORAGE_KEYS.alertCacheData);
  setRecheck(nowMs);
}
