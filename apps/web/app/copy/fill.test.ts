import { describe, expect, it } from 'vitest';
import { fillCopy } from './fill.ts';

describe('fillCopy', () => {
  it('fills every slot, numbers included, and leaves unknown slots as they are', () => {
    expect(
      fillCopy('Showing {first}–{last} of {count} {noun}', {
        first: 1,
        last: 24,
        count: 90,
        noun: 'products',
      }),
    ).toBe('Showing 1–24 of 90 products');
    expect(fillCopy('Hi, {name} {missing}', { name: 'Ann' })).toBe('Hi, Ann {missing}');
  });
});
