import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, GeoData, Store, StoreList } from '@shop/contracts';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { parseStoreFilters } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(async () => t?.close());

const list = async (...filters: string[]) => {
  const qs = filters.map((f) => `filters=${encodeURIComponent(f)}`).join('&');
  const res = await t.app.inject({ url: `/api/store${qs ? `?${qs}` : ''}` });
  return { res, body: res.statusCode === 200 ? StoreList.parse(res.json()) : null };
};

describe('store filters', () => {
  it('parses the vocabulary and refuses the rest', () => {
    expect(
      parseStoreFilters([
        'state=nsw',
        'appointmentOnly',
        'hasVirtualTour=false',
        'near=3121',
        'country=au',
        'q=Rich',
      ]),
    ).toEqual({
      state: 'NSW',
      country: 'AU',
      appointmentOnly: true,
      hasVirtualTour: false,
      near: '3121',
      q: 'rich',
    });
    for (const bad of [
      'colour=red',
      'state=',
      'state=N5W',
      'near=abc',
      'country=US',
      'appointmentOnly=maybe',
      "q=';--",
    ]) {
      expect(() => parseStoreFilters([bad])).toThrow();
    }
  });
});

describe(`stores API on ${dbLabel}`, () => {
  it('lists the site country stores by name, each in the spec shape with seven open times, Monday first', async () => {
    const { body } = await list();
    expect(body!.totalCount).toBeGreaterThan(30);
    expect(body!.stores.every((s) => s.country === 'AU')).toBe(true);
    const names = body!.stores.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const s of body!.stores) {
      expect(s.openTimes).toHaveLength(7);
      expect(s.openTimes[0]!.day).toBe('Monday');
      expect(s.distance).toBeNull();
    }
  });

  it('filters by state, country, appointment-only and virtual tour', async () => {
    expect((await list('state=VIC')).body!.stores.every((s) => s.state === 'VIC')).toBe(true);
    expect((await list('country=NZ')).body!.stores.every((s) => s.country === 'NZ')).toBe(true);
    const appt = (await list('appointmentOnly=true')).body!.stores;
    expect(appt.length).toBeGreaterThan(0);
    expect(appt.every((s) => s.isAppointmentOnly)).toBe(true);
    const tours = (await list('hasVirtualTour')).body!.stores;
    expect(tours.map((s) => s.storeUri).sort()).toEqual(['alexandria', 'osborne-park', 'richmond']);
  });

  it('sorts by distance from a postcode (nearest store to 3121 is Richmond)', async () => {
    const { body } = await list('near=3121');
    expect(body!.stores[0]!.storeUri).toBe('richmond');
    const km = body!.stores.map((s) => s.distance!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    const perth = (await list('near=6000')).body!;
    expect(perth.stores[0]!.state).toBe('WA');
  });

  it('refuses unknown filters and postcodes with the catalogue 400', async () => {
    for (const f of ['colour=red', 'near=9999', 'state=<script>']) {
      const { res } = await list(f);
      expect(res.statusCode).toBe(400);
      expect(ErrorBody.parse(res.json()).errors[0]).toMatch(/^filters: /);
    }
  });

  it('reads one store by id and by uri; unknown → 404', async () => {
    const { body } = await list('state=WA');
    const first = body!.stores[0]!;
    expect(Store.parse((await t.app.inject({ url: `/api/store/${first.storeId}` })).json()).storeUri).toBe(
      first.storeUri,
    );
    const byUri = Store.parse((await t.app.inject({ url: `/api/store/uri/${first.storeUri}` })).json());
    expect(byUri.storeId).toBe(first.storeId);
    expect(byUri.thumbImg?.src).toMatch(/\.svg$/);
    const missing = await t.app.inject({ url: '/api/store/99999' });
    expect(missing.statusCode).toBe(404);
    expect(ErrorBody.parse(missing.json()).message).toBe(
      'The page you looking for does not exist, please try again',
    );
    expect((await t.app.inject({ url: '/api/store/uri/nowhere' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/store/abc' })).statusCode).toBe(400);
  });

  it('sets the store in the cookie, keeps the location, and 404s an unknown store', async () => {
    const { body } = await list('state=QLD');
    const store = body!.stores[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/store/setstore',
      payload: { storeId: store.storeId },
    });
    expect(res.statusCode).toBe(200);
    const geo = GeoData.parse(res.json());
    expect(geo.store?.storeId).toBe(store.storeId);
    expect(geo.newUser).toBe(false);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toBe(`shop_location=v1.0.${store.storeId}`);
    const after = GeoData.parse((await t.app.inject({ url: '/api/geo', headers: { cookie } })).json());
    expect(after.store?.storeId).toBe(store.storeId);
    expect(after.postcode).toBe('2000');
    // The shopper's location orders the list by distance.
    const located = await t.app.inject({
      method: 'POST',
      url: '/api/geo/setlocation',
      payload: { localityId: geo.localityId },
      headers: { cookie },
    });
    expect(GeoData.parse(located.json()).store?.storeId).toBe(store.storeId);

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/store/setstore',
      payload: { storeId: 424242 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['set-cookie']).toBeUndefined();
    expect((await t.app.inject({ method: 'POST', url: '/api/store/setstore', payload: {} })).statusCode).toBe(
      400,
    );
  });
});
