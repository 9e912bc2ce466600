import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { projects, reminders, type Db, type ReminderRow } from '@shop/db';

// The reminders table (docs/decisions/0030). Every query filters on the staff member's account id, so another
// account's reminder id is simply not found.

export async function listReminderRows(
  db: Db,
  accountId: string,
  status: 'open' | 'completed',
  limit: number,
): Promise<{ rows: ReminderRow[]; totalCount: number }> {
  const where = and(
    eq(reminders.accountId, accountId),
    status === 'open' ? isNull(reminders.completedAt) : isNotNull(reminders.completedAt),
  );
  const order =
    status === 'open'
      ? [asc(reminders.dueDate), asc(reminders.createdAt)]
      : [desc(reminders.completedAt), desc(reminders.createdAt)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reminders)
      .where(where)
      .orderBy(...order)
      .limit(limit),
    db.select({ n: count() }).from(reminders).where(where),
  ]);
  return { rows, totalCount: Number(total?.n ?? 0) };
}

export async function findReminderRow(db: Db, accountId: string, id: string): Promise<ReminderRow | null> {
  const [row] = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.accountId, accountId), eq(reminders.id, id)));
  return row ?? null;
}

export async function insertReminderRow(
  db: Db,
  row: {
    accountId: string;
    name: string;
    notes: string;
    dueDate: string;
    projectId: string | null;
    createdAt: Date;
    updatedAt: Date;
  },
): Promise<ReminderRow> {
  const [inserted] = await db.insert(reminders).values(row).returning();
  if (!inserted) throw new Error('reminder insert returned no row');
  return inserted;
}

export async function updateReminderRow(
  db: Db,
  accountId: string,
  id: string,
  at: Date,
  changes: Partial<{ name: string; notes: string; dueDate: string }>,
): Promise<ReminderRow | null> {
  const [row] = await db
    .update(reminders)
    .set({ ...changes, updatedAt: at })
    .where(and(eq(reminders.accountId, accountId), eq(reminders.id, id)))
    .returning();
  return row ?? null;
}

/** Marks a reminder done once; completing a done one keeps its first completion time. */
export async function completeReminderRow(
  db: Db,
  accountId: string,
  id: string,
  at: Date,
): Promise<ReminderRow | null> {
  const [row] = await db
    .update(reminders)
    .set({ completedAt: at, updatedAt: at })
    .where(and(eq(reminders.accountId, accountId), eq(reminders.id, id), isNull(reminders.completedAt)))
    .returning();
  return row ?? findReminderRow(db, accountId, id);
}

/** The rows that can count in weeks from `since` on: made, completed or due then. */
export async function reminderRowsSince(db: Db, accountId: string, since: Date, sinceDate: string) {
  return db
    .select({
      createdAt: reminders.createdAt,
      completedAt: reminders.completedAt,
      dueDate: reminders.dueDate,
    })
    .from(reminders)
    .where(
      and(
        eq(reminders.accountId, accountId),
        or(
          gte(reminders.createdAt, since),
          gte(reminders.completedAt, since),
          gte(reminders.dueDate, sinceDate),
        ),
      ),
    );
}

export async function countOpenReminders(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reminders)
    .where(and(eq(reminders.accountId, accountId), isNull(reminders.completedAt)));
  return Number(row?.n ?? 0);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The names of the staff member's own projects among `ids` (a reminder keeps its project id when the project goes). */
export async function projectNamesOf(
  db: Db,
  accountId: string,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null && UUID.test(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.accountId, accountId), inArray(projects.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
