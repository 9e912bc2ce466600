import { and, eq, gt, isNull } from 'drizzle-orm';
import { staffEmbedTokens, type Db, type StaffEmbedTokenRow, type StaffTokenPurpose } from '@shop/db';

// The staff tokens table (docs/decisions/0030): only hashes are stored and looked up.

export async function insertStaffToken(
  db: Db,
  row: {
    tokenHash: string;
    purpose: StaffTokenPurpose;
    accountId: string;
    winningUserId: string;
    salespersonCode: string | null;
    firstName: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(staffEmbedTokens).values(row);
}

/** Spends an unexpired, unused embed token in one statement, so two racing redeems cannot both win. */
export async function spendEmbedToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<StaffEmbedTokenRow | null> {
  const [row] = await db
    .update(staffEmbedTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffEmbedTokens.tokenHash, tokenHash),
        eq(staffEmbedTokens.purpose, 'embed'),
        isNull(staffEmbedTokens.usedAt),
        gt(staffEmbedTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findPageSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<StaffEmbedTokenRow | null> {
  const [row] = await db
    .select()
    .from(staffEmbedTokens)
    .where(
      and(
        eq(staffEmbedTokens.tokenHash, tokenHash),
        eq(staffEmbedTokens.purpose, 'page_session'),
        gt(staffEmbedTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}
