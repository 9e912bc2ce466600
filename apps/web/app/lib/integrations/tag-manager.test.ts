import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushEntry } from '../analytics.ts';
import { resetScriptLoader } from '../script-loader.ts';
import { resetTagManager, startTagManager } from './tag-manager.ts';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')].map((s) => s.src);

afterEach(() => {
  resetScriptLoader();
  resetTagManager();
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete window.gtag;
  vi.restoreAllMocks();
});

describe('startTagManager', () => {
  it('loads nothing without a key', () => {
    expect(startTagManager('', 'n')).toBeNull();
    expect(scripts()).toEqual([]);
  });

  it('only logs a key no provider recognises', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(startTagManager('UA-1234-5', 'n')).toBeNull();
    expect(scripts()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Unrecognised analytics provider for key "UA-1234-5"; no analytics script is loaded');
  });

  it('loads gtag.js once with the nonce and hands shop events on as gtag events', () => {
    const stop = startTagManager('G-ABC123', 'n0nce');
    startTagManager('G-ABC123', 'n0nce')?.();
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC123']);
    expect(document.querySelector('script')?.nonce).toBe('n0nce');
    const gtag = vi.fn();
    window.gtag = gtag;
    pushEntry({ event: 'begin_checkout', ecommerce: { currency: 'AUD', value: 10 } });
    expect(gtag).toHaveBeenCalledWith('event', 'begin_checkout', { currency: 'AUD', value: 10 });
    stop?.();
    pushEntry({ event: 'view_cart', skus: [] });
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it('starts a tag-manager container from the data layer it already has', () => {
    window.dataLayer = [{ event: 'compare_add', sku: 'A1' }];
    startTagManager('GTM-ABC123', undefined);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC123']);
    expect(window.dataLayer[0]).toEqual({ event: 'compare_add', sku: 'A1' });
    expect(window.dataLayer[1]).toMatchObject({ event: 'gtm.js' });
  });

  it('logs a failed script load and leaves the page alone', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    startTagManager('G-ABC123', undefined);
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]?.[0])).toContain('Failed to load script');
  });
});
