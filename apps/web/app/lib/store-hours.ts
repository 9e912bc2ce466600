import type { OpenTime, Store } from '@shop/contracts';
import { toTwelveHourTime } from '@shop/domain';

// Store opening status (000 §2 store panel "opening status", §9 twelve-hour times). Worked out where the time is
// known: in the loader for pages (so server and browser render the same text), in the browser for the header panel.

/** Store clocks follow the state's time zone (NZ has one). */
const ZONES: Record<string, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
};

export function storeTimeZone(store: Pick<Store, 'state' | 'country'>): string {
  if (store.country === 'NZ') return 'Pacific/Auckland';
  return ZONES[store.state.toUpperCase()] ?? 'Australia/Sydney';
}

export interface StoreClock {
  /** 0 = Monday … 6 = Sunday (openTimes are Monday first). */
  day: number;
  minutes: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function storeClock(now: Date, timeZone: string): StoreClock {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: Math.max(0, WEEKDAYS.indexOf(get('weekday'))),
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

function toMinutes(hhmm: string | null): number | null {
  const m = hhmm ? /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim()) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export interface OpeningStatus {
  isOpenNow: boolean;
  /** 'Open now, closes at 5:30pm' | 'Closed, opens at 9:00am today' | 'Closed, opens at 9:00am Monday' | 'Closed' */
  text: string;
}

/** Open now (closes at …), or when it opens next (today or the next open day). */
export function openingStatus(openTimes: readonly OpenTime[], clock: StoreClock): OpeningStatus {
  const today = openTimes[clock.day];
  const open = toMinutes(today?.openTime ?? null);
  const close = toMinutes(today?.closeTime ?? null);
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

export function storeOpeningStatus(
  store: Pick<Store, 'openTimes' | 'state' | 'country'>,
  now: Date,
): OpeningStatus {
  return openingStatus(store.openTimes, storeClock(now, storeTimeZone(store)));
}

/** 000 §2: a maps search using company name, store address, name, state and postcode (a link only; nothing is fetched). */
export function directionsUrl(
  companyName: string,
  store: Pick<Store, 'name' | 'address' | 'suburb' | 'state' | 'postcode'>,
): string {
  const query = [companyName, store.name, store.address, store.suburb, store.state, store.postcode]
    .filter(Boolean)
    .join(' ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function storeAddressLine(store: Pick<Store, 'address' | 'suburb' | 'state' | 'postcode'>): string {
  return `${store.address}, ${store.suburb} ${store.state} ${store.postcode}`;
}
