import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, sqlList } from './columns.ts';

/** What a staff token lets its holder do (docs/decisions/0030). */
export const STAFF_TOKEN_PURPOSES = ['embed', 'page_session'] as const;
export type StaffTokenPurpose = (typeof STAFF_TOKEN_PURPOSES)[number];

/**
 * The tokens of the staff side panel (docs/decisions/0030). An `embed` token rides in a panel's address: it lasts two
 * minutes and is spent on first use, when the staff page trades it for a `page_session` token that lives in a cookie
 * of the `/staff` pages only. Only the SHA-256 of a token is stored. The staff member's id, Winning user id and
 * salesperson code are copied at issue, when their role was checked with the identity service.
 */
export const staffEmbedTokens = pgTable(
  'staff_embed_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').$type<StaffTokenPurpose>().notNull(),
    accountId: text('account_id').notNull(),
    winningUserId: text('winning_user_id').notNull(),
    salespersonCode: text('salesperson_code'),
    firstName: text('first_name').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_embed_tokens_account_idx').on(t.accountId),
    check('staff_embed_tokens_purpose', sql.raw(`purpose in (${sqlList(STAFF_TOKEN_PURPOSES)})`)),
  ],
);
export type StaffEmbedTokenRow = typeof staffEmbedTokens.$inferSelect;
