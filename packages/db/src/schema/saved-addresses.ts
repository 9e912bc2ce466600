import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * An address a signed-in shopper keeps for checkout (000 §7 'Saved addresses'). `account_id` is the identity
 * service's `sub`: the storefront holds no account table of its own, and every read and write filters on it
 * (docs/decisions/0022).
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    address: text('address').notNull(),
    suburb: text('suburb').notNull(),
    state: text('state').notNull().default(''),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_addresses_account_idx').on(t.accountId, t.createdAt)],
);
export type SavedAddressRow = typeof savedAddresses.$inferSelect;
