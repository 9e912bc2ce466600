import { describe, expect, it } from 'vitest';
import { offerEndsText, SALE_DEFAULTS, withSaleDefaults } from './promotions.ts';

describe('offerEndsText', () => {
  it.each([
    ['000 §5 within one year after the start', '2025-01-10', '2025-03-31', 'Offer Ends 31/03/2025'],
    ['000 §5 exactly one year after', '2025-01-10', '2026-01-10', 'Offer Ends 10/01/2026'],
    ['000 §5 more than a year after is not shown', '2025-01-10', '2026-01-11', null],
    ['000 §5 end before start is not shown', '2025-01-10', '2025-01-09', null],
    ['000 §5 missing dates are not shown', null, '2025-01-09', null],
    ['000 §5 unparsable dates are not shown', '2025-01-10', 'never', null],
  ] as const)('%s', (_s, start, end, expected) => {
    expect(offerEndsText(start, end)).toBe(expected);
  });
});

describe('sale', () => {
  it('000 §3 sale url default /sale and colour #c4102b', () => {
    expect(withSaleDefaults({ url: '', colour: null, isSaleOn: true })).toEqual({
      url: '/sale',
      colour: '#c4102b',
      isSaleOn: true,
    });
    expect(withSaleDefaults({ url: '/eofy', colour: '#000' })).toEqual({ url: '/eofy', colour: '#000' });
    expect(SALE_DEFAULTS.offersTileTitle).toBe('Hot Offers');
  });
});
