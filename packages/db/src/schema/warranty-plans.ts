import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * An extended-warranty plan offered with products (GET /api/v2/product/upselloptions/sku/{sku}). A plan row is one
 * price band: it applies to products priced in [min_price_cents, max_price_cents) (no upper bound when null) in the
 * category sub-tree of `category_id` (every category when null). A plan sold at several bands is several rows.
 */
export const warrantyPlans = pgTable(
  'warranty_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    years: integer('years').notNull(),
    minPriceCents: integer('min_price_cents').notNull().default(0),
    maxPriceCents: integer('max_price_cents'),
    priceCents: integer('price_cents').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('warranty_plans_years_chk', sql`${t.years} BETWEEN 1 AND 10`),
    check('warranty_plans_price_chk', sql`${t.priceCents} >= 0`),
    check(
      'warranty_plans_band_chk',
      sql`${t.minPriceCents} >= 0 AND (${t.maxPriceCents} IS NULL OR ${t.maxPriceCents} > ${t.minPriceCents})`,
    ),
    index('warranty_plans_category_idx').on(t.categoryId),
  ],
);
export type WarrantyPlan = typeof warrantyPlans.$inferSelect;
export type NewWarrantyPlan = typeof warrantyPlans.$inferInsert;
