import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCartProblem, checkCartStock, exceedsStock, unitsThatFit } from './stock.ts';

describe('addToCartProblem', () => {
  it.each([
    [{ priceCents: 0, stockQuantity: 5 }, 'notForSale'],
    [{ priceCents: 0, stockQuantity: 0 }, 'notForSale'],
    [{ priceCents: 100, stockQuantity: 0 }, 'outOfStock'],
    [{ priceCents: 100, stockQuantity: -1 }, 'outOfStock'],
    [{ priceCents: 100, stockQuantity: 1 }, null],
  ])('%o → %s', (product, problem) => {
    expect(addToCartProblem(product)).toBe(problem);
  });
});

describe('exceedsStock', () => {
  it('allows up to the stock quantity, not beyond', () => {
    expect(exceedsStock(3, 3)).toBe(false);
    expect(exceedsStock(4, 3)).toBe(true);
  });
});

describe('unitsThatFit', () => {
  it('fits what stock leaves beside the held units, never below 0', () => {
    expect(unitsThatFit(2, 5, 1)).toBe(2);
    expect(unitsThatFit(5, 5, 3)).toBe(2);
    expect(unitsThatFit(1, 5, 5)).toBe(0);
    expect(unitsThatFit(1, 2, 5)).toBe(0);
  });

  it('never takes the held units past the stock (property)', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), fc.nat(100), (qty, stock, held) => {
        const fit = unitsThatFit(qty, stock, held);
        expect(fit).toBeGreaterThanOrEqual(0);
        expect(fit).toBeLessThanOrEqual(qty);
        if (fit > 0) expect(held + fit).toBeLessThanOrEqual(stock);
      }),
    );
  });
});

describe('checkCartStock', () => {
  it('judges a product by its units across all its lines and reports it once, at its first line', () => {
    const lines = [
      { productId: 1, qty: 2, stockQuantity: 3, name: 'a1' },
      { productId: 2, qty: 1, stockQuantity: 5, name: 'b' },
      { productId: 1, qty: 2, stockQuantity: 3, name: 'a2' },
      { productId: 3, qty: 1, stockQuantity: 0, name: 'c' },
    ];
    const { available, shortfalls } = checkCartStock(lines);
    expect(available).toEqual([false, true, false, false]);
    expect(shortfalls.map((l) => l.name)).toEqual(['a1', 'c']);
  });

  it('finds nothing short in an empty cart', () => {
    expect(checkCartStock([])).toEqual({ available: [], shortfalls: [] });
  });
});
