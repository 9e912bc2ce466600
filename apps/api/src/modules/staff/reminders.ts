import type { Reminders, ReminderStats, StaffReminder, StaffReminderList } from '@shop/contracts';
import type { ReminderInput, ReminderUpdate } from '@shop/contracts';
import type { Db, ReminderRow } from '@shop/db';
import { AppError } from '@shop/server-kit';
import {
  completeReminderRow,
  countOpenReminders,
  findReminderRow,
  insertReminderRow,
  listReminderRows,
  projectNamesOf,
  reminderRowsSince,
  updateReminderRow,
} from './reminder-queries.ts';

/** How many reminders one list answers; `totalCount` still counts them all. */
export const REMINDER_LIST_LIMIT = 100;

export function toStaffReminder(row: ReminderRow, projectNames: ReadonlyMap<string, string>): StaffReminder {
  return {
    id: row.id,
    name: row.name,
    notes: row.notes,
    date: row.dueDate,
    projectId: row.projectId,
    projectName: row.projectId ? (projectNames.get(row.projectId) ?? null) : null,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

/** Reminders as the staff pages show them: each with its project's name while the project exists. */
async function withProjectNames(db: Db, accountId: string, rows: ReminderRow[]): Promise<StaffReminder[]> {
  const names = await projectNamesOf(
    db,
    accountId,
    rows.map((r) => r.projectId),
  );
  return rows.map((row) => toStaffReminder(row, names));
}

async function oneWithProjectName(db: Db, accountId: string, row: ReminderRow): Promise<StaffReminder> {
  const [reminder] = await withProjectNames(db, accountId, [row]);
  return reminder!;
}

const notFound = () => new AppError('not_found', ['Reminder not found']);
const projectNotFound = () => new AppError('not_found', ['Project not found']);

/** GET /api/account/reminders (000 §3 'Reminders'): the open reminders, soonest first. */
export async function headerReminders(db: Db, accountId: string): Promise<Reminders> {
  const { rows, totalCount } = await listReminderRows(db, accountId, 'open', REMINDER_LIST_LIMIT);
  return {
    totalCount,
    reminders: rows.map((row) => ({ id: row.id, name: row.name, notes: row.notes, date: row.dueDate })),
  };
}

export async function listReminders(
  db: Db,
  accountId: string,
  status: 'open' | 'completed',
): Promise<StaffReminderList> {
  const { rows, totalCount } = await listReminderRows(db, accountId, status, REMINDER_LIST_LIMIT);
  return { totalCount, reminders: await withProjectNames(db, accountId, rows) };
}

export async function getReminder(db: Db, accountId: string, id: string): Promise<StaffReminder> {
  const row = await findReminderRow(db, accountId, id);
  if (!row) throw notFound();
  return oneWithProjectName(db, accountId, row);
}

export async function createReminder(
  db: Db,
  accountId: string,
  input: { name: string; notes: string; date: string; projectId?: string | undefined },
  now: Date,
): Promise<StaffReminder> {
  // A reminder from a project is from one of the staff member's own projects.
  if (input.projectId !== undefined) {
    const names = await projectNamesOf(db, accountId, [input.projectId]);
    if (!names.has(input.projectId)) throw projectNotFound();
  }
  const row = await insertReminderRow(db, {
    createdAt: now,
    updatedAt: now,
    accountId,
    name: input.name,
    notes: input.notes,
    dueDate: input.date,
    projectId: input.projectId ?? null,
  });
  return oneWithProjectName(db, accountId, row);
}

export async function editReminder(
  db: Db,
  accountId: string,
  id: string,
  changes: { name?: string | undefined; notes?: string | undefined; date?: string | undefined },
  now: Date,
): Promise<StaffReminder> {
  const row = await updateReminderRow(db, accountId, id, now, {
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(changes.notes === undefined ? {} : { notes: changes.notes }),
    ...(changes.date === undefined ? {} : { dueDate: changes.date }),
  });
  if (!row) throw notFound();
  return oneWithProjectName(db, accountId, row);
}

export async function completeReminder(
  db: Db,
  accountId: string,
  id: string,
  now: Date,
): Promise<StaffReminder> {
  const row = await completeReminderRow(db, accountId, id, now);
  if (!row) throw notFound();
  return oneWithProjectName(db, accountId, row);
}

/** The calendar day of an instant in a time zone, 'YYYY-MM-DD'. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Reminders per week, Monday first, for the `weeks` weeks ending with this one: how many were made, completed and
 * fall due in each, counted by the calendar day in the shop's time zone.
 */
export function bucketByWeek(
  rows: readonly { createdAt: Date; completedAt: Date | null; dueDate: string }[],
  today: string,
  weeks: number,
  timeZone: string,
): ReminderStats['weeks'] {
  const thisWeek = mondayOf(today);
  const starts = Array.from({ length: weeks }, (_, i) => addDays(thisWeek, -7 * (weeks - 1 - i)));
  const buckets = new Map(
    starts.map((weekStart) => [weekStart, { weekStart, created: 0, completed: 0, due: 0 }]),
  );
  for (const row of rows) {
    const made = buckets.get(mondayOf(dayIn(row.createdAt, timeZone)));
    if (made) made.created += 1;
    const done = row.completedAt ? buckets.get(mondayOf(dayIn(row.completedAt, timeZone))) : undefined;
    if (done) done.completed += 1;
    const due = buckets.get(mondayOf(row.dueDate));
    if (due) due.due += 1;
  }
  return starts.map((start) => buckets.get(start)!);
}

export async function reminderStats(
  db: Db,
  accountId: string,
  weeks: number,
  now: Date,
  timeZone: string,
): Promise<ReminderStats> {
  const today = dayIn(now, timeZone);
  const firstDay = addDays(mondayOf(today), -7 * (weeks - 1));
  // A day earlier than the first Monday in UTC covers every time zone ahead of it.
  const since = new Date(`${addDays(firstDay, -1)}T00:00:00Z`);
  const [rows, open] = await Promise.all([
    reminderRowsSince(db, accountId, since, firstDay),
    countOpenReminders(db, accountId),
  ]);
  return { weeks: bucketByWeek(rows, today, weeks, timeZone), open };
}

export type { ReminderInput, ReminderUpdate };
