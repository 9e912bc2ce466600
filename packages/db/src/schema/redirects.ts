import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Redirect lookups (GET /api/redirect, /api/redirect/getdestination). `from_uri` is a lower-cased path (with query
 * string if any); `destination_uri` may be relative ('/c/…'), absolute ('https://…') or start with 'www.'.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fromUri: text('from_uri').notNull().unique(),
    destinationUri: text('destination_uri').notNull(),
    statusCode: integer('status_code').notNull().default(301),
    createdAt: createdAt(),
  },
  (t) => [
    check('redirects_from_lower_chk', sql`${t.fromUri} = lower(${t.fromUri})`),
    check('redirects_status_chk', sql`${t.statusCode} IN (301, 302, 307, 308)`),
  ],
);
export type Redirect = typeof redirects.$inferSelect;
export type NewRedirect = typeof redirects.$inferInsert;
