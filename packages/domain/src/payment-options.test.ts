import { describe, expect, it } from 'vitest';
import {
  analyticsPaymentType,
  hasPaymentOption,
  isPaymentMethod,
  isRedirectProvider,
  REDIRECT_PROVIDER_OPTIONS,
  REDIRECT_PROVIDERS,
  redirectProviderOf,
  PAYMENT_METHODS,
  PAYMENT_OPTION_FLAGS,
  paymentOptionsFrom,
  visiblePaymentOptions,
} from './payment-options.ts';

const F = PAYMENT_OPTION_FLAGS;

describe('hosted-page providers (ADR 0029)', () => {
  it('maps each provider to its option flag and back, and nothing else to a provider', () => {
    for (const p of REDIRECT_PROVIDERS) expect(redirectProviderOf(REDIRECT_PROVIDER_OPTIONS[p].flag)).toBe(p);
    for (const other of [F.Default, F.ZipInStore, F.CRAccount, 3, null, undefined]) {
      expect(redirectProviderOf(other)).toBeNull();
    }
    expect(isRedirectProvider('paypal')).toBe(true);
    expect(isRedirectProvider('card')).toBe(false);
  });
});

describe('payment option bitmask', () => {
  it.each([
    ['001 §3 Default (credit card) is 0', F.Default, 0],
    ['001 §3 PayPal is 2', F.PayPal, 2],
    ['001 §3 Zip is 256', F.Zip, 256],
    ['001 §3 Afterpay is 2048', F.Afterpay, 2048],
  ] as const)('%s', (_s, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('ADR 0003 every flag is a distinct single bit', () => {
    const values = Object.values(F).filter((v) => v !== 0);
    expect(new Set(values).size).toBe(values.length);
    for (const v of values) expect(v & (v - 1)).toBe(0);
  });

  it.each([
    [
      '001 §4 the opts bitmask sets which options appear',
      paymentOptionsFrom(['Zip', 'Afterpay']),
      F.Zip,
      true,
    ],
    ['001 §4 option off', paymentOptionsFrom(['Zip']), F.PayPal, false],
    ['001 §4 Default always on', 0, F.Default, true],
  ] as const)('%s', (_s, opts, flag, expected) => {
    expect(hasPaymentOption(opts, flag)).toBe(expected);
  });

  it.each([
    ['001 §4 payment_type 0 Credit Card', 0, 'Credit Card'],
    ['001 §4 payment_type 2 Paypal', 2, 'Paypal'],
    ['001 §4 payment_type 256 Zip', 256, 'Zip'],
    ['001 §4 payment_type 2048 Afterpay', 2048, 'Afterpay'],
    ['ADR 0029 payment_type Klarna', 65536, 'Klarna'],
    ['ADR 0029 payment_type Humm', 131072, 'Humm'],
    ['ADR 0029 payment_type Zip in store', 1, 'Zip In Store'],
    ['001 §4 unmapped', 8, undefined],
  ] as const)('%s', (_s, value, expected) => {
    expect(analyticsPaymentType(value)).toBe(expected);
  });

  it('001 §3 payment method enumeration', () => {
    expect(PAYMENT_METHODS).toEqual([
      'None',
      'AfterPay',
      'Zip',
      'CreditCard',
      'PayPal',
      'Klarna',
      'ZipInStore',
      'Cash',
      'Humm',
      'ApplePay',
      'GooglePay',
      'PayPalBnpl',
    ]);
    expect(isPaymentMethod('Klarna')).toBe(true);
    expect(isPaymentMethod('Cheque')).toBe(false);
  });

  it.each([
    ['001 §4 credit card radio hidden when no other method is allowed', 0, false, ['Credit Card'], false],
    ['001 §4 other methods show the radio', F.PayPal | F.Zip, false, ['Credit Card', 'PayPal', 'Zip'], true],
    [
      '001 §6 staff-only options hidden from shoppers',
      F.ZipInStore | F.StaffOnlyOtherPaymentMethod,
      false,
      ['Credit Card'],
      false,
    ],
    [
      '001 §6 staff see Pay with Zip App and Use Other Payment Method',
      F.ZipInStore | F.StaffOnlyOtherPaymentMethod,
      true,
      ['Credit Card', 'Pay with Zip App', 'Use Other Payment Method'],
      true,
    ],
  ] as const)('%s', (_s, opts, staff, labels, radio) => {
    const v = visiblePaymentOptions(opts, staff);
    expect(v.options.map((o) => o.label)).toEqual(labels);
    expect(v.showCreditCardRadio).toBe(radio);
  });
});
