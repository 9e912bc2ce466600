import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/** One line of an order: the cart line as it was priced at placement (names and prices copied, not referenced). */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    /** products.id at placement; kept without a foreign key so the history survives catalogue changes. */
    productId: integer('product_id').notNull(),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    categoryUri: text('category_uri').notNull(),
    image: text('image').notNull().default(''),
    qty: integer('qty').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineDiscountCents: integer('line_discount_cents').notNull().default(0),
    warrantyName: text('warranty_name'),
    warrantyCents: integer('warranty_cents').notNull().default(0),
    installName: text('install_name'),
    installCents: integer('install_cents').notNull().default(0),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** Delivered by this supplier rather than the shop's warehouse. */
    supplier: text('supplier'),
    isProforma: boolean('is_proforma').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    check('order_lines_qty_chk', sql`${t.qty} >= 1`),
  ],
);
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = typeof orderLines.$inferInsert;
