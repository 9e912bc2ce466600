import { describe, expect, it } from 'vitest';
import {
  COOKING_DEMO_LIMITS,
  COOKING_DEMO_SUB_EVENT_TYPES,
  DEMO_AVAILABILITY,
  applyCookingDemoFilters,
  cookingDemoAvailability,
  cookingDemoEligibility,
  cookingDemoEligibilityMessage,
  cookingDemoSubEventLabel,
  isBookableOnline,
  offerExpiry,
  cookingDemoListingReducer,
  cookingDemoQuery,
  defaultCookingDemoWindow,
  INITIAL_COOKING_DEMO_LISTING,
  parseNonNegative,
} from './cooking-demo.ts';

describe('cooking demo filters', () => {
  it.each([
    [
      '000 §5 numeric types accepted when 0 or more',
      { cookingDemoType: 1 },
      { cookingDemoType: '2' },
      { cookingDemoType: 2 },
    ],
    [
      '000 §5 negative keeps the previous value',
      { cookingDemoType: 1 },
      { cookingDemoType: '-1' },
      { cookingDemoType: 1 },
    ],
    [
      '000 §5 non-numeric keeps the previous value',
      { sortDirection: 2 },
      { sortDirection: 'up' },
      { sortDirection: 2 },
    ],
    ['000 §5 zero accepted', { sortDirection: 2 }, { sortDirection: 0 }, { sortDirection: 0 }],
    ['000 §5 brand lower-cased', {}, { brand: ' Smeg ' }, { brand: 'smeg' }],
    ['000 §5 empty values dropped', { storeUri: 'syd', brand: 'lg' }, { storeUri: '', brand: null }, {}],
  ] as const)('%s', (_s, previous, input, expected) => {
    expect(applyCookingDemoFilters(previous, input)).toEqual(expected);
  });

  it('000 §5 parse to 0 or more', () => {
    expect(parseNonNegative('  ')).toBeUndefined();
    expect(parseNonNegative('3')).toBe(3);
    expect(parseNonNegative(Number.NaN)).toBeUndefined();
  });

  it('000 §9 default window: start of today to 23 hours ahead plus one day (ADR 0003)', () => {
    expect(defaultCookingDemoWindow('2025-06-30')).toEqual({
      startDate: '2025-06-30T00:00:00',
      endDate: '2025-07-01T23:00:00',
    });
  });

  it.each([
    [
      '000 §7 defaults: page size 12, sortDirection 0, default window',
      {},
      {
        sortDirection: '0',
        pageNo: '1',
        recordsPerPage: '12',
        startDate: '2025-06-30T00:00:00',
        endDate: '2025-07-01T23:00:00',
      },
    ],
    [
      '000 §5 empty filter values dropped, brand lower-cased',
      {
        storeUri: 'syd',
        brand: 'LG',
        cookingDemoType: 0,
        pageNo: 2,
        sortDirection: 1,
        startDate: 'a',
        endDate: 'b',
      },
      {
        sortDirection: '1',
        pageNo: '2',
        recordsPerPage: '12',
        storeUri: 'syd',
        brand: 'lg',
        cookingDemoType: '0',
        startDate: 'a',
        endDate: 'b',
      },
    ],
  ] as const)('%s', (_s, filters, expected) => {
    expect(cookingDemoQuery(filters, '2025-06-30')).toEqual(expected);
  });
});

describe('listing status', () => {
  it('000 §4 filters → Loading → Success; first error retries once with empty filters; then Failure', () => {
    let s = cookingDemoListingReducer(INITIAL_COOKING_DEMO_LISTING, {
      type: 'setFilters',
      filters: { brand: 'LG' },
    });
    expect(s).toEqual({ status: 'Loading', filters: { brand: 'lg' }, retried: false });
    expect(cookingDemoListingReducer(s, { type: 'success' }).status).toBe('Success');
    s = cookingDemoListingReducer(s, { type: 'error' });
    expect(s).toEqual({ status: 'Loading', filters: {}, retried: true });
    s = cookingDemoListingReducer(s, { type: 'error' });
    expect(s.status).toBe('Failure');
  });
});

// Booking rules (docs/decisions/0035).
const MIN = 60_000;
const HOUR = 60 * MIN;
const NOW = new Date('2030-03-10T01:00:00Z');
const after = (ms: number) => new Date(NOW.getTime() + ms);

describe('cookingDemoAvailability (000 §3)', () => {
  const demo = { capacity: 10, seatsTaken: 0, onlineBooking: true, startsAt: after(3 * HOUR), now: NOW };
  it.each([
    ['seats free, online, before the cut-off: Available', {}, DEMO_AVAILABILITY.Available],
    ['one seat left: Available', { seatsTaken: 9 }, DEMO_AVAILABILITY.Available],
    ['every seat booked or held: WaitList', { seatsTaken: 10 }, DEMO_AVAILABILITY.WaitList],
    [
      'booked by phone: ContactStore, even with seats',
      { onlineBooking: false },
      DEMO_AVAILABILITY.ContactStore,
    ],
    [
      'by phone and full: ContactStore wins',
      { onlineBooking: false, seatsTaken: 10 },
      DEMO_AVAILABILITY.ContactStore,
    ],
    [
      'inside the 2-hour cut-off: ContactStore',
      { startsAt: after(119 * MIN) },
      DEMO_AVAILABILITY.ContactStore,
    ],
    ['exactly at the cut-off: ContactStore', { startsAt: after(120 * MIN) }, DEMO_AVAILABILITY.ContactStore],
    [
      'full and past the cut-off: ContactStore',
      { seatsTaken: 10, startsAt: after(HOUR) },
      DEMO_AVAILABILITY.ContactStore,
    ],
    ['begun: ContactStore', { startsAt: after(-HOUR) }, DEMO_AVAILABILITY.ContactStore],
  ] as const)('%s', (_s, over, expected) => {
    expect(cookingDemoAvailability({ ...demo, ...over })).toBe(expected);
  });
});

describe('isBookableOnline', () => {
  it('is open until the cut-off before the start, closed from it', () => {
    expect(COOKING_DEMO_LIMITS.onlineCutoffMinutes).toBe(120);
    expect(isBookableOnline(after(2 * HOUR + 1), NOW)).toBe(true);
    expect(isBookableOnline(after(2 * HOUR), NOW)).toBe(false);
    expect(isBookableOnline(after(HOUR), NOW)).toBe(false);
    expect(isBookableOnline(after(-HOUR), NOW)).toBe(false);
    expect(isBookableOnline(after(30 * 24 * HOUR), NOW)).toBe(true);
  });
});

describe('offerExpiry', () => {
  it('holds an offer for a day when the demo is far off', () => {
    expect(offerExpiry(after(10 * 24 * HOUR), NOW)).toEqual(after(24 * HOUR));
  });
  it('holds it only until the online cut-off when that comes first', () => {
    expect(offerExpiry(after(10 * HOUR), NOW)).toEqual(after(8 * HOUR));
    expect(offerExpiry(after(26 * HOUR), NOW)).toEqual(after(24 * HOUR));
    expect(offerExpiry(after(25 * HOUR), NOW)).toEqual(after(23 * HOUR));
  });
  it('makes no offer once the cut-off has come', () => {
    expect(offerExpiry(after(2 * HOUR), NOW)).toBeNull();
    expect(offerExpiry(after(HOUR), NOW)).toBeNull();
    expect(offerExpiry(after(2 * HOUR + 1), NOW)).toEqual(after(1));
  });
});

describe('cookingDemoEligibility (ADR 0035 who may book which type)', () => {
  const none = { orderNumber: '', order: null, emailHasBrandOrder: false };
  it.each([
    ['pre-purchase without an order number', 0, none, 'order_required'],
    [
      'pre-purchase, number of no placed order of this e-mail',
      0,
      { ...none, orderNumber: '100001' },
      'order_not_found',
    ],
    [
      'pre-purchase, the order holds other brands only',
      0,
      { ...none, orderNumber: '100001', order: { holdsBrand: false } },
      'order_without_brand',
    ],
    [
      'pre-purchase, the order holds the brand',
      0,
      { ...none, orderNumber: '100001', order: { holdsBrand: true } },
      'ok',
    ],
    [
      'pre-purchase: only the typed order counts, not other orders of the e-mail',
      0,
      { ...none, orderNumber: '100001', order: { holdsBrand: false }, emailHasBrandOrder: true },
      'order_without_brand',
    ],
    ['post-purchase, no order with the brand', 1, none, 'ok'],
    [
      'post-purchase, the e-mail already bought the brand',
      1,
      { ...none, emailHasBrandOrder: true },
      'already_bought',
    ],
    [
      'post-purchase ignores a typed order',
      1,
      { ...none, orderNumber: '100001', order: { holdsBrand: true } },
      'ok',
    ],
    ['open to everyone asks nothing', 2, none, 'ok'],
    ['open to everyone, whatever the orders', 2, { ...none, emailHasBrandOrder: true }, 'ok'],
  ] as const)('%s', (_s, type, check, expected) => {
    expect(cookingDemoEligibility(type, check)).toBe(expected);
  });

  it.each([
    ['order_required', /Smeg customers.*order number of your Smeg purchase/],
    ['order_not_found', /could not find an order with that number and email address/],
    ['order_without_brand', /no Smeg products in it/],
    ['already_bought', /not bought Smeg from us yet/],
  ] as const)('%s has its own sentence naming the brand where it helps', (result, pattern) => {
    expect(cookingDemoEligibilityMessage(result, 'Smeg')).toMatch(pattern);
  });
});

describe('cookingDemoSubEventLabel', () => {
  it('names every sub-event type, and falls back for an unknown one', () => {
    expect(COOKING_DEMO_SUB_EVENT_TYPES.map((s) => cookingDemoSubEventLabel(s.value))).toEqual([
      'Product demonstration',
      'Cooking class',
      'Chef masterclass',
      'Family cooking',
    ]);
    expect(cookingDemoSubEventLabel(99)).toBe('Cooking demo');
    expect(cookingDemoSubEventLabel(-1)).toBe('Cooking demo');
  });
});
