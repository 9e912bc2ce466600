// Calendar dates without a time zone: delivery dates, offer dates and "today" are all day-level values, and doing
// the arithmetic in UTC keeps the rules identical on a Sydney browser and a UTC server.

export interface CalendarDate {
  readonly year: number;
  /** 1-based, as the availability response sends it. */
  readonly month: number;
  readonly day: number;
}

/** The shape of `deliveryDate` and availability dates on the wire: [year, month (1-based), day]. */
export type DateTuple = readonly [year: number, month: number, day: number];

export type DateInput = CalendarDate | DateTuple | Date | string;

const DAY_MS = 86_400_000;

function fromUtcMs(ms: number): CalendarDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function toUtcMs(d: CalendarDate): number {
  return Date.UTC(d.year, d.month - 1, d.day);
}

/** Builds a date, rolling over out-of-range days and months the way Date.UTC does. */
export function calendarDate(year: number, month: number, day: number): CalendarDate {
  return fromUtcMs(Date.UTC(year, month - 1, day));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A Date is read in local time because "today" means the shopper's day; strings must start with yyyy-MM-dd and only
 * that part is used, so a server timestamp never shifts a day.
 */
export function toCalendarDate(input: DateInput): CalendarDate {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) throw new RangeError('Invalid date');
    return { year: input.getFullYear(), month: input.getMonth() + 1, day: input.getDate() };
  }
  if (typeof input === 'string') {
    const m = ISO_DATE.exec(input.trim());
    if (!m) throw new RangeError(`Not a yyyy-MM-dd date: ${input}`);
    return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  }
  if (Array.isArray(input)) {
    const [y, m, d] = input as DateTuple;
    return calendarDate(y, m, d);
  }
  const d = input as CalendarDate;
  return calendarDate(d.year, d.month, d.day);
}

export function tryCalendarDate(input: DateInput | null | undefined): CalendarDate | null {
  if (input == null) return null;
  try {
    return toCalendarDate(input);
  } catch {
    return null;
  }
}

export function toDateTuple(d: CalendarDate): DateTuple {
  return [d.year, d.month, d.day];
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(d) + days * DAY_MS);
}

/** Feb 29 plus one year is Mar 1, as Date.UTC rolls it. */
export function addYears(d: CalendarDate, years: number): CalendarDate {
  return calendarDate(d.year + years, d.month, d.day);
}

export function addMonths(d: CalendarDate, months: number): CalendarDate {
  return calendarDate(d.year, d.month + months, d.day);
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return Math.sign(toUtcMs(a) - toUtcMs(b));
}

export function isSameDate(a: CalendarDate, b: CalendarDate): boolean {
  return compareDates(a, b) === 0;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** 0 for Monday … 6 for Sunday: the calendar's weeks start on Monday. */
export function mondayFirstWeekday(d: CalendarDate): number {
  return (new Date(toUtcMs(d)).getUTCDay() + 6) % 7;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

export function formatDdMmYyyy(d: CalendarDate): string {
  return `${pad2(d.day)}/${pad2(d.month)}/${String(d.year).padStart(4, '0')}`;
}

/** yyyy-MM-dd, also the survey opt-in date format (001 §9). */
export function formatIsoDate(d: CalendarDate): string {
  return `${String(d.year).padStart(4, '0')}-${pad2(d.month)}-${pad2(d.day)}`;
}
