import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * A shopper's compare list (spec 000 §4 'Compare box'). `id` is the random value of the HttpOnly session cookie;
 * `account_id` is set once the shopper signs in (mergeCompareIntoAccount), so the list follows the account.
 */
export const compareLists = pgTable(
  'compare_lists',
  {
    id: uuid('id').primaryKey(),
    accountId: text('account_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('compare_lists_account_idx').on(t.accountId)],
);
export type CompareListRow = typeof compareLists.$inferSelect;
