import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * An installation service offered with products (GET /api/v2/product/upselloptions/sku/{sku}). It applies to the
 * sub-tree of `category_id`, or to every category whose uri is `category_uri_prefix` or lies under it
 * ('kitchen/cooking' covers 'kitchen/cooking/ovens'); exactly one of the two is set.
 */
export const installOptions = pgTable(
  'install_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    categoryUriPrefix: text('category_uri_prefix'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('install_options_price_chk', sql`${t.priceCents} >= 0`),
    check('install_options_scope_chk', sql`(${t.categoryId} IS NULL) <> (${t.categoryUriPrefix} IS NULL)`),
    check(
      'install_options_prefix_chk',
      sql`${t.categoryUriPrefix} IS NULL OR ${t.categoryUriPrefix} = lower(trim(both '/' from ${t.categoryUriPrefix}))`,
    ),
    index('install_options_category_idx').on(t.categoryId),
  ],
);
export type InstallOption = typeof installOptions.$inferSelect;
export type NewInstallOption = typeof installOptions.$inferInsert;
