import { describe, expect, it } from 'vitest';
import { analyticsProvider, analyticsScriptUrl, NO_INTEGRATIONS, thirdPartyCspSources } from './integrations.ts';

describe('analyticsProvider', () => {
  it('recognises GA4 measurement ids and tag-manager containers', () => {
    expect(analyticsProvider('G-ABC123XYZ')).toEqual({ kind: 'ga4', id: 'G-ABC123XYZ' });
    expect(analyticsProvider(' GTM-K9L8M7 ')).toEqual({ kind: 'gtm', id: 'GTM-K9L8M7' });
  });

  it('returns null for empty and unrecognised keys', () => {
    for (const key of ['', 'UA-1234-1', 'g-abc123', 'GTM-', 'G-<script>']) expect(analyticsProvider(key)).toBeNull();
  });

  it('builds the script url on the provider origin', () => {
    expect(analyticsScriptUrl({ kind: 'ga4', id: 'G-ABC123' })).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    expect(analyticsScriptUrl({ kind: 'gtm', id: 'GTM-ABC123' })).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
  });
});

describe('thirdPartyCspSources', () => {
  it('opens nothing when no key is configured (or a key is not recognised)', () => {
    const none = { script: [], connect: [], img: [], frame: [], font: [] };
    expect(thirdPartyCspSources(NO_INTEGRATIONS)).toEqual(none);
    expect(
      thirdPartyCspSources({ ...NO_INTEGRATIONS, analyticsKey: 'UA-1', socialPixelId: 'abc', merchantId: 'x' }, 'A!'),
    ).toEqual(none);
  });

  it('names only the configured providers', () => {
    const analytics = thirdPartyCspSources({ ...NO_INTEGRATIONS, analyticsKey: 'G-ABC123' });
    expect(analytics.script).toEqual(['https://www.googletagmanager.com']);
    expect(analytics.frame).toEqual([]);
    const all = thirdPartyCspSources(
      { ...NO_INTEGRATIONS, analyticsKey: 'GTM-ABC123', socialPixelId: '1234567890', merchantId: '987654' },
      'abcd1234',
    );
    expect(all.script).toEqual([
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
      'https://apis.google.com',
      'https://widget.intercom.io',
      'https://js.intercomcdn.com',
    ]);
    expect(all.frame).toContain('https://intercom-sheets.com');
    expect(new Set(all.img).size).toBe(all.img.length);
  });
});
