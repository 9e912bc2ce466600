import {
  addDays,
  calendarDate,
  compareDates,
  formatIsoDate,
  mondayFirstWeekday,
  type CalendarDate,
} from './dates.ts';
import type { Country } from './themes.ts';

// The priced delivery calendar's rules (docs/decisions/0026-delivery-calendar.md): which days the shop delivers on,
// from when, and at what price. Money is integer cents; the same numbers apply in AUD and NZD.

/** The calendar shows eight weeks after today. */
export const DELIVERY_WINDOW_DAYS = 56;
/** A postcode farther than this from every warehouse of its country gets 'unavailable'. */
export const DELIVERY_RADIUS_KM = 500;
/** Back-ordered lines arrive at the warehouse this many working days after the order. */
export const BACK_ORDER_LEAD_WORKING_DAYS = 10;

export const DELIVERY_PRICES_CENTS = {
  /** The next working day: the express run. */
  nextDay: 7_900,
  saturday: 6_900,
  standard: 4_900,
  free: 0,
} as const;

/** Weekdays (0 = Monday) on which delivery is FREE when neither next-day nor Saturday: Tuesday and Thursday runs. */
export const FREE_DELIVERY_WEEKDAYS: readonly number[] = [1, 3];

/** Categories whose appliances are usually installed: the checkout offers to discuss installation. */
export const INSTALLATION_CATEGORY_PREFIXES: readonly string[] = [
  'kitchen/cooking',
  'kitchen/dishwashers',
  'home-comfort/air-conditioners',
];

const SATURDAY = 5;
const SUNDAY = 6;

/** Western Easter Sunday (the anonymous Gregorian computus). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDate(year, month, day);
}

/** The n-th (1-based) given weekday (0 = Monday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  const first = calendarDate(year, month, 1);
  const offset = (weekday - mondayFirstWeekday(first) + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

/**
 * Matariki, set by the schedule of the Te Kāhui o Matariki Public Holiday Act 2022 (it follows the lunar calendar,
 * so it is listed, not computed). Years past the list have no Matariki date until the list is extended.
 */
export const MATARIKI_DATES: Readonly<Record<number, readonly [month: number, day: number]>> = {
  2022: [6, 24],
  2023: [7, 14],
  2024: [6, 28],
  2025: [6, 20],
  2026: [7, 10],
  2027: [6, 25],
  2028: [7, 14],
  2029: [7, 6],
  2030: [6, 21],
  2031: [7, 11],
  2032: [7, 2],
  2033: [6, 24],
  2034: [7, 7],
  2035: [6, 29],
};

const isWeekend = (d: CalendarDate) => mondayFirstWeekday(d) >= SATURDAY;

/**
 * Holidays that move off a weekend to the next weekday not already taken (Christmas, Boxing Day, New Year and, in
 * NZ, 2 January): how both countries' acts observe a pair of adjacent days.
 */
function observedRun(days: readonly CalendarDate[], taken: CalendarDate[]): void {
  for (const day of days) {
    let d = day;
    while (isWeekend(d) || taken.some((t) => compareDates(t, d) === 0)) d = addDays(d, 1);
    taken.push(d);
  }
}

/** A single holiday on a weekend is observed the following Monday. */
function mondayised(d: CalendarDate): CalendarDate {
  const w = mondayFirstWeekday(d);
  return w >= SATURDAY ? addDays(d, 7 - w) : d;
}

/**
 * National public holidays of a year, as observed (state and regional holidays are not national and do not close
 * the warehouses). AU: New Year's Day, Australia Day, Good Friday, Easter Monday, Anzac Day, Christmas Day, Boxing
 * Day. NZ: New Year's Day and 2 January, Waitangi Day, Good Friday, Easter Monday, Anzac Day, King's Birthday,
 * Matariki, Labour Day, Christmas Day, Boxing Day.
 */
export function publicHolidays(country: Country, year: number): CalendarDate[] {
  const easter = easterSunday(year);
  const days: CalendarDate[] = [addDays(easter, -2), addDays(easter, 1)];
  if (country === 'AU') {
    days.push(mondayised(calendarDate(year, 1, 1)), mondayised(calendarDate(year, 1, 26)));
    days.push(calendarDate(year, 4, 25));
  } else {
    observedRun([calendarDate(year, 1, 1), calendarDate(year, 1, 2)], days);
    days.push(mondayised(calendarDate(year, 2, 6)), mondayised(calendarDate(year, 4, 25)));
    days.push(nthWeekday(year, 6, 0, 1), nthWeekday(year, 10, 0, 4));
    const matariki = MATARIKI_DATES[year];
    if (matariki) days.push(calendarDate(year, matariki[0], matariki[1]));
  }
  observedRun([calendarDate(year, 12, 25), calendarDate(year, 12, 26)], days);
  return days.sort(compareDates);
}

const holidayCache = new Map<string, Set<string>>();

export function isPublicHoliday(country: Country, d: CalendarDate): boolean {
  const key = `${country}:${d.year}`;
  let set = holidayCache.get(key);
  if (!set) {
    set = new Set(publicHolidays(country, d.year).map(formatIsoDate));
    holidayCache.set(key, set);
  }
  return set.has(formatIsoDate(d));
}

/** Monday to Friday and not a public holiday: the days lead times count. */
export function isWorkingDay(country: Country, d: CalendarDate): boolean {
  return !isWeekend(d) && !isPublicHoliday(country, d);
}

/** Monday to Saturday and not a public holiday: the days the shop's trucks run (never Sundays). */
export function isDeliveryDay(country: Country, d: CalendarDate, saturdays = true): boolean {
  const w = mondayFirstWeekday(d);
  if (w === SUNDAY || (w === SATURDAY && !saturdays)) return false;
  return !isPublicHoliday(country, d);
}

/** The working day `n` working days after `from` (n ≥ 1; n = 1 is the next working day). */
export function addWorkingDays(country: Country, from: CalendarDate, n: number): CalendarDate {
  let d = from;
  let left = Math.max(1, n);
  while (left > 0) {
    d = addDays(d, 1);
    if (isWorkingDay(country, d)) left--;
  }
  return d;
}

/** The delivery days of the window after today (today excluded), in order. */
export function deliveryWindow(
  country: Country,
  today: CalendarDate,
  opts: { saturdays?: boolean; days?: number } = {},
): CalendarDate[] {
  const out: CalendarDate[] = [];
  for (let i = 1; i <= (opts.days ?? DELIVERY_WINDOW_DAYS); i++) {
    const d = addDays(today, i);
    if (isDeliveryDay(country, d, opts.saturdays ?? true)) out.push(d);
  }
  return out;
}

export interface DeliveryLine {
  readonly productId: number;
  readonly qty: number;
  readonly stockQuantity: number;
}

/** Lines whose product's units across the cart exceed its stock wait for stock: they are back-ordered. */
export function isBackOrdered(lines: readonly DeliveryLine[]): boolean {
  const units = new Map<number, number>();
  for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.qty);
  return lines.some((l) => (units.get(l.productId) ?? 0) > l.stockQuantity);
}

/** The first day the warehouse can deliver: the next working day, or after the back-order lead time. */
export function earliestDeliveryDate(
  country: Country,
  today: CalendarDate,
  lines: readonly DeliveryLine[],
): CalendarDate {
  return addWorkingDays(country, today, isBackOrdered(lines) ? BACK_ORDER_LEAD_WORKING_DAYS : 1);
}

/**
 * The price of delivery on a day: FREE for every day with a free-delivery coupon; else next-day (the next working
 * day after today) and Saturday dearer, Tuesdays and Thursdays FREE, every other day standard.
 */
export function deliveryDayPriceCents(
  country: Country,
  today: CalendarDate,
  day: CalendarDate,
  freeDelivery: boolean,
): number {
  if (freeDelivery) return DELIVERY_PRICES_CENTS.free;
  if (compareDates(day, addWorkingDays(country, today, 1)) === 0) return DELIVERY_PRICES_CENTS.nextDay;
  const w = mondayFirstWeekday(day);
  if (w === SATURDAY) return DELIVERY_PRICES_CENTS.saturday;
  if (FREE_DELIVERY_WEEKDAYS.includes(w)) return DELIVERY_PRICES_CENTS.free;
  return DELIVERY_PRICES_CENTS.standard;
}

/** A supplier's own dates: after its lead time in working days, Saturdays only when it runs them. */
export function supplierDeliveryDates(
  country: Country,
  today: CalendarDate,
  supplier: { leadDays: number; deliversSaturday: boolean },
): CalendarDate[] {
  const earliest = addWorkingDays(country, today, Math.max(1, supplier.leadDays));
  return deliveryWindow(country, today, { saturdays: supplier.deliversSaturday }).filter(
    (d) => compareDates(d, earliest) >= 0,
  );
}

/** Whether a category uri lies under a prefix ('kitchen' covers 'kitchen/cooking/ovens', not 'kitchenware'). */
export function isUnderCategory(uri: string, prefix: string): boolean {
  const u = uri.replace(/^\/+|\/+$/g, '');
  const p = prefix.replace(/^\/+|\/+$/g, '');
  return p === '' || u === p || u.startsWith(`${p}/`);
}

export function needsInstallationContact(categoryUris: readonly string[]): boolean {
  return categoryUris.some((u) => INSTALLATION_CATEGORY_PREFIXES.some((p) => isUnderCategory(u, p)));
}
