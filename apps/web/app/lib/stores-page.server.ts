import type { Store } from '@shop/contracts';
import { storeOpeningStatus, storeTimeZone, zonedClock, type OpeningStatus } from '@shop/domain';

export interface StoreView {
  store: Store;
  status: OpeningStatus;
  /** 0 = Monday … 6 = Sunday in the store's own time zone. */
  today: number;
}

/** Loader helper: the store with its opening status worked out now, so server and browser render the same text. */
export function storeView(store: Store, now: Date): StoreView {
  return {
    store,
    status: storeOpeningStatus(store, now),
    today: zonedClock(now, storeTimeZone(store)).day,
  };
}

/** A 4-digit postcode from ?near=, else null (the store API refuses anything else). */
export function nearPostcode(url: URL): string | null {
  const near = url.searchParams.get('near')?.trim() ?? '';
  return /^\d{4}$/.test(near) ? near : null;
}
