import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's own analytics collector: every GA4-shaped event a page pushes can also be posted here and kept, so the
 * funnel (views, add to cart, checkout, purchase) is known per brand and day with no third party.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Theme id of the site the event happened on. */
    brand: text('brand').notNull(),
    /** GA4 event name, e.g. view_item, add_to_cart, purchase. */
    event: text('event').notNull(),
    /** The day in the site's own time zone, so a day's chart matches the shop's day. */
    day: date('day', { mode: 'string' }).notNull(),
    /** A random, first-party browser id (no personal data); counts distinct shoppers. */
    clientId: text('client_id').notNull().default(''),
    /** The ecommerce value in cents, when the event carries one. */
    valueCents: integer('value_cents'),
    /** The event's ecommerce object, trimmed to the GA4 fields. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('analytics_events_event_chk', sql`length(${t.event}) BETWEEN 1 AND 40`),
    index('analytics_events_brand_day_idx').on(t.brand, t.day, t.event),
  ],
);
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;
