import { z } from 'zod';
import { REFERRAL_CODE_LENGTH } from '@shop/domain';

// Refer a friend (000 §2 referAFriend, §7 referral program flags; docs/decisions/0039). Amounts are dollars, as the
// spec shows money; the server keeps cents.

export const ReferralReward = z.object({
  role: z.enum(['referrer', 'referred']),
  /** Dollars. */
  amount: z.number(),
  /** The other shopper, masked ('s•••@example.com'): the referred friend for a referrer's reward. */
  friend: z.string(),
  /** ISO time the order that earned it was placed. */
  earnedAt: z.string(),
});
export type ReferralReward = z.infer<typeof ReferralReward>;

/** GET /api/account/referral: the signed-in customer's code (made on the first ask), link and rewards. */
export const ReferralSummary = z.object({
  code: z.string(),
  link: z.string(),
  program: z.object({ market: z.string(), domain: z.string(), campaign: z.string() }),
  /** What each side earns on a referred shopper's first order, in dollars. */
  rewardAmount: z.object({ referrer: z.number(), referred: z.number() }),
  rewards: z.array(ReferralReward),
  totals: z.object({ count: z.number().int(), amount: z.number() }),
});
export type ReferralSummary = z.infer<typeof ReferralSummary>;

export const ReferralCodeParams = z.object({ code: z.string().min(1).max(40) });

/** GET /api/referral/{code}: whether a code can be used; nothing about whose it is. */
export const ReferralCodeCheck = z.object({
  code: z
    .string()
    .describe(`The code in its stored form (${REFERRAL_CODE_LENGTH} characters) when valid, else as sent`),
  valid: z.boolean(),
});
export type ReferralCodeCheck = z.infer<typeof ReferralCodeCheck>;
