import { z } from 'zod';
import { COUPON_MAX_LENGTH, COUPON_MESSAGES } from './coupon.ts';

// The coupon rules of coupon.ts as zod schemas, kept in a module of their own so code that only needs the rules
// (the browser's coupon box) does not bring zod with it.

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
