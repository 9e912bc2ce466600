import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test/fixtures.ts';
import { priceBlockData } from './priceBlockData.ts';

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

  it('shows Zip as four payments in NZ and leaves Humm out above $2,000', () => {
    const lines = priceBlockData(productFixture({ price: 2400, rrp: null }), {
      ...AU,
      themeId: 'aol-nz',
      country: 'NZ',
    }).bnpl;
    expect(lines.map((l) => l.text)).toEqual(['or 4 interest-free payments of $600 with Zip']);
  });

  it('uses the Zip weekly rate above $1,000 when the repayment period is known', () => {
    const lines = priceBlockData(productFixture({ price: 2400, rrp: null }), {
      ...AU,
      zipRepaymentMonths: 24,
    }).bnpl;
    expect(lines[0]?.text).toBe('Own it from $23.10 weekly for 24 months');
  });
});
