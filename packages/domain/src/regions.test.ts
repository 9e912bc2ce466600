import { describe, expect, it } from 'vitest';
import { isRegionCode, REGION_CODES } from './regions.ts';

describe('region codes', () => {
  it.each([
    ['000 §9 2000 Sydney', '2000', true],
    ['000 §9 3000 Melbourne', '3000', true],
    ['000 §9 2600 Canberra', '2600', true],
    ['000 §9 4000 Brisbane', '4000', true],
    ['000 §9 5000 Adelaide', '5000', true],
    ['000 §9 6000 Perth', '6000', true],
    ['000 §9 7000 Hobart', '7000', true],
    ['000 §9 0800 Darwin', '0800', true],
    ['000 §5 region_id not a known code', '800', false],
    ['000 §5 not a string', 2000, false],
  ] as const)('%s', (_s, code, expected) => {
    expect(isRegionCode(code)).toBe(expected);
  });

  it('000 §9 names', () => {
    expect(REGION_CODES['0800']).toBe('Darwin');
    expect(Object.keys(REGION_CODES)).toHaveLength(8);
  });
});
