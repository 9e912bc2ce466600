// Refer a friend (000 §2 page type referAFriend, §7's referral program flags): a signed-in customer's code, the link
// that carries it, and who earns what when the referred shopper's first order is placed (docs/decisions/0039).

import type { Country } from './themes.ts';

/** Letters and digits a customer can read out or type back without confusing them: no 0/O, 1/I/L. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** What each side earns when a referred shopper's first order is placed, in cents. */
export const REFERRAL_REWARD_CENTS = { referrer: 2500, referred: 2500 } as const;
export type ReferralSide = keyof typeof REFERRAL_REWARD_CENTS;

/** The page a shared link opens (it records the code, then shows the refer-a-friend page) and the cookie it sets. */
export const REFERRAL_CAPTURE_PATH = '/refer';
export const REFERRAL_PAGE_PATH = '/refer-a-friend';
export const REFERRAL_COOKIE = 'referral_code';
/** How long a followed link counts towards the shopper's first order. */
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * 000 §7's remote flags 'referral program market, domain and campaign' (values not shown): the market is the site's
 * country, the domain the site's own host, the campaign one fixed name. They travel on every shared link, so the
 * shop's analytics can tell referral visits apart.
 */
export interface ReferralProgram {
  market: Lowercase<Country>;
  domain: string;
  campaign: string;
}
export const REFERRAL_CAMPAIGN = 'refer-a-friend';

export function referralProgramFor(country: Country, hostname: string): ReferralProgram {
  return {
    market: country.toLowerCase() as Lowercase<Country>,
    domain: hostname.trim().toLowerCase(),
    campaign: REFERRAL_CAMPAIGN,
  };
}

/** The link a customer shares: always https on the program's domain, the code and the program flags in the query. */
export function referralLink(program: ReferralProgram, code: string): string {
  const query = new URLSearchParams({ code, market: program.market, campaign: program.campaign });
  return `https://${program.domain}${REFERRAL_CAPTURE_PATH}?${query.toString()}`;
}

/**
 * A new code from random bytes (the caller's source: crypto in the server, a fixed one in tests). Bytes that would
 * bias the alphabet are skipped, so every letter is equally likely.
 */
export function generateReferralCode(randomBytes: (size: number) => Uint8Array): string {
  const size = REFERRAL_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < REFERRAL_CODE_LENGTH) {
    for (const byte of randomBytes(REFERRAL_CODE_LENGTH * 2)) {
      if (byte >= limit) continue;
      code += REFERRAL_CODE_ALPHABET[byte % size];
      if (code.length === REFERRAL_CODE_LENGTH) break;
    }
  }
  return code;
}

/**
 * A code as typed or pasted (any case, spaces or dashes between groups) in its stored form; null when it cannot be a
 * code, so a lookup is never made for it.
 */
export function normaliseReferralCode(input: string | null | undefined): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const code = input.replace(/[\s-]+/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

export type ReferralRefusal = 'own_code' | 'not_first_order';

export interface ReferralCheck {
  /** The code's owner: their account and the e-mail they had when the code was made. */
  referrer: { accountId: string; email: string };
  /** The order being placed: its account (null for a guest) and e-mail. */
  order: { accountId: string | null; email: string };
  /** Whether the order's e-mail already has another placed order. */
  earlierPlacedOrder: boolean;
}

/**
 * Whether a placed order earns both rewards: only a referred shopper's first order, and never a customer's own code
 * (their account, or their e-mail in any case). Null when it earns; otherwise why not.
 */
export function referralRefusal(check: ReferralCheck): ReferralRefusal | null {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (check.order.accountId !== null && check.order.accountId === check.referrer.accountId) return 'own_code';
  if (same(check.order.email, check.referrer.email)) return 'own_code';
  if (check.earlierPlacedOrder) return 'not_first_order';
  return null;
}

/** An e-mail as shown to the referrer: the first letter of the name and the whole domain ('j•••@example.com'). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
