import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** A site-wide sale; `isSaleOn` is derived: now (or the dateOverride) within [starts_at, ends_at). */
export const sales = pgTable(
  'sales',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    baseImagePath: text('base_image_path').notNull().default(''),
    url: text('url').notNull().default('/sale'),
    colour: text('colour').notNull().default('#c4102b'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sales_window_chk', sql`${t.endsAt} > ${t.startsAt}`),
    index('sales_window_idx').on(t.startsAt, t.endsAt),
  ],
);
export type Sale = typeof sales.$inferSelect;
export type NewSale = typeof sales.$inferInsert;
