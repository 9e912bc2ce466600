import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  /** Path segment of /brands/{uri}. */
  uri: text('uri').notNull().unique(),
  thumbnailUrl: text('thumbnail_url'),
  /** Restricted brands (Miele) carry checkout warnings and selling rules. */
  isRestricted: boolean('is_restricted').notNull().default(false),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type Brand = typeof brands.$inferSelect;
export type NewBrand = typeof brands.$inferInsert;
