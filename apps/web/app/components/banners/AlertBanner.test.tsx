import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AlertBanner as AlertBannerData } from '@shop/contracts';
import { MINUTE_MS, STORAGE_KEYS } from '@shop/domain';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_CLOSED_ATTRIBUTE, alertClosedScript } from '../../lib/alert-banner.ts';
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
  document.documentElement.removeAttribute(ALERT_CLOSED_ATTRIBUTE);
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

describe('AlertBanner rendered on the server (ADR 0053)', () => {
  const neverFetch = vi.fn(async () => banner);
  beforeEach(() => neverFetch.mockClear());

  it("is in the server's HTML, without the close button that needs scripts", () => {
    const html = renderToString(<AlertBanner initial={banner} fetchBanner={neverFetch} />);
    expect(html).toContain('aria-label="Site notice"');
    expect(html).toContain('Free delivery this weekend');
    expect(html).not.toContain('Close alert banner');
    expect(renderToString(<AlertBanner initial={null} fetchBanner={neverFetch} />)).toBe('');
  });

  it("takes the server's answer as the first fetch: cached, rechecked in 10 minutes, closable, nothing asked", async () => {
    render(<AlertBanner initial={banner} fetchBanner={neverFetch} />);
    await act(async () => {});
    expect(screen.getByText('Free delivery this weekend')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close alert banner' })).toBeTruthy();
    expect(neverFetch).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.alertCacheData)!)).toEqual(banner);
    expect(Number(localStorage.getItem(STORAGE_KEYS.recheckAlertBannerExpiry))).toBe(NOW + 10 * MINUTE_MS);
  });

  it("answers 'none' from the server like an empty fetch", async () => {
    localStorage.setItem(STORAGE_KEYS.alertCacheData, JSON.stringify(banner));
    render(<AlertBanner initial={null} fetchBanner={neverFetch} />);
    await act(async () => {});
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.alertCacheData)).toBeNull();
    expect(neverFetch).not.toHaveBeenCalled();
  });

  it('stays closed in a browser that closed it, and asks the API at the next due recheck of the visit', async () => {
    localStorage.setItem(STORAGE_KEYS.recheckAlertBannerExpiry, String(NOW + 5 * MINUTE_MS));
    const view = render(<AlertBanner checkKey="/" initial={banner} fetchBanner={neverFetch} />);
    await act(async () => {});
    expect(screen.queryByRole('complementary')).toBeNull();

    vi.setSystemTime(NOW + 5 * MINUTE_MS);
    view.rerender(<AlertBanner checkKey="/c/kitchen" initial={banner} fetchBanner={neverFetch} />);
    await act(async () => {});
    expect(neverFetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Free delivery this weekend')).toBeTruthy();
  });

  it('the pre-paint script marks <html> only where storage says closed, and the component takes the mark off', async () => {
    const run = () => {
      document.documentElement.removeAttribute(ALERT_CLOSED_ATTRIBUTE);
      new Function(alertClosedScript())();
      return document.documentElement.hasAttribute(ALERT_CLOSED_ATTRIBUTE);
    };
    expect(run()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.recheckAlertBannerExpiry, String(NOW + 5 * MINUTE_MS));
    expect(run()).toBe(true);
    localStorage.setItem(STORAGE_KEYS.alertCacheData, JSON.stringify(banner));
    expect(run()).toBe(false);
    localStorage.removeItem(STORAGE_KEYS.alertCacheData);
    vi.setSystemTime(NOW + 5 * MINUTE_MS);
    expect(run()).toBe(false);

    vi.setSystemTime(NOW);
    expect(run()).toBe(true);
    render(<AlertBanner initial={banner} fetchBanner={neverFetch} />);
    await act(async () => {});
    expect(document.documentElement.hasAttribute(ALERT_CLOSED_ATTRIBUTE)).toBe(false);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
