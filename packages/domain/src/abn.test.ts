import { describe, expect, it } from 'vitest';
import { isValidAbn, normaliseAbn } from './abn.ts';

describe('ABN check digits', () => {
  it.each([
    ['the ATO example, spaced', '51 824 753 556', true],
    ['the ATO example, unspaced', '51824753556', true],
    ['another valid number', '53 004 085 616', true],
    ['one digit changed', '51 824 753 557', false],
    ['two digits swapped', '15 824 753 556', false],
    ['ten digits', '5182475355', false],
    ['twelve digits', '518247535560', false],
    ['letters', '51 824 753 55A', false],
    ['a leading zero', '01 824 753 556', false],
    ['empty', '', false],
  ] as const)('%s', (_s, abn, valid) => {
    expect(isValidAbn(abn)).toBe(valid);
  });

  it('drops the spaces it is usually written with', () => {
    expect(normaliseAbn(' 51 824 753 556 ')).toBe('51824753556');
  });
});
