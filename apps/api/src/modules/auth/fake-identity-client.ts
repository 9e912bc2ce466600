import { decodeJwt } from 'jose';
import type { IdentityProfile, TokenResponse, UpdateProfileBody } from '@shop/contracts';
import { AppError } from '@shop/server-kit';
import type { IdentityClient } from './identity-client.ts';

// For tests only: the identity service's profile calls over an in-memory set of accounts, trusting the `sub` of the
// (already verified) access token as the real service does after its own check.

export interface FakeIdentityClient extends IdentityClient {
  profiles: Map<string, IdentityProfile>;
  /** Codes and refresh tokens the back channel accepts, with what they give. */
  grants: Map<string, TokenResponse>;
  revoked: string[];
}

export function profileFor(userId: string, extra: Partial<IdentityProfile> = {}): IdentityProfile {
  return {
    userId,
    email: `${userId}@example.com`,
    emailConfirmed: true,
    firstName: 'Alex',
    lastName: 'Shopper',
    phone: null,
    abn: null,
    winningUserId: null,
    winningCmsUrl: null,
    salespersonCode: null,
    ...extra,
  };
}

export function createFakeIdentityClient(): FakeIdentityClient {
  const profiles = new Map<string, IdentityProfile>();
  const grants = new Map<string, TokenResponse>();
  const revoked: string[] = [];
  const profileOf = (token: string) => {
    const sub = decodeJwt(token).sub;
    const profile = sub ? profiles.get(sub) : undefined;
    if (!profile) throw new AppError('unauthorized');
    return profile;
  };
  const grant = (key: string) => {
    const tokens = grants.get(key);
    if (!tokens) throw new AppError('invalid_grant', ['Something has gone wrong, Please try again.']);
    grants.delete(key);
    return tokens;
  };
  return {
    profiles,
    grants,
    revoked,
    exchangeCode: async (code) => grant(code),
    refresh: async (refreshToken) => grant(refreshToken),
    revoke: async (refreshToken) => {
      revoked.push(refreshToken);
    },
    getProfile: async (token) => profileOf(token),
    async updateProfile(token, body: UpdateProfileBody) {
      const profile = profileOf(token);
      if (body.userId && body.userId !== profile.userId)
        throw new AppError('invalid_login', ['Invalid login']);
      if (body.emailChanged && !body.email?.includes('@'))
        throw new AppError('validation_failed', ['Please enter a valid email address']);
      const next: IdentityProfile = {
        ...profile,
        ...(body.firstNameChanged && body.firstName ? { firstName: body.firstName } : {}),
        ...(body.lastNameChanged && body.lastName ? { lastName: body.lastName } : {}),
        ...(body.emailChanged && body.email ? { email: body.email, emailConfirmed: false } : {}),
        ...(body.phoneChanged ? { phone: body.phone || null } : {}),
      };
      profiles.set(profile.userId, next);
      return { profile: next, message: 'Your details have been saved.' };
    },
  };
}
