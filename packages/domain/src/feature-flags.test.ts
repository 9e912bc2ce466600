import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  FeatureFlagsSchema,
  flagOverridesFromSettings,
  parseFeatureFlagOverrides,
  resolveFeatureFlags,
} from './feature-flags.ts';
import { THEME_IDS } from './themes.ts';

describe('feature flags', () => {
  it('has a default of the right type for every flag', () => {
    expect(FeatureFlagsSchema.parse(DEFAULT_FEATURE_FLAGS)).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(Object.keys(DEFAULT_FEATURE_FLAGS).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
  });

  it("gives every brand a whole, valid set, with its own starting point and its country's code and market", () => {
    for (const theme of THEME_IDS) {
      const flags = resolveFeatureFlags({ theme, country: theme === 'aol-nz' ? 'NZ' : 'AU' });
      expect(FeatureFlagsSchema.parse(flags)).toEqual(flags);
    }
    expect(resolveFeatureFlags({ theme: 'aoc', country: 'AU' })).toMatchObject({ priceHistory: false, priceMatch: false });
    expect(resolveFeatureFlags({ theme: 'hc', country: 'AU' })).toMatchObject({ priceHistory: true, priceMatch: false });
    expect(resolveFeatureFlags({ theme: 'aol-nz', country: 'NZ' })).toMatchObject({
      countryCode: 'NZ',
      referralMarket: 'nz',
    });
  });

  it("lets the deployment override every brand, then one brand, then the settings win", () => {
    const deployment = parseFeatureFlagOverrides(
      '{"*": {"dealsClub": true, "priceHistory": false}, "hc": {"priceHistory": true}}',
    );
    expect(resolveFeatureFlags({ theme: 'aol', country: 'AU', deployment })).toMatchObject({
      dealsClub: true,
      priceHistory: false,
    });
    expect(resolveFeatureFlags({ theme: 'hc', country: 'AU', deployment }).priceHistory).toBe(true);
    expect(
      resolveFeatureFlags({ theme: 'hc', country: 'AU', deployment, settings: { priceHistory: false } }).priceHistory,
    ).toBe(false);
  });

  it.each([
    ['[]', 'must be a JSON object'],
    ['{"zz": {}}', '"zz" is neither'],
    ['{"*": {"noSuchFlag": true}}', 'noSuchFlag'],
    ['{"hc": {"priceHistory": "yes"}}', 'priceHistory'],
  ])('refuses the deployment overrides %s', (json, reason) => {
    expect(() => parseFeatureFlagOverrides(json)).toThrow(reason);
  });

  it('reads run-time overrides from flag.* settings, the brand one winning, and reports what it cannot use', () => {
    const rejected: string[] = [];
    const settings = [
      { name: 'flag.priceMatch', value: 'false' },
      { name: 'flag.hc.priceMatch', value: 'true' },
      { name: 'flag.wa.priceMatch', value: 'false' },
      { name: 'flag.chatAppId', value: 'abc123' },
      { name: 'flag.quickLinks', value: '[{"label":"Deals","url":"/sale"}]' },
      { name: 'flag.dealsClub', value: 'maybe' },
      { name: 'flag.nothing', value: 'true' },
      { name: 'IntercomEnabled', value: 'true' },
    ];
    expect(flagOverridesFromSettings(settings, 'hc', (n) => rejected.push(n))).toEqual({
      priceMatch: true,
      chatAppId: 'abc123',
      quickLinks: [{ label: 'Deals', url: '/sale' }],
    });
    expect(rejected).toEqual(['flag.dealsClub', 'flag.nothing']);
    expect(flagOverridesFromSettings(settings, 'aol').priceMatch).toBe(false);
  });
});
