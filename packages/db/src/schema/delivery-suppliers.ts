import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * A supplier that delivers its brand's products itself (001 §3 `supplierAvailability`): its own dates (after
 * `lead_days` working days, Saturdays only when `delivers_saturday`) and its own price per delivery.
 */
export const deliverySuppliers = pgTable(
  'delivery_suppliers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .unique()
      .references(() => brands.id, { onDelete: 'cascade' }),
    leadDays: integer('lead_days').notNull().default(3),
    priceCents: integer('price_cents').notNull().default(0),
    deliversSaturday: boolean('delivers_saturday').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_suppliers_price_chk', sql`${t.priceCents} >= 0`),
    check('delivery_suppliers_lead_chk', sql`${t.leadDays} BETWEEN 0 AND 90`),
  ],
);
export type DeliverySupplier = typeof deliverySuppliers.$inferSelect;
export type NewDeliverySupplier = typeof deliverySuppliers.$inferInsert;
