import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateCoupon,
  giftCardProblem,
  priceCart,
  priceCartLine,
  type CartCodeInput,
  type CartLineInput,
  type CouponRule,
  type GiftCardRule,
} from './cart-pricing.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
const ctx = { themeId: 'aol', now: NOW } as const;

const line = (over: Partial<CartLineInput> = {}): CartLineInput => ({
  qty: 1,
  priceCents: 10_000,
  lineDiscountCents: 0,
  warrantyCents: 0,
  installCents: 0,
  rrpCents: null,
  brandId: 1,
  categoryUri: 'appliances/laundry',
  ...over,
});

const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: 'SAVE',
  kind: 'percentage',
  percentOff: 10,
  amountCents: null,
  minSpendCents: 0,
  brandId: null,
  categoryUri: null,
  startsAt: null,
  expiresAt: null,
  active: true,
  ...over,
});

const giftCard = (over: Partial<GiftCardRule> = {}): GiftCardRule => ({
  code: 'GIFT',
  balanceCents: 10_000,
  expiresAt: null,
  active: true,
  ...over,
});

const asCoupon = (c: CouponRule): CartCodeInput => ({ code: c.code, coupon: c, giftCard: null });
const asGiftCard = (g: GiftCardRule): CartCodeInput => ({ code: g.code, coupon: null, giftCard: g });

describe('priceCartLine', () => {
  it('takes the line discount off each unit and adds warranty and installation per unit', () => {
    expect(
      priceCartLine(
        line({ qty: 2, priceCents: 19_999, lineDiscountCents: 1_001, warrantyCents: 500, installCents: 250 }),
        'aol',
      ),
    ).toEqual({
      discountedUnitCents: 18_998,
      lineDiscountTotalCents: 2_002,
      merchandiseCents: 37_996,
      lineTotalCents: 37_996 + 1_500,
    });
  });

  it('ignores line discounts on the hardware theme', () => {
    const p = priceCartLine(line({ qty: 3, lineDiscountCents: 2_000 }), 'hc');
    expect(p).toMatchObject({
      discountedUnitCents: 10_000,
      lineDiscountTotalCents: 0,
      merchandiseCents: 30_000,
    });
  });

  it('never takes off more than the price, nor adds a negative discount', () => {
    expect(priceCartLine(line({ lineDiscountCents: 50_000 }), 'aol').discountedUnitCents).toBe(0);
    expect(priceCartLine(line({ lineDiscountCents: -500 }), 'aol').discountedUnitCents).toBe(10_000);
  });

  it('keeps integer cents and a line total of merchandise plus add-ons (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -1_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (qty, priceCents, lineDiscountCents, warrantyCents, installCents) => {
          const p = priceCartLine({ qty, priceCents, lineDiscountCents, warrantyCents, installCents }, 'aol');
          expect(Number.isInteger(p.discountedUnitCents)).toBe(true);
          expect(p.discountedUnitCents).toBeGreaterThanOrEqual(0);
          expect(p.discountedUnitCents).toBeLessThanOrEqual(priceCents);
          expect(p.merchandiseCents).toBe(p.discountedUnitCents * qty);
          expect(p.lineDiscountTotalCents).toBe((priceCents - p.discountedUnitCents) * qty);
          expect(p.lineTotalCents).toBe(p.merchandiseCents + (warrantyCents + installCents) * qty);
        },
      ),
    );
  });
});

describe('evaluateCoupon', () => {
  const lines = [
    { brandId: 1, categoryUri: 'appliances/laundry/washers', merchandiseCents: 40_000 },
    { brandId: 2, categoryUri: 'appliances/kitchen', merchandiseCents: 20_000 },
  ];

  it.each([
    ['inactive', coupon({ active: false }), { reason: 'unknown', code: 'SAVE' }],
    ['expired', coupon({ expiresAt: NOW }), { reason: 'couponExpired', code: 'SAVE' }],
    [
      'not started',
      coupon({ startsAt: new Date(NOW.getTime() + 1) }),
      { reason: 'couponNotStarted', code: 'SAVE' },
    ],
    [
      'below the minimum spend',
      coupon({ minSpendCents: 60_001 }),
      { reason: 'couponMinSpend', code: 'SAVE', minSpendCents: 60_001 },
    ],
    ['no brand in scope', coupon({ brandId: 9 }), { reason: 'couponOutOfScope', code: 'SAVE' }],
    [
      'no category in scope',
      coupon({ categoryUri: 'appliances/laund' }),
      { reason: 'couponOutOfScope', code: 'SAVE' },
    ],
  ])('refuses a coupon that is %s', (_, rule, problem) => {
    expect(evaluateCoupon(rule, lines, 60_000, NOW)).toEqual({ ok: false, problem });
  });

  it('accepts a window that has started and not ended, and a minimum spend met exactly', () => {
    const rule = coupon({
      startsAt: NOW,
      expiresAt: new Date(NOW.getTime() + 1),
      minSpendCents: 60_000,
    });
    expect(evaluateCoupon(rule, lines, 60_000, NOW)).toEqual({
      ok: true,
      amountCents: 6_000,
      freeDelivery: false,
    });
  });

  it('takes a percentage off the products in scope only (brand, or category sub-tree)', () => {
    expect(evaluateCoupon(coupon({ brandId: 2 }), lines, 60_000, NOW)).toMatchObject({ amountCents: 2_000 });
    expect(evaluateCoupon(coupon({ categoryUri: 'appliances/laundry' }), lines, 60_000, NOW)).toMatchObject({
      amountCents: 4_000,
    });
    expect(evaluateCoupon(coupon({ categoryUri: 'appliances/kitchen' }), lines, 60_000, NOW)).toMatchObject({
      amountCents: 2_000,
    });
  });

  it('rounds a percentage to the nearest cent and treats a missing percentage as 0', () => {
    const odd = [{ brandId: 1, categoryUri: 'x', merchandiseCents: 999 }];
    expect(evaluateCoupon(coupon({ percentOff: 15 }), odd, 999, NOW)).toMatchObject({ amountCents: 150 });
    expect(evaluateCoupon(coupon({ percentOff: null }), odd, 999, NOW)).toMatchObject({ amountCents: 0 });
  });

  it('takes a fixed amount off, never more than the merchandise in scope', () => {
    expect(evaluateCoupon(coupon({ kind: 'fixed', amountCents: 5_000 }), lines, 60_000, NOW)).toEqual({
      ok: true,
      amountCents: 5_000,
      freeDelivery: false,
    });
    expect(
      evaluateCoupon(coupon({ kind: 'fixed', amountCents: 90_000, brandId: 2 }), lines, 60_000, NOW),
    ).toMatchObject({
      amountCents: 20_000,
    });
    expect(evaluateCoupon(coupon({ kind: 'fixed', amountCents: null }), lines, 60_000, NOW)).toMatchObject({
      amountCents: 0,
    });
  });

  it('gives free delivery at no amount', () => {
    expect(evaluateCoupon(coupon({ kind: 'freeDelivery' }), lines, 60_000, NOW)).toEqual({
      ok: true,
      amountCents: 0,
      freeDelivery: true,
    });
  });
});

describe('giftCardProblem', () => {
  it.each([
    ['usable', giftCard(), null],
    ['inactive', giftCard({ active: false }), { reason: 'unknown', code: 'GIFT' }],
    ['expired', giftCard({ expiresAt: NOW }), { reason: 'giftCardExpired', code: 'GIFT' }],
    ['empty', giftCard({ balanceCents: 0 }), { reason: 'giftCardEmpty', code: 'GIFT' }],
    ['usable until later', giftCard({ expiresAt: new Date(NOW.getTime() + 1) }), null],
  ])('%s', (_, card, problem) => {
    expect(giftCardProblem(card, NOW)).toEqual(problem);
  });
});

describe('priceCart', () => {
  it('is all zeros for no lines and no codes', () => {
    expect(priceCart([], [], ctx)).toEqual({
      lines: [],
      subTotalCents: 0,
      discountCents: 0,
      giftCardCents: 0,
      orderTotalCents: 0,
      savingCents: 0,
      freeDelivery: false,
      codes: [],
      problems: [],
    });
  });

  it('prices each line once, in order, and sums them', () => {
    const result = priceCart(
      [line({ qty: 2, warrantyCents: 1_000 }), line({ priceCents: 5_000, lineDiscountCents: 500 })],
      [],
      ctx,
    );
    expect(result.lines.map((l) => l.lineTotalCents)).toEqual([22_000, 4_500]);
    expect(result.subTotalCents).toBe(26_500);
    expect(result.orderTotalCents).toBe(26_500);
  });

  it('takes coupons off before gift cards, each gift card up to its balance and what is left', () => {
    const result = priceCart(
      [line({ qty: 3 })],
      [
        asGiftCard(giftCard({ code: 'G1', balanceCents: 20_000 })),
        asCoupon(coupon({ kind: 'fixed', amountCents: 5_000 })),
        asGiftCard(giftCard({ code: 'G2', balanceCents: 20_000 })),
      ],
      ctx,
    );
    expect(result.discountCents).toBe(5_000);
    expect(result.giftCardCents).toBe(25_000);
    expect(result.orderTotalCents).toBe(0);
    expect(result.codes).toEqual([
      { code: 'SAVE', kind: 'coupon', amountCents: 5_000, freeDelivery: false },
      { code: 'G1', kind: 'giftCard', amountCents: 20_000, freeDelivery: false },
      { code: 'G2', kind: 'giftCard', amountCents: 5_000, freeDelivery: false },
    ]);
  });

  it('never lets coupons together exceed the sub-total', () => {
    const result = priceCart(
      [line({ warrantyCents: 2_000 })],
      [
        asCoupon(coupon({ code: 'A', kind: 'fixed', amountCents: 9_000 })),
        asCoupon(coupon({ code: 'B', kind: 'fixed', amountCents: 9_000 })),
      ],
      ctx,
    );
    expect(result.codes.map((c) => c.amountCents)).toEqual([9_000, 3_000]);
    expect(result.discountCents).toBe(12_000);
    expect(result.orderTotalCents).toBe(0);
  });

  it('keeps a coupon that stops qualifying at 0, reporting why, and reports a gift card that cannot pay', () => {
    const result = priceCart(
      [line()],
      [
        asCoupon(coupon({ minSpendCents: 50_000 })),
        asGiftCard(giftCard({ balanceCents: 0 })),
        { code: 'NEITHER', coupon: null, giftCard: null },
      ],
      ctx,
    );
    expect(result.codes).toEqual([
      { code: 'SAVE', kind: 'coupon', amountCents: 0, freeDelivery: false },
      { code: 'GIFT', kind: 'giftCard', amountCents: 0, freeDelivery: false },
    ]);
    expect(result.problems).toEqual([
      { reason: 'couponMinSpend', code: 'SAVE', minSpendCents: 50_000 },
      { reason: 'giftCardEmpty', code: 'GIFT' },
    ]);
    expect(result.orderTotalCents).toBe(10_000);
  });

  it('carries free delivery from a free-delivery coupon', () => {
    const result = priceCart([line()], [asCoupon(coupon({ kind: 'freeDelivery' }))], ctx);
    expect(result.freeDelivery).toBe(true);
    expect(result.codes[0]).toMatchObject({ amountCents: 0, freeDelivery: true });
  });

  it('saves the rrp difference, the line discounts and the coupon discounts', () => {
    const result = priceCart(
      [
        line({ qty: 2, rrpCents: 12_000, lineDiscountCents: 1_000 }),
        line({ rrpCents: 8_000 }),
        line({ rrpCents: null }),
      ],
      [asCoupon(coupon({ kind: 'fixed', amountCents: 1_000 }))],
      ctx,
    );
    expect(result.savingCents).toBe(2 * 2_000 + 2 * 1_000 + 1_000);
  });

  const lineArb = fc.record({
    qty: fc.integer({ min: 1, max: 20 }),
    priceCents: fc.integer({ min: 1, max: 500_000 }),
    lineDiscountCents: fc.integer({ min: 0, max: 50_000 }),
    warrantyCents: fc.constantFrom(0, 4_900, 19_900),
    installCents: fc.constantFrom(0, 9_900),
    rrpCents: fc.option(fc.integer({ min: 1, max: 600_000 })),
    brandId: fc.integer({ min: 1, max: 3 }),
    categoryUri: fc.constantFrom('a', 'a/b', 'c'),
  });
  const codeArb = fc.oneof(
    fc.record({
      code: fc.constantFrom('C1', 'C2'),
      coupon: fc.record({
        code: fc.constant('C'),
        kind: fc.constantFrom('percentage', 'fixed', 'freeDelivery'),
        percentOff: fc.integer({ min: 1, max: 100 }),
        amountCents: fc.integer({ min: 1, max: 1_000_000 }),
        minSpendCents: fc.integer({ min: 0, max: 200_000 }),
        brandId: fc.option(fc.integer({ min: 1, max: 3 })),
        categoryUri: fc.option(fc.constantFrom('a', 'c')),
        startsAt: fc.constant(null),
        expiresAt: fc.constant(null),
        active: fc.boolean(),
      }),
      giftCard: fc.constant(null),
    }),
    fc.record({
      code: fc.constantFrom('G1', 'G2'),
      coupon: fc.constant(null),
      giftCard: fc.record({
        code: fc.constant('G'),
        balanceCents: fc.integer({ min: 0, max: 1_000_000 }),
        expiresAt: fc.constant(null),
        active: fc.boolean(),
      }),
    }),
  );

  it('keeps totals consistent for any cart (property)', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        fc.array(codeArb, { maxLength: 4 }),
        fc.constantFrom('aol', 'hc'),
        (lines, codes, themeId) => {
          const r = priceCart(lines, codes, { themeId, now: NOW });
          expect(r.lines).toHaveLength(lines.length);
          expect(r.subTotalCents).toBe(r.lines.reduce((s, l) => s + l.lineTotalCents, 0));
          expect(r.discountCents).toBeLessThanOrEqual(r.subTotalCents);
          expect(r.discountCents + r.giftCardCents).toBeLessThanOrEqual(r.subTotalCents);
          expect(r.orderTotalCents).toBe(r.subTotalCents - r.discountCents - r.giftCardCents);
          expect(r.orderTotalCents).toBeGreaterThanOrEqual(0);
          expect(r.codes.reduce((s, c) => s + c.amountCents, 0)).toBe(r.discountCents + r.giftCardCents);
          for (const c of r.codes) expect(Number.isInteger(c.amountCents) && c.amountCents >= 0).toBe(true);
          const kinds = r.codes.map((c) => c.kind);
          expect(kinds).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === 'coupon' ? -1 : 1)));
          expect(r.savingCents).toBeGreaterThanOrEqual(r.discountCents);
        },
      ),
    );
  });
});
