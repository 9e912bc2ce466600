import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** One row per product page load (GET /api/analytics/product-load-event). No foreign key: events outlive products. */
export const productLoadEvents = pgTable(
  'product_load_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The public product number (spec productId). */
    productId: integer('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_load_events_product_idx').on(t.productId, t.createdAt)],
);
export type ProductLoadEvent = typeof productLoadEvents.$inferSelect;
