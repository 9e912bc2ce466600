import { eq, sql } from 'drizzle-orm';
import { identityAccounts, type Db, type IdentityAccountRow } from '@shop/db';

// Account rows. Plain functions with the db passed in; a missing row is null.

export type AccountRow = IdentityAccountRow;
export type NewAccount = typeof identityAccounts.$inferInsert;

/** Ten wrong passwords in a row lock the account for 15 minutes. */
export const LOCKOUT_THRESHOLD = 10;
export const LOCKOUT_MS = 15 * 60 * 1000;

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | null> {
  const rows = await db
    .select()
    .from(identityAccounts)
    .where(sql`lower(${identityAccounts.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findAccountById(db: Db, id: string): Promise<AccountRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const rows = await db.select().from(identityAccounts).where(eq(identityAccounts.id, id)).limit(1);
  return rows[0] ?? null;
}

/** null when the e-mail is taken (the unique index decides, so two registrations at once cannot both win). */
export async function insertAccount(db: Db, values: NewAccount): Promise<AccountRow | null> {
  const rows = await db.insert(identityAccounts).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function updateAccount(
  db: Db,
  id: string,
  patch: Partial<Omit<NewAccount, 'id' | 'createdAt'>>,
): Promise<AccountRow | null> {
  const rows = await db
    .update(identityAccounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(identityAccounts.id, id))
    .returning();
  return rows[0] ?? null;
}

/**
 * Counts a wrong password in one statement (two wrong tries at once both count). The tenth in a row locks the account
 * and starts the count again, so the next lock needs another ten.
 */
export async function recordFailedLogin(db: Db, id: string, now: Date): Promise<AccountRow | null> {
  const lockUntil = new Date(now.getTime() + LOCKOUT_MS);
  const rows = await db
    .update(identityAccounts)
    .set({
      failedLogins: sql`CASE WHEN ${identityAccounts.failedLogins} + 1 >= ${LOCKOUT_THRESHOLD} THEN 0 ELSE ${identityAccounts.failedLogins} + 1 END`,
      lockedUntil: sql`CASE WHEN ${identityAccounts.failedLogins} + 1 >= ${LOCKOUT_THRESHOLD} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${identityAccounts.lockedUntil} END`,
    })
    .where(eq(identityAccounts.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function clearFailedLogins(db: Db, id: string): Promise<void> {
  await db
    .update(identityAccounts)
    .set({ failedLogins: 0, lockedUntil: null })
    .where(eq(identityAccounts.id, id));
}

export function isLocked(account: Pick<AccountRow, 'lockedUntil'>, now: Date): boolean {
  return account.lockedUntil !== null && account.lockedUntil.getTime() > now.getTime();
}

export async function countAccounts(db: Db): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(identityAccounts);
  return rows[0]?.n ?? 0;
}
