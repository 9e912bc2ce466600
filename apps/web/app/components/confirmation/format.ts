import type { DateTuple } from '@shop/domain';

// Written out by hand rather than through Intl so the server's and the browser's text are the same (no hydration
// mismatch when their ICU data differ) and the day never shifts with a time zone.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'Tuesday 14 July 2026' for a delivery date. */
export function longDate([year, month, day]: DateTuple): string {
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  return `${weekday} ${day} ${MONTHS[month - 1] ?? ''} ${year}`;
}
