import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * A staff member's reminder (000 §3 'Reminders': id, name, notes, date), kept by the staff pages' reminders screens
 * (docs/decisions/0030). `account_id` is the identity service's `sub` of the staff member who owns it; every read and
 * write filters on it. `project_id` names the project a reminder was made from (000 §7 'reminders/create with
 * projectId'); projects are the staff tools' own and are not joined here. A completed reminder keeps its row.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    name: text('name').notNull(),
    notes: text('notes').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    projectId: text('project_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reminders_account_open_idx')
      .on(t.accountId, t.dueDate)
      .where(sql`${t.completedAt} is null`),
    index('reminders_account_due_idx').on(t.accountId, t.dueDate),
    check('reminders_name_length', sql`char_length(${t.name}) between 1 and 120`),
    check('reminders_notes_length', sql`char_length(${t.notes}) <= 2000`),
  ],
);
export type ReminderRow = typeof reminders.$inferSelect;
