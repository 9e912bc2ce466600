import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * A shopping cart (spec 001 §3 'Cart'). `id` is the random value of the HttpOnly cart cookie of an anonymous cart;
 * `account_id` is set on a signed-in shopper's cart, at most one per account (docs/decisions/0014). Totals are never
 * stored: the service computes them from the catalogue on every read.
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
    /** The staff project this cart was built from (docs/decisions/0032); copied to the order it becomes. */
    projectId: uuid('project_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_account_uq').on(t.accountId)],
);
export type CartRow = typeof carts.$inferSelect;
