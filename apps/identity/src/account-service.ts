import {
  accountLink,
  emailChangeErrorMessage,
  isValidEmail,
  isValidPhone,
  normaliseAbn,
  normaliseEmail,
} from '@shop/domain';
import {
  IDENTITY_FIELD_MESSAGES,
  type ForgotPasswordBody,
  type IdentityProfile,
  type RegisterBody,
  type ResetPasswordBody,
  type UpdateProfileBody,
} from '@shop/contracts';
import { AppError } from '@shop/server-kit';
import {
  clearFailedLogins,
  findAccountByEmail,
  findAccountById,
  insertAccount,
  updateAccount,
  type AccountRow,
} from './accounts.ts';
import type { IdentityContext } from './context.ts';
import { consumeEmailToken, issueEmailToken, retireEmailTokens } from './email-tokens.ts';
import { IDENTITY_MESSAGES, MAIL_TEXT } from './messages.ts';
import { assertStrongPassword, hashPassword } from './passwords.ts';
import { revokeAllSessions } from './sessions.ts';
import { allowedOrigin } from './redirects.ts';
import { accountFromAccessToken } from './sign-in.ts';

const tooMany = () => new AppError('rate_limited', [IDENTITY_MESSAGES.tooMany]);
const linkInvalid = () => new AppError('token_invalid', [IDENTITY_MESSAGES.linkInvalid]);

/**
 * Links in mail open the storefront's pages: on the brand's site the shopper came from when it is an allowed origin,
 * else on the first configured one.
 */
function storefrontOrigin(ctx: IdentityContext, requested?: string): string {
  const chosen = requested ? allowedOrigin(requested, ctx.config.allowedOrigins) : null;
  const origin = chosen ?? ctx.config.allowedOrigins[0];
  if (!origin) throw new Error('IDENTITY_ALLOWED_ORIGINS names no storefront');
  return origin;
}

async function sendConfirmation(
  ctx: IdentityContext,
  account: AccountRow,
  email: string,
  origin?: string,
): Promise<void> {
  const now = ctx.now();
  await retireEmailTokens(ctx.db, account.id, 'confirm', now);
  const token = await issueEmailToken(ctx.db, { accountId: account.id, purpose: 'confirm', email, now });
  await ctx.mailer.send({
    to: email,
    subject: MAIL_TEXT.confirmSubject,
    text: MAIL_TEXT.confirmBody(account.firstName),
    actionUrl: accountLink(storefrontOrigin(ctx, origin), 'confirmEmail', token),
    actionLabel: MAIL_TEXT.confirmAction,
  });
}

async function limitMail(ctx: IdentityContext, email: string, clientIp: string): Promise<void> {
  const [perClient, perAccount] = await Promise.all([
    ctx.limits.mailPerClient.hit(clientIp),
    ctx.limits.mailPerAccount.hit(email),
  ]);
  if (!perClient.allowed || !perAccount.allowed) throw tooMany();
}

export async function register(
  ctx: IdentityContext,
  body: RegisterBody,
  clientIp: string,
  origin?: string,
): Promise<{ userId: string; message: string }> {
  if (!(await ctx.limits.registerPerClient.hit(clientIp)).allowed) throw tooMany();
  assertStrongPassword(body.password);
  const email = normaliseEmail(body.email);
  const abn = body.ABN ? normaliseAbn(body.ABN) : '';
  const account = await insertAccount(ctx.db, {
    email,
    passwordHash: await hashPassword(body.password),
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    phone: body.phone?.trim() || null,
    abn: abn || null,
    clientId: body.clientId?.trim() || ctx.config.clientId,
  });
  if (!account) throw new AppError('email_taken', [IDENTITY_MESSAGES.emailTaken]);
  await sendConfirmation(ctx, account, email, origin);
  return { userId: account.id, message: IDENTITY_MESSAGES.registered };
}

/** The same answer whether or not the address has an account (no enumeration); mail goes only to real accounts. */
export async function forgotPassword(
  ctx: IdentityContext,
  body: ForgotPasswordBody,
  clientIp: string,
  origin?: string,
): Promise<string> {
  const email = normaliseEmail(body.email);
  await limitMail(ctx, email, clientIp);
  const account = await findAccountByEmail(ctx.db, email);
  if (account) {
    const now = ctx.now();
    await retireEmailTokens(ctx.db, account.id, 'reset', now);
    const token = await issueEmailToken(ctx.db, {
      accountId: account.id,
      purpose: 'reset',
      email: account.email,
      now,
    });
    await ctx.mailer.send({
      to: account.email,
      subject: MAIL_TEXT.resetSubject,
      text: MAIL_TEXT.resetBody(account.firstName),
      actionUrl: accountLink(storefrontOrigin(ctx, origin), 'resetPassword', token),
      actionLabel: MAIL_TEXT.resetAction,
    });
  }
  return IDENTITY_MESSAGES.resetSent;
}

/**
 * A new password from a reset link. The link proves the shopper reads the mailbox, so it also confirms the address
 * and lifts a lockout; every session is ended, since whoever knew the old password may hold one.
 */
export async function resetPassword(ctx: IdentityContext, body: ResetPasswordBody): Promise<string> {
  assertStrongPassword(body.password);
  const now = ctx.now();
  const used = await consumeEmailToken(ctx.db, body.token, 'reset', now);
  if (!used) throw linkInvalid();
  const account = await findAccountById(ctx.db, used.accountId);
  if (!account) throw linkInvalid();
  await updateAccount(ctx.db, account.id, {
    passwordHash: await hashPassword(body.password),
    ...(account.email === used.email && !account.emailConfirmedAt ? { emailConfirmedAt: now } : {}),
  });
  await clearFailedLogins(ctx.db, account.id);
  await revokeAllSessions(ctx.db, account.id, now);
  return IDENTITY_MESSAGES.passwordReset;
}

/** Confirms the address the link was sent to, and only while the account still has it. */
export async function confirmEmail(ctx: IdentityContext, token: string): Promise<string> {
  const now = ctx.now();
  const used = token ? await consumeEmailToken(ctx.db, token, 'confirm', now) : null;
  if (!used) throw linkInvalid();
  const account = await findAccountById(ctx.db, used.accountId);
  if (!account || account.email !== used.email) throw linkInvalid();
  if (!account.emailConfirmedAt) await updateAccount(ctx.db, account.id, { emailConfirmedAt: now });
  return IDENTITY_MESSAGES.emailConfirmed;
}

export async function resendConfirmEmail(
  ctx: IdentityContext,
  body: ForgotPasswordBody,
  clientIp: string,
  origin?: string,
): Promise<string> {
  const email = normaliseEmail(body.email);
  await limitMail(ctx, email, clientIp);
  const account = await findAccountByEmail(ctx.db, email);
  if (account && !account.emailConfirmedAt) await sendConfirmation(ctx, account, account.email, origin);
  return IDENTITY_MESSAGES.confirmSent;
}

export function toProfile(account: AccountRow): IdentityProfile {
  return {
    userId: account.id,
    email: account.email,
    emailConfirmed: account.emailConfirmedAt !== null,
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone,
    abn: account.abn,
    winningUserId: account.winningUserId,
    winningCmsUrl: account.winningCmsUrl,
    salespersonCode: account.salespersonCode,
  };
}

export async function getProfile(ctx: IdentityContext, token: string | null): Promise<IdentityProfile> {
  const signedIn = await accountFromAccessToken(ctx, token);
  if (!signedIn) throw new AppError('unauthorized');
  return toProfile(signedIn.account);
}

/**
 * Saves the fields the shopper changed. Without a valid access token (or for another user id) the answer is the
 * spec's 'Invalid login' (000 §8); a new e-mail must be free and is unconfirmed until its link is opened.
 */
export async function updateProfile(
  ctx: IdentityContext,
  token: string | null,
  body: UpdateProfileBody,
  origin?: string,
): Promise<{ profile: IdentityProfile; message: string }> {
  const signedIn = await accountFromAccessToken(ctx, token);
  if (!signedIn || (body.userId && body.userId !== signedIn.account.id)) {
    throw new AppError('invalid_login', [emailChangeErrorMessage(false) ?? IDENTITY_MESSAGES.invalidLogin]);
  }
  const account = signedIn.account;
  const patch: Parameters<typeof updateAccount>[2] = {};
  const problems: string[] = [];
  if (body.firstNameChanged) {
    if (!body.firstName?.trim()) problems.push('Please enter your first name');
    else patch.firstName = body.firstName.trim();
  }
  if (body.lastNameChanged) {
    if (!body.lastName?.trim()) problems.push('Please enter your last name');
    else patch.lastName = body.lastName.trim();
  }
  if (body.phoneChanged) {
    const phone = body.phone?.trim() ?? '';
    if (phone !== '' && !isValidPhone(phone)) problems.push(IDENTITY_FIELD_MESSAGES.phone);
    else patch.phone = phone === '' ? null : phone;
  }
  let newEmail: string | null = null;
  if (body.emailChanged) {
    const email = normaliseEmail(body.email ?? '');
    if (!isValidEmail(email)) problems.push('Please enter a valid email address');
    else if (email !== account.email) newEmail = email;
  }
  if (problems.length > 0) throw new AppError('validation_failed', problems);
  if (newEmail) {
    const holder = await findAccountByEmail(ctx.db, newEmail);
    if (holder) throw new AppError('email_taken', [IDENTITY_MESSAGES.emailTaken]);
    patch.email = newEmail;
    patch.emailConfirmedAt = null;
  }
  let updated = account;
  if (Object.keys(patch).length > 0) {
    const row = await updateAccount(ctx.db, account.id, patch).catch((err: unknown) => {
      // Another account took the address between the check and the write: the unique index refused it.
      if (newEmail) throw new AppError('email_taken', [IDENTITY_MESSAGES.emailTaken]);
      throw err;
    });
    if (row) updated = row;
  }
  if (newEmail) await sendConfirmation(ctx, updated, newEmail, origin);
  return {
    profile: toProfile(updated),
    message: newEmail ? IDENTITY_MESSAGES.emailChangeSent : IDENTITY_MESSAGES.profileUpdated,
  };
}
