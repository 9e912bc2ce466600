import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@shop/contracts';
import { sharedHttpErrorMessage } from '@shop/domain';

/**
 * The one place a code becomes an HTTP status. Services throw codes (AppError); only this map and the handler
 * below know about statuses, and the body's `message` comes from the spec's catalogue for that status.
 */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  cross_site_request: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  product_not_found: 404,
  category_not_found: 404,
  brand_not_found: 404,
  static_page_not_found: 404,
  promotion_not_found: 404,
  store_not_found: 404,
  locality_not_found: 404,
  cart_empty: 400,
  cart_line_not_found: 404,
  not_for_sale: 400,
  out_of_stock: 400,
  stock_limit: 400,
  warranty_not_offered: 400,
  install_not_offered: 400,
  invalid_email: 400,
  coupon_invalid: 400,
  coupon_unknown: 400,
  coupon_one_only: 400,
  coupon_not_applicable: 400,
  coupon_needs_email: 400,
  coupon_used: 400,
  coupon_not_applied: 404,
  gift_card_invalid: 400,
  invalid_login: 400,
  account_locked: 423,
  email_taken: 400,
  weak_password: 400,
  invalid_abn: 400,
  token_invalid: 400,
  redirect_not_allowed: 400,
  invalid_client: 401,
  invalid_grant: 400,
  unsupported_grant_type: 400,
  unknown_provider: 404,
  external_login_failed: 400,
  external_login_denied: 400,
  external_email_unverified: 400,
  checkout_invalid: 400,
  payment_refused: 401,
  payment_attempts_exceeded: 429,
  checkout_in_progress: 409,
  checkout_failed: 500,
  delivery_unavailable: 400,
  delivery_date_unavailable: 400,
  order_not_found: 404,
  reschedule_closed: 400,
  gateway_unavailable: 503,
  cooking_demo_not_found: 404,
  cooking_demo_full: 409,
  cooking_demo_closed: 409,
  cooking_demo_seats_available: 409,
  cooking_demo_already_booked: 409,
  cooking_demo_not_eligible: 400,
  cooking_demo_rsvp_invalid: 404,
  cooking_demo_rsvp_closed: 409,
  payment_not_found: 404,
  invalid_card: 422,
  idempotency_conflict: 409,
  payment_invalid_state: 409,
};

/** A typed error with a stable code. Services throw these; the one handler below turns them into the answer. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messages: readonly string[];
  constructor(code: ErrorCode, messages: readonly string[] = []) {
    super(messages[0] ?? code);
    this.name = 'AppError';
    this.code = code;
    this.messages = messages;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'resource') => new AppError('not_found', [`${what} not found`]);
export const badRequest = (messages: readonly string[]) => new AppError('bad_request', messages);

/** The code for a status that did not come from an AppError (Fastify's own 4xx: bad JSON, body too large...). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}

export function errorBody(status: number, code: ErrorCode, messages: readonly string[], requestId?: string): ErrorBody {
  return {
    status,
    code,
    // For a 400 the catalogue joins the list; every other status has one fixed sentence.
    message: sharedHttpErrorMessage(status, messages),
    errors: status >= 500 ? [] : [...messages],
    ...(requestId ? { requestId } : {}),
  };
}

function describeIssue(issue: { instancePath?: string; message?: string }): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const message = issue.message ?? 'is invalid';
  return path ? `${path}: ${message}` : message;
}

function send(reply: FastifyReply, request: FastifyRequest, status: number, code: ErrorCode, messages: readonly string[]) {
  return reply.status(status).type('application/json; charset=utf-8').send(errorBody(status, code, messages, request.id));
}

export interface ErrorHandlingOptions {
  /** Paths under this prefix answer unknown routes with the JSON 404; others are left to `notFound`. */
  notFoundHandler?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return send(reply, request, error.status, error.code, error.messages);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((issue) => describeIssue(issue));
      return send(reply, request, 400, 'validation_failed', messages);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return send(reply, request, 429, 'rate_limited', []);
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported media type, body too large and the like: the client's fault,
      // but Fastify's own wording is not for shoppers, so the catalogue's sentence stands alone.
      return send(reply, request, status, codeForStatus(status), []);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, 'internal_error', []);
  });

  app.setNotFoundHandler(
    options.notFoundHandler ??
      ((request, reply) => send(reply, request, 404, 'not_found', [])),
  );
}

/** The JSON 404 answer, for callers that route unknown paths themselves. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 404, 'not_found', []);
}
