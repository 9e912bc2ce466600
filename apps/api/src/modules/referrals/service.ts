import { randomBytes } from 'node:crypto';
import type { ReferralCodeCheck, ReferralSummary } from '@shop/contracts';
import type { Db, OrderRow } from '@shop/db';
import {
  REFERRAL_REWARD_CENTS,
  centsToDollars,
  generateReferralCode,
  maskEmail,
  normaliseEmail,
  normaliseReferralCode,
  referralLink,
  referralRefusal,
  type ReferralProgram,
} from '@shop/domain';
import {
  findCodeOfAccount,
  findReferralCode,
  hasEarlierOrderOrReward,
  insertReferralCode,
  insertRewards,
  listRewardsOf,
  lockReferralEmail,
} from './queries.ts';

/** Tries at a fresh code when the drawn one is taken: 31^8 codes make even one clash rare. */
const CODE_ATTEMPTS = 5;

/**
 * The account's code, made on the first ask. Two first asks at once both answer the one code that was stored: the
 * loser's insert does nothing and it reads the winner's row.
 */
export async function codeOfAccount(
  db: Db,
  accountId: string,
  emailOf: () => Promise<string>,
  random: (size: number) => Uint8Array = randomBytes,
): Promise<string> {
  const known = await findCodeOfAccount(db, accountId);
  if (known) return known.code;
  const email = normaliseEmail(await emailOf());
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = generateReferralCode(random);
    if (await insertReferralCode(db, { accountId, code, email })) return code;
    const stored = await findCodeOfAccount(db, accountId);
    if (stored) return stored.code;
  }
  throw new Error('no free referral code after several attempts');
}

export async function referralSummary(
  db: Db,
  input: { accountId: string; emailOf: () => Promise<string>; program: ReferralProgram },
): Promise<ReferralSummary> {
  const code = await codeOfAccount(db, input.accountId, input.emailOf);
  const rows = await listRewardsOf(db, input.accountId);
  const rewards = rows.map((r) => ({
    role: r.role,
    amount: centsToDollars(r.amountCents),
    friend: maskEmail(r.friendEmail),
    earnedAt: r.createdAt.toISOString(),
  }));
  const totalCents = rows.reduce((sum, r) => sum + r.amountCents, 0);
  return {
    code,
    link: referralLink(input.program, code),
    program: input.program,
    rewardAmount: {
      referrer: centsToDollars(REFERRAL_REWARD_CENTS.referrer),
      referred: centsToDollars(REFERRAL_REWARD_CENTS.referred),
    },
    rewards,
    totals: { count: rows.length, amount: centsToDollars(totalCents) },
  };
}

/** Whether a code can be used: it has the code's form and belongs to a customer. Says nothing of whose. */
export async function checkReferralCode(db: Db, raw: string): Promise<ReferralCodeCheck> {
  const code = normaliseReferralCode(raw);
  if (!code) return { code: raw, valid: false };
  return { code, valid: (await findReferralCode(db, code)) !== null };
}

/**
 * Records both sides' rewards for an order being placed, inside the transaction that places it: only when it came
 * with a customer's code, is its e-mail's first placed order, and is not the code owner's own. The number of
 * rewards written (0 or 2).
 */
export async function awardReferral(tx: Db, order: OrderRow): Promise<number> {
  const code = normaliseReferralCode(order.referralCode);
  if (!code) return 0;
  const referrer = await findReferralCode(tx, code);
  if (!referrer) return 0;
  const email = normaliseEmail(order.email);
  await lockReferralEmail(tx, email);
  const earlierPlacedOrder = await hasEarlierOrderOrReward(tx, email, order.id);
  const refusal = referralRefusal({
    referrer: { accountId: referrer.accountId, email: referrer.email },
    order: { accountId: order.accountId, email },
    earlierPlacedOrder,
  });
  if (refusal) return 0;
  return insertRewards(tx, [
    {
      orderId: order.id,
      code,
      role: 'referrer',
      accountId: referrer.accountId,
      email: referrer.email,
      amountCents: REFERRAL_REWARD_CENTS.referrer,
    },
    {
      orderId: order.id,
      code,
      role: 'referred',
      accountId: order.accountId,
      email,
      amountCents: REFERRAL_REWARD_CENTS.referred,
    },
  ]);
}
