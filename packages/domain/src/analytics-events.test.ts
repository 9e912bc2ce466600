import { describe, expect, it } from 'vitest';
import {
  addIsoDays,
  funnelRates,
  isCollectedEvent,
  isoDaysBetween,
  zonedIsoDate,
} from './analytics-events.ts';

describe('the collected events', () => {
  it('keeps the e-commerce and search events and every compare_* event, nothing else', () => {
    for (const name of [
      'view_item_list',
      'view_item',
      'add_to_cart',
      'purchase',
      'search',
      'compare_add',
      'compare_products',
    ])
      expect(isCollectedEvent(name), name).toBe(true);
    for (const name of [
      'page_view',
      'gtm.js',
      'checkout_submission_error',
      'compare_',
      'compare_X',
      'VIEW_ITEM',
      '',
    ])
      expect(isCollectedEvent(name), name).toBe(false);
  });
});

describe('funnel rates', () => {
  it('divides each step by the one before, and purchases by views; null after an empty step', () => {
    expect(funnelRates({ views: 200, addToCart: 50, beginCheckout: 20, purchases: 5 })).toEqual({
      viewToCart: 0.25,
      cartToCheckout: 0.4,
      checkoutToPurchase: 0.25,
      overall: 0.025,
    });
    expect(funnelRates({ views: 0, addToCart: 0, beginCheckout: 0, purchases: 0 })).toEqual({
      viewToCart: null,
      cartToCheckout: null,
      checkoutToPurchase: null,
      overall: null,
    });
  });
});

describe('days', () => {
  it("reads an instant's day on the shop's clock, across daylight saving", () => {
    const instant = new Date('2026-11-24T13:30:00Z');
    expect(zonedIsoDate(instant, 'Australia/Sydney')).toBe('2026-11-25');
    expect(zonedIsoDate(instant, 'Australia/Perth')).toBe('2026-11-24');
    expect(zonedIsoDate(new Date('2026-04-04T13:30:00Z'), 'Australia/Sydney')).toBe('2026-04-05');
  });
  it('counts days across months and years', () => {
    expect(addIsoDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addIsoDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(isoDaysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(isoDaysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });
});
