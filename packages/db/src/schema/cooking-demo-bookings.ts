import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, sqlList, updatedAt } from './columns.ts';
import { cookingDemos } from './cooking-demos.ts';

/**
 * A booking or wait-list entry of a cooking demo, one row through its life (docs/decisions/0035):
 * booked (seats taken) | waiting (no seats, in `wait_listed_at` order) → offered (seats held until
 * `offer_expires_at`) → booked | lapsed; any active entry → cancelled by its owner.
 * The e-mailed link carries a random token; only its SHA-256 is kept.
 */
export const COOKING_DEMO_BOOKING_STATUSES = ['booked', 'waiting', 'offered', 'cancelled', 'lapsed'] as const;
export type CookingDemoBookingStatus = (typeof COOKING_DEMO_BOOKING_STATUSES)[number];
export const COOKING_DEMO_BOOKING_SOURCES = ['booking', 'legacy-booking', 'wait-list'] as const;

export const cookingDemoBookings = pgTable(
  'cooking_demo_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to the shopper and staff ('CD-7K3M9Q'). */
    reference: text('reference').notNull().unique(),
    demoId: integer('demo_id')
      .notNull()
      .references(() => cookingDemos.id, { onDelete: 'cascade' }),
    status: text('status').$type<CookingDemoBookingStatus>().notNull(),
    /** 'pending' until the shopper answers the invitation, then 'attending'. */
    rsvp: text('rsvp').$type<'pending' | 'attending'>().notNull().default('pending'),
    seats: integer('seats').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Normalised (lower case). */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    orderNumber: text('order_number'),
    source: text('source').$type<(typeof COOKING_DEMO_BOOKING_SOURCES)[number]>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    waitListedAt: timestamp('wait_listed_at', { withTimezone: true }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cooking_demo_bookings_status_chk', sql.raw(`status IN (${sqlList(COOKING_DEMO_BOOKING_STATUSES)})`)),
    check('cooking_demo_bookings_source_chk', sql.raw(`source IN (${sqlList(COOKING_DEMO_BOOKING_SOURCES)})`)),
    check('cooking_demo_bookings_rsvp_chk', sql`${t.rsvp} IN ('pending', 'attending')`),
    check('cooking_demo_bookings_seats_chk', sql`${t.seats} BETWEEN 1 AND 4`),
    /** One active booking or wait-list place per e-mail per demo: a repeated submit cannot take seats twice. */
    uniqueIndex('cooking_demo_bookings_active_email_idx')
      .on(t.demoId, t.email)
      .where(sql`status IN ('booked', 'waiting', 'offered')`),
    index('cooking_demo_bookings_wait_idx').on(t.demoId, t.status, t.waitListedAt),
    index('cooking_demo_bookings_offer_idx').on(t.offerExpiresAt).where(sql`status = 'offered'`),
  ],
);
export type CookingDemoBookingRow = typeof cookingDemoBookings.$inferSelect;
export type NewCookingDemoBooking = typeof cookingDemoBookings.$inferInsert;
