import type { Country } from './themes.ts';

// Store hours, sale previews and "today" are read on the shop's clock, not the server's; Intl does the zone maths so
// daylight saving is right on any machine.

/** The shop's own clock in each country: the day a staff preview date means. */
export const SHOP_TIME_ZONES = {
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
} as const satisfies Record<Country, string>;

/** A store keeps the hours of its state's clock; NZ has one zone. */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
};

export function storeTimeZone(store: { readonly state: string; readonly country: Country }): string {
  if (store.country === 'NZ') return SHOP_TIME_ZONES.NZ;
  return STATE_TIME_ZONES[store.state.toUpperCase()] ?? SHOP_TIME_ZONES.AU;
}

/** How far the zone's wall clock is ahead of UTC at `instant` (epoch ms). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - instant;
}

/** True only for a yyyy-MM-dd that names a real day (no 2024-02-30). */
export function isRealIsoDate(isoDate: string): boolean {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === isoDate;
}

/** Midnight at the start of calendar day `isoDate` (yyyy-MM-dd) in `timeZone`, as an instant. */
export function startOfZonedDay(isoDate: string, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  // Across a daylight-saving change the offset at the guess and at the answer differ; one more step settles it.
  const first = guess - zoneOffsetMs(guess, timeZone);
  return new Date(guess - zoneOffsetMs(first, timeZone));
}

/** The instants from the start of `isoDate` to the start of the next day in `timeZone` (23, 24 or 25 hours). */
export function zonedDayWindow(isoDate: string, timeZone: string): { from: Date; to: Date } {
  const next = new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { from: startOfZonedDay(isoDate, timeZone), to: startOfZonedDay(next, timeZone) };
}

export interface ZonedClock {
  /** 0 = Monday … 6 = Sunday, as opening times are listed. */
  readonly day: number;
  readonly minutes: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The weekday and minute of the day on the wall clock of `timeZone`. */
export function zonedClock(now: Date, timeZone: string): ZonedClock {
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
