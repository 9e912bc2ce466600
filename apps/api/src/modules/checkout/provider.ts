import type { OrderPostResult } from '@shop/contracts';
import type { OrderPaymentRow, OrderRow } from '@shop/db';
import { confirmationUrl, type RedirectProvider } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import type { GatewayPayment, GatewayPaymentMethod } from '../gateway/gateway.ts';
import { paymentRefused, type CheckoutContext } from './context.ts';
import { isGatewayUnknown, placeReserved, releaseReserved } from './payment-flow.ts';
import { findOrder, markPaymentRedirected } from './reservation-queries.ts';
import { releaseAfterOutage } from './void.ts';

// Hosted-page providers and Zip in store (docs/decisions/0029-buy-now-pay-later.md). The submit reserves as for a
// card, then asks the gateway for a hosted payment (or an in-store request) and leaves the order `reserved` with its
// payment `redirected`. What happened at the provider is only ever read from the gateway: the shopper's return, the
// gateway's signed notification, the in-store status poll and the reconciler all run settleProviderPayment, whose
// state changes are the locked `reserved` → `placed` / ended steps of cards, so whichever comes first decides and
// the others find the same outcome.

export const PROVIDER_COPY = {
  cancelled: "You've cancelled your payment.",
  unknownPayment:
    'We could not find this payment for your order. Please return to the checkout and try again.',
  stillPending: 'Your payment has not been confirmed by the provider yet. Please try again shortly.',
  expired: 'Your payment was not completed in time. Please return to the checkout and try again.',
  ended: 'This payment is no longer open for your order. Please return to the checkout and try again.',
  inStoreDeclined: 'The payment was declined in the Zip app.',
  /** 001 §8 'Cancel'. */
  inStoreCancelled: 'The transaction was canceled',
  inStoreExpired: 'The payment request expired before it was approved in the Zip app.',
} as const;

/** Why a provider's order ended (orders.failure_reason), read back when its return or status is asked again. */
export const PROVIDER_END_REASONS = {
  cancelled: 'cancelled at the provider',
  refused: 'declined at the provider',
  expired: 'expired at the provider',
  abandoned: 'redirect abandoned',
  unanswered: 'not answered at the provider',
} as const;

export type ProviderOutcome =
  | { kind: 'placed'; orderNumber: string; cartId: string; pspReference: string | null }
  | { kind: 'pending' }
  | { kind: 'cancelled' }
  | { kind: 'refused' }
  | { kind: 'expired' }
  | { kind: 'ended' }
  /** The reference names no payment of this order at the gateway (tampered, another order's): nothing changed. */
  | { kind: 'unknown' };

/** The gateway's method name of an order payment's 001 §3 method. */
export function gatewayMethodOf(method: string): GatewayPaymentMethod | null {
  const methods: Readonly<Record<string, GatewayPaymentMethod>> = {
    PayPal: 'paypal',
    AfterPay: 'afterpay',
    Zip: 'zip',
    Klarna: 'klarna',
    Humm: 'humm',
    ZipInStore: 'zip_instore',
  };
  return methods[method] ?? null;
}

export function isProviderPayment(payment: Pick<OrderPaymentRow, 'method'> | null | undefined): boolean {
  return payment ? gatewayMethodOf(payment.method) !== null : false;
}

/** The checkout page the provider sends the shopper back to: `{origin}/customer/checkout?provider={provider}`. */
export function providerReturnUrl(
  ctx: Pick<CheckoutContext, 'returnUrl'>,
  provider: RedirectProvider,
): string {
  // The storefront's origin is the one its 3-D Secure return address is built on.
  const origin = new URL(ctx.returnUrl('')).origin;
  return `${origin}/customer/checkout?provider=${provider}`;
}

export function redirectResult(redirectUrl: string): OrderPostResult {
  return {
    orderCompleted: false,
    success: true,
    paymentReference: null,
    redirectUrl,
    secure3DResponse: null,
    orderNumber: null,
  };
}

/** The answer of a confirmation for a placed order: the spec's order post result, sending the shopper on. */
export function confirmedResult(outcome: Extract<ProviderOutcome, { kind: 'placed' }>): OrderPostResult {
  return {
    orderCompleted: true,
    success: true,
    paymentReference: outcome.pspReference,
    redirectUrl: confirmationUrl(outcome.cartId),
    secure3DResponse: null,
    orderNumber: outcome.orderNumber,
  };
}

interface Target {
  orderId: string;
  payment: OrderPaymentRow;
  keyName: string;
}

/** A gateway that did not answer the start: released when it holds nothing, else left for the reconciler; 503. */
async function outage(ctx: CheckoutContext, target: Target, err: unknown): Promise<never> {
  // Anything but an outage leaves the order as the card path does: the reconciler's pending rule asks the gateway.
  if (!isGatewayUnknown(err)) throw err;
  await releaseAfterOutage(ctx, target.orderId, target.payment);
  throw new AppError('gateway_unavailable');
}

/** Starts the provider's hosted payment and answers with the page to send the shopper to. */
export async function startRedirect(
  ctx: CheckoutContext,
  target: Target,
  provider: RedirectProvider,
): Promise<OrderPostResult> {
  const { payment } = target;
  let session;
  try {
    session = await ctx.gateway.createRedirect(
      {
        merchantReference: payment.idempotencyKey,
        amount: { valueCents: payment.amountCents, currency: ctx.config.currency },
        keyName: target.keyName,
        provider,
        returnUrl: providerReturnUrl(ctx, provider),
        shopName: ctx.config.companyName,
        country: ctx.config.country,
      },
      payment.idempotencyKey,
    );
  } catch (err) {
    return outage(ctx, target, err);
  }
  if (session.merchantReference !== payment.idempotencyKey) throw new AppError('checkout_failed');
  // Conditional: a notification that already placed (or ended) the order keeps its status.
  await markPaymentRedirected(ctx.db, payment.id, session.pspReference);
  return redirectResult(session.redirectUrl);
}

/** Sends the Zip in-store request; the page then polls GET /api/payment/status with the reference. */
export async function startInStore(
  ctx: CheckoutContext,
  target: Target,
  deviceCode: string,
): Promise<OrderPostResult> {
  const { payment } = target;
  let session;
  try {
    session = await ctx.gateway.requestInStore(
      {
        merchantReference: payment.idempotencyKey,
        amount: { valueCents: payment.amountCents, currency: ctx.config.currency },
        keyName: target.keyName,
        deviceCode,
        storeName: ctx.config.companyName,
      },
      payment.idempotencyKey,
    );
  } catch (err) {
    return outage(ctx, target, err);
  }
  if (session.merchantReference !== payment.idempotencyKey) throw new AppError('checkout_failed');
  await markPaymentRedirected(ctx.db, payment.id, session.pspReference);
  return {
    orderCompleted: false,
    success: true,
    paymentReference: session.pspReference,
    redirectUrl: null,
    secure3DResponse: null,
    orderNumber: null,
  };
}

/** What an order that has left `reserved` answers, read from its own rows. */
function outcomeOfEnded(order: OrderRow, payment: OrderPaymentRow | null): ProviderOutcome {
  if (order.status === 'placed' && order.orderNumber)
    return {
      kind: 'placed',
      orderNumber: order.orderNumber,
      cartId: order.cartId,
      pspReference: payment?.gatewayReference ?? null,
    };
  switch (order.failureReason) {
    case PROVIDER_END_REASONS.cancelled:
      return { kind: 'cancelled' };
    case PROVIDER_END_REASONS.refused:
      return { kind: 'refused' };
    case PROVIDER_END_REASONS.expired:
      return { kind: 'expired' };
    default:
      return { kind: 'ended' };
  }
}

async function reread(ctx: CheckoutContext, orderId: string): Promise<ProviderOutcome> {
  const found = await findOrder(ctx.db, orderId);
  if (!found) return { kind: 'ended' };
  if (found.order.status === 'reserved') return { kind: 'pending' };
  return outcomeOfEnded(found.order, found.payment);
}

async function end(
  ctx: CheckoutContext,
  orderId: string,
  why: 'cancelled' | 'refused' | 'expired' | 'abandoned' | 'unanswered',
): Promise<ProviderOutcome> {
  const done = await releaseReserved(ctx, orderId, {
    status: why === 'refused' || why === 'unanswered' ? 'failed' : 'cancelled',
    payment: why === 'refused' ? 'refused' : why === 'unanswered' ? 'error' : 'voided',
    reason: PROVIDER_END_REASONS[why],
  });
  if (!done) return reread(ctx, orderId);
  if (why === 'abandoned' || why === 'unanswered') return { kind: 'ended' };
  return { kind: why };
}

export interface SettleOptions {
  /**
   * The reference the caller was given (the provider's return parameter, the notification's, the polled one): it
   * must be a payment the gateway holds under this order's merchant reference, or nothing changes.
   */
  pspReference?: string;
  /**
   * Still waiting at the provider: cancel it at the gateway and give everything back, recorded as the shopper's
   * cancel (a CANCELLED return) or as abandoned (a new submit, the reconciler).
   */
  cancelIfPending?: 'cancelled' | 'abandoned';
  /** The gateway holds nothing for the order: give everything back (the reconciler, long after the start). */
  releaseIfNothing?: boolean;
}

const byAmount = (payment: OrderPaymentRow) => (p: GatewayPayment) =>
  p.amount.valueCents === payment.amountCents && p.method === gatewayMethodOf(payment.method);

/**
 * The one operation of docs/decisions/0029 'Confirmation and notification are one operation': looks the order's
 * payment up at the gateway and places the order (authorised), gives everything back (cancelled, refused, expired; a
 * pending one when asked to cancel it), or leaves it waiting. Throws GatewayUnavailableError when the gateway cannot
 * be asked: nothing changes then.
 */
export async function settleProviderPayment(
  ctx: CheckoutContext,
  found: { order: OrderRow; payment: OrderPaymentRow },
  options: SettleOptions = {},
): Promise<ProviderOutcome> {
  const { order, payment } = found;
  if (!payment.keyName || !isProviderPayment(payment)) return { kind: 'unknown' };
  if (order.status !== 'reserved') {
    if (options.pspReference !== undefined && payment.gatewayReference !== options.pspReference)
      return { kind: 'unknown' };
    return outcomeOfEnded(order, payment);
  }
  const held = (await ctx.gateway.findByMerchantReference(payment.keyName, payment.idempotencyKey)).filter(
    byAmount(payment),
  );
  if (options.pspReference !== undefined && !held.some((p) => p.pspReference === options.pspReference))
    return { kind: 'unknown' };

  const paid = held.find((p) => p.status === 'authorised' || p.status === 'captured');
  if (paid) {
    const number = await placeReserved(ctx, order.id, payment, {
      pspReference: paid.pspReference,
      captured: paid.status === 'captured',
    });
    if (number === null) return reread(ctx, order.id);
    return { kind: 'placed', orderNumber: number, cartId: order.cartId, pspReference: paid.pspReference };
  }
  const waiting = held.find((p) => p.status === 'pending');
  if (waiting) {
    // A start whose answer was never recorded (a process that died after asking): the payment is the provider's now.
    if (payment.status === 'pending') await markPaymentRedirected(ctx.db, payment.id, waiting.pspReference);
    if (!options.cancelIfPending) return { kind: 'pending' };
    const after = await ctx.gateway.void(
      payment.keyName,
      waiting.pspReference,
      `${payment.idempotencyKey}:void`,
    );
    // Approved between the look-up and the cancel: the void released it, so no money is held without an order.
    ctx.log.warn({ psp: after.pspReference, status: after.status }, 'pending provider payment cancelled');
    return end(ctx, order.id, options.cancelIfPending);
  }
  if (held.length === 0)
    return options.releaseIfNothing ? end(ctx, order.id, 'unanswered') : { kind: 'pending' };
  if (held.some((p) => p.status === 'refused')) return end(ctx, order.id, 'refused');
  if (held.some((p) => p.status === 'expired')) return end(ctx, order.id, 'expired');
  return end(ctx, order.id, 'cancelled');
}

/**
 * A new submit over a provider payment left open (the shopper came back without finishing): when the gateway says it
 * was approved meanwhile, the order is placed and that is the answer; otherwise the attempt is cancelled at the
 * gateway and given back, and the caller starts anew (null).
 */
export async function abandonRedirect(
  ctx: CheckoutContext,
  found: { order: OrderRow; payment: OrderPaymentRow },
): Promise<ProviderOutcome> {
  try {
    return await settleProviderPayment(ctx, found, { cancelIfPending: 'abandoned', releaseIfNothing: true });
  } catch (err) {
    if (!isGatewayUnknown(err)) throw err;
    throw new AppError('checkout_in_progress', [PROVIDER_COPY.stillPending]);
  }
}

/** The error a confirmation answers for an outcome other than placed. */
export function confirmationError(ctx: CheckoutContext, outcome: ProviderOutcome): AppError {
  switch (outcome.kind) {
    case 'cancelled':
      return new AppError('checkout_invalid', [PROVIDER_COPY.cancelled]);
    case 'pending':
      return new AppError('checkout_in_progress', [PROVIDER_COPY.stillPending]);
    case 'expired':
      return new AppError('checkout_invalid', [PROVIDER_COPY.expired]);
    case 'refused':
      return paymentRefused(ctx);
    case 'unknown':
      return new AppError('bad_request', [PROVIDER_COPY.unknownPayment]);
    default:
      return new AppError('checkout_invalid', [PROVIDER_COPY.ended]);
  }
}
