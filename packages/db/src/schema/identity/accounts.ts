import { sql } from 'drizzle-orm';
import { integer, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns.ts';
import { identitySchema } from './schema.ts';

/**
 * A shopper's or a staff member's account (spec 000 §3 'User registration', 'Admin account'). The e-mail is stored
 * lower-cased; staff are the accounts with a `winning_user_id`. Failed sign-ins are counted here, not in a cache, so
 * a lockout holds across instances and restarts.
 */
export const identityAccounts = identitySchema.table(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    abn: text('abn'),
    /** The client the shopper registered through (000 §7 register's clientId). */
    clientId: text('client_id'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    winningUserId: text('winning_user_id'),
    winningCmsUrl: text('winning_cms_url'),
    salespersonCode: text('salesperson_code'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('accounts_email_uq').on(sql`lower(${t.email})`)],
);
export type IdentityAccountRow = typeof identityAccounts.$inferSelect;
