import { and, eq } from 'drizzle-orm';
import { identityExternalLogins, type Db } from '@shop/db';
import { normaliseEmail } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import {
  findAccountByEmail,
  findAccountById,
  insertAccount,
  updateAccount,
  type AccountRow,
} from './accounts.ts';
import { IDENTITY_MESSAGES } from './messages.ts';
import { hashPassword } from './passwords.ts';
import { randomToken } from './secrets.ts';
import { revokeAllSessions } from './sessions.ts';

/** Who a provider says signed in: the claims of its verified ID token that matter here. */
export interface ExternalIdentity {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

const unverified = () =>
  new AppError('external_email_unverified', [IDENTITY_MESSAGES.externalEmailUnverified]);

async function link(db: Db, identity: ExternalIdentity, accountId: string, now: Date): Promise<void> {
  await db
    .insert(identityExternalLogins)
    .values({
      provider: identity.provider,
      subject: identity.subject,
      accountId,
      email: identity.email,
      lastUsedAt: now,
    })
    .onConflictDoNothing();
}

/**
 * The local account of a provider's user (docs/decisions/0023). Known (provider, subject): that account. Otherwise
 * the e-mail decides, and only when the provider vouches for it (`email_verified`): an account with that address is
 * linked, or a new one is made. An address the provider has not verified could be anyone's, so it neither opens an
 * existing account nor takes the address from its owner.
 *
 * Linking to an account whose address was never confirmed drops its password and sessions: whoever registered it
 * without proving the address (perhaps someone waiting for its owner) keeps no way in.
 */
export async function accountForExternalIdentity(
  db: Db,
  identity: ExternalIdentity,
  now: Date,
): Promise<AccountRow> {
  const known = await db
    .select({ accountId: identityExternalLogins.accountId })
    .from(identityExternalLogins)
    .where(
      and(
        eq(identityExternalLogins.provider, identity.provider),
        eq(identityExternalLogins.subject, identity.subject),
      ),
    )
    .limit(1);
  if (known[0]) {
    const account = await findAccountById(db, known[0].accountId);
    if (account) {
      await db
        .update(identityExternalLogins)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(identityExternalLogins.provider, identity.provider),
            eq(identityExternalLogins.subject, identity.subject),
          ),
        );
      return account;
    }
  }
  const email = identity.email ? normaliseEmail(identity.email) : '';
  if (!email || !identity.emailVerified) throw unverified();

  const existing = await findAccountByEmail(db, email);
  if (existing) {
    let account = existing;
    if (!existing.emailConfirmedAt) {
      await revokeAllSessions(db, existing.id, now);
      account =
        (await updateAccount(db, existing.id, {
          passwordHash: await hashPassword(randomToken()),
          emailConfirmedAt: now,
          failedLogins: 0,
          lockedUntil: null,
        })) ?? existing;
    }
    await link(db, identity, account.id, now);
    return account;
  }

  // No password anyone knows: the shopper signs in through the provider, or sets one with 'forgot password'.
  const created = await insertAccount(db, {
    email,
    passwordHash: await hashPassword(randomToken()),
    firstName: identity.givenName,
    lastName: identity.familyName,
    emailConfirmedAt: now,
  });
  // Another sign-in made the account between the look-up and here: link to that one.
  const account = created ?? (await findAccountByEmail(db, email));
  if (!account) throw unverified();
  await link(db, identity, account.id, now);
  return account;
}
