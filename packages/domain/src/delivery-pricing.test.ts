import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDate, compareDates, formatIsoDate, mondayFirstWeekday } from './dates.ts';
import {
  BACK_ORDER_LEAD_WORKING_DAYS,
  DELIVERY_PRICES_CENTS,
  DELIVERY_WINDOW_DAYS,
  addWorkingDays,
  deliveryDayPriceCents,
  deliveryWindow,
  earliestDeliveryDate,
  easterSunday,
  isBackOrdered,
  isDeliveryDay,
  isPublicHoliday,
  isUnderCategory,
  isWorkingDay,
  needsInstallationContact,
  publicHolidays,
  supplierDeliveryDates,
} from './delivery-pricing.ts';

const iso = (ds: readonly { year: number; month: number; day: number }[]) => ds.map(formatIsoDate);
const anyDay = fc
  .integer({ min: 0, max: 365 * 10 })
  .map((n) => addDays(calendarDate(2024, 1, 1), n));
const country = fc.constantFrom('AU' as const, 'NZ' as const);

describe('public holidays', () => {
  it('computes Easter Sunday', () => {
    expect(formatIsoDate(easterSunday(2024))).toBe('2024-03-31');
    expect(formatIsoDate(easterSunday(2025))).toBe('2025-04-20');
    expect(formatIsoDate(easterSunday(2026))).toBe('2026-04-05');
    expect(formatIsoDate(easterSunday(2027))).toBe('2027-03-28');
  });

  it('lists the AU national holidays with their observed days', () => {
    expect(iso(publicHolidays('AU', 2026))).toEqual([
      '2026-01-01',
      '2026-01-26',
      '2026-04-03',
      '2026-04-06',
      '2026-04-25',
      '2026-12-25',
      '2026-12-28', // Boxing Day falls on a Saturday
    ]);
    // 2027: New Year on a Friday, Australia Day Tuesday, Christmas Saturday and Boxing Day Sunday.
    expect(iso(publicHolidays('AU', 2027))).toContain('2027-12-27');
    expect(iso(publicHolidays('AU', 2027))).toContain('2027-12-28');
  });

  it('lists the NZ national holidays, Mondayised, with Matariki', () => {
    expect(iso(publicHolidays('NZ', 2026))).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-02-06',
      '2026-04-03',
      '2026-04-06',
      '2026-04-27', // Anzac Day on a Saturday
      '2026-06-01',
      '2026-07-10',
      '2026-10-26',
      '2026-12-25',
      '2026-12-28',
    ]);
  });

  it('never observes a holiday on a weekend and never twice on one day', () => {
    fc.assert(
      fc.property(country, fc.integer({ min: 2024, max: 2035 }), (c, year) => {
        const days = publicHolidays(c, year);
        const observed = days.filter((d) => !(c === 'AU' && d.month === 4 && d.day === 25));
        expect(observed.every((d) => mondayFirstWeekday(d) < 5)).toBe(true);
        expect(new Set(iso(days)).size).toBe(days.length);
      }),
    );
  });
});

describe('working and delivery days', () => {
  it('never delivers on a Sunday or a public holiday', () => {
    fc.assert(
      fc.property(country, anyDay, (c, today) => {
        for (const d of deliveryWindow(c, today)) {
          expect(mondayFirstWeekday(d)).not.toBe(6);
          expect(isPublicHoliday(c, d)).toBe(false);
          expect(compareDates(d, today)).toBe(1);
          expect(compareDates(d, addDays(today, DELIVERY_WINDOW_DAYS))).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('counts working days over weekends and holidays', () => {
    // Thursday before Easter 2026: Good Friday and Easter Monday are skipped.
    expect(formatIsoDate(addWorkingDays('AU', calendarDate(2026, 4, 2), 1))).toBe('2026-04-07');
    expect(formatIsoDate(addWorkingDays('AU', calendarDate(2026, 3, 6), 1))).toBe('2026-03-09');
    fc.assert(
      fc.property(country, anyDay, fc.integer({ min: 1, max: 20 }), (c, today, n) => {
        const d = addWorkingDays(c, today, n);
        expect(isWorkingDay(c, d)).toBe(true);
        expect(compareDates(d, addWorkingDays(c, today, n + 1))).toBe(-1);
      }),
    );
  });

  it('starts in-stock carts on the next working day and back-orders after the lead time', () => {
    const friday = calendarDate(2026, 3, 6);
    const inStock = [{ productId: 1, qty: 2, stockQuantity: 2 }];
    const short = [...inStock, { productId: 1, qty: 1, stockQuantity: 2 }];
    expect(isBackOrdered(inStock)).toBe(false);
    expect(isBackOrdered(short)).toBe(true);
    expect(formatIsoDate(earliestDeliveryDate('AU', friday, inStock))).toBe('2026-03-09');
    expect(earliestDeliveryDate('AU', friday, short)).toEqual(
      addWorkingDays('AU', friday, BACK_ORDER_LEAD_WORKING_DAYS),
    );
  });

  it('lets a supplier deliver after its lead time, on Saturdays only when it runs them', () => {
    const monday = calendarDate(2026, 3, 9);
    const dates = supplierDeliveryDates('AU', monday, { leadDays: 3, deliversSaturday: false });
    expect(formatIsoDate(dates[0]!)).toBe('2026-03-12');
    expect(dates.some((d) => mondayFirstWeekday(d) === 5)).toBe(false);
    const withSat = supplierDeliveryDates('AU', monday, { leadDays: 3, deliversSaturday: true });
    expect(withSat.some((d) => mondayFirstWeekday(d) === 5)).toBe(true);
    expect(isDeliveryDay('AU', calendarDate(2026, 3, 14), false)).toBe(false);
  });
});

describe('prices', () => {
  const monday = calendarDate(2026, 3, 9);
  it('charges next day and Saturday more, Tuesday and Thursday nothing, the rest standard', () => {
    const price = (d: number) => deliveryDayPriceCents('AU', monday, calendarDate(2026, 3, d), false);
    expect(price(10)).toBe(DELIVERY_PRICES_CENTS.nextDay); // Tuesday, but the next working day
    expect(price(11)).toBe(DELIVERY_PRICES_CENTS.standard);
    expect(price(12)).toBe(0);
    expect(price(13)).toBe(DELIVERY_PRICES_CENTS.standard);
    expect(price(14)).toBe(DELIVERY_PRICES_CENTS.saturday);
    expect(price(17)).toBe(0);
  });

  it('makes every day FREE with a free-delivery coupon', () => {
    fc.assert(
      fc.property(country, anyDay, fc.integer({ min: 1, max: 56 }), (c, today, n) => {
        expect(deliveryDayPriceCents(c, today, addDays(today, n), true)).toBe(0);
        expect(deliveryDayPriceCents(c, today, addDays(today, n), false)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('categories', () => {
  it('matches whole path segments', () => {
    expect(isUnderCategory('kitchen/cooking/ovens', 'kitchen')).toBe(true);
    expect(isUnderCategory('kitchenware/pots', 'kitchen')).toBe(false);
    expect(isUnderCategory('laundry', '/laundry/')).toBe(true);
    expect(needsInstallationContact(['tv-audio/tvs', 'kitchen/cooking/cooktops'])).toBe(true);
    expect(needsInstallationContact(['tv-audio/tvs'])).toBe(false);
  });
});
