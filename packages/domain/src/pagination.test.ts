import { describe, expect, it } from 'vitest';
import { clampPage, setPage, totalPages } from './pagination.ts';

describe('pagination', () => {
  it.each([
    ['000 §4 page within range', 2, 30, 12, 2],
    ['000 §4 below 1 clamps to 1', 0, 30, 12, 1],
    ['000 §4 above the total page count clamps', 9, 30, 12, 3],
    ['000 §4 no items still has page 1', 3, 0, 12, 1],
    ['000 §4 non-numbers go to 1', Number.NaN, 30, 12, 1],
  ] as const)('%s', (_s, page, total, per, expected) => {
    expect(clampPage(page, total, per)).toBe(expected);
  });

  it('000 §4 a change emits an event (changed flag)', () => {
    const p = { id: 'demos', currentPage: 1, totalItems: 30, itemsPerPage: 12 };
    expect(setPage(p, 2)).toEqual({ instance: { ...p, currentPage: 2 }, changed: true });
    expect(setPage(p, 0).changed).toBe(false);
    expect(totalPages(25, 0)).toBe(1);
  });
});
