import { describe, expect, it } from 'vitest';
import { validateCouponCode } from './coupon.ts';
import { couponCodeSchema, couponRequestSchema } from './coupon-schema.ts';

describe('coupon', () => {
  it.each([
    ['001 §5 empty gives the message', '', 'Coupon value cannot be empty.'],
    ['001 §5 blank gives the message', '   ', 'Coupon value cannot be empty.'],
    ['001 §5 null gives the message', null, 'Coupon value cannot be empty.'],
    ['001 §9 max 40 characters', 'A'.repeat(40), null],
    ['001 §9 over 40 (ADR 0003 wording)', 'A'.repeat(41), 'Coupon value cannot be more than 40 characters.'],
  ] as const)('%s', (_s, code, expected) => {
    expect(validateCouponCode(code)).toBe(expected);
    const parsed = couponCodeSchema.safeParse(code);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(expected);
  });

  it('001 §3 coupon request: code and userEmail', () => {
    expect(couponRequestSchema.parse({ code: ' SAVE10 ', userEmail: 'jo@x.com' })).toEqual({
      code: 'SAVE10',
      userEmail: 'jo@x.com',
    });
    expect(couponRequestSchema.parse({ code: 'X' })).toEqual({ code: 'X', userEmail: '' });
  });
});
