import type { OrderPaymentRow } from '@shop/db';
import { AppError } from '@shop/server-kit';
import type { CheckoutContext } from './context.ts';
import { releaseReserved } from './payment-flow.ts';
import { findLiveOrder, type OrderWithPayment } from './reservation-queries.ts';

// Cancelling a reserved order (POST /api/checkout/void, a new submit after an abandoned 3-D Secure challenge, the
// reconciler's expired challenges): whatever the gateway holds for it is voided, then everything it took is given back.

/**
 * Voids every authorisation the gateway holds under the payment's reference. False when one could not be voided
 * (the order must then stay as it is, for the reconciler).
 */
export async function voidAtGateway(ctx: CheckoutContext, payment: OrderPaymentRow): Promise<boolean> {
  if (!payment.keyName) return true;
  try {
    const held = await ctx.gateway.findByMerchantReference(payment.keyName, payment.idempotencyKey);
    for (const p of held) {
      if (p.status === 'captured') return false;
      // A provider's payment still waiting for the shopper (docs/decisions/0029) is cancelled by the same call.
      if (p.status === 'authorised' || p.status === 'pending')
        await ctx.gateway.void(payment.keyName, p.pspReference, `${payment.idempotencyKey}:void`);
    }
    return true;
  } catch (err) {
    ctx.log.warn({ err, paymentId: payment.id }, 'void not confirmed by the gateway');
    return false;
  }
}

/** Cancels a reserved order; false when it could not be (placed meanwhile, or the gateway did not confirm the void). */
export async function cancelReserved(
  ctx: CheckoutContext,
  live: OrderWithPayment,
  reason: string,
): Promise<boolean> {
  if (live.order.status !== 'reserved') return false;
  if (live.payment && !(await voidAtGateway(ctx, live.payment))) return false;
  return releaseReserved(ctx, live.order.id, { status: 'cancelled', payment: 'voided', reason });
}

/**
 * The authorisation's answer was lost (the gateway unreachable, a 5xx, a timeout). When the gateway can say what it
 * holds under the payment's reference, whatever it authorised is voided and the reservation released at once, so the
 * shopper's stock, balances and date are back and nothing stays charged. When it cannot, the order stays `reserved`
 * and the reconciler settles it (placed if the gateway authorised it, released if not). True when released.
 */
export async function releaseAfterOutage(
  ctx: CheckoutContext,
  orderId: string,
  payment: OrderPaymentRow,
): Promise<boolean> {
  if (!(await voidAtGateway(ctx, payment))) return false;
  return releaseReserved(ctx, orderId, { status: 'failed', payment: 'error', reason: 'gateway unavailable' });
}

/** A new submit over an abandoned challenge: the old attempt must be gone before a new one reserves. */
export async function cancelChallenge(ctx: CheckoutContext, live: OrderWithPayment): Promise<void> {
  const done = await cancelReserved(ctx, live, 'challenge abandoned');
  if (done) return;
  const now = await findLiveOrder(ctx.db, live.order.cartId);
  if (now && now.order.id === live.order.id)
    throw new AppError('checkout_in_progress', [
      'Your payment is still being confirmed. Please try again shortly.',
    ]);
}

/** POST /api/checkout/void: true when the cart holds no reserved order any more (idempotent), false once placed. */
export async function voidCheckout(ctx: CheckoutContext, cartId: string): Promise<boolean> {
  const live = await findLiveOrder(ctx.db, cartId);
  if (!live) return true;
  if (live.order.status === 'placed') return false;
  if (await cancelReserved(ctx, live, 'cancelled by the shopper')) return true;
  const after = await findLiveOrder(ctx.db, cartId);
  return after === null;
}
