import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Category tree. `uri` is the path under /c without surrounding slashes, e.g. 'kitchen/cooking/ovens'. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    uri: text('uri').notNull().unique(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    icon: text('icon'),
    /** Plain text shown under the category page's heading and used as its meta description (docs/decisions/0009). */
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.sortOrder),
    index('categories_uri_lower_idx').on(sql`lower(${t.uri})`),
  ],
);
export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
