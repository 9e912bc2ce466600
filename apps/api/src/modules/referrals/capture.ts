import type { FastifyRequest } from 'fastify';
import { REFERRAL_COOKIE, normaliseReferralCode } from '@shop/domain';
import { readCookieHeader } from '../auth/session-cookies.ts';

/**
 * The referral code a shopper arrived with: the first-party cookie the /refer page set when they followed a friend's
 * link (docs/decisions/0039). Null when none, or when it cannot be a code.
 */
export function referralCodeOf(request: FastifyRequest): string | null {
  const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies;
  const raw = cookies
    ? cookies[REFERRAL_COOKIE]
    : readCookieHeader(request.headers.cookie).get(REFERRAL_COOKIE);
  return normaliseReferralCode(raw);
}
