import { and, eq, gt, isNull } from 'drizzle-orm';
import { identityDevOidcCodes, type DevOidcClaims, type Db } from '@shop/db';
import { hashToken, randomToken } from '../secrets.ts';

/** A code is exchanged by the client right after the redirect; a minute is plenty (as for the storefront's codes). */
export const DEV_CODE_TTL_MS = 60 * 1000;

export interface DevCodeGrant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  claims: DevOidcClaims;
}

export async function createDevCode(db: Db, grant: DevCodeGrant, now: Date): Promise<string> {
  const code = randomToken();
  await db.insert(identityDevOidcCodes).values({
    ...grant,
    codeHash: hashToken(code),
    expiresAt: new Date(now.getTime() + DEV_CODE_TTL_MS),
  });
  return code;
}

/** Marks the code used in the statement that finds it, so a code works once even when sent twice at once. */
export async function consumeDevCode(db: Db, code: string, now: Date): Promise<DevCodeGrant | null> {
  if (!code) return null;
  const rows = await db
    .update(identityDevOidcCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(identityDevOidcCodes.codeHash, hashToken(code)),
        isNull(identityDevOidcCodes.usedAt),
        gt(identityDevOidcCodes.expiresAt, now),
      ),
    )
    .returning();
  const row = rows[0];
  if (!row) return null;
  return {
    clientId: row.clientId,
    redirectUri: row.redirectUri,
    codeChallenge: row.codeChallenge,
    nonce: row.nonce,
    claims: row.claims,
  };
}
