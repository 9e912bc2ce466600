import { describe, expect, it } from 'vitest';
import {
  isRealIsoDate,
  SHOP_TIME_ZONES,
  startOfZonedDay,
  storeTimeZone,
  zonedClock,
  zonedDayWindow,
  zoneOffsetMs,
} from './time-zones.ts';

describe('time zones', () => {
  it('the shop clock per country and a store by its state (NZ has one zone)', () => {
    expect(SHOP_TIME_ZONES).toEqual({ AU: 'Australia/Sydney', NZ: 'Pacific/Auckland' });
    expect(storeTimeZone({ state: 'vic', country: 'AU' })).toBe('Australia/Melbourne');
    expect(storeTimeZone({ state: 'WA', country: 'AU' })).toBe('Australia/Perth');
    expect(storeTimeZone({ state: 'XX', country: 'AU' })).toBe('Australia/Sydney');
    expect(storeTimeZone({ state: 'AUK', country: 'NZ' })).toBe('Pacific/Auckland');
  });

  it('offsets follow daylight saving', () => {
    expect(zoneOffsetMs(Date.parse('2030-01-15T00:00:00Z'), 'Australia/Sydney')).toBe(11 * 3_600_000);
    expect(zoneOffsetMs(Date.parse('2030-07-15T00:00:00Z'), 'Australia/Sydney')).toBe(10 * 3_600_000);
    expect(zoneOffsetMs(Date.parse('2030-07-15T00:00:00Z'), 'Australia/Brisbane')).toBe(10 * 3_600_000);
  });

  it('midnight of a calendar day in a zone, across daylight saving', () => {
    expect(startOfZonedDay('2030-03-10', 'Australia/Sydney').toISOString()).toBe('2030-03-09T13:00:00.000Z');
    expect(startOfZonedDay('2030-07-01', 'Australia/Sydney').toISOString()).toBe('2030-06-30T14:00:00.000Z');
    expect(startOfZonedDay('2030-07-01', 'Pacific/Auckland').toISOString()).toBe('2030-06-30T12:00:00.000Z');
  });

  it('a day window is 25 hours on the day daylight saving ends', () => {
    const { from, to } = zonedDayWindow('2030-04-07', 'Australia/Sydney');
    expect(from.toISOString()).toBe('2030-04-06T13:00:00.000Z');
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(25);
    const plain = zonedDayWindow('2030-12-31', 'Australia/Sydney');
    expect(plain.to.toISOString()).toBe('2030-12-31T13:00:00.000Z');
  });

  it('real yyyy-MM-dd dates only', () => {
    expect(isRealIsoDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-1-1', 'tomorrow', '2026-02-30', '2026-13-01', ''])
      expect(isRealIsoDate(bad), bad).toBe(false);
  });

  it('the wall clock of a zone, Monday first', () => {
    expect(zonedClock(new Date('2026-11-23T01:00:00Z'), 'Australia/Melbourne')).toEqual({
      day: 0,
      minutes: 12 * 60,
    });
    expect(zonedClock(new Date('2026-11-22T12:30:00Z'), 'Australia/Perth')).toEqual({
      day: 6,
      minutes: 20 * 60 + 30,
    });
  });
});
