import { describe, expect, it } from 'vitest';
import {
  openingStatus,
  storeAddressLine,
  storeDirectionsUrl,
  storeOpeningStatus,
  type StoreOpenTime,
} from './store-hours.ts';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const openTimes: StoreOpenTime[] = DAYS.map((day) =>
  day === 'Sunday'
    ? { day, isOpen: false, openTime: null, closeTime: null }
    : { day, isOpen: true, openTime: '09:00', closeTime: day === 'Thursday' ? '21:00' : '17:30' },
);

describe('opening status (000 §2, twelve-hour times of §9)', () => {
  it('open now, until closing', () => {
    expect(openingStatus(openTimes, { day: 0, minutes: 12 * 60 })).toEqual({
      isOpenNow: true,
      text: 'Open now, closes at 5:30pm',
    });
    expect(openingStatus(openTimes, { day: 3, minutes: 20 * 60 }).isOpenNow).toBe(true);
  });

  it('before opening, after closing, and over the closed Sunday', () => {
    expect(openingStatus(openTimes, { day: 0, minutes: 8 * 60 }).text).toBe('Closed, opens at 9:00am today');
    expect(openingStatus(openTimes, { day: 3, minutes: 21 * 60 }).text).toBe(
      'Closed, opens at 9:00am tomorrow',
    );
    expect(openingStatus(openTimes, { day: 5, minutes: 18 * 60 }).text).toBe(
      'Closed, opens at 9:00am Monday',
    );
  });

  it('never open reads Closed; a day without readable times is not open now', () => {
    const closed = DAYS.map((day) => ({ day, isOpen: false }));
    expect(openingStatus(closed, { day: 2, minutes: 600 })).toEqual({ isOpenNow: false, text: 'Closed' });
    const odd = [{ day: 'Monday', isOpen: true, openTime: 'nine', closeTime: '17:00' }];
    expect(openingStatus(odd, { day: 0, minutes: 600 }).isOpenNow).toBe(false);
  });

  it("on the store's own clock", () => {
    const store = { openTimes, state: 'WA', country: 'AU' as const };
    // 01:00 UTC Monday is 09:00 in Perth and 12:00 in Melbourne.
    expect(storeOpeningStatus(store, new Date('2026-11-23T00:30:00Z')).text).toBe(
      'Closed, opens at 9:00am today',
    );
    expect(storeOpeningStatus({ ...store, state: 'VIC' }, new Date('2026-11-23T00:30:00Z')).isOpenNow).toBe(
      true,
    );
  });
});

describe('store address and directions', () => {
  const store = {
    name: 'Richmond',
    address: '1 Swan St',
    suburb: 'Richmond',
    state: 'VIC',
    postcode: '3121',
  };

  it('one address line', () => {
    expect(storeAddressLine(store)).toBe('1 Swan St, Richmond VIC 3121');
  });

  it('a maps search with the company name first, blanks left out', () => {
    expect(storeDirectionsUrl('Appliance Central', { ...store, address: '' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Appliance%20Central%20Richmond%20Richmond%20VIC%203121',
    );
  });
});
