import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '@shop/db';
import { loadStorefrontConfig } from '../../config.ts';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';

describe(`GET /api/flags (${dbLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      products: 10,
      env: { FEATURE_FLAGS: '{"*": {"dealsClub": true}, "hc": {"priceHistory": false}}' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const flags = async (host: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/flags', headers: { host } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("answers the host's brand's flags: defaults, the brand's own, then the deployment's", async () => {
    expect(await flags('localhost')).toMatchObject({ countryCode: 'AU', dealsClub: true, priceHistory: true, priceMatch: true });
    expect(await flags('hc.localhost')).toMatchObject({ dealsClub: true, priceHistory: false, priceMatch: false });
    expect(await flags('aol-nz.localhost')).toMatchObject({ countryCode: 'NZ', referralMarket: 'nz' });
    expect(await flags('aoc.localhost')).toMatchObject({ priceHistory: false, referralEnabled: false });
  });

  it('follows a flag.* setting at run time, and ignores one of the wrong type', async () => {
    await t.handle.db.insert(settings).values([
      { name: 'flag.priceMatch', value: 'false' },
      { name: 'flag.wa.priceMatch', value: 'true' },
      { name: 'flag.callUsNow', value: 'often' },
    ]);
    t.clearCache();
    expect(await flags('localhost')).toMatchObject({ priceMatch: false, callUsNow: false });
    expect((await flags('wa.localhost')).priceMatch).toBe(true);
  });

  it('refuses a deployment override that is not a flag or not of its type, naming the variable', () => {
    expect(() => loadStorefrontConfig({ FEATURE_FLAGS: '{"*": {"priceHistory": 1}}' })).toThrow(/FEATURE_FLAGS/);
    expect(() => loadStorefrontConfig({ FEATURE_FLAGS: 'not json' })).toThrow(/FEATURE_FLAGS/);
  });
});
