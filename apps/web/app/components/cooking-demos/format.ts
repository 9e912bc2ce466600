import type { CookingDemo } from '@shop/contracts';
import {
  COOKING_DEMO_TYPE_LABELS,
  DEMO_AVAILABILITY,
  cookingDemoSubEventLabel,
  toTwelveHourTime,
  zoneOffsetMs,
  type CookingDemoType,
} from '@shop/domain';
import { longDate } from '../confirmation/format.ts';

// A demo's times are the store's wall clock ('2026-11-24T18:30:00', no zone): they are written out from their digits,
// never through a Date in the reader's zone, so a shopper in Perth reads a Sydney demo's Sydney time, and the server's
// and the browser's words match.

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

interface WallClock {
  date: string;
  time: string | null;
}

function wallClock(local: string): WallClock | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const date = longDate([Number(m[1]), Number(m[2]), Number(m[3])]);
  return { date, time: m[4] && m[5] ? toTwelveHourTime(`${m[4]}:${m[5]}`) : null };
}

/** 'Australia/Sydney' → 'Sydney time': the zone a time is read in, named by its city. */
export function zoneName(timeZone: string): string {
  const city = timeZone.split('/').pop()?.replace(/_/g, ' ');
  return city ? `${city} time` : 'local time';
}

/** 'Saturday 14 March 2026' (the demo's day, store's clock). */
export function demoDate(demo: Pick<CookingDemo, 'startDate'>): string {
  return wallClock(demo.startDate)?.date ?? demo.startDate;
}

/** '6:30pm to 8:00pm' (store's clock). */
export function demoTimes(demo: Pick<CookingDemo, 'startDate' | 'endDate'>): string {
  const start = wallClock(demo.startDate)?.time;
  const end = wallClock(demo.endDate)?.time;
  if (!start) return '';
  return end ? `${start} to ${end}` : start;
}

/** 'Saturday 14 March 2026, 6:30pm to 8:00pm (Sydney time)'. */
export function demoWhen(demo: Pick<CookingDemo, 'startDate' | 'endDate' | 'timeZone'>): string {
  const times = demoTimes(demo);
  return `${demoDate(demo)}${times ? `, ${times}` : ''} (${zoneName(demo.timeZone)})`;
}

/** The searched window's day ('Saturday 14 March 2026') from a local date or date-time. */
export function windowDay(local: string): string {
  return wallClock(local)?.date ?? local;
}

/**
 * When an offered seat is held until: an instant, shown on the store's clock ('Sunday 15 March 2026 at 6:30pm
 * (Sydney time)'). Computed with numbers only, so it reads the same wherever it is rendered.
 */
export function heldUntil(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const local = new Date(instant + zoneOffsetMs(instant, timeZone));
  const date = longDate([local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()]);
  const hh = String(local.getUTCHours()).padStart(2, '0');
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  return `${date} at ${toTwelveHourTime(`${hh}:${mm}`)} (${zoneName(timeZone)})`;
}

export function typeLabel(type: number): string {
  return COOKING_DEMO_TYPE_LABELS[type as CookingDemoType] ?? 'Cooking demo';
}

export { cookingDemoSubEventLabel as subTypeLabel };

export function seatsLeftText(seats: number): string {
  if (seats <= 0) return 'No seats left';
  return `${seats} ${seats === 1 ? 'seat' : 'seats'} left`;
}

/** What a card or the demo page says about taking a seat (000 §3 availability). */
export function availabilityText(
  demo: Pick<CookingDemo, 'availability' | 'seatsAvailable' | 'store'>,
): string {
  switch (demo.availability) {
    case DEMO_AVAILABILITY.Available:
      return seatsLeftText(demo.seatsAvailable);
    case DEMO_AVAILABILITY.WaitList:
      return 'Fully booked – join the wait list';
    default:
      return `Call the store on ${demo.store.phone}`;
  }
}
