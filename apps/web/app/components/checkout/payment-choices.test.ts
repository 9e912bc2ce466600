import { describe, expect, it } from 'vitest';
import { calendarDate, PAYMENT_OPTION_FLAGS as F } from '@shop/domain';
import { CHECKOUT_PAGE_COPY } from '../../copy/pages/checkout.ts';
import { providerReturnOf } from '../../lib/checkout-provider-return.server.ts';
import { withoutProviderReturn } from '../../lib/checkout-provider-return.ts';
import { paymentChoices, payLaterFor } from './payment-choices.ts';
import { paymentConfigurationFixture } from './checkout-test-support.tsx';

const options = paymentConfigurationFixture().paymentOptions;
const today = calendarDate(2026, 11, 24);
const dateLabel = (d: { year: number; month: number; day: number }) => `${d.day}/${d.month}/${d.year}`;
const input = (country: 'AU' | 'NZ', total: number) => ({
  total,
  country,
  today,
  options,
  copy: CHECKOUT_PAGE_COPY,
  dateLabel,
});

describe('payment choices', () => {
  it("offers Zip in store and staff's other method and credit account only with their bits (docs/decisions/0034)", () => {
    const all = F.PayPal | F.ZipInStore | F.StaffOnlyOtherPaymentMethod | F.CRAccount;
    expect(paymentChoices(all, options, 500).map((c) => [c.label, c.kind])).toEqual([
      ['Credit Card', 'card'],
      ['PayPal', 'provider'],
      ['Pay with Zip App', 'inStore'],
      ['Use Other Payment Method', 'staff'],
      ['Credit Account', 'staff'],
    ]);
    // Taken outside the gateway: no provider range applies.
    expect(paymentChoices(F.StaffOnlyOtherPaymentMethod, options, 1_000_000).map((c) => c.kind)).toEqual([
      'card',
      'staff',
    ]);
    expect(paymentChoices(F.PayPal, options, 0).map((c) => c.label)).toEqual(['Credit Card']);
  });

  it('dates Zip NZ instalments today and in 2, 4 and 6 weeks, and plans Humm and Zip AU from the domain rules', () => {
    expect(payLaterFor('zip', input('NZ', 401))).toEqual({
      text: 'Pay in 4 interest-free payments of $101, one every two weeks.',
      schedule: [
        { amount: '$101', due: 'due today' },
        { amount: '$101', due: 'due 8/12/2026' },
        { amount: '$101', due: 'due 22/12/2026' },
        { amount: '$101', due: 'due 5/1/2027' },
      ],
    });
    expect(payLaterFor('zip', input('AU', 800)).text).toBe('Own it from $10 per week*');
    expect(payLaterFor('humm', input('AU', 800)).text).toBe('5 fortnightly payments of $160');
    expect(payLaterFor('humm', input('AU', 2500)).text).toBe('Pay in slices, no interests ever');
  });
});

describe('provider return address', () => {
  const url = (search: string) => new URL(`https://shop.example/customer/checkout?${search}`);

  it('reads the provider, the status and the provider’s own parameter (and PayPal’s PayerID)', () => {
    expect(providerReturnOf(url('provider=humm&x_reference=H1&status=SUCCESS&utm=x'))).toEqual({
      provider: 'humm',
      status: 'SUCCESS',
      query: { x_reference: 'H1', status: 'SUCCESS' },
    });
    expect(providerReturnOf(url('provider=paypal&token=T&PayerID=P&status=SUCCESS'))?.query).toEqual({
      token: 'T',
      status: 'SUCCESS',
      PayerID: 'P',
    });
  });

  it('is no return without a known provider, a status or the reference', () => {
    expect(providerReturnOf(url('provider=bitcoin&token=T&status=SUCCESS'))).toBeNull();
    expect(providerReturnOf(url('provider=zip&checkoutId=Z&status=MAYBE'))).toBeNull();
    expect(providerReturnOf(url('provider=zip&token=Z&status=SUCCESS'))).toBeNull();
  });

  it('drops only the return’s parameters from the address', () => {
    const u = url('provider=zip&checkoutId=Z&status=CANCELLED&utm=x#top');
    expect(withoutProviderReturn(u, providerReturnOf(u)!)).toBe('/customer/checkout?utm=x#top');
  });
});
