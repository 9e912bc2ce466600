import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { identityAccounts } from './accounts.ts';
import { identitySchema } from './schema.ts';

/**
 * The single-use code a sign-in hands back to the storefront in the callback address; the storefront's server
 * exchanges it on the back channel for the tokens within a minute. Only a SHA-256 of the code is kept.
 */
export const identityAuthorizationCodes = identitySchema.table('authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => identityAccounts.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  /** The storefront's nonce, put into the ID token for it to check. */
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
export type IdentityAuthorizationCodeRow = typeof identityAuthorizationCodes.$inferSelect;
