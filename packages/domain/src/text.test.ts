import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupChars, titleCase, toTwelveHourTime, truncate } from './text.ts';

describe('truncate', () => {
  it.each([
    ['000 §5 truncation default 84 with ellipsis', 'a'.repeat(90), undefined, `${'a'.repeat(84)}...`],
    ['000 §5 text at the limit is kept', 'a'.repeat(84), undefined, 'a'.repeat(84)],
    ['000 §9 compare title truncated to 50', 'b'.repeat(51), 50, `${'b'.repeat(50)}...`],
    ['000 §9 reminders notes preview 20', 'Call the customer back tomorrow', 20, 'Call the customer ba...'],
    ['000 §5 null is empty', null, undefined, ''],
  ] as const)('%s', (_s, input, max, expected) => {
    expect(truncate(input, max)).toBe(expected);
  });

  it('property: the kept text never exceeds the limit', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 100 }), (s, max) => {
        const out = truncate(s, max);
        return (
          out === s || (out.length === max + 3 && out.endsWith('...') && s.startsWith(out.slice(0, max)))
        );
      }),
    );
  });
});

describe('toTwelveHourTime', () => {
  it.each([
    ['000 §5 twelve-hour time: afternoon', '17:30', '5:30pm'],
    ['000 §5 twelve-hour time: midnight', '00:00', '12:00am'],
    ['000 §5 twelve-hour time: noon', '12:15', '12:15pm'],
    ['000 §5 twelve-hour time: morning', '09:05', '9:05am'],
    ['000 §5 twelve-hour time: single-digit hour', '9:05', '9:05am'],
    ['000 §5 not HH:MM comes back unchanged', 'closed', 'closed'],
    ['000 §5 out-of-range hour comes back unchanged', '24:00', '24:00'],
  ] as const)('%s', (_s, input, expected) => {
    expect(toTwelveHourTime(input)).toBe(expected);
  });
});

describe('titleCase', () => {
  it.each([
    ['000 §2 city title-cased on product pages', 'NORTH SYDNEY', 'North Sydney'],
    ['000 §2 hyphenated city', "o'connor-west", "O'Connor-West"],
  ] as const)('%s', (_s, input, expected) => {
    expect(titleCase(input)).toBe(expected);
  });
});

describe('groupChars', () => {
  it.each([
    ['000 §5 mobiles 4-3-rest', '0412345678', [4, 3], 'rest', '0412 345 678'],
    ['000 §5 landlines 2-4-rest', '0298765432', [2, 4], 'rest', '02 9876 5432'],
    ['001 §5 amex 4-6-5', '378282246310005', [4, 6, 5], 4, '3782 822463 10005'],
    ['001 §5 fours', '41111111', [], 4, '4111 1111'],
    ['short input', '04', [4, 3], 'rest', '04'],
  ] as const)('%s', (_s, value, sizes, then, expected) => {
    expect(groupChars(value, sizes, then)).toBe(expected);
  });
});
