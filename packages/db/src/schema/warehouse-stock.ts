import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { warehouses } from './warehouses.ts';

/**
 * Stock on hand per warehouse (issue 14, the staff product page). `products.stock_quantity` stays the figure the shop
 * sells from; this is the staff's view of where that stock sits.
 */
export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseId, t.productId] }),
    index('warehouse_stock_product_idx').on(t.productId),
    check('warehouse_stock_on_hand_chk', sql`${t.onHand} >= 0`),
  ],
);
export type WarehouseStockRow = typeof warehouseStock.$inferSelect;
