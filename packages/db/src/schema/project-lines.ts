import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { products } from './products.ts';
import { projects } from './projects.ts';

/** One product of a project and how many; prices are the catalogue's when the project is read. */
export const projectLines = pgTable(
  'project_lines',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    qty: integer('qty').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.productId] }),
    check('project_lines_qty_chk', sql`${t.qty} between 1 and 99`),
  ],
);
export type ProjectLineRow = typeof projectLines.$inferSelect;
