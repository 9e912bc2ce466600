import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * A shopping cart (spec 001 §3 'Cart'). `id` is the random value of the HttpOnly cart cookie; `account_id` is set when
 * a signed-in shopper's cart is merged into the account (mergeCartIntoAccount). Totals are never stored: the service
 * computes them from the catalogue on every read.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey(),
    accountId: text('account_id'),
    email: text('email'),
    suburb: text('suburb'),
    postcode: text('postcode'),
    state: text('state'),
    winningDeliveryServiceOverride: boolean('winning_delivery_service_override').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('carts_account_idx').on(t.accountId)],
);
export type CartRow = typeof carts.$inferSelect;
