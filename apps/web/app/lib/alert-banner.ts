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

/** Set on `<html>` before the first paint when this browser must not see the server-rendered banner. */
export const ALERT_CLOSED_ATTRIBUTE = 'data-alert-closed';

/**
 * The inline script, run in `<head>` before anything is painted, that hides the banner the server rendered
 * (docs/decisions/0053-alert-banner-rendered-on-the-server.md) in a browser whose storage says it must not show
 * before the next recheck: closed, or last found empty, within the last 10 minutes (000 §4). Everything else
 * (nothing stored, a recheck due, a cached banner) leaves it showing; the component settles the rest after hydration
 * and then removes the attribute. Storage that cannot be read leaves the banner showing.
 */
export function alertClosedScript(): string {
  const recheck = JSON.stringify(STORAGE_KEYS.recheckAlertBannerExpiry);
  const cache = JSON.stringify(STORAGE_KEYS.alertCacheData);
  return (
    `try{var s=window.localStorage,r=s.getItem(${recheck});` +
    `if(r!==null&&Date.now()<Number(r)&&s.getItem(${cache})===null)` +
    `document.documentElement.setAttribute(${JSON.stringify(ALERT_CLOSED_ATTRIBUTE)},"")}catch(e){}`
  );
}
