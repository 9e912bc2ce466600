import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { STAFF_PAGE_COOKIE, type EmbedRedeemResult, type IdentityProfile } from '@shop/contracts';
import type { Db } from '@shop/db';
import { AppError } from '@shop/server-kit';
import type { IdentityClient } from '../auth/identity-client.ts';
import { readCookieHeader } from '../auth/session-cookies.ts';
import { accessTokenOf, type SignedIn } from '../auth/signed-in.ts';
import { findPageSession, insertStaffToken, spendEmbedToken } from './token-queries.ts';

// Who may use the staff tools, and the side panel's tokens (docs/decisions/0030).

/** An embed token rides in a panel's address: long enough to load the panel, no longer. */
export const EMBED_TOKEN_TTL_SECONDS = 120;
/** The page session of the `/staff` pages an embed token is traded for; reopening the panel starts a new one. */
export const PAGE_SESSION_TTL_SECONDS = 30 * 60;

export interface StaffMember {
  accountId: string;
  winningUserId: string;
  salespersonCode: string | null;
  firstName: string;
  /** The content system url; only known with the staff member's own session. */
  winningCmsUrl: string | null;
  /** 'session': the staff member's own sign-in; 'page': a page session of the `/staff` pages. */
  via: 'session' | 'page';
}

/** 000 §6: staff are the Winning users, the accounts with a `winningUserId`. */
export function isStaff(profile: Pick<IdentityProfile, 'winningUserId'>): boolean {
  return Boolean(profile.winningUserId?.trim());
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface StaffAccess {
  /**
   * The staff member of a request, checked on the server each time: the identity service's profile for the access
   * token (so a role taken away counts at once), else, where `pages` allows it, a page session of the staff pages.
   * 401 without either, 403 for an account that is not staff.
   */
  staffOf(request: FastifyRequest, options?: { pages?: boolean }): Promise<StaffMember>;
  issueEmbedToken(member: StaffMember, now: Date): Promise<string>;
  redeemEmbedToken(token: string, now: Date): Promise<EmbedRedeemResult>;
}

export function createStaffAccess(deps: {
  db: Db;
  signedIn: SignedIn;
  identity: IdentityClient;
  now?: (() => Date) | undefined;
}): StaffAccess {
  const { db, signedIn, identity } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async staffOf(request, options = {}) {
      const accountId = await signedIn.accountOf(request);
      const token = accessTokenOf(request);
      if (accountId && token) {
        const profile = await identity.getProfile(token);
        if (!isStaff(profile) || profile.userId !== accountId)
          throw new AppError('forbidden', ['The staff tools are for staff only.']);
        return {
          accountId,
          winningUserId: profile.winningUserId!.trim(),
          salespersonCode: profile.salespersonCode?.trim() || null,
          firstName: profile.firstName,
          winningCmsUrl: profile.winningCmsUrl,
          via: 'session',
        };
      }
      const pageToken = options.pages
        ? readCookieHeader(request.headers.cookie).get(STAFF_PAGE_COOKIE)
        : undefined;
      if (pageToken && pageToken.length <= 200) {
        const row = await findPageSession(db, hashOf(pageToken), now());
        if (row)
          return {
            accountId: row.accountId,
            winningUserId: row.winningUserId,
            salespersonCode: row.salespersonCode,
            firstName: row.firstName,
            winningCmsUrl: null,
            via: 'page',
          };
      }
      throw new AppError('unauthorized', ['Please sign in.']);
    },

    async issueEmbedToken(member, now) {
      const token = newToken();
      await insertStaffToken(db, {
        tokenHash: hashOf(token),
        purpose: 'embed',
        accountId: member.accountId,
        winningUserId: member.winningUserId,
        salespersonCode: member.salespersonCode,
        firstName: member.firstName,
        expiresAt: new Date(now.getTime() + EMBED_TOKEN_TTL_SECONDS * 1000),
      });
      return token;
    },

    async redeemEmbedToken(token, now) {
      const spent = await spendEmbedToken(db, hashOf(token), now);
      if (!spent) throw new AppError('unauthorized', ['This panel has expired. Please open it again.']);
      const sessionToken = newToken();
      await insertStaffToken(db, {
        tokenHash: hashOf(sessionToken),
        purpose: 'page_session',
        accountId: spent.accountId,
        winningUserId: spent.winningUserId,
        salespersonCode: spent.salespersonCode,
        firstName: spent.firstName,
        expiresAt: new Date(now.getTime() + PAGE_SESSION_TTL_SECONDS * 1000),
      });
      return { sessionToken, maxAgeSeconds: PAGE_SESSION_TTL_SECONDS };
    },
  };
}

/**
 * The routes' role check: `staffOnly(pages)` spreads into a route's options and checks the role in onRequest, before
 * the query or body is parsed; `memberOf(request)` then gives the handler who it was.
 */
export function staffGate(access: StaffAccess) {
  const members = new WeakMap<FastifyRequest, StaffMember>();
  return {
    staffOnly: (pages: boolean) => ({
      onRequest: async (request: FastifyRequest) => {
        members.set(request, await access.staffOf(request, { pages }));
      },
    }),
    memberOf(request: FastifyRequest): StaffMember {
      const member = members.get(request);
      if (!member) throw new AppError('unauthorized', ['Please sign in.']);
      return member;
    },
  };
}
