import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './products.ts';

export const productFeatures = pgTable(
  'product_features',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** HTML, sanitised before it is stored. */
    body: text('body').notNull(),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_features_product_idx').on(t.productId, t.sortOrder)],
);
export type ProductFeature = typeof productFeatures.$inferSelect;
export type NewProductFeature = typeof productFeatures.$inferInsert;
