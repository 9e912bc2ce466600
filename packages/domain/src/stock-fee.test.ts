import { describe, expect, it } from 'vitest';
import { PAYMENT_OPTION_FLAGS } from './payment-options.ts';
import {
  dailyStorageFee,
  isStockFeeAcknowledgementRequired,
  lastFreeStorageDate,
  storageFeeDays,
} from './stock-fee.ts';

const on = PAYMENT_OPTION_FLAGS.WarehouseStorageCharge;
const base = {
  opts: on,
  products: [{ price: 300 }],
  firstAvailableDate: '2025-01-01',
  selectedDate: '2025-03-02',
};

describe('stock-fee acknowledgement', () => {
  it.each([
    ['001 §4 required after first available + 60 - 1 days', base, true],
    ['001 §4 not on the last free day', { ...base, selectedDate: '2025-03-01' }, false],
    ['001 §4 not without WarehouseStorageCharge', { ...base, opts: 0 }, false],
    ['001 §9 not when every product is under 300', { ...base, products: [{ price: 299.99 }] }, false],
    [
      '001 §4 proforma products do not count',
      { ...base, products: [{ price: 5000, isProforma: true }] },
      false,
    ],
    ['001 §4 no selected date', { ...base, selectedDate: null }, false],
    ['001 §9 extended values can be passed', { ...base, freeDays: 90, minimumProductPrice: 100 }, false],
  ] as const)('%s', (_s, ctx, expected) => {
    expect(isStockFeeAcknowledgementRequired(ctx)).toBe(expected);
  });

  it.each([
    [
      '001 §9 free storage 60 days',
      () => lastFreeStorageDate('2025-01-01'),
      { year: 2025, month: 3, day: 1 },
    ],
    ['001 §9 days charged after the free period', () => storageFeeDays('2025-01-01', '2025-03-11'), 10],
    ['001 §9 no days charged inside the free period', () => storageFeeDays('2025-01-01', '2025-02-01'), 0],
    ['001 §9 daily fee capped at $4', () => dailyStorageFee(6), 4],
    ['001 §9 daily fee under the cap', () => dailyStorageFee(2.5), 2.5],
  ] as const)('%s', (_s, run, expected) => {
    expect(run()).toEqual(expected);
  });
});
