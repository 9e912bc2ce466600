import { IDENTITY_ERROR_MESSAGES } from './error-basics.ts';

// A failed sign-in comes back to the storefront's sign-in page with only an error code in the address (never the
// e-mail or the password); these are the sentences the page shows for each, so the two services say the same.

export const SIGN_IN_ERROR_MESSAGES = {
  invalid_login: IDENTITY_ERROR_MESSAGES.invalidLogin,
  account_locked:
    'Your account is locked after too many unsuccessful sign-in attempts. Please try again in 15 minutes or reset your password.',
  rate_limited: 'Too many attempts. Please wait a few minutes and try again.',
  redirect_not_allowed: IDENTITY_ERROR_MESSAGES.default,
  bad_request: IDENTITY_ERROR_MESSAGES.default,
  unknown_provider: 'This way of signing in is not available. Please sign in with your email and password.',
  external_login_failed:
    'We could not sign you in with that service. Please try again or sign in with your email and password.',
  external_login_denied:
    'Signing in with that service was cancelled. Please try again or sign in with your email and password.',
  external_email_unverified:
    'That service has not confirmed your email address. Please confirm it there, or sign in with your email and password.',
} as const;

export type SignInErrorCode = keyof typeof SIGN_IN_ERROR_MESSAGES;

/** The sentence for the `error` of the sign-in page's address; anything unknown gets the identity default. */
export function signInErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return Object.hasOwn(SIGN_IN_ERROR_MESSAGES, code)
    ? SIGN_IN_ERROR_MESSAGES[code as SignInErrorCode]
    : IDENTITY_ERROR_MESSAGES.default;
}
