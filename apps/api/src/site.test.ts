import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_COOKIE } from '@shop/domain';
import { loadStorefrontConfig } from './config.ts';
import { createTestApp, dbLabel, type TestApp } from './modules/shared/test-app.ts';
import { createSiteResolver } from './site.ts';

const env = {
  SITE_HOSTNAME: 'www.central.com.au',
  BRAND_HOSTS: 'www.premier.com.au=wa, www.central.co.nz=aol-nz, www.homestead.co.nz=home/NZ',
};

describe('createSiteResolver', () => {
  const sites = createSiteResolver(loadStorefrontConfig({ ...env, COMPANY_NAME: 'Central Pty Ltd' }));

  it('gives an unknown or missing host the configured brand, name and host', () => {
    for (const host of ['elsewhere.test', undefined, 'www.central.com.au']) {
      expect(sites.forRequest(host, undefined)).toMatchObject({
        theme: 'aol',
        country: 'AU',
        currency: 'AUD',
        companyName: 'Central Pty Ltd',
        hostname: 'www.central.com.au',
        source: 'default',
      });
    }
  });

  it("gives a table host its brand, the brand's own name and country, and the host itself", () => {
    expect(sites.forRequest('www.premier.com.au', undefined)).toMatchObject({
      theme: 'wa',
      country: 'AU',
      companyName: 'Premier Appliances',
      hostname: 'www.premier.com.au',
      mailFrom: 'Premier Appliances <orders@www.premier.com.au>',
      source: 'host',
    });
    expect(sites.forRequest('WWW.Homestead.co.nz', undefined)).toMatchObject({
      theme: 'home',
      country: 'NZ',
      currency: 'NZD',
      locale: 'en_NZ',
      customerSupportNumber: '0800 000 000',
      hostname: 'www.homestead.co.nz',
    });
  });

  it('honours the brand switch cookie outside production only', () => {
    const cookie = `${BRAND_COOKIE}=hc`;
    expect(sites.forRequest('localhost:3000', cookie)).toMatchObject({
      theme: 'hc',
      hostname: 'localhost:3000',
      source: 'cookie',
    });
    const production = createSiteResolver(
      loadStorefrontConfig({ ...env, PRODUCTION: 'true', IDENTITY_CLIENT_SECRET: 'x'.repeat(40) }),
    );
    expect(production.forRequest('localhost:3000', cookie).theme).toBe('aol');
  });

  it('answers each host and switch cookie the same every time, however many other hosts came between', () => {
    const premier = sites.forRequest('www.premier.com.au', 'a=1');
    expect(sites.forRequest('www.premier.com.au', undefined)).toEqual(premier);
    expect(Object.isFrozen(premier)).toBe(true);
    expect(sites.forRequest('www.premier.com.au', `a=1; ${BRAND_COOKIE}=hc`).theme).toBe('hc');
    expect(sites.forRequest('www.premier.com.au', `${BRAND_COOKIE}=nope`).theme).toBe('wa');
    for (let i = 0; i < 200; i++)
      expect(sites.forRequest(`shop-${i}.test`, undefined).source).toBe('default');
    expect(sites.forRequest('www.premier.com.au', undefined)).toEqual(premier);
    expect(sites.forRequest('www.premier.com.au', `${BRAND_COOKIE}=hc`).theme).toBe('hc');
  });

  it("names a brand's first table host for mail about its orders, and the shop's port for a development host", () => {
    expect(sites.forBrand({ theme: 'aol-nz', country: 'NZ' }).hostname).toBe('www.central.co.nz');
    expect(sites.forBrand({ theme: 'aol', country: 'AU' }).hostname).toBe('www.central.com.au');
    const local = createSiteResolver(loadStorefrontConfig({ PORT: '3400' }));
    expect(local.forBrand({ theme: 'fk', country: 'AU' }).hostname).toBe('fk.localhost:3400');
  });

  it('refuses a malformed host table at start, naming the entry', () => {
    expect(() => loadStorefrontConfig({ BRAND_HOSTS: 'www.shop.test=nope' })).toThrow(/BRAND_HOSTS/);
  });
});

describe(`one shop, every brand by host name (${dbLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 40, env: { BRAND_HOSTS: 'trade.test=aoc' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const featured = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v2/product/featured?limit=3', headers });

  it("hides the commercial brand's prices from its visitors, and never leaves them hidden for another brand", async () => {
    for (let round = 0; round < 2; round++) {
      const shown = await featured({ host: 'localhost' });
      const hidden = await featured({ host: 'trade.test' });
      const hiddenDev = await featured({ host: 'aoc.localhost:3000' });
      expect(shown.json().products[0].price).toEqual(expect.any(Number));
      expect(hidden.json().products[0].price).toBeNull();
      expect(hiddenDev.json().products[0].price).toBeNull();
      expect(hidden.headers['cache-control']).toContain('private');
    }
  });

  it("knows the visitor's country from a proxy's header, else from the IP table", async () => {
    const geo = (headers: Record<string, string>, remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/geo',
        headers: { host: 'localhost', ...headers },
        remoteAddress,
      });
    expect((await geo({}, '192.0.2.5')).json()).toMatchObject({ ipCountry: 'NZ', country: 'NZ' });
    expect((await geo({}, '198.51.100.5')).json()).toMatchObject({ ipCountry: 'AU' });
    expect((await geo({ 'cf-ipcountry': 'au' }, '192.0.2.5')).json()).toMatchObject({ ipCountry: 'AU' });
    expect((await geo({}, '127.0.0.1')).json()).toMatchObject({ ipCountry: null, country: 'AU' });
  });

  it("starts a first visit in the host's country", async () => {
    const nz = await t.app.inject({ method: 'GET', url: '/api/geo', headers: { host: 'aol-nz.localhost' } });
    const au = await t.app.inject({ method: 'GET', url: '/api/geo', headers: { host: 'localhost' } });
    expect(nz.json()).toMatchObject({ country: 'NZ' });
    expect(au.json()).toMatchObject({ country: 'AU' });
  });

  it('keeps an answer for a brand chosen by the switch cookie out of shared caches', async () => {
    const switched = await t.app.inject({
      method: 'GET',
      url: '/api/navbar/',
      headers: { host: 'localhost', cookie: `${BRAND_COOKIE}=hc` },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.headers['cache-control']).toBe('private, no-store');
    expect(switched.headers['vary']).toContain('Cookie');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/navbar/',
      headers: { host: 'hc.localhost' },
    });
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('the visitor country and the other country site', () => {
  it("links each brand's site to its sister site in the other country, on the request's port in development", () => {
    const sites = createSiteResolver(
      loadStorefrontConfig({ BRAND_HOSTS: 'www.central.com.au=aol,www.central.co.nz=aol-nz' }),
    );
    expect(sites.forRequest('www.central.com.au', undefined).otherCountryOrigin).toBe(
      'https://www.central.co.nz',
    );
    expect(sites.forRequest('www.central.co.nz', undefined).otherCountryOrigin).toBe(
      'https://www.central.com.au',
    );
    expect(sites.forRequest('localhost:3000', undefined).otherCountryOrigin).toBe(
      'https://www.central.co.nz',
    );
    const local = createSiteResolver(loadStorefrontConfig({}));
    expect(local.forRequest('localhost:3000', undefined).otherCountryOrigin).toBe(
      'http://aol-nz.localhost:3000',
    );
    expect(local.forRequest('home.localhost:3000', undefined).otherCountryOrigin).toBeNull();
  });

  it('leaves development hosts out of production links', () => {
    const production = createSiteResolver(
      loadStorefrontConfig({ PRODUCTION: 'true', IDENTITY_CLIENT_SECRET: 'x'.repeat(40) }),
    );
    expect(production.forRequest('www.central.com.au', undefined).otherCountryOrigin).toBeNull();
  });
});
