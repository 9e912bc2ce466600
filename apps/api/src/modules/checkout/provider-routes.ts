import type { OrderPostResult, PaymentNotification, PaymentStatusResponse } from '@shop/contracts';
import type { OrderPaymentRow, OrderRow } from '@shop/db';
import { REDIRECT_PROVIDER_OPTIONS, confirmationUrl, type RedirectProvider } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import type { CheckoutContext } from './context.ts';
import { isGatewayUnknown } from './payment-flow.ts';
import type { Checkout } from './placement.ts';
import {
  PROVIDER_COPY,
  confirmationError,
  confirmedResult,
  settleProviderPayment,
  type ProviderOutcome,
} from './provider.ts';
import { findLiveOrder, findPaymentByGatewayReference, findPaymentByKey } from './reservation-queries.ts';

// The three ways an outcome at the provider reaches the storefront (docs/decisions/0029): the shopper's return
// (POST /api/checkout/{provider}confirmation), the gateway's signed notification and the in-store status poll. Each
// names a payment only by reference; settleProviderPayment reads what happened from the gateway. Within a process
// they run after one another per cart (the submit's queue); across processes the order's row lock decides.

/** Who is asking: the browser's cart (cookie) or signed-in account. */
export interface CallerOfOrder {
  owns(order: OrderRow): Promise<boolean>;
  /** The caller's cart id, or the one its cookie still names once the order emptied it. */
  cartId(): Promise<string | null>;
}

type Found = { order: OrderRow; payment: OrderPaymentRow };

/** 503 when the gateway cannot be asked: nothing changed, the caller (browser, gateway, page) tries again. */
async function askingGateway<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (err) {
    if (isGatewayUnknown(err)) throw new AppError('gateway_unavailable');
    throw err;
  }
}

/** The order a provider's return names, when it is the caller's: by the recorded reference, else the caller's cart. */
async function findForCaller(
  ctx: CheckoutContext,
  reference: string,
  caller: CallerOfOrder,
): Promise<Found | null> {
  const recorded = await findPaymentByGatewayReference(ctx.db, reference);
  if (recorded) return (await caller.owns(recorded.order)) ? recorded : null;
  // A start whose reference was never recorded (the process died after asking): the caller's own live order.
  const cartId = await caller.cartId();
  const live = cartId ? await findLiveOrder(ctx.db, cartId) : null;
  return live?.payment && (await caller.owns(live.order))
    ? { order: live.order, payment: live.payment }
    : null;
}

export async function confirmProvider(
  ctx: CheckoutContext,
  checkout: Pick<Checkout, 'serially'>,
  input: {
    provider: RedirectProvider;
    reference: string | undefined;
    cancelled: boolean;
    caller: CallerOfOrder;
  },
): Promise<OrderPostResult> {
  const reference = input.reference?.trim();
  if (!reference) throw new AppError('bad_request', [PROVIDER_COPY.unknownPayment]);
  const found = await findForCaller(ctx, reference, input.caller);
  if (!found || found.payment.method !== REDIRECT_PROVIDER_OPTIONS[input.provider].method)
    throw new AppError('bad_request', [PROVIDER_COPY.unknownPayment]);
  const outcome = await checkout.serially(found.order.cartId, () =>
    askingGateway(async () => {
      // Read again inside the queue: an earlier return or notification may have settled it.
      const now = await findPaymentByKey(ctx.db, found.payment.idempotencyKey);
      if (!now) return { kind: 'unknown' } as ProviderOutcome;
      return settleProviderPayment(ctx, now, {
        pspReference: reference,
        ...(input.cancelled ? { cancelIfPending: 'cancelled' as const } : {}),
      });
    }),
  );
  if (outcome.kind === 'placed') return confirmedResult(outcome);
  throw confirmationError(ctx, outcome);
}

/** The gateway's notification: the same operation; unknown references are logged and acknowledged. */
export async function notifyPayment(
  ctx: CheckoutContext,
  checkout: Pick<Checkout, 'serially'>,
  notification: PaymentNotification,
): Promise<void> {
  const found = await findPaymentByKey(ctx.db, notification.merchantReference);
  if (!found) {
    ctx.log.warn(
      { eventId: notification.eventId, merchantReference: notification.merchantReference },
      'payment notification for no payment of ours',
    );
    return;
  }
  const outcome = await checkout.serially(found.order.cartId, () =>
    askingGateway(async () => {
      const now = await findPaymentByKey(ctx.db, notification.merchantReference);
      if (!now) return { kind: 'unknown' } as ProviderOutcome;
      return settleProviderPayment(ctx, now, { pspReference: notification.pspReference });
    }),
  );
  if (outcome.kind === 'unknown')
    ctx.log.warn(
      { eventId: notification.eventId, pspReference: notification.pspReference },
      'payment notification names no payment the gateway holds for the order',
    );
}

const IN_STORE: Partial<Record<ProviderOutcome['kind'], PaymentStatusResponse>> = {
  pending: { paymentStatus: 'Pending', message: null, redirectUrl: null },
  refused: { paymentStatus: 'Declined', message: PROVIDER_COPY.inStoreDeclined, redirectUrl: null },
  cancelled: { paymentStatus: 'Cancelled', message: PROVIDER_COPY.inStoreCancelled, redirectUrl: null },
  expired: { paymentStatus: 'Expired', message: PROVIDER_COPY.inStoreExpired, redirectUrl: null },
  ended: { paymentStatus: 'Cancelled', message: PROVIDER_COPY.inStoreCancelled, redirectUrl: null },
};

/** GET /api/payment/status: the caller's in-store payment, settled from the gateway's answer. */
export async function paymentStatus(
  ctx: CheckoutContext,
  checkout: Pick<Checkout, 'serially'>,
  input: { cartId: string; reference: string; caller: CallerOfOrder },
): Promise<PaymentStatusResponse> {
  const found = await findPaymentByGatewayReference(ctx.db, input.reference);
  if (!found || found.order.cartId !== input.cartId || !(await input.caller.owns(found.order)))
    throw new AppError('bad_request', [PROVIDER_COPY.unknownPayment]);
  const outcome = await checkout.serially(found.order.cartId, () =>
    askingGateway(async () => {
      const now = await findPaymentByKey(ctx.db, found.payment.idempotencyKey);
      if (!now) return { kind: 'unknown' } as ProviderOutcome;
      return settleProviderPayment(ctx, now, { pspReference: input.reference });
    }),
  );
  if (outcome.kind === 'placed')
    return { paymentStatus: 'Approved', message: null, redirectUrl: confirmationUrl(outcome.cartId) };
  const answer = IN_STORE[outcome.kind];
  if (!answer) throw new AppError('bad_request', [PROVIDER_COPY.unknownPayment]);
  return answer;
}
