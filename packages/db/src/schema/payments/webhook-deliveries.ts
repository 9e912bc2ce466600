import { index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { paymentsSchema } from './schema.ts';

/**
 * The gateway's notifications to the merchant (docs/decisions/0029-buy-now-pay-later.md): written in the same
 * transaction as the payment's change, then posted, signed, until the merchant answers 2xx, on a backoff.
 */
export const webhookDeliveries = paymentsSchema.table(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Unique per event: the merchant de-duplicates by it. */
    eventId: text('event_id').notNull().unique(),
    merchantAccount: text('merchant_account').notNull(),
    pspReference: text('psp_reference').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_due_idx').on(t.deliveredAt, t.nextAttemptAt)],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
