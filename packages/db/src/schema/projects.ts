import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * A staff member's project (issue 14, docs/decisions/0032): a named list of products and quantities put together for
 * a customer, a quote that can be turned into that customer's cart. `account_id` is the identity `sub` of the staff
 * member who made it; `salesperson_code` is theirs at the time, which the performance dashboard counts by.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    salespersonCode: text('salesperson_code'),
    name: text('name').notNull(),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** When it was last turned into a cart (the cart and its order then carry the project's id). */
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('projects_name_length', sql`char_length(${t.name}) between 1 and 120`),
    check('projects_notes_length', sql`char_length(${t.notes}) <= 2000`),
    index('projects_account_idx').on(t.accountId, t.updatedAt),
    index('projects_salesperson_idx').on(t.salespersonCode, t.createdAt),
  ],
);
export type ProjectRow = typeof projects.$inferSelect;
