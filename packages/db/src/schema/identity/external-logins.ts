import { index, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { identityAccounts } from './accounts.ts';
import { identitySchema } from './schema.ts';

/**
 * An account's identity at a sign-in provider (docs/decisions/0023): the provider's name in the configuration and the
 * `sub` of its ID tokens. The subject, not the e-mail, is what signs the shopper in next time, since an address at a
 * provider can change hands.
 */
export const identityExternalLogins = identitySchema.table(
  'external_logins',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    /** The address the provider gave when the link was made, for support; the account's own e-mail may differ. */
    email: text('email'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'external_logins_pk', columns: [t.provider, t.subject] }),
    index('external_logins_account_idx').on(t.accountId),
  ],
);
export type IdentityExternalLoginRow = typeof identityExternalLogins.$inferSelect;
