import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AlertBanner as AlertBannerData } from '@shop/contracts';
import { MINUTE_MS, STORAGE_KEYS } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertBanner } from './AlertBanner.tsx';

const banner: AlertBannerData = {
  bannerURL: '/sale',
  backgroundColor: '#003b71',
  desktopContent: '<p>Free delivery this weekend</p>',
  mobileContent: '<p>Free delivery</p>',
};

const NOW = Date.UTC(2026, 0, 10, 9, 0, 0);

async function renderBanner(fetchBanner: () => Promise<AlertBannerData | null>) {
  const view = render(<AlertBanner fetchBanner={fetchBanner} />);
  await act(async () => {});
  return view;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AlertBanner', () => {
  it('fetches, shows and caches the banner with a recheck 10 minutes ahead', async () => {
    const fetchBanner = vi.fn(async () => banner);
    await renderBanner(fetchBanner);
    expect(screen.getByText('Free delivery this weekend')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Site notice' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.alertCacheData)!)).toEqual(banner);
    expect(Number(localStorage.getItem(STORAGE_KEYS.recheckAlertBannerExpiry))).toBe(NOW + 10 * MINUTE_MS);
  });

  it('shows the cached banner without fetching until the recheck is due', async () => {
    localStorage.setItem(STORAGE_KEYS.alertCacheData, JSON.stringify(banner));
    localStorage.setItem(STORAGE_KEYS.recheckAlertBannerExpiry, String(NOW + 5 * MINUTE_MS));
    const fetchBanner = vi.fn(async () => banner);
    await renderBanner(fetchBanner);
    expect(screen.getByText('Free delivery this weekend')).toBeTruthy();
    expect(fetchBanner).not.toHaveBeenCalled();
    cleanup();

    vi.setSystemTime(NOW + 5 * MINUTE_MS);
    await renderBanner(fetchBanner);
    expect(fetchBanner).toHaveBeenCalledTimes(1);
  });

  it('stays closed after closing: the cache is cleared and the next check is 10 minutes away', async () => {
    const fetchBanner = vi.fn(async () => banner);
    await renderBanner(fetchBanner);
    fireEvent.click(screen.getByRole('button', { name: 'Close alert banner' }));
    expect(screen.queryByText('Free delivery this weekend')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.alertCacheData)).toBeNull();
    cleanup();

    vi.setSystemTime(NOW + 9 * MINUTE_MS);
    await renderBanner(fetchBanner);
    expect(screen.queryByText('Free delivery this weekend')).toBeNull();
    expect(fetchBanner).toHaveBeenCalledTimes(1);
  });

  it('clears the cache and waits 10 minutes after a failed or empty fetch', async () => {
    localStorage.setItem(STORAGE_KEYS.alertCacheData, JSON.stringify(banner));
    await renderBanner(async () => {
      throw new Error('offline');
    });
    expect(screen.queryByText('Free delivery this weekend')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.alertCacheData)).toBeNull();
    expect(Number(localStorage.getItem(STORAGE_KEYS.recheckAlertBannerExpiry))).toBe(NOW + 10 * MINUTE_MS);
    cleanup();

    vi.setSystemTime(NOW + 10 * MINUTE_MS);
    await renderBanner(async () => null);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(Number(localStorage.getItem(STORAGE_KEYS.recheckAlertBannerExpiry))).toBe(NOW + 20 * MINUTE_MS);
  });
});
