import { check, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, sqlList } from '../columns.ts';
import { identityAccounts } from './accounts.ts';
import { identitySchema } from './schema.ts';

export const EMAIL_TOKEN_PURPOSES = ['confirm', 'reset'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * A link sent by e-mail: confirm the address, or reset the password. Single use, one hour; only a SHA-256 of the
 * token is kept, so a copy of the table opens no account.
 */
export const identityEmailTokens = identitySchema.table(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<EmailTokenPurpose>().notNull(),
    /** The address the link was sent to: confirming it confirms this address, not whatever the account holds now. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_tokens_account_idx').on(t.accountId),
    check('email_tokens_purpose_chk', sql.raw(`purpose IN (${sqlList(EMAIL_TOKEN_PURPOSES)})`)),
  ],
);
export type IdentityEmailTokenRow = typeof identityEmailTokens.$inferSelect;
