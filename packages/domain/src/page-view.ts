// page_view and the masking of tracked addresses (000 §2, §5), apart from the GA4 e-commerce events (ga4.ts): every
// page's shell tracks page views, while the e-commerce rules are needed only where their events are raised
// (docs/decisions/0046-js-budget.md).

/**
 * Address fragments whose pages may carry a shopper's e-mail address in the URL: the sign-in and account pages (reset
 * and confirmation links, the login's way back), checkout and the order confirmation, delivery rescheduling, the
 * cooking-demo RSVP link, unsubscribe links, and any `email=` query parameter. Matched case-insensitively anywhere in
 * the URL.
 */
export const SENSITIVE_URL_FRAGMENTS: readonly string[] = [
  '/account',
  'reset-password',
  'confirm-email',
  'forgot-password',
  'login',
  'register',
  '/customer/checkout',
  '/customer/confirmation',
  'reschedule-delivery',
  'rsvp',
  'unsubscribe',
  'email=',
];

/** What an e-mail address becomes in a tracked URL. */
export const MASKED_EMAIL = '[email]';

// A local part, then '@' or its URL encoding '%40', then a dotted domain. The local part may hold other encodings
// ('%2B' for '+').
const EMAIL_IN_URL = /[a-z0-9._%+-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

/**
 * 000 §5: a page URL containing a configured sensitive fragment has its e-mail addresses masked before tracking;
 * any other URL is returned unchanged.
 */
export function maskTrackedUrl(url: string, fragments: readonly string[] = SENSITIVE_URL_FRAGMENTS): string {
  const lower = url.toLowerCase();
  if (!fragments.some((f) => f !== '' && lower.includes(f.toLowerCase()))) return url;
  return url.replace(EMAIL_IN_URL, MASKED_EMAIL);
}

/** page_view with the masked address; page_type is the route's page type (000 §2). */
export function pageViewEvent(input: {
  url: string;
  title: string;
  pageType: string;
  fragments?: readonly string[];
}) {
  return {
    event: 'page_view' as const,
    page_location: maskTrackedUrl(input.url, input.fragments),
    page_title: input.title,
    page_type: input.pageType,
  };
}
