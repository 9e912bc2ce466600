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
