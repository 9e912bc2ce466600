import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * A shopper's compare list (spec 000 §4 'Compare box'). `id` is the random value of the HttpOnly session cookie of an
 * anonymous list; `account_id` is set on a signed-in shopper's list, at most one per account (docs/decisions/0014).
 */
export const compareLists = pgTable(
  'compare_lists',
  {
    id: uuid('id').primaryKey(),
    accountId: text('account_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('compare_lists_account_uq').on(t.accountId)],
);
export type CompareListRow = typeof compareLists.$inferSelect;
