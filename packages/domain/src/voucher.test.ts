import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type CartCodeInput, type CartLineInput } from './cart-pricing.ts';
import {
  VOUCHER_CODE_ALPHABET,
  VOUCHER_LIMITS,
  VOUCHER_MESSAGES,
  checkVoucher,
  parseVoucherValue,
  priceCartWithVouchers,
  voucherCodeFrom,
  voucherExpiry,
} from './voucher.ts';

const good = {
  value: 100,
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  senderName: 'Ada',
  message: 'Happy birthday!',
};

describe('voucher value', () => {
  it('takes whole dollars from $20 to $1,000, typed or chosen', () => {
    expect(parseVoucherValue(20)).toBe(20);
    expect(parseVoucherValue(1000)).toBe(1000);
    expect(parseVoucherValue('$1,000')).toBe(1000);
    expect(parseVoucherValue(' 250 ')).toBe(250);
    expect(parseVoucherValue('250.00')).toBe(250);
  });

  it('refuses a missing, partial-dollar or out-of-range value with its own sentence', () => {
    expect(parseVoucherValue(null)).toBe(VOUCHER_MESSAGES.valueRequired);
    expect(parseVoucherValue('')).toBe(VOUCHER_MESSAGES.valueRequired);
    expect(parseVoucherValue('20.50')).toBe(VOUCHER_MESSAGES.valueWhole);
    expect(parseVoucherValue(19)).toBe(VOUCHER_MESSAGES.valueRange);
    expect(parseVoucherValue(1001)).toBe(VOUCHER_MESSAGES.valueRange);
    expect(parseVoucherValue(-50)).toBe(VOUCHER_MESSAGES.valueRange);
    expect(parseVoucherValue('abc')).toBe(VOUCHER_MESSAGES.valueRange);
    expect(parseVoucherValue('1e3')).toBe(VOUCHER_MESSAGES.valueRange);
    expect(VOUCHER_MESSAGES.valueRange).toBe('Please choose a value from $20 to $1,000.');
  });

  it('accepts exactly the integers of the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), (n) => {
        const ok = n >= VOUCHER_LIMITS.minDollars && n <= VOUCHER_LIMITS.maxDollars;
        expect(parseVoucherValue(n)).toBe(ok ? n : VOUCHER_MESSAGES.valueRange);
      }),
    );
  });

  it('offers presets inside the range', () => {
    for (const p of VOUCHER_LIMITS.presets) expect(parseVoucherValue(p)).toBe(p);
  });
});

describe('checkVoucher', () => {
  it('answers the trimmed voucher in cents', () => {
    expect(checkVoucher({ ...good, recipientName: '  Grace Hopper ' })).toEqual({
      ok: true,
      voucher: {
        valueCents: 10_000,
        recipientName: 'Grace Hopper',
        recipientEmail: 'grace@example.com',
        senderName: 'Ada',
        message: 'Happy birthday!',
      },
    });
    expect(checkVoucher({ ...good, message: undefined })).toMatchObject({
      ok: true,
      voucher: { message: '' },
    });
  });

  it('names every field at fault', () => {
    expect(
      checkVoucher({
        value: 5,
        recipientName: ' ',
        recipientEmail: 'grace',
        senderName: '',
        message: 'x'.repeat(301),
      }),
    ).toEqual({
      ok: false,
      errors: {
        value: VOUCHER_MESSAGES.valueRange,
        recipientName: VOUCHER_MESSAGES.recipientName,
        recipientEmail: VOUCHER_MESSAGES.recipientEmail,
        senderName: VOUCHER_MESSAGES.senderName,
        message: VOUCHER_MESSAGES.messageTooLong,
      },
    });
  });

  it('keeps a message of 300 characters and refuses long names and control characters', () => {
    expect(checkVoucher({ ...good, message: 'x'.repeat(300) }).ok).toBe(true);
    expect(checkVoucher({ ...good, recipientName: 'x'.repeat(81) })).toEqual({
      ok: false,
      errors: { recipientName: VOUCHER_MESSAGES.nameTooLong },
    });
    expect(checkVoucher({ ...good, senderName: 'A\u0000da' })).toEqual({
      ok: false,
      errors: { senderName: VOUCHER_MESSAGES.senderName },
    });
    expect(checkVoucher({ ...good, message: 'Line one\r\nLine two' })).toMatchObject({
      ok: true,
      voucher: { message: 'Line one\nLine two' },
    });
  });
});

describe('voucher codes', () => {
  it('are 16 characters of an alphabet without look-alikes', () => {
    for (const c of ['0', 'O', '1', 'I', 'L', 'S', '5', 'B', '8', 'Z', '2'])
      expect(VOUCHER_CODE_ALPHABET).not.toContain(c);
    expect(new Set(VOUCHER_CODE_ALPHABET).size).toBe(VOUCHER_CODE_ALPHABET.length);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (bytes) => {
        const code = voucherCodeFrom(bytes);
        if (code === null) return;
        expect(code).toMatch(new RegExp(`^[${VOUCHER_CODE_ALPHABET}]{16}$`));
      }),
    );
  });

  it('skips the bytes that would bias the draw and answers null when bytes run out', () => {
    const n = VOUCHER_CODE_ALPHABET.length;
    const limit = 256 - (256 % n);
    const bytes = new Uint8Array([limit, 0, 255, 1, 2]);
    expect(voucherCodeFrom(bytes, 3)).toBe(
      `${VOUCHER_CODE_ALPHABET[0]}${VOUCHER_CODE_ALPHABET[1]}${VOUCHER_CODE_ALPHABET[2]}`,
    );
    expect(voucherCodeFrom(new Uint8Array([255, 255]), 2)).toBeNull();
  });

  it('expire three years after issue', () => {
    expect(voucherExpiry(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2029-11-24T10:00:00.000Z');
  });
});

const ctx = { themeId: 'aol', now: new Date('2026-06-01T00:00:00Z') } as const;
const line = (priceCents: number): CartLineInput => ({
  qty: 1,
  priceCents,
  lineDiscountCents: 0,
  warrantyCents: 0,
  installCents: 0,
  rrpCents: null,
  brandId: 1,
  categoryUri: 'kitchen/ovens',
});
const percent10: CartCodeInput = {
  code: 'SAVE10',
  coupon: {
    code: 'SAVE10',
    kind: 'percentage',
    percentOff: 10,
    amountCents: null,
    minSpendCents: 0,
    brandId: null,
    categoryUri: null,
    startsAt: null,
    expiresAt: null,
    active: true,
  },
  giftCard: null,
};
const fixed500: CartCodeInput = {
  ...percent10,
  code: 'SAVE500',
  coupon: { ...percent10.coupon!, code: 'SAVE500', kind: 'fixed', percentOff: null, amountCents: 50_000 },
};
const gift = (code: string, balanceCents: number): CartCodeInput => ({
  code,
  coupon: null,
  giftCard: { code, balanceCents, expiresAt: null, active: true },
});

describe('priceCartWithVouchers', () => {
  it('adds vouchers to the sub-total but never lets a coupon discount them', () => {
    const p = priceCartWithVouchers([line(20_000)], [percent10], [10_000], ctx);
    expect(p).toMatchObject({
      voucherCents: 10_000,
      subTotalCents: 30_000,
      discountCents: 2_000,
      orderTotalCents: 28_000,
    });
    // A fixed coupon larger than the products stops at the products' value.
    const q = priceCartWithVouchers([line(20_000)], [fixed500], [10_000], ctx);
    expect(q).toMatchObject({ discountCents: 20_000, orderTotalCents: 10_000 });
    // A voucher-only cart: a coupon takes nothing.
    expect(priceCartWithVouchers([], [percent10], [5_000], ctx)).toMatchObject({
      discountCents: 0,
      orderTotalCents: 5_000,
    });
  });

  it('lets gift cards pay for vouchers, each up to its balance, never below zero', () => {
    const p = priceCartWithVouchers([], [gift('A', 3_000), gift('B', 10_000)], [5_000], ctx);
    expect(p.codes).toEqual([
      { code: 'A', kind: 'giftCard', amountCents: 3_000, freeDelivery: false },
      { code: 'B', kind: 'giftCard', amountCents: 2_000, freeDelivery: false },
    ]);
    expect(p).toMatchObject({ giftCardCents: 5_000, orderTotalCents: 0 });
  });

  it('is priceCart when the cart holds no voucher', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500_000 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 200_000 }),
        (prices, balance) => {
          const codes = [percent10, gift('G', balance)];
          const lines = prices.map(line);
          const { voucherCents, ...rest } = priceCartWithVouchers(lines, codes, [], ctx);
          expect(voucherCents).toBe(0);
          expect(rest).toEqual(priceCart(lines, codes, ctx));
        },
      ),
    );
  });
});
