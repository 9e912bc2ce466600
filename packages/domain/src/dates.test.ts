import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addYears,
  calendarDate,
  daysBetween,
  formatDdMmYyyy,
  formatIsoDate,
  mondayFirstWeekday,
  toCalendarDate,
  toDateTuple,
  tryCalendarDate,
} from './dates.ts';

describe('calendar dates', () => {
  it.each([
    [
      '001 §3 availability dates are [y, m, d], month 1-based',
      () => toCalendarDate([2025, 3, 1]),
      { year: 2025, month: 3, day: 1 },
    ],
    [
      'strings use their yyyy-MM-dd part only',
      () => toCalendarDate('2025-03-01T23:59:00Z'),
      { year: 2025, month: 3, day: 1 },
    ],
    [
      'a Date is read in local time',
      () => toCalendarDate(new Date(2025, 0, 31, 23, 0)),
      { year: 2025, month: 1, day: 31 },
    ],
    ['day overflow rolls over', () => calendarDate(2025, 1, 32), { year: 2025, month: 2, day: 1 }],
    ['Feb 29 plus a year', () => addYears(calendarDate(2024, 2, 29), 1), { year: 2025, month: 3, day: 1 }],
    ['month arithmetic', () => addMonths(calendarDate(2025, 12, 1), 1), { year: 2026, month: 1, day: 1 }],
    ['tuple round trip', () => toDateTuple(toCalendarDate({ year: 2025, month: 5, day: 6 })), [2025, 5, 6]],
    ['Monday is 0', () => mondayFirstWeekday(calendarDate(2025, 9, 1)), 0],
    ['Sunday is 6', () => mondayFirstWeekday(calendarDate(2025, 8, 31)), 6],
    ['days between', () => daysBetween(calendarDate(2025, 1, 1), calendarDate(2025, 3, 1)), 59],
    ['000 §5 dd/MM/yyyy', () => formatDdMmYyyy(calendarDate(2025, 3, 9)), '09/03/2025'],
    ['001 §9 survey date yyyy-MM-dd', () => formatIsoDate(calendarDate(2025, 3, 9)), '2025-03-09'],
    ['bad text gives null', () => tryCalendarDate('soon'), null],
    ['missing gives null', () => tryCalendarDate(undefined), null],
    ['invalid Date gives null', () => tryCalendarDate(new Date('x')), null],
  ] as const)('%s', (_s, run, expected) => {
    expect(run()).toEqual(expected);
  });
});
