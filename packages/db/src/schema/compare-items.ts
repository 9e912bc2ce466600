import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { compareLists } from './compare-lists.ts';
import { products } from './products.ts';

/** One product held in a compare list; `position` keeps the order of adding. At most 3 per list (enforced in the service). */
export const compareItems = pgTable(
  'compare_items',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => compareLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.productId] }), index('compare_items_product_idx').on(t.productId)],
);
export type CompareItemRow = typeof compareItems.$inferSelect;
