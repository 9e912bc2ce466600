import type { Store } from '@shop/contracts';
import type { StoreRow } from './queries.ts';

/** Database row to the spec's store (000 §3) plus coordinates and the distance when known. */
export function toStore(row: StoreRow, distanceKm: number | null = null): Store {
  return {
    name: row.name,
    storeUri: row.storeUri,
    storeId: row.storeId,
    address: row.address,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
    phone: row.phone,
    isAppointmentOnly: row.isAppointmentOnly,
    openTimes: row.openTimes.map((t) => ({
      day: t.day,
      isOpen: t.isOpen,
      openTime: t.openTime,
      closeTime: t.closeTime,
    })),
    thumbImg: row.thumbImg ? { src: row.thumbImg } : null,
    virtualTourId: row.virtualTourId,
    latitude: row.latitude,
    longitude: row.longitude,
    distance: distanceKm,
    nearestWarehouseLocationCode: row.nearestWarehouseCode,
  };
}
