import { describe, expect, it } from 'vitest';
import {
  offerEndsText,
  SALE_DEFAULTS,
  saleEndsText,
  saleImageUrl,
  themedPlacementKey,
  withSaleDefaults,
} from './promotions.ts';

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

describe('sale end and images', () => {
  it("000 §3 'Ends dd/MM/yyyy' by the end time's calendar day", () => {
    expect(saleEndsText('2030-03-31T12:59:59.000Z')).toBe('Ends 31/03/2030');
    expect(saleEndsText(null)).toBeNull();
    expect(saleEndsText('soon')).toBeNull();
  });

  it.each([
    ['a folder with its slash', '/images/demo/sale/', 'badge.svg', '/images/demo/sale/badge.svg'],
    ['ADR 0003 a folder without its slash', '/images/demo/sale', 'badge.svg', '/images/demo/sale/badge.svg'],
    ['ADR 0003 an empty base is the site root', '', 'badge.svg', '/badge.svg'],
    ['a rooted src stays', '/images/demo/sale', '/other/tag.svg', '/other/tag.svg'],
    ['an absolute src stays', '/x/', 'https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['a protocol-relative src stays', '/x/', '//cdn.example.com/a.png', '//cdn.example.com/a.png'],
  ] as const)('sale image url: %s', (_s, base, src, expected) => {
    expect(saleImageUrl(base, src)).toBe(expected);
  });

  it('000 §3 {product}CategoryBadge: the theme name before the placement', () => {
    expect(themedPlacementKey('aol', 'categoryBadge')).toBe('aolCategoryBadge');
    expect(themedPlacementKey('aol-nz', 'navIcon')).toBe('aol-nzNavIcon');
  });
});
