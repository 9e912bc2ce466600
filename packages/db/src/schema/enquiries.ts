import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Contact-us and ask-an-expert enquiries (POST /api/enquiry). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    source: text('source').notNull().default('contact-us'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    postcode: text('postcode').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    productSku: text('product_sku'),
    createdAt: createdAt(),
  },
  (t) => [
    check('enquiries_source_chk', sql`${t.source} IN ('contact-us', 'ask-an-expert')`),
    index('enquiries_created_idx').on(t.createdAt),
  ],
);
export type Enquiry = typeof enquiries.$inferSelect;
export type NewEnquiry = typeof enquiries.$inferInsert;
