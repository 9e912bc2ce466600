import { and, eq, gt, gte, isNull, lt } from 'drizzle-orm';
import { identityAuthorizationCodes, identityRefreshSessions, type Db } from '@shop/db';
import { hashToken, randomToken } from './secrets.ts';

// Sign-in codes and refresh sessions (docs/decisions/0021). Only hashes of codes and tokens are stored.

/** A code is exchanged by the storefront's server straight after the redirect; a minute is plenty. */
export const CODE_TTL_MS = 60 * 1000;
/** A refresh token is good for 30 days from its issue; each use rotates it, so an active session slides on. */
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Two requests of one browser may renew with the same token at once, and behind a load balancer they may reach two
 * storefront instances, which cannot share one renewal in memory (docs/decisions/0043): the one that comes this soon
 * after the winner gets tokens too, in the same session, so neither instance signs the shopper out. Later, a used
 * token can only be a copy.
 */
export const REFRESH_REUSE_GRACE_MS = 10 * 1000;

export async function createAuthorizationCode(
  db: Db,
  input: { accountId: string; clientId: string; nonce: string; now: Date },
): Promise<string> {
  const code = randomToken();
  await db.insert(identityAuthorizationCodes).values({
    codeHash: hashToken(code),
    accountId: input.accountId,
    clientId: input.clientId,
    nonce: input.nonce,
    expiresAt: new Date(input.now.getTime() + CODE_TTL_MS),
  });
  return code;
}

/** Marks the code used in the same statement that finds it: a second exchange, even a simultaneous one, gets null. */
export async function consumeAuthorizationCode(
  db: Db,
  code: string,
  clientId: string,
  now: Date,
): Promise<{ accountId: string; nonce: string } | null> {
  const rows = await db
    .update(identityAuthorizationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(identityAuthorizationCodes.codeHash, hashToken(code)),
        eq(identityAuthorizationCodes.clientId, clientId),
        isNull(identityAuthorizationCodes.usedAt),
        gt(identityAuthorizationCodes.expiresAt, now),
      ),
    )
    .returning({ accountId: identityAuthorizationCodes.accountId, nonce: identityAuthorizationCodes.nonce });
  return rows[0] ?? null;
}

async function insertRefreshToken(
  db: Db,
  input: { familyId: string; accountId: string; clientId: string; now: Date },
): Promise<string> {
  const token = randomToken();
  await db.insert(identityRefreshSessions).values({
    familyId: input.familyId,
    accountId: input.accountId,
    clientId: input.clientId,
    tokenHash: hashToken(token),
    expiresAt: new Date(input.now.getTime() + REFRESH_TTL_MS),
  });
  return token;
}

export interface SessionTokens {
  accountId: string;
  /** The session: the `sid` claim of the tokens issued in it. */
  familyId: string;
  refreshToken: string;
}

export async function startSession(
  db: Db,
  input: { accountId: string; clientId: string; now: Date },
): Promise<SessionTokens> {
  const familyId = crypto.randomUUID();
  const refreshToken = await insertRefreshToken(db, { ...input, familyId });
  return { accountId: input.accountId, familyId, refreshToken };
}

/**
 * Swaps a refresh token for a new one of the same session. A token swapped within the last
 * REFRESH_REUSE_GRACE_MS is a racing renewal of the same browser: it gets a new token of the same session too. A token
 * swapped before that is being replayed (it was copied from somewhere), so the whole session is revoked and null
 * returned, for the thief and the owner alike.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  clientId: string,
  now: Date,
): Promise<SessionTokens | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .update(identityRefreshSessions)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(identityRefreshSessions.tokenHash, tokenHash),
        eq(identityRefreshSessions.clientId, clientId),
        isNull(identityRefreshSessions.rotatedAt),
        isNull(identityRefreshSessions.revokedAt),
        gt(identityRefreshSessions.expiresAt, now),
      ),
    )
    .returning({ accountId: identityRefreshSessions.accountId, familyId: identityRefreshSessions.familyId });
  const current = rows[0];
  if (!current) {
    const graceStart = new Date(now.getTime() - REFRESH_REUSE_GRACE_MS);
    const racing = await db
      .select({ accountId: identityRefreshSessions.accountId, familyId: identityRefreshSessions.familyId })
      .from(identityRefreshSessions)
      .where(
        and(
          eq(identityRefreshSessions.tokenHash, tokenHash),
          eq(identityRefreshSessions.clientId, clientId),
          gte(identityRefreshSessions.rotatedAt, graceStart),
          isNull(identityRefreshSessions.revokedAt),
          gt(identityRefreshSessions.expiresAt, now),
        ),
      )
      .limit(1);
    if (racing[0]) {
      const refreshToken = await insertRefreshToken(db, { ...racing[0], clientId, now });
      return { ...racing[0], refreshToken };
    }
    const replayed = await db
      .select({ familyId: identityRefreshSessions.familyId })
      .from(identityRefreshSessions)
      .where(
        and(
          eq(identityRefreshSessions.tokenHash, tokenHash),
          lt(identityRefreshSessions.rotatedAt, graceStart),
        ),
      )
      .limit(1);
    if (replayed[0]) await revokeSession(db, replayed[0].familyId, now);
    return null;
  }
  const refreshToken = await insertRefreshToken(db, { ...current, clientId, now });
  return { ...current, refreshToken };
}

export async function revokeSession(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(identityRefreshSessions)
    .set({ revokedAt: now })
    .where(and(eq(identityRefreshSessions.familyId, familyId), isNull(identityRefreshSessions.revokedAt)));
}

/** Revokes the session a refresh token belongs to (any of its tokens, rotated or not); false when none is known. */
export async function revokeSessionByToken(
  db: Db,
  token: string,
  clientId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ familyId: identityRefreshSessions.familyId })
    .from(identityRefreshSessions)
    .where(
      and(
        eq(identityRefreshSessions.tokenHash, hashToken(token)),
        eq(identityRefreshSessions.clientId, clientId),
      ),
    )
    .limit(1);
  if (!rows[0]) return false;
  await revokeSession(db, rows[0].familyId, now);
  return true;
}

export async function revokeAllSessions(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .update(identityRefreshSessions)
    .set({ revokedAt: now })
    .where(and(eq(identityRefreshSessions.accountId, accountId), isNull(identityRefreshSessions.revokedAt)));
}

/** A session is alive while its current token is neither revoked nor expired. */
export async function isSessionLive(
  db: Db,
  familyId: string,
  accountId: string,
  now: Date,
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(familyId)) return false;
  const rows = await db
    .select({ id: identityRefreshSessions.id })
    .from(identityRefreshSessions)
    .where(
      and(
        eq(identityRefreshSessions.familyId, familyId),
        eq(identityRefreshSessions.accountId, accountId),
        isNull(identityRefreshSessions.rotatedAt),
        isNull(identityRefreshSessions.revokedAt),
        gt(identityRefreshSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
