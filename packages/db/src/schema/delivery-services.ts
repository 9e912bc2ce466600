import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * A delivery service offered at checkout (001 §3 'Delivery service'), e.g. connect and remove the old appliance.
 * Offered when the cart holds a product under `category_uri_prefix` (null: every cart). `blurb_html` is sanitised
 * before it is stored (docs/decisions/0026-delivery-calendar.md).
 */
export const deliveryServices = pgTable(
  'delivery_services',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sku: text('sku').notNull().unique(),
    title: text('title').notNull(),
    blurbHtml: text('blurb_html').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    categoryUriPrefix: text('category_uri_prefix'),
    /** Offered only with the ConnectRemove option / paid installs; hidden services are priced but not listed. */
    hidden: boolean('hidden').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('delivery_services_price_chk', sql`${t.priceCents} >= 0`)],
);
export type DeliveryServiceRow = typeof deliveryServices.$inferSelect;
export type NewDeliveryService = typeof deliveryServices.$inferInsert;
