import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Blog articles (page type blog), each served at /article/{slug}. */
export const blogArticles = pgTable(
  'blog_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** HTML, sanitised before it is stored. */
    body: text('body').notNull(),
    /** Theme ids the article shows on; empty = every brand. */
    brands: text('brands').array().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_articles_published_idx').on(t.publishedAt)],
);
export type BlogArticle = typeof blogArticles.$inferSelect;
