import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Search-engine analytics (000 §3 event types 0-5: search, productClick, productAddToCart, productOrder, visit, productMultiOrder). */
export const searchEvents = pgTable(
  'search_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventType: smallint('event_type').notNull(),
    query: text('query').notNull().default(''),
    /** Skus or product ids as the browser sent them. */
    productList: jsonb('product_list').$type<(string | number)[]>().notNull().default([]),
    url: text('url').notNull().default(''),
    isRepeatUser: boolean('is_repeat_user').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('search_events_type_chk', sql`${t.eventType} BETWEEN 0 AND 5`),
    index('search_events_created_idx').on(t.createdAt),
  ],
);
export type SearchEvent = typeof searchEvents.$inferSelect;
export type NewSearchEvent = typeof searchEvents.$inferInsert;
