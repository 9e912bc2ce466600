import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The storefront's mail (order confirmations), always kept here for /dev/outbox. With SMTP_URL it is also sent, and a
 * failed send is retried by the mail sender loop until `sent_at` is set or the attempts run out (ADR 0028). Without
 * SMTP_URL `sent_at` and `next_attempt_at` stay null: nothing is due.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    kind: text('kind').notNull(),
    /** Sending the same mail twice (a retried placement) is a no-op. */
    dedupeKey: text('dedupe_key').unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Sends tried so far (counted when a send is claimed, so a crash mid-send still counts). */
    attempts: integer('attempts').notNull().default(0),
    /** When the next send is due; null: sent, given up, or never to be sent (no SMTP_URL). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Why the last send failed (the transport's message, never the mail's body). */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_due_idx').on(t.nextAttemptAt),
  ],
);
export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
