import { toTwelveHourTime } from './text.ts';
import { storeTimeZone, zonedClock, type ZonedClock } from './time-zones.ts';
import type { Country } from './themes.ts';

// 000 §2 store panel "opening status" and §9 twelve-hour times. The wording is ours (the spec names the status only).

export interface StoreOpenTime {
  readonly day: string;
  readonly isOpen: boolean;
  readonly openTime?: string | null;
  readonly closeTime?: string | null;
}

export interface OpeningStatus {
  readonly isOpenNow: boolean;
  /** 'Open now, closes at 5:30pm' | 'Closed, opens at 9:00am today' | '… tomorrow' | '… Monday' | 'Closed' */
  readonly text: string;
}

function toMinutes(hhmm: string | null | undefined): number | null {
  const m = hhmm ? /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim()) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Open now (closes at …), or when it opens next: today, tomorrow or the next open day. Times are Monday first. */
export function openingStatus(openTimes: readonly StoreOpenTime[], clock: ZonedClock): OpeningStatus {
  const today = openTimes[clock.day];
  const open = toMinutes(today?.openTime);
  const close = toMinutes(today?.closeTime);
  if (today?.isOpen && open !== null && close !== null) {
    if (clock.minutes >= open && clock.minutes < close) {
      return { isOpenNow: true, text: `Open now, closes at ${toTwelveHourTime(today.closeTime ?? '')}` };
    }
    if (clock.minutes < open) {
      return { isOpenNow: false, text: `Closed, opens at ${toTwelveHourTime(today.openTime ?? '')} today` };
    }
  }
  for (let step = 1; step <= 7; step++) {
    const next = openTimes[(clock.day + step) % 7];
    if (next?.isOpen && next.openTime) {
      const when = step === 1 ? 'tomorrow' : next.day;
      return { isOpenNow: false, text: `Closed, opens at ${toTwelveHourTime(next.openTime)} ${when}` };
    }
  }
  return { isOpenNow: false, text: 'Closed' };
}

/** The status on the store's own clock (its state's time zone). */
export function storeOpeningStatus(
  store: { readonly openTimes: readonly StoreOpenTime[]; readonly state: string; readonly country: Country },
  now: Date,
): OpeningStatus {
  return openingStatus(store.openTimes, zonedClock(now, storeTimeZone(store)));
}

interface StoreAddress {
  readonly address: string;
  readonly suburb: string;
  readonly state: string;
  readonly postcode: string;
}

/** 000 §2: a maps search using company name, store address, name, state and postcode (a link only). */
export function storeDirectionsUrl(
  companyName: string,
  store: StoreAddress & { readonly name: string },
): string {
  const query = [companyName, store.name, store.address, store.suburb, store.state, store.postcode]
    .filter(Boolean)
    .join(' ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function storeAddressLine(store: StoreAddress): string {
  return `${store.address}, ${store.suburb} ${store.state} ${store.postcode}`;
}
