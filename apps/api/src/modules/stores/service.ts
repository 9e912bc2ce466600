import type { FastifyRequest } from 'fastify';
import type { Store, StoreList } from '@shop/contracts';
import type { Db } from '@shop/db';
import { COUNTRIES, isCountry, type Country } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import type { StorefrontConfig } from '../../config.ts';
import { readLocationChoice } from '../geo/cookie.ts';
import { getLocalityById } from '../geo/service.ts';
import { haversineKm, roundKm, type Point } from './distance.ts';
import { toStore } from './mapper.ts';
import { getPostcodePoint, getStoreByStoreId, getStoreByUri, listStores } from './queries.ts';

// The geo state picks the nearest store and warehouse from these rows.
export { getStoreByStoreId, listStores, listWarehouses } from './queries.ts';

export const storeNotFound = () => new AppError('store_not_found', ['Store not found']);

/** The `filters` vocabulary of GET /api/store (ADR 0010). */
export interface StoreFilters {
  state: string | null;
  country: Country | null;
  appointmentOnly: boolean | null;
  hasVirtualTour: boolean | null;
  near: string | null;
  q: string | null;
}

const bad = (message: string) => new AppError('validation_failed', [`filters: ${message}`]);

function parseBool(key: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value.toLowerCase() === 'true') return true;
  if (value.toLowerCase() === 'false') return false;
  throw bad(`${key} must be true or false`);
}

/** 'key=value' items (a bare key is true); keys are case-insensitive. Unknown keys and bad values are a 400. */
export function parseStoreFilters(items: readonly string[]): StoreFilters {
  const f: StoreFilters = {
    state: null,
    country: null,
    appointmentOnly: null,
    hasVirtualTour: null,
    near: null,
    q: null,
  };
  for (const item of items) {
    if (item.trim() === '') continue;
    const eq = item.indexOf('=');
    const key = (eq < 0 ? item : item.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? undefined : item.slice(eq + 1).trim();
    switch (key) {
      case 'state':
        if (!value || !/^[A-Za-z]{2,3}$/.test(value)) throw bad('state must be a state code such as NSW');
        f.state = value.toUpperCase();
        break;
      case 'country': {
        const upper = value?.toUpperCase();
        if (!isCountry(upper)) throw bad(`country must be ${COUNTRIES.join(' or ')}`);
        f.country = upper;
        break;
      }
      case 'appointmentonly':
        f.appointmentOnly = parseBool('appointmentOnly', value);
        break;
      case 'hasvirtualtour':
        f.hasVirtualTour = parseBool('hasVirtualTour', value);
        break;
      case 'near':
        if (!value || !/^\d{4}$/.test(value)) throw bad('near must be a 4-digit postcode');
        f.near = value;
        break;
      case 'q':
        if (!value || value.length > 50 || !/^[\p{L}\p{Nd} '-]+$/u.test(value))
          throw bad('q must be up to 50 letters or digits');
        f.q = value.toLowerCase();
        break;
      default:
        throw bad('unknown filter; use state, country, appointmentOnly, hasVirtualTour, near or q');
    }
  }
  return f;
}

/**
 * Stores of the site's country unless `country` says otherwise, filtered; with a point (the `near` postcode, else the
 * shopper's chosen locality) each has its distance and the list is nearest first, otherwise by name.
 */
export async function loadStores(
  db: Db,
  /** The request's site (`request.site`): its country's stores unless the filter names one. */
  config: Pick<StorefrontConfig, 'country'>,
  request: FastifyRequest,
  items: readonly string[],
): Promise<StoreList> {
  const f = parseStoreFilters(items);
  let point: Point | null = null;
  let country: Country = f.country ?? config.country;
  if (f.near) {
    const p = await getPostcodePoint(db, { postcode: f.near });
    if (!p) throw bad('near: unknown postcode');
    point = p;
    if (!f.country) country = p.country;
  } else {
    const choice = readLocationChoice(request);
    const locality =
      choice && choice.localityId > 0 ? await getLocalityById(db, { id: choice.localityId }) : null;
    if (locality) point = locality;
  }
  const rows = (await listStores(db)).filter(
    (s) =>
      s.country === country &&
      (f.state === null || s.state.toUpperCase() === f.state) &&
      (f.appointmentOnly === null || s.isAppointmentOnly === f.appointmentOnly) &&
      (f.hasVirtualTour === null || (s.virtualTourId !== null) === f.hasVirtualTour) &&
      (f.q === null || s.name.toLowerCase().includes(f.q) || s.suburb.toLowerCase().includes(f.q)),
  );
  const withKm = rows.map((s) => ({ s, km: point ? haversineKm(point, s) : null }));
  if (point) withKm.sort((a, b) => (a.km ?? 0) - (b.km ?? 0) || a.s.name.localeCompare(b.s.name));
  const stores: Store[] = withKm.map(({ s, km }) => toStore(s, km === null ? null : roundKm(km)));
  return { stores, totalCount: stores.length };
}

export async function loadStore(db: Db, storeId: number): Promise<Store> {
  const row = await getStoreByStoreId(db, { storeId });
  if (!row) throw storeNotFound();
  return toStore(row);
}

export async function loadStoreByUri(db: Db, storeUri: string): Promise<Store> {
  const row = await getStoreByUri(db, { storeUri });
  if (!row) throw storeNotFound();
  return toStore(row);
}
