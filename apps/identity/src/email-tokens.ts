import { and, eq, gt, isNull } from 'drizzle-orm';
import { identityEmailTokens, type Db, type EmailTokenPurpose } from '@shop/db';
import { hashToken, randomToken } from './secrets.ts';

/** Confirmation and reset links work once, for an hour. */
export const EMAIL_TOKEN_TTL_MS = 60 * 60 * 1000;

export async function issueEmailToken(
  db: Db,
  input: { accountId: string; purpose: EmailTokenPurpose; email: string; now: Date },
): Promise<string> {
  const token = randomToken();
  await db.insert(identityEmailTokens).values({
    tokenHash: hashToken(token),
    accountId: input.accountId,
    purpose: input.purpose,
    email: input.email,
    expiresAt: new Date(input.now.getTime() + EMAIL_TOKEN_TTL_MS),
  });
  return token;
}

/** Uses the token up as it is found; null when unknown, of the other purpose, used or expired. */
export async function consumeEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<{ accountId: string; email: string } | null> {
  const rows = await db
    .update(identityEmailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(identityEmailTokens.tokenHash, hashToken(token)),
        eq(identityEmailTokens.purpose, purpose),
        isNull(identityEmailTokens.usedAt),
        gt(identityEmailTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: identityEmailTokens.accountId, email: identityEmailTokens.email });
  return rows[0] ?? null;
}

/** A new reset link makes the older ones of the account worthless: only the latest mail works. */
export async function retireEmailTokens(
  db: Db,
  accountId: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(identityEmailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(identityEmailTokens.accountId, accountId),
        eq(identityEmailTokens.purpose, purpose),
        isNull(identityEmailTokens.usedAt),
      ),
    );
}
