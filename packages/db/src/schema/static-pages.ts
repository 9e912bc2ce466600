import { jsonb, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export interface PageMeta {
  title?: string;
  description?: string;
}

/** Content served by GET /api/Static/{name}. */
export const staticPages = pgTable('static_pages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  heading: text('heading').notNull(),
  /** HTML, sanitised before it is stored. */
  body: text('body').notNull(),
  meta: jsonb('meta').$type<PageMeta>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type StaticPage = typeof staticPages.$inferSelect;
export type NewStaticPage = typeof staticPages.$inferInsert;
