import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { carts } from './carts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { installOptions } from './install-options.ts';
import { products } from './products.ts';
import { warrantyPlans } from './warranty-plans.ts';

/**
 * One cart line (spec 001 §3 'Cart line'): a product with an optional warranty and installation. Only the quantity and
 * the choices are stored; prices come from the catalogue when the cart is read. The unique key (NULLS NOT DISTINCT, so
 * "no warranty" is one value) lets concurrent adds upsert into one line instead of doubling it.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's sku, the line's public code. */
    productCode: text('product_code').notNull(),
    warrantyId: integer('warranty_id').references(() => warrantyPlans.id, { onDelete: 'set null' }),
    installId: integer('install_id').references(() => installOptions.id, { onDelete: 'set null' }),
    qty: integer('qty').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cart_lines_qty_chk', sql`${t.qty} >= 1`),
    unique('cart_lines_line_uq').on(t.cartId, t.productCode, t.warrantyId, t.installId).nullsNotDistinct(),
    index('cart_lines_cart_idx').on(t.cartId, t.id),
  ],
);
export type CartLineRow = typeof cartLines.$inferSelect;
