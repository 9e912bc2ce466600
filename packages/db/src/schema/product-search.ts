import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tsvector } from './columns.ts';
import type { ConditionType, RibbonType, StockStatus } from './enums.ts';
import { products } from './products.ts';

/**
 * A narrow copy of each product's searchable and listable columns (docs/decisions/0075): what a search results page
 * filters, counts and sorts its matches by, without the product's description and images. A broad term matches a
 * tenth of a large catalogue, and the results page reads every match twice (its facets, its order); read from this
 * table it touches a fifth of the pages the product rows fill. Written only by the database itself: a trigger on
 * `products` (migration 0018) copies a product's row here in the same statement that inserts or changes it, so a
 * price or a title is never searched stale. The columns keep the names of `products`' own, so the listing's filters
 * and sorts read either table.
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    searchVector: tsvector('search_vector').notNull(),
    title: text('title').notNull(),
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    percentageDiscountOffRrp: numeric('percentage_discount_off_rrp', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }),
    stockStatus: text('stock_status').$type<StockStatus>().notNull(),
    conditionType: text('condition_type').$type<ConditionType>(),
    ribbon: text('ribbon').$type<RibbonType>(),
    popularity: integer('popularity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('product_search_vector_idx').using('gin', t.searchVector)],
);
export type ProductSearchRow = typeof productSearch.$inferSelect;
