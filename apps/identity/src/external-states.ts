import { and, eq, gt, isNull } from 'drizzle-orm';
import { identityExternalLoginStates, type Db, type IdentityExternalLoginStateRow } from '@shop/db';
import { hashToken } from './secrets.ts';

// Sign-ins at a provider in progress (docs/decisions/0023), in the database so that any instance takes the callback.

/** Long enough to sign in at a provider, type a password and approve; short enough that a stale tab starts over. */
export const EXTERNAL_STATE_TTL_MS = 10 * 60 * 1000;

export type ExternalState = Omit<
  IdentityExternalLoginStateRow,
  'stateHash' | 'usedAt' | 'createdAt' | 'expiresAt'
>;

export async function saveExternalState(
  db: Db,
  state: string,
  values: ExternalState,
  now: Date,
): Promise<void> {
  await db.insert(identityExternalLoginStates).values({
    ...values,
    stateHash: hashToken(state),
    expiresAt: new Date(now.getTime() + EXTERNAL_STATE_TTL_MS),
  });
}

/** Marks the state used in the statement that finds it: a replayed callback, even a simultaneous one, gets null. */
export async function consumeExternalState(
  db: Db,
  state: string,
  provider: string,
  now: Date,
): Promise<IdentityExternalLoginStateRow | null> {
  if (!state) return null;
  const rows = await db
    .update(identityExternalLoginStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(identityExternalLoginStates.stateHash, hashToken(state)),
        eq(identityExternalLoginStates.provider, provider),
        isNull(identityExternalLoginStates.usedAt),
        gt(identityExternalLoginStates.expiresAt, now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}
