/**
 * Every `code` an error body of our services can carry: a closed list, so the browser can switch on it and a
 * server cannot invent a new one without adding it here (and its status in server-kit's map). Plain values, no zod:
 * the web bundle imports this file.
 */
export const ERROR_CODES = [
  // generic
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'cross_site_request',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  // catalogue and content
  'product_not_found',
  'category_not_found',
  'brand_not_found',
  'static_page_not_found',
  'promotion_not_found',
  'store_not_found',
  'locality_not_found',
  // cart and compare
  'cart_empty',
  'cart_line_not_found',
  'not_for_sale',
  'out_of_stock',
  'stock_limit',
  'warranty_not_offered',
  'install_not_offered',
  'invalid_email',
  'coupon_invalid',
  'coupon_unknown',
  'coupon_one_only',
  'coupon_not_applicable',
  'coupon_needs_email',
  'coupon_used',
  'coupon_not_applied',
  'gift_card_invalid',
  // identity
  'invalid_login',
  'account_locked',
  'email_taken',
  'weak_password',
  'invalid_abn',
  'token_invalid',
  'redirect_not_allowed',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
  'unknown_provider',
  'external_login_failed',
  'external_login_denied',
  'external_email_unverified',
  // checkout and orders (docs/decisions/0025)
  'checkout_invalid',
  'payment_refused',
  'payment_attempts_exceeded',
  'checkout_in_progress',
  'checkout_failed',
  'delivery_unavailable',
  'delivery_date_unavailable',
  'order_not_found',
  'reschedule_closed',
  'gateway_unavailable',
  // cooking demos (docs/decisions/0035)
  'cooking_demo_not_found',
  /** Every seat is booked or held: the wait-list answer. */
  'cooking_demo_full',
  /** Online booking has closed or the store takes this demo by phone (availability ContactStore). */
  'cooking_demo_closed',
  /** Joining the wait list while seats are free. */
  'cooking_demo_seats_available',
  'cooking_demo_already_booked',
  'cooking_demo_not_eligible',
  'cooking_demo_rsvp_invalid',
  /** An answer the entry's state no longer takes (cancelled, still waiting, offer lapsed). */
  'cooking_demo_rsvp_closed',
  // payments sandbox
  'payment_not_found',
  'invalid_card',
  'idempotency_conflict',
  /** A capture, void or refund the payment's state does not allow (refund above the captured amount, void after capture). */
  'payment_invalid_state',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
