import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  depositPercentageOf,
  effectiveDepositPercentage,
  isDepositOffered,
  minimumDeposit,
  parseDeposit,
  remainingPayment,
  validateDeposit,
} from './deposit.ts';

describe('validateDeposit', () => {
  it.each([
    ['001 §5 empty is fine', '', 1000, undefined, null],
    ['001 §5 zero ignored', '0', 1000, undefined, null],
    ['001 §5 at the 30% minimum', '300', 1000, undefined, null],
    [
      '001 §5 deposit below 30%',
      '299.99',
      1000,
      undefined,
      'Minimum deposit is 30% of order total ($300.00).',
    ],
    [
      '001 §9 server percentage replaces 30%',
      400,
      1000,
      50,
      'Minimum deposit is 50% of order total ($500.00).',
    ],
    [
      '001 §9 minimum rounded to 2 decimals',
      '1',
      1234.57,
      undefined,
      'Minimum deposit is 30% of order total ($370.37).',
    ],
    ['001 §5 equal to total', '1000', 1000, undefined, 'Deposit request cannot equal or exceed order total.'],
    ['001 §5 above total', '1500', 1000, undefined, 'Deposit request cannot equal or exceed order total.'],
    ['001 §5 must be a positive number (negative)', '-5', 1000, undefined, 'Input must be a postive number.'],
    ['001 §5 must be a positive number (text)', 'abc', 1000, undefined, 'Input must be a postive number.'],
    [
      '001 §5 must be a positive number (number NaN)',
      Number.NaN,
      1000,
      undefined,
      'Input must be a postive number.',
    ],
    ['001 §5 numeric strings with a decimal point', '.5', 1, undefined, null],
  ] as const)('%s', (_s, input, total, pct, expected) => {
    expect(validateDeposit(input, total, pct)?.message ?? null).toBe(expected);
  });

  it('property: a valid non-zero deposit is never at or above the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.integer({ min: 1, max: 99 })),
        (totalCents, depositCents, pct) => {
          const total = totalCents / 100;
          const deposit = depositCents / 100;
          const error = validateDeposit(String(deposit), total, pct);
          return error !== null || deposit === 0 || deposit < total;
        },
      ),
    );
  });
});

describe('deposit numbers', () => {
  it.each([
    ['001 §9 minimum 30% by default', () => minimumDeposit(999.99), 300],
    ['001 §9 server percentage', () => minimumDeposit(1000, 25), 250],
    ['001 §9 unusable server percentage falls back to 30', () => effectiveDepositPercentage(0), 30],
    ['001 §9 unusable server percentage (100)', () => effectiveDepositPercentage(100), 30],
    ['001 §9 deposit percentage floored to 2 decimals', () => depositPercentageOf(333.33, 1000), 33.33],
    ['001 §9 deposit percentage floored (not rounded)', () => depositPercentageOf(1, 3), 33.33],
    ['001 §9 zero total', () => depositPercentageOf(1, 0), 0],
    ['001 §4 remaining payment = total minus deposit', () => remainingPayment(1000, 300.1), 699.9],
    ['001 §4 not offered with the restricted brand', () => isDepositOffered(true), false],
    ['001 §4 offered otherwise', () => isDepositOffered(false), true],
    ['001 §5 null is no deposit', () => parseDeposit(null), null],
    ['001 §5 blank is no deposit', () => parseDeposit('  '), null],
    ['001 §5 negative number is NaN', () => Number.isNaN(parseDeposit(-1)), true],
  ] as const)('%s', (_s, run, expected) => {
    expect(run()).toBe(expected);
  });
});
