import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** A gift card: a code (max 40 characters, stored upper-case) with a balance in cents, spent at order placement. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    balanceCents: integer('balance_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('gift_cards_code_chk', sql`char_length(${t.code}) BETWEEN 1 AND 40 AND ${t.code} = upper(${t.code})`),
    check('gift_cards_balance_chk', sql`${t.balanceCents} >= 0`),
  ],
);
export type GiftCard = typeof giftCards.$inferSelect;
export type NewGiftCard = typeof giftCards.$inferInsert;
