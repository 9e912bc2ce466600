import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sqlList } from './columns.ts';
import { ATTRIBUTE_KINDS, type AttributeKind } from './enums.ts';
import { products } from './products.ts';

/**
 * A specification line. `value` by kind: Html → string (HTML), String → string, Boolean → boolean,
 * Rating → number (e.g. energy stars), Downloads → [{ title, url }].
 */
export const productAttributes = pgTable(
  'product_attributes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<AttributeKind>().notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('product_attributes_kind_chk', sql.raw(`kind IN (${sqlList(ATTRIBUTE_KINDS)})`)),
    index('product_attributes_product_idx').on(t.productId, t.sortOrder),
  ],
);
export type ProductAttribute = typeof productAttributes.$inferSelect;
export type NewProductAttribute = typeof productAttributes.$inferInsert;
