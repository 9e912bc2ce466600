import { index, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { identitySchema } from './schema.ts';

/** Mail the identity service would have sent, kept when no SMTP server is configured (the development outbox). */
export const identityOutboxMessages = identitySchema.table(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The one link the message is about (confirm, reset), shown clickable on the outbox page. */
    actionUrl: text('action_url'),
    actionLabel: text('action_label'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);
export type IdentityOutboxMessageRow = typeof identityOutboxMessages.$inferSelect;
