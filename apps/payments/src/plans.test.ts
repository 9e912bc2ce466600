import { describe, expect, it } from 'vitest';
import { formatDueDate, planFor, shopToday, ZIP_AU_REPAYMENT_MONTHS } from './plans.ts';

// The plans the hosted pages show (001 §9, 000 §9), in cents.

const cents = (plan: ReturnType<typeof planFor>) => plan.payments.map((p) => p.cents);
const dates = (plan: ReturnType<typeof planFor>) => plan.payments.map((p) => p.dueDate);

describe('provider plans', () => {
  it('split Afterpay, PayPal’s Pay in 4 and Klarna into four payments of the total / 4 rounded up to a whole amount', () => {
    expect(cents(planFor('afterpay', 40_000, 'AU', '2026-11-24'))).toEqual([10_000, 10_000, 10_000, 10_000]);
    expect(cents(planFor('afterpay', 40_001, 'AU', '2026-11-24'))).toEqual([10_100, 10_100, 10_100, 10_100]);
    expect(dates(planFor('paypal', 100, 'AU', '2026-12-30'))).toEqual([
      '2026-12-30',
      '2027-01-13',
      '2027-01-27',
      '2027-02-10',
    ]);
    expect(cents(planFor('klarna', 10_001, 'AU', '2026-11-24'))).toEqual([2_600, 2_600, 2_600, 2_600]);
  });

  it('give Zip NZ four payments today and in 2, 4, 6 weeks, and Zip AU a weekly rate over its months', () => {
    const nz = planFor('zip', 40_050, 'NZ', '2026-11-24');
    expect(nz.payments.map((p) => p.label)).toEqual(['Today', 'In 2 weeks', 'In 4 weeks', 'In 6 weeks']);
    expect(cents(nz)).toEqual([10_100, 10_100, 10_100, 10_100]);
    const au = planFor('zip', 150_000, 'AU', '2026-11-24');
    expect(ZIP_AU_REPAYMENT_MONTHS).toBe(24);
    expect(au.payments).toEqual([{ label: 'Every week for 24 months, from', cents: 1_444, dueDate: null }]);
  });

  it('give Humm 5 fortnightly payments up to 1000, 10 up to 2000, and none above', () => {
    const five = planFor('humm', 99_999, 'AU', '2026-11-24');
    expect(cents(five)).toEqual([20_000, 20_000, 20_000, 20_000, 20_000]);
    expect(dates(five)).toEqual(['2026-11-24', '2026-12-08', '2026-12-22', '2027-01-05', '2027-01-19']);
    expect(cents(planFor('humm', 100_000, 'AU', '2026-11-24'))).toHaveLength(5);
    expect(cents(planFor('humm', 100_001, 'AU', '2026-11-24'))).toHaveLength(10);
    expect(cents(planFor('humm', 200_000, 'AU', '2026-11-24'))).toEqual(Array(10).fill(20_000));
    expect(planFor('humm', 200_001, 'AU', '2026-11-24')).toMatchObject({
      summary: 'No Humm plan for this amount',
      payments: [],
    });
  });

  it('take today where the shop is, and write due dates out in full', () => {
    // 13:30 UTC on the 24th is already the 25th in Sydney and in Auckland.
    const late = new Date('2026-11-24T13:30:00.000Z');
    expect(shopToday('AU', late)).toBe('2026-11-25');
    expect(shopToday('NZ', late)).toBe('2026-11-25');
    const early = new Date('2026-11-24T10:30:00.000Z');
    expect(shopToday('AU', early)).toBe('2026-11-24');
    expect(shopToday('NZ', early)).toBe('2026-11-24');
    expect(shopToday('NZ', new Date('2026-11-24T11:30:00.000Z'))).toBe('2026-11-25');
    expect(formatDueDate('2027-01-05')).toBe('Tuesday 5 January 2027');
  });
});
