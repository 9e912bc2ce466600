import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, sqlList } from './columns.ts';
import { orders } from './orders.ts';

/** A signed-in customer's own referral code (000 §7 refer a friend); `account_id` is the identity service's `sub`. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    accountId: text('account_id').primaryKey(),
    code: text('code').notNull(),
    /** The referrer's e-mail when the code was made: a shopper may not refer themself. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_codes_code_idx').on(t.code)],
);
export type ReferralCode = typeof referralCodes.$inferSelect;

export const REFERRAL_ROLES = ['referrer', 'referred'] as const;
export type ReferralRole = (typeof REFERRAL_ROLES)[number];

/**
 * A reward earned when a referred shopper's first order is placed: one row for each side, written in the same
 * transaction that places the order, so an order never earns twice and a refused order earns nothing.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    code: text('code').notNull(),
    role: text('role').$type<ReferralRole>().notNull(),
    /** The referrer's account; null for the referred side of a guest order. */
    accountId: text('account_id'),
    email: text('email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('referral_rewards_role_chk', sql.raw(`role IN (${sqlList(REFERRAL_ROLES)})`)),
    check('referral_rewards_amount_chk', sql`${t.amountCents} > 0`),
    uniqueIndex('referral_rewards_order_role_idx').on(t.orderId, t.role),
    index('referral_rewards_account_idx').on(t.accountId),
    index('referral_rewards_email_idx').on(t.email),
  ],
);
export type ReferralReward = typeof referralRewards.$inferSelect;
