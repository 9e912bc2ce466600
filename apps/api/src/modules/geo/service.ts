import type { FastifyRequest } from 'fastify';
import type { GeoData, Locality, LocationSuggestion } from '@shop/contracts';
import type { Db } from '@shop/db';
import {
  LOCATION_TYPEAHEAD,
  REGION_CODES,
  isCountry,
  isRegionCode,
  localityFullAddress,
  type Country,
} from '@shop/domain';
import { AppError } from '@shop/server-kit';
import type { StorefrontConfig } from '../../config.ts';
import { nearest, roundKm } from '../stores/distance.ts';
import { toStore } from '../stores/mapper.ts';
import { getStoreByStoreId, listStores, listWarehouses } from '../stores/service.ts';
import { readLocationChoice, type LocationChoice } from './cookie.ts';
import {
  findLocality,
  getDefaultLocality,
  getLocalityById,
  searchLocalities,
  type LocalityRow,
} from './queries.ts';

// The store finder orders stores by distance from the shopper's chosen locality.
export { getLocalityById } from './queries.ts';

/** First-visit locality per country (ADR 0010): AU the first region code (2000 Sydney), NZ 1010 Auckland Central. */
export const DEFAULT_LOCALITY: Record<Country, { postcode: string; suburb: string }> = {
  AU: { postcode: '2000', suburb: REGION_CODES['2000'] },
  NZ: { postcode: '1010', suburb: 'Auckland Central' },
};

export const localityNotFound = () => new AppError('locality_not_found', ['Locality not found']);

/** The visitor's country: the edge's header (Cloudflare `cf-ipcountry`, or `x-country`), else the IP table's. */
export function requestCountry(request: FastifyRequest): string | null {
  // Set for every request by the site hook: a proxy's header, else the IP table (docs/decisions/0038).
  return request.ipCountry ?? null;
}

export function toSuggestion(row: LocalityRow): LocationSuggestion {
  return {
    _id: row.id,
    fullAddress: localityFullAddress(row, row.country),
    city: row.suburb,
    state: row.state,
    postcode: row.postcode,
  };
}

export function toLocality(row: LocalityRow): Locality {
  return {
    ...toSuggestion(row),
    suburb: row.suburb,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** Typeahead terms keep letters, digits, spaces, hyphens and apostrophes; '3121 rich' is postcode + suburb. */
export async function suggestLocalities(
  db: Db,
  /** The request's site (`request.site`): its country is the default. */
  config: Pick<StorefrontConfig, 'country'>,
  raw: string,
): Promise<LocationSuggestion[]> {
  const term = raw
    .replace(/[^\p{L}\p{Nd} '-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
  if (term.length < LOCATION_TYPEAHEAD.minLength) return [];
  const match = /^(\d{1,4})?\s*([^\d]*)$/u.exec(term);
  const postcodePrefix = match?.[1] ?? (/^\d+$/.test(term) ? term.slice(0, 4) : null);
  const suburbPrefix = match ? match[2]?.trim() || null : term;
  if (!postcodePrefix && !suburbPrefix) return [];
  const rows = await searchLocalities(db, {
    country: config.country,
    postcodePrefix,
    suburbPrefix,
    limit: LOCATION_TYPEAHEAD.maxOptions,
  });
  return rows.map(toSuggestion);
}

export async function lookupLocality(
  db: Db,
  params: { suburb: string; state: string; postcode: string },
): Promise<Locality> {
  const row = await findLocality(db, params);
  if (!row) throw localityNotFound();
  return toLocality(row);
}

/**
 * The geo state (000 §3): the chosen locality (cookie) or the first-visit default, the chosen store or the one nearest
 * to the locality, and the warehouse nearest to the locality. A cookie naming a locality or store that no longer
 * exists counts as no choice.
 */
export async function loadGeo(
  db: Db,
  /** The request's site (`request.site`): its country is the default. */
  config: Pick<StorefrontConfig, 'country'>,
  request: FastifyRequest,
  opts: { choice?: LocationChoice | null; regionId?: string | undefined } = {},
): Promise<{ geo: GeoData; choice: LocationChoice }> {
  const ipCountry = requestCountry(request);
  const choice = opts.choice !== undefined ? opts.choice : readLocationChoice(request);
  const [chosenLocality, chosenStore, allStores, warehouses] = await Promise.all([
    choice && choice.localityId > 0 ? getLocalityById(db, { id: choice.localityId }) : Promise.resolve(null),
    choice && choice.storeId > 0 ? getStoreByStoreId(db, { storeId: choice.storeId }) : Promise.resolve(null),
    listStores(db),
    listWarehouses(db),
  ]);
  let locality = chosenLocality;
  if (!locality) {
    // First visit: the edge's country when it is one we ship to, else the site's; a valid region_id picks the capital.
    const country: Country = isCountry(ipCountry) ? ipCountry : config.country;
    const fallback = DEFAULT_LOCALITY[country];
    const region =
      country === 'AU' && isRegionCode(opts.regionId)
        ? { postcode: opts.regionId, suburb: REGION_CODES[opts.regionId] }
        : fallback;
    locality =
      (await getDefaultLocality(db, { country, ...region })) ??
      (await getDefaultLocality(db, { country, ...fallback }));
  }
  const country: Country = locality?.country ?? config.country;
  const sameCountry = <T extends { country: Country }>(rows: readonly T[]) =>
    rows.filter((r) => r.country === country);
  const near = locality ? nearest(locality, sameCountry(allStores)) : null;
  const store = chosenStore ?? near?.item ?? null;
  const storeKm = store && locality ? roundKm(nearest(locality, [store])!.km) : null;
  const warehouse = locality ? nearest(locality, sameCountry(warehouses)) : null;
  const validChoice: LocationChoice = {
    localityId: chosenLocality?.id ?? 0,
    storeId: chosenStore?.storeId ?? 0,
  };
  return {
    choice: validChoice,
    geo: {
      store: store ? toStore(store, storeKm) : null,
      nearestWarehouseLocationCode: warehouse?.item.locationCode ?? null,
      localityId: locality?.id ?? null,
      postcode: locality?.postcode ?? '',
      state: locality?.state ?? '',
      city: locality?.suburb ?? '',
      country,
      ipCountry,
      newUser: validChoice.localityId === 0 && validChoice.storeId === 0,
    },
  };
}
