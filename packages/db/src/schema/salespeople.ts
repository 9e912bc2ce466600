import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { stores } from './stores.ts';

/**
 * A salesperson of a store (001 §3 checkout view `salesPeople[{code, name, subdivision}]`; issue 14,
 * docs/decisions/0034). Staff-assisted checkout offers the selected store's salespeople; an order records the code.
 * A staff account's own code (its identity profile's `salespersonCode`) is one of these.
 */
export const salespeople = pgTable(
  'salespeople',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('salespeople_code_chk', sql`char_length(${t.code}) between 1 and 20`),
    index('salespeople_store_idx').on(t.storeId),
  ],
);
export type SalespersonRow = typeof salespeople.$inferSelect;
