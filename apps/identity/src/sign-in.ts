import { normaliseEmail } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import {
  clearFailedLogins,
  findAccountByEmail,
  findAccountById,
  isLocked,
  recordFailedLogin,
  type AccountRow,
} from './accounts.ts';
import type { IdentityContext } from './context.ts';
import { IDENTITY_MESSAGES } from './messages.ts';
import { verifyDecoy, verifyPassword } from './passwords.ts';
import { sameSecret } from './secrets.ts';
import {
  consumeAuthorizationCode,
  createAuthorizationCode,
  isSessionLive,
  revokeSession,
  revokeSessionByToken,
  rotateRefreshToken,
  startSession,
  type SessionTokens,
} from './sessions.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ID_TOKEN_TYPE,
  signAccessToken,
  signIdToken,
  verifyOwnToken,
} from './tokens.ts';

const invalidLogin = () => new AppError('invalid_login', [IDENTITY_MESSAGES.invalidLogin]);
const locked = () => new AppError('account_locked', [IDENTITY_MESSAGES.locked]);
const tooMany = () => new AppError('rate_limited', [IDENTITY_MESSAGES.tooMany]);

/**
 * Checks an e-mail and password. An unknown e-mail and a wrong password give the same answer, take the same time
 * (a decoy hash is checked) and lock after the same number of tries, so the answer never tells whether an account
 * exists.
 */
export async function checkPassword(
  ctx: IdentityContext,
  input: { email: string; password: string; clientIp: string },
): Promise<AccountRow> {
  const email = normaliseEmail(input.email);
  const [perClient, perAccount] = await Promise.all([
    ctx.limits.signInPerClient.hit(input.clientIp),
    ctx.limits.signInPerAccount.hit(email),
  ]);
  if (!perClient.allowed || !perAccount.allowed) throw tooMany();
  if (!email || !input.password) throw invalidLogin();
  const now = ctx.now();
  const account = await findAccountByEmail(ctx.db, email);
  if (!account) {
    await verifyDecoy(input.password);
    const failures = await ctx.limits.unknownAccountFailures.hit(email);
    throw failures.allowed ? invalidLogin() : locked();
  }
  if (isLocked(account, now)) throw locked();
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    const after = await recordFailedLogin(ctx.db, account.id, now);
    throw after && isLocked(after, now) ? locked() : invalidLogin();
  }
  if (account.failedLogins > 0 || account.lockedUntil) await clearFailedLogins(ctx.db, account.id);
  return account;
}

/** The single-use code the browser carries back to the storefront; the tokens never travel through it. */
export async function issueCode(ctx: IdentityContext, account: AccountRow, nonce: string): Promise<string> {
  return createAuthorizationCode(ctx.db, {
    accountId: account.id,
    clientId: ctx.config.clientId,
    nonce,
    now: ctx.now(),
  });
}

/** The storefront's server proves itself with its client id and secret on every back-channel call. */
export function authenticateClient(
  ctx: IdentityContext,
  clientId: string | undefined,
  secret: string | undefined,
): void {
  if (clientId !== ctx.config.clientId || !secret || !sameSecret(secret, ctx.clientSecret)) {
    throw new AppError('invalid_client', ['The client is not known or its secret is wrong.']);
  }
}

export interface IssuedTokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

async function tokensFor(
  ctx: IdentityContext,
  account: AccountRow,
  session: SessionTokens,
  nonce: string,
): Promise<IssuedTokens> {
  const common = {
    sub: account.id,
    issuer: ctx.config.issuer,
    audience: ctx.config.clientId,
    sid: session.familyId,
  };
  const now = ctx.now();
  const [accessToken, idToken] = await Promise.all([
    signAccessToken(ctx.key, { ...common, now }),
    signIdToken(ctx.key, {
      ...common,
      nonce,
      email: account.email,
      givenName: account.firstName,
      familyName: account.lastName,
      winningUserId: account.winningUserId,
      winningCmsUrl: account.winningCmsUrl,
      salespersonCode: account.salespersonCode,
      now,
    }),
  ]);
  return {
    access_token: accessToken,
    id_token: idToken,
    refresh_token: session.refreshToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  };
}

const invalidGrant = () => new AppError('invalid_grant', ['The code or token is invalid, used or expired.']);

export async function exchangeCode(ctx: IdentityContext, code: string): Promise<IssuedTokens> {
  const now = ctx.now();
  const granted = code ? await consumeAuthorizationCode(ctx.db, code, ctx.config.clientId, now) : null;
  if (!granted) throw invalidGrant();
  const account = await findAccountById(ctx.db, granted.accountId);
  if (!account) throw invalidGrant();
  const session = await startSession(ctx.db, { accountId: account.id, clientId: ctx.config.clientId, now });
  return tokensFor(ctx, account, session, granted.nonce);
}

/** Renews the tokens silently; the ID token of a renewal has an empty nonce (none was asked for). */
export async function refreshTokens(ctx: IdentityContext, refreshToken: string): Promise<IssuedTokens> {
  const session = refreshToken
    ? await rotateRefreshToken(ctx.db, refreshToken, ctx.config.clientId, ctx.now())
    : null;
  if (!session) throw invalidGrant();
  const account = await findAccountById(ctx.db, session.accountId);
  if (!account) throw invalidGrant();
  return tokensFor(ctx, account, session, '');
}

export async function revokeByRefreshToken(ctx: IdentityContext, refreshToken: string): Promise<void> {
  if (refreshToken) await revokeSessionByToken(ctx.db, refreshToken, ctx.config.clientId, ctx.now());
}

/** The account an access token names: a token of another key, an ID token or an expired token give null. */
export async function accountFromAccessToken(
  ctx: IdentityContext,
  token: string | null,
): Promise<{ account: AccountRow; sid: string | null } | null> {
  if (!token) return null;
  const verified = await verifyOwnToken(ctx.key, token, {
    issuer: ctx.config.issuer,
    audience: ctx.config.clientId,
    typ: 'at+jwt',
    now: ctx.now(),
  });
  if (!verified) return null;
  const account = await findAccountById(ctx.db, verified.sub);
  return account ? { account, sid: verified.sid } : null;
}

/** Ends the session the access token was issued in. Without a valid token there is nothing to end. */
export async function logout(
  ctx: IdentityContext,
  token: string | null,
  userId: string | undefined,
): Promise<void> {
  const signedIn = await accountFromAccessToken(ctx, token);
  if (!signedIn || !signedIn.sid) return;
  if (userId && userId !== signedIn.account.id) throw invalidLogin();
  await revokeSession(ctx.db, signedIn.sid, ctx.now());
}

/**
 * Signs in again without the password, from the ID token of a session that is still alive (not logged out, not
 * revoked): the browser gets a new code for a new nonce. A logged-out session's ID token is worth nothing here.
 */
export async function relogin(ctx: IdentityContext, idToken: string): Promise<AccountRow> {
  const verified = await verifyOwnToken(ctx.key, idToken, {
    issuer: ctx.config.issuer,
    audience: ctx.config.clientId,
    typ: ID_TOKEN_TYPE,
    now: ctx.now(),
  });
  if (!verified?.sid || !(await isSessionLive(ctx.db, verified.sid, verified.sub, ctx.now())))
    throw invalidLogin();
  const account = await findAccountById(ctx.db, verified.sub);
  if (!account) throw invalidLogin();
  return account;
}
