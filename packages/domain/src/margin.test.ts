import { describe, expect, it } from 'vitest';
import { MARGIN_BAND_RULES, formatMarginBand, marginBand } from './margin.ts';

describe('marginBand (issue 14, ADR 0035)', () => {
  it.each([
    ['A well above 30 %', 100_000, 65_500, 'A', 34.5],
    ['A at exactly 30 %', 100_000, 70_000, 'A', 30],
    ['B just under 30 %', 100_000, 70_001, 'B', 29.9],
    ['B at exactly 15 %', 100_000, 85_000, 'B', 15],
    ['C just under 15 %', 100_000, 85_001, 'C', 14.9],
    ['C at break-even', 49_900, 49_900, 'C', 0],
    ['C at a loss', 100_000, 112_340, 'C', -12.4],
    ['A at no cost at all', 129_900, 0, 'A', 100],
    ['A for odd prices: 1/3 kept', 300, 200, 'A', 33.3],
  ] as const)('%s', (_name, price, cost, band, percent) => {
    expect(marginBand(price, cost)).toEqual({ band, marginPercent: percent });
  });

  it('never shows a percentage that reads as the band above', () => {
    // 29.996 % would round to 30.0 % yet is band B.
    expect(marginBand(250_000, 175_010)).toEqual({ band: 'B', marginPercent: 29.9 });
    expect(marginBand(1_000_000, 850_001)).toEqual({ band: 'C', marginPercent: 14.9 });
  });

  it.each([
    ['no cost', 100_000, null],
    ['an unknown cost', 100_000, undefined],
    ['a zero price (price on request)', 0, 50_000],
    ['a missing price', null, 50_000],
    ['a negative price', -100, 50],
    ['a negative cost', 100_000, -1],
    ['fractional cents', 100_000.5, 50_000],
  ] as const)('is null for %s', (_name, price, cost) => {
    expect(marginBand(price, cost)).toBeNull();
  });

  it('formats the band for the staff panel and explains every band', () => {
    expect(formatMarginBand({ band: 'A', marginPercent: 34.5 })).toBe('Margin band A (34.5 %)');
    expect(formatMarginBand({ band: 'C', marginPercent: 0 })).toBe('Margin band C (0.0 %)');
    expect(MARGIN_BAND_RULES.map((r) => r.band)).toEqual(['A', 'B', 'C']);
    expect(MARGIN_BAND_RULES[0]!.meaning).toBe('30 % or more');
  });
});
