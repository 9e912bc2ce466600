import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, GeoData, Locality, LocationSuggestions } from '@shop/contracts';
import { LOCATION_TYPEAHEAD } from '@shop/domain';
import { buildStorefront } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { haversineKm, nearest } from '../stores/distance.ts';
import { LOCATION_COOKIE, writeLocationChoice } from './cookie.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(async () => t?.close());

const cookieOf = (setCookie: string | string[] | undefined) =>
  String(Array.isArray(setCookie) ? setCookie[0] : setCookie);
const suggest = async (term: string) =>
  LocationSuggestions.parse(
    (await t.app.inject({ url: `/api/locality/${encodeURIComponent(term)}` })).json(),
  );

describe('distance', () => {
  it('measures great-circle kilometres and picks the nearest', () => {
    const sydney = { latitude: -33.8688, longitude: 151.2093 };
    const melbourne = { latitude: -37.8136, longitude: 144.9631 };
    expect(haversineKm(sydney, melbourne)).toBeGreaterThan(705);
    expect(haversineKm(sydney, melbourne)).toBeLessThan(720);
    expect(
      nearest(sydney, [
        { ...melbourne, id: 'm' },
        { ...sydney, id: 's' },
      ])?.item.id,
    ).toBe('s');
    expect(nearest(sydney, [])).toBeNull();
  });
});

describe(`geo and locality API on ${dbLabel}`, () => {
  it('defaults a first visit to the site country capital with its nearest store and warehouse', async () => {
    const res = await t.app.inject({ url: '/api/geo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const geo = GeoData.parse(res.json());
    expect(geo).toMatchObject({
      postcode: '2000',
      city: 'SYDNEY',
      state: 'NSW',
      country: 'AU',
      ipCountry: null,
      newUser: true,
    });
    expect(geo.store?.storeUri).toBe('alexandria');
    expect(geo.nearestWarehouseLocationCode).toBe('NSW1');
  });

  it('uses the edge country header and a valid region_id for the first-visit default', async () => {
    const nz = GeoData.parse(
      (await t.app.inject({ url: '/api/geo', headers: { 'cf-ipcountry': 'nz' } })).json(),
    );
    expect(nz).toMatchObject({
      country: 'NZ',
      ipCountry: 'NZ',
      postcode: '1010',
      nearestWarehouseLocationCode: 'NZN1',
    });
    expect(nz.store?.country).toBe('NZ');
    const us = GeoData.parse(
      (await t.app.inject({ url: '/api/geo', headers: { 'x-country': 'US' } })).json(),
    );
    expect(us).toMatchObject({ country: 'AU', ipCountry: 'US' });
    const perth = GeoData.parse((await t.app.inject({ url: '/api/geo?region_id=6000' })).json());
    expect(perth).toMatchObject({ postcode: '6000', state: 'WA', nearestWarehouseLocationCode: 'WA1' });
    const bogus = GeoData.parse((await t.app.inject({ url: '/api/geo?region_id=9999' })).json());
    expect(bogus.postcode).toBe('2000');
  });

  it('sets the location by locality id, keeps it in a validated cookie and finds the nearest store (Richmond VIC)', async () => {
    const [richmond] = (await suggest('3121 richmond')).filter((s) => s.city === 'RICHMOND');
    expect(richmond).toBeDefined();
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/geo/setlocation',
      payload: { localityId: richmond!._id },
    });
    expect(set.statusCode).toBe(200);
    const cookie = cookieOf(set.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${LOCATION_COOKIE}=v1\\.${richmond!._id}\\.0;`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    const geo = GeoData.parse(set.json());
    expect(geo).toMatchObject({
      postcode: '3121',
      city: 'RICHMOND',
      state: 'VIC',
      newUser: false,
      localityId: richmond!._id,
    });
    expect(geo.store?.storeUri).toBe('richmond');
    expect(geo.store?.distance).toBeLessThan(2);
    expect(geo.nearestWarehouseLocationCode).toBe('VIC1');

    const again = GeoData.parse(
      (await t.app.inject({ url: '/api/geo', headers: { cookie: cookie.split(';')[0]! } })).json(),
    );
    expect(again).toEqual(geo);
  });

  it('marks the cookie Secure over https', () => {
    const headers: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => ((headers[name] = value), reply) };
    writeLocationChoice({ protocol: 'https' } as never, reply as never, { localityId: 5, storeId: 7 });
    expect(headers['set-cookie']).toBe(
      `${LOCATION_COOKIE}=v1.5.7; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it('ignores malformed or stale cookies', async () => {
    for (const value of ['garbage', 'v1.abc.1', 'v1.99999999.0', 'v1.0.0', `v1.1.1'; DROP TABLE stores`]) {
      const geo = GeoData.parse(
        (await t.app.inject({ url: '/api/geo', headers: { cookie: `${LOCATION_COOKIE}=${value}` } })).json(),
      );
      expect(geo.newUser).toBe(true);
      expect(geo.postcode).toBe('2000');
    }
  });

  it('answers 404 with the catalogue message for an unknown locality, 400 for a bad id, 415 for a form post', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/geo/setlocation',
      payload: { localityId: 99999999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(ErrorBody.parse(missing.json()).message).toBe(
      'The page you looking for does not exist, please try again',
    );
    expect(missing.headers['set-cookie']).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/geo/setlocation', payload: { localityId: 'x' } }))
        .statusCode,
    ).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/geo/setlocation',
      payload: 'localityId=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/geo/setlocation',
      payload: '{"localityId":1}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });

  it('suggests localities by suburb or postcode prefix, AU form, at most 100, none under 2 characters', async () => {
    const byPostcode = await suggest('300');
    expect(byPostcode.length).toBeGreaterThan(0);
    for (const s of byPostcode) {
      expect(s.postcode.startsWith('300')).toBe(true);
      expect(s.fullAddress).toBe(`${s.postcode} ${s.city}, ${s.state}`);
    }
    const bySuburb = await suggest('melb');
    expect(bySuburb.every((s) => s.city.startsWith('MELB'))).toBe(true);
    expect(bySuburb[0]!.city).toBe('MELBOURNE');
    expect(await suggest('m')).toEqual([]);
    expect((await suggest('2')).length).toBe(0);
    expect((await suggest('20')).length).toBeLessThanOrEqual(LOCATION_TYPEAHEAD.maxOptions);
    expect(await suggest('zzzz')).toEqual([]);
    for (const hostile of ["'; DROP TABLE localities; --", '%_%', '<b>', 'x'.repeat(250)]) {
      const res = await t.app.inject({ url: `/api/locality/${encodeURIComponent(hostile)}` });
      expect(res.statusCode).toBe(200);
      expect(LocationSuggestions.parse(res.json())).toEqual([]);
    }
  });

  it('looks up one locality by suburb, state and postcode; unknown → 404', async () => {
    const res = await t.app.inject({ url: '/api/locality/richmond/vic/3121' });
    expect(res.statusCode).toBe(200);
    expect(Locality.parse(res.json())).toMatchObject({
      suburb: 'RICHMOND',
      state: 'VIC',
      postcode: '3121',
      fullAddress: '3121 RICHMOND, VIC',
      country: 'AU',
    });
    expect((await t.app.inject({ url: '/api/locality/nowhere/vic/3121' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/locality/a/b' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/locality/rich%00mond/vic/3121' })).statusCode).toBe(404);
  });

  it('gives NZ localities the NZ full address on an NZ site', async () => {
    // The same database, a storefront configured for New Zealand.
    const nz = await buildStorefront({
      db: t.handle.db,
      config: loadStorefrontConfig({ LOG_LEVEL: 'silent', COUNTRY: 'NZ' }),
    });
    try {
      const list = LocationSuggestions.parse((await nz.inject({ url: '/api/locality/auck' })).json());
      expect(list.length).toBeGreaterThan(0);
      for (const s of list) expect(s.fullAddress).toBe(`${s.city} ${s.postcode}`);
    } finally {
      await nz.close();
    }
  });
});
