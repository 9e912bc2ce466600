import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orders, queryRows, referralCodes, referralRewards, type Db } from '@shop/db';

// Refer a friend's rows (docs/decisions/0039): each customer's code, and the rewards placed orders earned.

export async function findCodeOfAccount(db: Db, accountId: string) {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.accountId, accountId));
  return row ?? null;
}

export async function findReferralCode(db: Db, code: string) {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, code));
  return row ?? null;
}

/**
 * Records an account's code; false when the account already has one (a concurrent first ask got there first) or the
 * code is another account's. Either unique index makes the insert do nothing rather than fail.
 */
export async function insertReferralCode(
  db: Db,
  row: { accountId: string; code: string; email: string },
): Promise<boolean> {
  const inserted = await db
    .insert(referralCodes)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: referralCodes.code });
  return inserted.length > 0;
}

/** The rewards an account earned, newest first, each with the other side's e-mail (the friend). */
export async function listRewardsOf(db: Db, accountId: string) {
  const other = alias(referralRewards, 'other');
  return db
    .select({
      role: referralRewards.role,
      amountCents: referralRewards.amountCents,
      createdAt: referralRewards.createdAt,
      friendEmail: other.email,
    })
    .from(referralRewards)
    .innerJoin(other, and(eq(other.orderId, referralRewards.orderId), ne(other.role, referralRewards.role)))
    .where(eq(referralRewards.accountId, accountId))
    .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id));
}

/**
 * Holds, until the placing transaction ends, the right to decide rewards for one e-mail: two first orders of the same
 * shopper placed at once are judged one after the other, so the second sees the first as placed.
 */
export async function lockReferralEmail(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`referral:${email}`}, 0))`);
}

/** Whether the e-mail (normalised) has a placed order other than this one, or has earned the referred reward before. */
export async function hasEarlierOrderOrReward(db: Db, email: string, orderId: string): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`SELECT 1 AS found FROM ${orders}
        WHERE lower(btrim(${orders.email})) = ${email} AND ${orders.status} = 'placed' AND ${orders.id} <> ${orderId}
        UNION ALL
        SELECT 1 FROM ${referralRewards}
        WHERE lower(btrim(${referralRewards.email})) = ${email} AND ${referralRewards.role} = 'referred'
        LIMIT 1`,
  );
  return rows.length > 0;
}

export interface NewReward {
  orderId: string;
  code: string;
  role: 'referrer' | 'referred';
  accountId: string | null;
  email: string;
  amountCents: number;
}

/** Both sides' rewards of an order; a second write for the same order and side does nothing. */
export async function insertRewards(tx: Db, rows: NewReward[]): Promise<number> {
  const inserted = await tx
    .insert(referralRewards)
    .values(rows)
    .onConflictDoNothing({ target: [referralRewards.orderId, referralRewards.role] })
    .returning({ id: referralRewards.id });
  return inserted.length;
}
