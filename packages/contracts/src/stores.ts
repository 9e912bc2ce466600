import { z } from 'zod';
import { COUNTRIES } from '@shop/domain';

// Stores (spec 000 §3 "Store"; §7 GET /api/store, /api/store/{id}, POST /api/store/setstore).

export const OpenTime = z.object({
  day: z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
  isOpen: z.boolean(),
  /** 'HH:MM' 24-hour local time; null when closed. The web shows it with toTwelveHourTime. */
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
});
export type OpenTime = z.infer<typeof OpenTime>;

export const Store = z.object({
  name: z.string(),
  storeUri: z.string(),
  storeId: z.number().int(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.enum(COUNTRIES),
  phone: z.string(),
  isAppointmentOnly: z.boolean(),
  /** Seven entries, Monday first. */
  openTimes: z.array(OpenTime),
  thumbImg: z.object({ src: z.string() }).nullable(),
  virtualTourId: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Kilometres from the `near` postcode or the shopper's location, one decimal; null when unknown. */
  distance: z.number().nullable(),
  nearestWarehouseLocationCode: z.string().nullable(),
});
export type Store = z.infer<typeof Store>;

/**
 * GET /api/store?filters=…&filters=… . Each filter is `key=value` (or a bare key = true):
 * `state=NSW`, `country=NZ`, `appointmentOnly=true|false`, `hasVirtualTour=true|false`, `near=3121` (postcode; sorts by
 * distance and fills `distance`), `q=text` (name or suburb contains). Unknown keys or bad values → 400.
 * Without `near`, the shopper's location cookie (if any) gives the distances; order is by name then.
 */
export const StoreListQuery = z.object({
  filters: z
    .union([z.string().max(100), z.array(z.string().max(100)).max(20)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
});
export type StoreListQuery = z.input<typeof StoreListQuery>;
export const StoreList = z.object({ stores: z.array(Store), totalCount: z.number().int() });
export type StoreList = z.infer<typeof StoreList>;

/** GET /api/store/{id}: `id` is the public storeId. */
export const StoreIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** GET /api/store/uri/{storeUri} (store detail page /stores/{storeUri}). */
export const StoreUriParams = z.object({ storeUri: z.string().min(1).max(120) });
/** POST /api/store/setstore (JSON): answers the GeoData with the chosen store and sets the cookie; unknown → 404. */
export const SetStoreBody = z.object({ storeId: z.coerce.number().int().positive().max(2_147_483_647) });
export type SetStoreBody = z.infer<typeof SetStoreBody>;
