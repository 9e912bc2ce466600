import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** One price point per sku and day; keyed by sku so history survives a product row being replaced. */
export const priceHistory = pgTable(
  'price_history',
  {
    sku: text('sku').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sku, t.date] })],
);
export type PriceHistoryPoint = typeof priceHistory.$inferSelect;
export type NewPriceHistoryPoint = typeof priceHistory.$inferInsert;
