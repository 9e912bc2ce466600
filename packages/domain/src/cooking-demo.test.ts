import { describe, expect, it } from 'vitest';
import {
  applyCookingDemoFilters,
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
