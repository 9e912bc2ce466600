import type { AccountInfo, IdentityProfile, UpdateAccountBody, UpdateAccountResult } from '@shop/contracts';
import type { IdentityClient } from '../auth/identity-client.ts';

/** Staff are the accounts the identity service links to a Winning user or a salesperson (000 §3 'Admin account'). */
export function isStaffProfile(profile: Pick<IdentityProfile, 'winningUserId' | 'salespersonCode'>): boolean {
  return Boolean(profile.winningUserId || profile.salespersonCode);
}

export function toAccountInfo(profile: IdentityProfile): AccountInfo {
  return {
    userId: profile.userId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    emailConfirmed: profile.emailConfirmed,
    phone: profile.phone,
    winningUserId: profile.winningUserId,
    winningCmsUrl: profile.winningCmsUrl,
    salespersonCode: profile.salespersonCode,
    isStaff: isStaffProfile(profile),
  };
}

/** The profile lives in the identity service; it is asked with the shopper's own access token, so only theirs. */
export async function loadAccount(identity: IdentityClient, accessToken: string): Promise<AccountInfo> {
  return toAccountInfo(await identity.getProfile(accessToken));
}

/**
 * Passes the fields the shopper sent to updateprofile with their change flags (000 §7). The user id is the verified
 * token's, never one from the body.
 */
export async function updateAccount(
  identity: IdentityClient,
  accessToken: string,
  accountId: string,
  body: UpdateAccountBody,
): Promise<UpdateAccountResult> {
  const { profile, message } = await identity.updateProfile(accessToken, {
    userId: accountId,
    ...(body.firstName === undefined ? {} : { firstName: body.firstName, firstNameChanged: true }),
    ...(body.lastName === undefined ? {} : { lastName: body.lastName, lastNameChanged: true }),
    ...(body.email === undefined ? {} : { email: body.email, emailChanged: true }),
    ...(body.phone === undefined ? {} : { phone: body.phone, phoneChanged: true }),
  });
  return { ...toAccountInfo(profile), message };
}
