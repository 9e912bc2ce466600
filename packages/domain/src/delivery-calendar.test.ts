import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate, mondayFirstWeekday } from './dates.ts';
import {
  applyProformaDates,
  buildCalendar,
  calendarDayLabel,
  calendarGrid,
  chooseDeliveryDate,
  deliveryPriceLabel,
  firstAvailableDate,
  hasProformaDelivery,
  isCalendarShown,
  isPreviousMonthDisabled,
  isProformaOnly,
  parseProformaBrands,
  selectDeliveryDate,
  shiftMonth,
  uniqueRequirementsDate,
  type AvailabilityDate,
} from './delivery-calendar.ts';

const d = (day: number, available: boolean, price: number, month = 6): AvailabilityDate => ({
  date: [2025, month, day],
  available,
  price,
});

describe('calendarGrid', () => {
  it.each([
    ['001 §9 June 2025 starts on Mon 26 May', 2025, 6, { year: 2025, month: 5, day: 26 }],
    ['001 §9 September 2025 starts on its 1st (a Monday)', 2025, 9, { year: 2025, month: 9, day: 1 }],
    ['001 §9 February 2026 starts on Mon 26 Jan', 2026, 2, { year: 2026, month: 1, day: 26 }],
  ] as const)('%s', (_s, year, month, first) => {
    const grid = calendarGrid({ year, month });
    expect(grid).toHaveLength(42);
    expect(grid[0]).toEqual(first);
  });

  it('property: a calendar grid always starts on a Monday and has 42 consecutive days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const grid = calendarGrid({ year, month });
        const first = grid[0];
        return (
          grid.length === 42 &&
          first !== undefined &&
          mondayFirstWeekday(first) === 0 &&
          grid.some((g) => g.year === year && g.month === month && g.day === 1) &&
          calendarDate(first.year, first.month, first.day + 41).day === grid[41]?.day
        );
      }),
    );
  });
});

describe('labels', () => {
  it.each([
    ['001 §9 today available with a price', { isToday: true, available: true, price: 49 }, 'TODAY - $49'],
    ['001 §9 today available and free', { isToday: true, available: true, price: 0 }, 'TODAY - FREE'],
    ['001 §9 today unavailable', { isToday: true, available: false, price: 49 }, 'TODAY'],
    ['001 §9 other days the price', { isToday: false, available: true, price: 79.5 }, '$79.50'],
    ['001 §9 other days FREE', { isToday: false, available: true, price: 0 }, 'FREE'],
    [
      '001 §9 unavailable other days: nothing (ADR 0003)',
      { isToday: false, available: false, price: 10 },
      '',
    ],
  ] as const)('%s', (_s, day, expected) => {
    expect(calendarDayLabel(day)).toBe(expected);
  });

  it('001 §9 price label FREE for zero or $N', () => {
    expect(deliveryPriceLabel(0)).toBe('FREE');
    expect(deliveryPriceLabel(35)).toBe('$35');
  });
});

describe('choosing the date', () => {
  const dates = [d(10, false, 0), d(12, true, 50), d(11, true, 0), d(20, true, 30)];
  it.each([
    [
      '001 §4 previous still available stays, with its price',
      { year: 2025, month: 6, day: 20 },
      { year: 2025, month: 6, day: 20 },
      30,
    ],
    [
      '001 §4 previous no longer available: first available',
      { year: 2025, month: 6, day: 10 },
      { year: 2025, month: 6, day: 11 },
      0,
    ],
    ['001 §4 no previous: first available and its price', null, { year: 2025, month: 6, day: 11 }, 0],
  ] as const)('%s', (_s, previous, selected, cost) => {
    const choice = chooseDeliveryDate(dates, previous);
    expect(choice.selected).toEqual(selected);
    expect(choice.shippingCost).toBe(cost);
    expect(choice.view).toEqual({ year: 2025, month: 6 });
  });

  it('001 §4 nothing available', () => {
    expect(chooseDeliveryDate([d(1, false, 0)])).toEqual({ selected: null, shippingCost: 0, view: null });
    expect(firstAvailableDate([])).toBeUndefined();
  });

  it('001 §4 selecting a date sets the shipping cost; unavailable days cannot be selected', () => {
    expect(selectDeliveryDate(dates, { year: 2025, month: 6, day: 12 })?.shippingCost).toBe(50);
    expect(selectDeliveryDate(dates, { year: 2025, month: 6, day: 10 })).toBeNull();
  });

  it('001 §4 the calendar shows when any date is available and not unavailable', () => {
    expect(isCalendarShown({ unavailable: false, dates })).toBe(true);
    expect(isCalendarShown({ unavailable: true, dates })).toBe(false);
    expect(isCalendarShown({ dates: [d(1, false, 0)] })).toBe(false);
  });
});

describe('buildCalendar', () => {
  it('001 §4 only available, not-selected days can be clicked; labels per day', () => {
    const days = buildCalendar({
      view: { year: 2025, month: 6 },
      today: '2025-06-11',
      dates: [d(11, true, 0), d(12, true, 50), d(13, false, 0)],
      selected: { year: 2025, month: 6, day: 12 },
    });
    const byDay = (day: number) => days.find((x) => x.inViewedMonth && x.date.day === day);
    expect(byDay(11)).toMatchObject({ isToday: true, label: 'TODAY - FREE', clickable: true });
    expect(byDay(12)).toMatchObject({ selected: true, label: '$50', clickable: false });
    expect(byDay(13)).toMatchObject({ available: false, clickable: false, label: '' });
    expect(days[0]?.inViewedMonth).toBe(false);
  });
});

describe('month navigation', () => {
  it.each([
    ['001 §4 previous month disabled on the current month', { year: 2025, month: 6 }, true],
    ['001 §4 previous month enabled on a later month', { year: 2025, month: 7 }, false],
    ['001 §4 previous month disabled before the current month', { year: 2024, month: 12 }, true],
  ] as const)('%s', (_s, view, expected) => {
    expect(isPreviousMonthDisabled(view, '2025-06-15')).toBe(expected);
  });

  it('001 §4 moving across a year', () => {
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
  });
});

describe('unique requirements and proforma', () => {
  it('001 §9 unique-requirement date is today plus 21 days', () => {
    expect(uniqueRequirementsDate('2025-06-15')).toEqual({ year: 2025, month: 7, day: 6 });
  });

  it.each([
    ['001 §4 brands match case-insensitive and trimmed', [{ brand: ' SMEG ' }], 'Miele, smeg ,', true],
    ['001 §4 no match', [{ brand: 'LG' }], 'smeg', false],
    ['001 §4 no setting', [{ brand: 'LG' }], undefined, false],
  ] as const)('%s', (_s, products, setting, expected) => {
    expect(hasProformaDelivery(products, setting)).toBe(expected);
  });

  it('001 §4 proforma-only when every product is proforma', () => {
    expect(isProformaOnly([{ brand: 'smeg' }, { brand: 'Smeg' }], 'smeg')).toBe(true);
    expect(isProformaOnly([{ brand: 'smeg' }, { brand: 'LG' }], 'smeg')).toBe(false);
    expect(isProformaOnly([], 'smeg')).toBe(false);
    expect(parseProformaBrands(' A , ,b')).toEqual(['a', 'b']);
  });

  it('001 §4 proforma extends the date and keeps only the first free available date (ADR 0003)', () => {
    const dates = [d(20, true, 0), d(6, true, 10, 7), d(7, true, 0, 7), d(8, true, 0, 7)];
    const out = applyProformaDates(dates, '2025-06-15');
    expect(out.filter((x) => x.available).map((x) => x.date)).toEqual([[2025, 7, 7]]);
    expect(applyProformaDates([d(20, true, 0)], '2025-06-15').some((x) => x.available)).toBe(false);
  });
});
