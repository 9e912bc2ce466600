import { describe, expect, it } from 'vitest';
import { keepReadings, keepReadingsBy } from './kept-readings.ts';

describe('keepReadings', () => {
  it('reads each input once while it is kept, and keeps only the latest inputs', () => {
    const reads: string[] = [];
    const length = keepReadings(2, (input) => {
      reads.push(input);
      return input.length;
    });
    expect([length('a'), length('bb'), length('a'), length('bb')]).toEqual([1, 2, 1, 2]);
    expect(reads).toEqual(['a', 'bb']);
    expect(length('ccc')).toBe(3); // 'a', the oldest, goes
    expect(length('bb')).toBe(2);
    expect(length('a')).toBe(1);
    expect(reads).toEqual(['a', 'bb', 'ccc', 'a']);
  });

  it('keeps a falsy answer as an answer', () => {
    let calls = 0;
    const never = keepReadings(4, () => {
      calls++;
      return null;
    });
    expect([never('x'), never('x')]).toEqual([null, null]);
    expect(calls).toBe(1);
  });

  it('keyed by several parts, reads the input itself once per key', () => {
    const reads: string[] = [];
    const join = keepReadingsBy(
      2,
      ({ host, theme }: { host: string; theme: string | null }) => `${host}\n${theme ?? ''}`,
      ({ host, theme }) => {
        reads.push(host);
        return `${host}/${theme ?? '-'}`;
      },
    );
    expect(join({ host: 'a', theme: null })).toBe('a/-');
    expect(join({ host: 'a', theme: 'x' })).toBe('a/x');
    expect(join({ host: 'a', theme: null })).toBe('a/-');
    expect(reads).toEqual(['a', 'a']);
    expect(join({ host: 'b', theme: null })).toBe('b/-'); // 'a' without a theme, the oldest, goes
    expect(join({ host: 'a', theme: null })).toBe('a/-');
    expect(reads).toEqual(['a', 'a', 'b', 'a']);
  });
});
