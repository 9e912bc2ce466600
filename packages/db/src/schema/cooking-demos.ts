import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { createdAt, updatedAt } from './columns.ts';
import { stores } from './stores.ts';

/**
 * A cooking demonstration at a store (000 §2, §3; issue 15; docs/decisions/0035). `seats_taken` counts the seats of
 * bookings and of offers held for the wait list; a booking takes seats with one conditional UPDATE, and the check below
 * makes overbooking impossible whatever the callers do.
 */
export const cookingDemos = pgTable(
  'cooking_demos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** 0 PrePurchaseOnly, 1 PostPurchaseOnly, 2 OpenToEveryone (000 §3). */
    demoType: integer('demo_type').notNull(),
    /** domain COOKING_DEMO_SUB_EVENT_TYPES. */
    subEventType: integer('sub_event_type').notNull(),
    /** The store's wall clock (filters and display, 000 §9: local date-times). */
    localStartsAt: timestamp('local_starts_at', { mode: 'string' }).notNull(),
    localEndsAt: timestamp('local_ends_at', { mode: 'string' }).notNull(),
    /** The same moments as instants (online cut-off, offer expiry). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** false: the store takes this demo's bookings by phone (availability ContactStore). */
    onlineBooking: boolean('online_booking').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cooking_demos_type_chk', sql`${t.demoType} BETWEEN 0 AND 2`),
    check('cooking_demos_sub_event_chk', sql`${t.subEventType} >= 0`),
    check('cooking_demos_capacity_chk', sql`${t.capacity} > 0`),
    check('cooking_demos_seats_chk', sql`${t.seatsTaken} >= 0 AND ${t.seatsTaken} <= ${t.capacity}`),
    check('cooking_demos_times_chk', sql`${t.endsAt} > ${t.startsAt}`),
    index('cooking_demos_local_start_idx').on(t.localStartsAt, t.id),
    index('cooking_demos_store_start_idx').on(t.storeId, t.localStartsAt),
    index('cooking_demos_brand_idx').on(t.brandId),
  ],
);
export type CookingDemoRow = typeof cookingDemos.$inferSelect;
export type NewCookingDemo = typeof cookingDemos.$inferInsert;
