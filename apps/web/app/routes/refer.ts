import { redirect } from 'react-router';
import {
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_MAX_AGE_SECONDS,
  REFERRAL_PAGE_PATH,
  normaliseReferralCode,
} from '@shop/domain';
import type { Route } from './+types/refer';
import { requestServices } from '../lib/context.server.ts';
import { REFERRAL_NOTICE_PARAM } from '../components/referrals/copy.ts';

/** The first-party cookie the checkout reads (HttpOnly: no script needs it). */
export function referralCookie(request: Request, code: string): string {
  const parts = [
    `${REFERRAL_COOKIE}=${code}`,
    'Path=/',
    `Max-Age=${REFERRAL_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    'HttpOnly',
  ];
  if (new URL(request.url).protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

/**
 * A friend's shared link (docs/decisions/0039): a code that belongs to a customer is kept in a cookie for the shopper's
 * first order, and the refer-a-friend page says so; any other code leaves the cookie as it was and says the link is
 * not valid.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requestServices(context);
  const code = normaliseReferralCode(new URL(request.url).searchParams.get('code'));
  const valid =
    code !== null &&
    (await api.checkReferralCode(code).then(
      (r) => r.valid,
      () => false,
    ));
  const target = `${REFERRAL_PAGE_PATH}?${REFERRAL_NOTICE_PARAM}=${valid ? 'saved' : 'invalid'}`;
  return redirect(target, valid && code ? { headers: { 'set-cookie': referralCookie(request, code) } } : 302);
}
