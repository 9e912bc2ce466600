import { describe, expect, it } from 'vitest';
import { ConfigError } from '@shop/server-kit';
import { loadStorefrontConfig } from './config.ts';

describe('storefront configuration', () => {
  it('runs on embedded defaults: appliances theme, Australia, PGlite under ./data', () => {
    const config = loadStorefrontConfig({});
    expect(config).toMatchObject({
      port: 3000,
      theme: 'aol',
      country: 'AU',
      currency: 'AUD',
      dataDir: './data',
      databaseUrl: undefined,
      locale: 'en_AU',
      companyName: 'Appliance Central',
      loginRoute: '/account/login',
    });
  });

  it('derives country, currency and locale from an NZ theme, and lets COUNTRY override', () => {
    expect(loadStorefrontConfig({ THEME: 'aol-nz' })).toMatchObject({ country: 'NZ', currency: 'NZD', locale: 'en_NZ' });
    expect(loadStorefrontConfig({ THEME: 'home', COUNTRY: 'NZ' })).toMatchObject({ country: 'NZ', currency: 'NZD' });
  });

  it.each([
    ['THEME', 'walmart'],
    ['COUNTRY', 'US'],
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'http://localhost'],
    ['PAYMENT_PROVIDER_OPTIONS', '[1,2]'],
    ['LOCALE', 'english'],
    ['PRODUCTION', 'sometimes'],
  ])('stops on a bad %s and names it', (variable, value) => {
    expect(() => loadStorefrontConfig({ [variable]: value })).toThrow(ConfigError);
    try {
      loadStorefrontConfig({ [variable]: value });
    } catch (err) {
      expect((err as ConfigError).variables).toContain(variable);
    }
  });
});
