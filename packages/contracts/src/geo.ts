import { z } from 'zod';
import { COUNTRIES } from '@shop/domain';
import { Store } from './stores.ts';

// Delivery location (spec 000 §3 geo state, locality, location suggestion; §5 typeahead rules; §7 calls).

/** 000 §3 location suggestion; `_id` is the locality id that POST /api/geo/setlocation takes. */
export const LocationSuggestion = z.object({
  _id: z.number().int(),
  /** AU '2000 SYDNEY, NSW', NZ 'PONSONBY 1011' (localityFullAddress). */
  fullAddress: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
});
export type LocationSuggestion = z.infer<typeof LocationSuggestion>;

/** GET /api/locality/{term}: at most 100 suggestions (prefix of suburb or postcode); [] under 2 characters. */
export const LocationSuggestions = z.array(LocationSuggestion);
export const LocalityTermParams = z.object({ term: z.string().max(100) });

/** GET /api/locality/{suburb}/{state}/{postcode}: one locality, 404 when unknown. */
export const Locality = z.object({
  _id: z.number().int(),
  suburb: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.enum(COUNTRIES),
  fullAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Locality = z.infer<typeof Locality>;
export const LocalityLookupParams = z.object({
  suburb: z.string().min(1).max(100),
  state: z.string().min(1).max(10),
  postcode: z.string().min(1).max(10),
});

/**
 * GET /api/geo: the shopper's delivery location and store. A first visit (no cookie) gets the region default: the
 * request's country from `cf-ipcountry` / `x-country` when it is AU or NZ and matches the site, else the site country,
 * and that country's default locality (AU: 2000 Sydney; NZ: 1010 Auckland Central) — see ADR 0010.
 */
export const GeoData = z.object({
  store: Store.nullable(),
  nearestWarehouseLocationCode: z.string().nullable(),
  localityId: z.number().int().nullable(),
  postcode: z.string(),
  state: z.string(),
  city: z.string(),
  country: z.enum(COUNTRIES),
  /** The request's country from the edge header; null when absent or not a two-letter code. */
  ipCountry: z.string().nullable(),
  /** True until the shopper has chosen a location or store (no valid cookie). */
  newUser: z.boolean(),
});
export type GeoData = z.infer<typeof GeoData>;

/** POST /api/geo/setlocation (JSON): answers the new GeoData and sets the cookie; unknown id → 404. */
export const SetLocationBody = z.object({
  localityId: z.coerce.number().int().positive().max(2_147_483_647),
});
export type SetLocationBody = z.infer<typeof SetLocationBody>;
