// Every error text of 000 §8 and 001 §8, as data plus lookups, so the servers and the web app show the same words.
// The few that every page's shell uses are in error-basics.ts, so the shell does not carry the rest.
import { CART_UNKNOWN_ERROR, IDENTITY_ERROR_MESSAGES, usableMessages } from './error-basics.ts';

/** 000 §8 shared HTTP handling. */
export const SHARED_HTTP_ERROR_MESSAGES = {
  fallback: 'An error has occurred, please try again',
  401: 'You are not authorised for this action',
  403: 'permission denied for the resource',
  404: 'The page you looking for does not exist, please try again',
} as const;

/** The 400 messages are joined with this separator (docs/decisions/0003-domain-readings.md). */
export const HTTP_400_MESSAGE_SEPARATOR = ' ';

export function sharedHttpErrorMessage(status: number, messages?: readonly string[]): string {
  if (status === 400) {
    const list = usableMessages(messages);
    return list.length > 0 ? list.join(HTTP_400_MESSAGE_SEPARATOR) : SHARED_HTTP_ERROR_MESSAGES.fallback;
  }
  if (status === 401 || status === 403 || status === 404) return SHARED_HTTP_ERROR_MESSAGES[status];
  return SHARED_HTTP_ERROR_MESSAGES.fallback;
}

/** 000 §8 / 001 §8 alternative generic mapping. */
export const GENERIC_HTTP_ERROR_MESSAGES = {
  400: 'Invalid request. Please check your input.',
  401: 'Authentication required. Please log in again.',
  403: 'You do not have permission to perform this action.',
  404: 'The requested resource could not be found.',
  500: 'A server error occurred. Please try again later.',
  fallback: 'An unexpected error occurred. Please try again later.',
} as const;

export function genericHttpErrorMessage(status: number): string {
  switch (status) {
    case 400:
    case 401:
    case 403:
    case 404:
    case 500:
      return GENERIC_HTTP_ERROR_MESSAGES[status];
    default:
      return GENERIC_HTTP_ERROR_MESSAGES.fallback;
  }
}

/** Identity and payment-confirmation errors join their list with a blank line. */
export const ERROR_LIST_SEPARATOR = '\n\n';

export interface ServiceError {
  readonly errors?: readonly unknown[] | null;
  readonly type?: string | null;
}

function listOrUnavailable(error: ServiceError | null | undefined, fallback: string): string {
  const list = usableMessages(error?.errors);
  if (list.length > 0) return list.join(ERROR_LIST_SEPARATOR);
  if (error?.type === 'error') return IDENTITY_ERROR_MESSAGES.unavailable;
  return fallback;
}

export function identityErrorMessage(error: ServiceError | null | undefined): string {
  return listOrUnavailable(error, IDENTITY_ERROR_MESSAGES.default);
}

/** Changing the e-mail without a valid token (000 §8). */
export function emailChangeErrorMessage(hasValidToken: boolean): string | null {
  return hasValidToken ? null : IDENTITY_ERROR_MESSAGES.invalidLogin;
}

/** Zip, PayPal and Afterpay confirmation failures (001 §8); the generic default is our reading (ADR 0003). */
export function paymentConfirmationErrorMessage(error: ServiceError | null | undefined): string {
  return listOrUnavailable(error, SHARED_HTTP_ERROR_MESSAGES.fallback);
}

/** 001 §8 checkout catalogue; `{phone}` and `{reference}` are filled by the lookups below. */
export const CHECKOUT_ERROR_MESSAGES = {
  payment401:
    'Sorry there has been a problem with your payment. Please check your details or try a different payment method. If the problem persists, kindly contact a member of our team on {phone}.',
  checkoutOther:
    'An error occurred when processing your checkout request. Please do not attempt to checkout again. To resolve this issue, kindly contact a member of our team on {phone}.',
  addressLookup: 'An error occurred while looking up this address. Please check the address and try again.',
  locationLookup: 'Delivery services unavailable for the provided address',
  availability: 'An error has occurred when selecting a delivery location. Please try again',
  deliveryUnavailable:
    'Unfortunately delivery is not currently available for your order. Please call us to see if we can make alternative arrangements {phone}',
  pollingTimeout:
    'There has been an error processing your order, please contact our support team. Order reference : {reference}',
  transactionCancelled: 'The transaction was canceled',
  paymentCancelled: "You've cancelled your payment.",
  cartUnknown: CART_UNKNOWN_ERROR,
  cartRemoveMissing: 'Something went wrong. Please try again.',
  couponApply: 'An Error while applying the coupon.',
  couponDelete: 'An Error while deleting the coupon.',
} as const;
export type CheckoutErrorKey = keyof typeof CHECKOUT_ERROR_MESSAGES;

export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * The checkout POST error shown to the shopper: 401 the payment message, 400 the server's messages (checkout view is
 * reloaded by the caller), anything else the "do not attempt again" message.
 */
export function checkoutErrorMessage(status: number, phone: string, messages?: readonly string[]): string {
  if (status === 401) return fillTemplate(CHECKOUT_ERROR_MESSAGES.payment401, { phone });
  if (status === 400) return sharedHttpErrorMessage(400, messages);
  return fillTemplate(CHECKOUT_ERROR_MESSAGES.checkoutOther, { phone });
}

export function deliveryUnavailableMessage(phone: string): string {
  return fillTemplate(CHECKOUT_ERROR_MESSAGES.deliveryUnavailable, { phone });
}

export const POLLING_TIMEOUT_STATUS = 408;

export function pollingTimeoutError(reference: string): { status: 408; message: string } {
  return {
    status: POLLING_TIMEOUT_STATUS,
    message: fillTemplate(CHECKOUT_ERROR_MESSAGES.pollingTimeout, { reference }),
  };
}

/** Return from a provider with status=CANCELLED (001 §2). */
export function providerReturnMessage(status: string | null | undefined): string | null {
  return status === 'CANCELLED' ? CHECKOUT_ERROR_MESSAGES.paymentCancelled : null;
}

export function couponApplyErrorMessage(serverMessage?: string | null): string {
  return serverMessage?.trim() ? serverMessage.trim() : CHECKOUT_ERROR_MESSAGES.couponApply;
}

export function couponDeleteErrorMessage(statusErrors?: readonly string[] | null): string {
  return usableMessages(statusErrors)[0] ?? CHECKOUT_ERROR_MESSAGES.couponDelete;
}

export type RedirectDecision =
  | { readonly kind: 'absolute'; readonly url: string }
  | { readonly kind: 'relative'; readonly path: string }
  | { readonly kind: 'not-found'; readonly path: '/404' };

export const NOT_FOUND_PATH = '/404';

/** 404s on gift-card calls pass through unchanged; every other 404 looks up a redirect first (000 §8, 001 §8). */
export function isRedirectLookupWanted(requestUrl: string): boolean {
  return !/\/api\/giftcard(?:[/?#]|$)/i.test(requestUrl);
}

/** What a redirect lookup result means: follow an absolute one, replace history with a relative one, else /404. */
export function resolveRedirect(
  result: { doRedirect?: boolean; destinationUri?: string | null } | null,
): RedirectDecision {
  const dest = result?.doRedirect ? result.destinationUri?.trim() : '';
  if (!dest) return { kind: 'not-found', path: NOT_FOUND_PATH };
  if (/^www\./i.test(dest)) return { kind: 'absolute', url: `https://${dest}` };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(dest) || dest.startsWith('//')) return { kind: 'absolute', url: dest };
  return { kind: 'relative', path: dest.startsWith('/') ? dest : `/${dest}` };
}
