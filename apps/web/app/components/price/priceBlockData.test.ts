import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test/fixtures.ts';
import type { PaymentOptions } from '../../lib/payment-options.server.ts';
import { bnplLines, priceBlockData } from './priceBlockData.ts';

const AU = { themeId: 'aol', country: 'AU', isAuthenticated: false } as const;

describe('price block data', () => {
  it("uses 'was' with the price when a line discount applies, and the line-discounted price", () => {
    const data = priceBlockData(productFixture({ price: 1000, rrp: null, lineDiscount: 100 }), AU);
    expect(data.display.text).toBe('$900');
    expect(data.compare).toEqual({ label: 'was', amount: '$1,000' });
    expect(data.saving).toBe('Save $100');
  });

  it('ignores line discounts on the hardware theme', () => {
    const data = priceBlockData(productFixture({ price: 1000, rrp: null, lineDiscount: 100 }), {
      ...AU,
      themeId: 'hc',
    });
    expect(data.display.text).toBe('$1,000');
    expect(data.compare).toBeNull();
  });

  it("uses 'was' with rrp when an alternate price message applies", () => {
    const data = priceBlockData(productFixture({ price: 800, rrp: 1000, altPriceMsg: 'Clearance' }), AU);
    expect(data.altPriceMsg).toBe('Clearance');
    expect(data.compare).toEqual({ label: 'was', amount: '$1,000' });
  });

  it('honours the server percentage and dollars off rrp', () => {
    expect(
      priceBlockData(productFixture({ price: 990, rrp: 1000, percentageDiscountOffRrp: 5 }), AU).compare,
    ).not.toBeNull();
    expect(
      priceBlockData(productFixture({ price: 990, rrp: 1000, discountOffRrp: 200 }), AU).compare,
    ).not.toBeNull();
  });
});

/** The API's payment configuration with every provider on (ADR 0029's ranges). */
const OPTIONS: PaymentOptions = {
  AfterPay: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 2000 } },
  Zip: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 30_000, repaymentPeriodMonths: 24 } },
  PayPal: { isEnabled: true, details: { minimumAmount: 30, maximumAmount: 2000 } },
  Klarna: { isEnabled: true, details: { minimumAmount: 35, maximumAmount: 2000 } },
  Humm: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 2000 } },
};
const TODAY = '2026-11-24';
const texts = (amount: number, options: PaymentOptions | null = OPTIONS, country: 'AU' | 'NZ' = 'AU') =>
  bnplLines(amount, country, options, TODAY).map((l) => `${l.provider}: ${l.text}`);

describe('pay-later lines under the configured options', () => {
  it('gives every provider its copy when the amount is within each range', () => {
    expect(texts(1299)).toEqual([
      'Zip: Own it from $12.50 weekly for 24 months',
      'Afterpay: or 4 payments of $325 with Afterpay',
      'Klarna: or 4 interest-free payments of $325 with Klarna',
      'Humm: 10 fortnightly payments of $129.90',
      'PayPal: or pay later in 4 interest-free payments of $325 with PayPal',
    ]);
    expect(bnplLines(1299, 'AU', OPTIONS, TODAY).map((l) => l.href)).toEqual([
      '/zipmoney',
      '/afterpay',
      '/klarna',
      '/humm',
      null,
    ]);
  });

  it("keeps Zip's flat copy up to $1,000 and Humm's five payments up to $1,000", () => {
    expect(texts(1000)).toContain('Zip: Own it from $10 per week*');
    expect(texts(1000)).toContain('Humm: 5 fortnightly payments of $200');
  });

  it('leaves out each provider outside its range: Klarna under $35, PayPal under $30, all but Zip above $2,000', () => {
    expect(texts(2000.01)).toEqual(['Zip: Own it from $19.25 weekly for 24 months']);
    expect(texts(2000)).toHaveLength(5);
    expect(texts(34.99).map((t) => t.split(':')[0])).toEqual(['Zip', 'Afterpay', 'Humm', 'PayPal']);
    expect(texts(29.99).map((t) => t.split(':')[0])).toEqual(['Zip', 'Afterpay', 'Humm']);
    expect(texts(0)).toEqual([]);
  });

  it('shows Zip in AU whenever a price shows, but in NZ only within its range, as four payments', () => {
    const narrowZip = {
      ...OPTIONS,
      Zip: { isEnabled: true, details: { minimumAmount: 50, maximumAmount: 1500 } },
    };
    expect(texts(20, narrowZip)[0]).toBe('Zip: Own it from $10 per week*');
    expect(texts(20, narrowZip, 'NZ').map((t) => t.split(':')[0])).not.toContain('Zip');
    expect(texts(1200, narrowZip, 'NZ')[0]).toBe('Zip: or 4 interest-free payments of $300 with Zip');
    expect(texts(1600, narrowZip, 'NZ').map((t) => t.split(':')[0])).not.toContain('Zip');
  });

  it('shows nothing of a disabled provider, and PayPal only while Zip is enabled', () => {
    const off = {
      ...OPTIONS,
      Klarna: { ...OPTIONS.Klarna!, isEnabled: false },
      Zip: { ...OPTIONS.Zip!, isEnabled: false },
    };
    expect(texts(500, off).map((t) => t.split(':')[0])).toEqual(['Afterpay', 'Humm']);
    expect(
      texts(500, { ...OPTIONS, Humm: { isEnabled: true, details: null } }).map((t) => t.split(':')[0]),
    ).toEqual(['Zip', 'Afterpay', 'Klarna', 'PayPal']);
  });

  it('never shows Humm above $2,000, whatever its configured maximum', () => {
    const wideHumm = {
      ...OPTIONS,
      Humm: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 5000 } },
    };
    expect(texts(2500, wideHumm).map((t) => t.split(':')[0])).toEqual(['Zip']);
  });

  it("adds ' interest free' to Zip's weekly rate until the day before the offer expires", () => {
    const offer = (offerExpiry: string) => ({
      ...OPTIONS,
      Zip: { isEnabled: true, details: { ...OPTIONS.Zip!.details!, offerExpiry } },
    });
    expect(texts(2400, offer('2026-11-25'))[0]).toBe(
      'Zip: Own it from $23.10 weekly for 24 months interest free',
    );
    expect(texts(2400, offer('2026-11-24'))[0]).toBe('Zip: Own it from $23.10 weekly for 24 months');
  });

  it('shows no line when the configuration could not be read', () => {
    expect(texts(500, null)).toEqual([]);
  });

  it('leaves the amount out of a block that shows no price', () => {
    expect(priceBlockData(productFixture({ price: 0 }), AU).bnplAmount).toBeNull();
    expect(priceBlockData(productFixture({ price: 1299, rrp: null }), AU).bnplAmount).toBe(1299);
  });
});
