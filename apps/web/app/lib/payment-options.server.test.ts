import { describe, expect, it } from 'vitest';
import type { PaymentConfiguration } from '@shop/contracts';
import { createPaymentOptionsCache, toPaymentOptions } from './payment-options.server.ts';

const CONFIG: PaymentConfiguration = {
  paymentOptions: {
    CreditCard: { isEnabled: true, details: { minimumAmount: 0, maximumAmount: 100_000 } },
    AfterPay: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 2000 } },
    Zip: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 30_000, repaymentPeriodMonths: 24 } },
    Humm: { isEnabled: false, details: null },
  },
};

describe('configured payment options', () => {
  it('keeps the pay-later providers with their ranges and leaves the card out', () => {
    expect(toPaymentOptions(CONFIG)).toEqual({
      AfterPay: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 2000 } },
      Zip: {
        isEnabled: true,
        details: { minimumAmount: 1, maximumAmount: 30_000, repaymentPeriodMonths: 24 },
      },
      Humm: { isEnabled: false, details: null },
    });
  });

  it('asks once per period, shares a call in flight, and asks again once the period is over', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createPaymentOptionsCache(1000, () => clock);
    const load = () => {
      calls += 1;
      return Promise.resolve(CONFIG);
    };
    const [a, b] = await Promise.all([cache.get(load), cache.get(load)]);
    expect(calls).toBe(1);
    expect(a).toBe(b);
    clock = 999;
    await cache.get(load);
    expect(calls).toBe(1);
    clock = 1000;
    await cache.get(load);
    expect(calls).toBe(2);
  });

  it('answers null until a read succeeds, and keeps the last good copy when a later read fails', async () => {
    let clock = 0;
    const cache = createPaymentOptionsCache(1000, () => clock);
    const failing = () => Promise.reject(new Error('API down'));
    expect(await cache.get(failing)).toBeNull();
    const good = await cache.get(() => Promise.resolve(CONFIG));
    expect(good?.AfterPay?.isEnabled).toBe(true);
    clock = 5000;
    expect(await cache.get(failing)).toBe(good);
  });
});
