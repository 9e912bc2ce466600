// The storefront's account pages that the identity service sends shoppers to (redirects and e-mailed links), in one
// place so the two sides cannot drift apart.

export const ACCOUNT_PAGES = {
  /** Sign-in lands here with `code` and `returnUrl`; the storefront's server exchanges the code. */
  callback: '/account/callback',
  /** A failed sign-in comes back here with `error` and `returnUrl`. */
  login: '/account/login',
  confirmEmail: '/account/confirm-email',
  resetPassword: '/account/reset-password',
} as const;

/** The address an e-mailed link opens: `{origin}{page}?token=…`. */
export function accountLink(origin: string, page: 'confirmEmail' | 'resetPassword', token: string): string {
  const url = new URL(ACCOUNT_PAGES[page], origin);
  url.searchParams.set('token', token);
  return url.toString();
}
