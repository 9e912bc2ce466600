import { z } from 'zod';

// 001 §3, §5, §9: coupon and gift-card codes. The apply/delete failure texts live in errors.ts.

export const COUPON_MAX_LENGTH = 40;

export const COUPON_MESSAGES = {
  empty: 'Coupon value cannot be empty.',
  tooLong: `Coupon value cannot be more than ${COUPON_MAX_LENGTH} characters.`,
} as const;

export function validateCouponCode(code: string | null | undefined): string | null {
  const v = (code ?? '').trim();
  if (v === '') return COUPON_MESSAGES.empty;
  if (v.length > COUPON_MAX_LENGTH) return COUPON_MESSAGES.tooLong;
  return null;
}

export const couponCodeSchema = z
  .string({ error: COUPON_MESSAGES.empty })
  .trim()
  .min(1, COUPON_MESSAGES.empty)
  .max(COUPON_MAX_LENGTH, COUPON_MESSAGES.tooLong);

/** POST /api/cart/coupon/ body. */
export const couponRequestSchema = z.object({
  code: couponCodeSchema,
  userEmail: z.string().trim().optional().default(''),
});
export type CouponRequest = z.infer<typeof couponRequestSchema>;
