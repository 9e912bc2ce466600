import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { identityAccounts } from './accounts.ts';
import { identitySchema } from './schema.ts';

/**
 * One refresh token of a sign-in session. Every use rotates it: the row is marked `rotated_at` and a new row of the
 * same `family_id` (the session, the `sid` claim of the tokens) takes its place. A rotated token presented again
 * means it was copied, so the whole family is revoked. Only a SHA-256 of the token is kept.
 */
export const identityRefreshSessions = identitySchema.table(
  'refresh_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    tokenHash: text('token_hash').notNull().unique('refresh_sessions_token_uq'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_sessions_family_idx').on(t.familyId),
    index('refresh_sessions_account_idx').on(t.accountId),
  ],
);
export type IdentityRefreshSessionRow = typeof identityRefreshSessions.$inferSelect;
