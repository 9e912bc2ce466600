import { describe, expect, it } from 'vitest';
import {
  expiryAt,
  isExpired,
  makeStoredEntry,
  readStoredEntry,
  STORAGE_EXPIRY_MINUTES,
  STORAGE_KEYS,
} from './storage.ts';

describe('storage expiry', () => {
  it.each<[string, () => unknown, unknown]>([
    ['000 §3 expiries are minutes times 60000', () => expiryAt(1000, 10), 601_000],
    ['000 §9 alert banner recheck 10 minutes', () => STORAGE_EXPIRY_MINUTES.alertBannerRecheck, 10],
    ['000 §9 sale footer dismissal 1440 minutes', () => STORAGE_EXPIRY_MINUTES.saleFooterDismissal, 1440],
    ['000 §9 product cache 30 minutes', () => STORAGE_EXPIRY_MINUTES.cachedProducts, 30],
    ['000 §9 location popup once per 24 hours', () => STORAGE_EXPIRY_MINUTES.locationPopup, 1440],
    [
      '001 §9 saved session expires 3 units: hours (ADR 0003)',
      () => expiryAt(0, STORAGE_EXPIRY_MINUTES.checkoutSession),
      3 * 3_600_000,
    ],
    ['001 §3 session key', () => STORAGE_KEYS.checkoutSession, 'checkout-session'],
    ['000 §3 compare key', () => STORAGE_KEYS.compareProducts, 'CompareProducts'],
    ['not expired before', () => isExpired(2000, 1999), false],
    ['expired at the instant', () => isExpired(2000, 2000), true],
    ['missing expiry counts as expired', () => isExpired(null, 0), true],
  ])('%s', (_s, run, expected) => {
    expect(run()).toBe(expected);
  });

  it('000 §3 stored entries are read back until they expire', () => {
    const entry = makeStoredEntry({ a: 1 }, 30, 0);
    expect(readStoredEntry(entry, 30 * 60_000 - 1)).toEqual({ a: 1 });
    expect(readStoredEntry(entry, 30 * 60_000)).toBeNull();
    expect(readStoredEntry('junk', 0)).toBeNull();
    expect(readStoredEntry({ expiry: 'soon', value: 1 }, 0)).toBeNull();
    expect(readStoredEntry({ expiry: 60_000 }, 0)).toBeNull();
    expect(readStoredEntry(null, 0)).toBeNull();
  });
});
