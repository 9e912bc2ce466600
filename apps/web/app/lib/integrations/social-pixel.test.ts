import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushEntry } from '../analytics.ts';
import { resetScriptLoader } from '../script-loader.ts';
import {
  PIXEL_RETRY_LIMIT,
  resetSocialPixel,
  startSocialPixel,
  trackPixelPageView,
  whenPixelReady,
} from './social-pixel.ts';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')].map((s) => s.src);

beforeEach(() => {
  delete window.fbq;
  delete window._fbq;
});

afterEach(() => {
  vi.useRealTimers();
  resetScriptLoader();
  resetSocialPixel();
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('social pixel', () => {
  it('loads nothing without a pixel id and only logs a malformed one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(startSocialPixel('', undefined)).toBeNull();
    expect(startSocialPixel('not-a-pixel', undefined)).toBeNull();
    expect(scripts()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('loads the pixel once, initialised with its id, and reports page visits, add to cart and checkout', () => {
    // The page the shopper is on was tracked before the pixel started.
    window.dataLayer = [{ event: 'page_view', page_location: 'https://shop.test/' }];
    const stop = startSocialPixel('1234567890', 'n0nce');
    startSocialPixel('1234567890', 'n0nce')?.();
    expect(scripts()).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(window.fbq?.queue).toEqual([['init', '1234567890'], ['track', 'PageView']]);
    pushEntry({ event: 'add_to_cart', ecommerce: { items: [] } });
    pushEntry({ event: 'begin_checkout', ecommerce: {} });
    pushEntry({ event: 'compare_add', ecommerce: {} });
    pushEntry({ event: 'page_view', page_location: 'https://shop.test/cart' });
    expect(window.fbq?.queue).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
      ['track', 'AddToCart'],
      ['track', 'InitiateCheckout'],
      ['track', 'PageView'],
    ]);
    stop?.();
    pushEntry({ event: 'add_to_cart', ecommerce: { items: [] } });
    expect(window.fbq?.queue).toHaveLength(5);
    delete window.dataLayer;
  });

  it('retries a page view every 100 ms until the pixel exists', async () => {
    vi.useFakeTimers();
    const pageView = trackPixelPageView();
    await vi.advanceTimersByTimeAsync(300);
    const fbq = vi.fn();
    window.fbq = fbq;
    await vi.advanceTimersByTimeAsync(100);
    await expect(pageView).resolves.toBe(true);
    expect(fbq).toHaveBeenCalledWith('track', 'PageView');
  });

  it('gives up after 50 tries', async () => {
    vi.useFakeTimers();
    const call = vi.fn();
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const ready = whenPixelReady(call);
    await vi.advanceTimersByTimeAsync(100 * PIXEL_RETRY_LIMIT);
    await expect(ready).resolves.toBe(false);
    expect(timeout).toHaveBeenCalledTimes(PIXEL_RETRY_LIMIT - 1);
    window.fbq = vi.fn<(...args: unknown[]) => void>();
    await vi.advanceTimersByTimeAsync(1000);
    expect(call).not.toHaveBeenCalled();
    expect(PIXEL_RETRY_LIMIT).toBe(50);
  });
});
