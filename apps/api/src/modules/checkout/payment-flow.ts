import type { OrderPostResult } from '@shop/contracts';
import { inTransaction, type OrderPaymentRow, type OrderPaymentStatus } from '@shop/db';
import { AppError } from '@shop/server-kit';
import { releaseDeliverySlot } from '../delivery/service.ts';
import { GatewayUnavailableError, type GatewayResult } from '../gateway/gateway.ts';
import { challengeResult, paymentRefused, placedResult, type CheckoutContext } from './context.ts';
import {
  closeOpenPayments,
  deleteCartRow,
  findOrder,
  giveBackStock,
  listOrderCodes,
  listOrderLines,
  lockReservedOrder,
  refundGiftCard,
  setOrderEnded,
  setOrderPlaced,
  unredeemCoupon,
  updatePayment,
} from './reservation-queries.ts';
import { issueOrderVouchers } from './voucher-issue.ts';
import { awardReferral } from '../referrals/service.ts';

// The charge and place steps of docs/decisions/0025: every state change is one transaction that first locks the
// order while it is still `reserved`, so whichever of the request, the 3-D Secure return, a void or the reconciler
// gets there first decides, and the others find nothing left to do.

export interface Authorisation {
  pspReference: string;
  card?: { brand: string; last4: string } | undefined;
  paymentMethodToken?: string | undefined;
  /** Captured already (found so at the gateway by the reconciler). */
  captured?: boolean;
}

/**
 * Places a reserved order: the payment authorised, the order numbered and placed, its gift vouchers issued, the cart
 * emptied; then the mail and the capture. When the order was no longer reserved (voided or released meanwhile), the authorisation has no
 * order and is voided at once. The order number, or null when it could not be placed.
 */
export async function placeReserved(
  ctx: CheckoutContext,
  orderId: string,
  payment: OrderPaymentRow | null,
  auth: Authorisation | null,
): Promise<string | null> {
  const orderNumber = await inTransaction(ctx.db, async (tx) => {
    const order = await lockReservedOrder(tx, orderId);
    if (!order) return null;
    if (payment && auth) {
      await updatePayment(tx, payment.id, {
        status: auth.captured ? 'captured' : 'authorised',
        gatewayReference: auth.pspReference,
        cardBrand: auth.card?.brand ?? payment.cardBrand,
        cardLast4: auth.card?.last4 ?? payment.cardLast4,
        paymentMethodToken: auth.paymentMethodToken ?? payment.paymentMethodToken,
      });
    }
    const number = await setOrderPlaced(tx, orderId);
    // The order's gift vouchers are issued here and nowhere else: this transaction is the one `reserved` → `placed`
    // step, so a repeated or concurrent placement finds the order placed above and issues nothing (0031).
    const now = ctx.now();
    await issueOrderVouchers(tx, order, {
      companyName: ctx.config.companyName,
      siteOrigin: ctx.siteOrigin ?? null,
      mailDueAt: ctx.mailSends?.() ? now : null,
      now,
    });
    // Refer a friend's rewards likewise: only with the step to placed, so a refused or failed order earns nothing (0039).
    await awardReferral(tx, order);
    await deleteCartRow(tx, order.cartId);
    return number;
  });
  if (orderNumber === null) {
    if (payment?.keyName && auth && !(await placedWith(ctx, orderId, auth.pspReference)))
      await voidQuietly(ctx, payment.keyName, auth.pspReference, payment.idempotencyKey);
    return null;
  }
  await ctx
    .mailOrder(ctx.db, orderId)
    .catch((err: unknown) => ctx.log.error({ err, orderId }, 'order e-mail not queued'));
  if (payment?.keyName && auth && !auth.captured)
    await capturePayment(ctx, { ...payment, gatewayReference: auth.pspReference });
  return orderNumber;
}

/**
 * Whether another caller (a provider's return, its notification, the reconciler) placed the order with this very
 * authorisation meanwhile: then it is the order's payment and must not be voided.
 */
async function placedWith(ctx: CheckoutContext, orderId: string, pspReference: string): Promise<boolean> {
  const found = await findOrder(ctx.db, orderId);
  return found?.order.status === 'placed' && found.payment?.gatewayReference === pspReference;
}

/** Captures an authorised payment; a failure leaves it `authorised` for the reconciler to capture later. */
export async function capturePayment(ctx: CheckoutContext, payment: OrderPaymentRow): Promise<void> {
  if (!payment.keyName || !payment.gatewayReference) return;
  try {
    await ctx.gateway.capture(
      payment.keyName,
      payment.gatewayReference,
      { valueCents: payment.amountCents, currency: payment.currency as 'AUD' | 'NZD' },
      `${payment.idempotencyKey}:capture`,
    );
    await updatePayment(ctx.db, payment.id, { status: 'captured' });
  } catch (err) {
    ctx.log.warn({ err, paymentId: payment.id }, 'capture deferred to the reconciler');
  }
}

async function voidQuietly(ctx: CheckoutContext, keyName: string, psp: string, key: string): Promise<void> {
  try {
    await ctx.gateway.void(keyName, psp, `${key}:void`);
  } catch (err) {
    // The orphan scan of the reconciler voids it later: an uncaptured authorisation with no placed order.
    ctx.log.warn({ err, psp }, 'void deferred to the reconciler');
  }
}

/**
 * Gives back everything a reserved order took (stock, gift-card balances, single-use coupons, the delivery slot) and
 * ends it, in one transaction. False when the order was no longer reserved.
 */
export async function releaseReserved(
  ctx: Pick<CheckoutContext, 'db'>,
  orderId: string,
  end: {
    status: 'failed' | 'cancelled';
    payment: OrderPaymentStatus;
    reason: string;
    refusalReason?: string | null;
  },
): Promise<boolean> {
  return inTransaction(ctx.db, async (tx) => {
    const order = await lockReservedOrder(tx, orderId);
    if (!order) return false;
    for (const line of await listOrderLines(tx, orderId)) await giveBackStock(tx, line.productId, line.qty);
    for (const code of await listOrderCodes(tx, orderId)) {
      if (code.kind === 'giftCard' && code.giftCardId !== null)
        await refundGiftCard(tx, code.giftCardId, code.amountCents);
      if (code.kind === 'coupon' && code.couponId !== null)
        await unredeemCoupon(tx, code.couponId, order.cartId);
    }
    if (order.slotBooked && order.warehouseId !== null && order.deliveryDate !== null)
      await releaseDeliverySlot(tx, order.warehouseId, order.deliveryDate);
    await closeOpenPayments(tx, orderId, end.payment, end.refusalReason ?? null);
    await setOrderEnded(tx, orderId, end.status, end.reason);
    return true;
  });
}

export interface ChargeTarget {
  orderId: string;
  cartId: string;
  payment: OrderPaymentRow;
}

/** What the gateway's answer means for the order, as the shopper's answer. */
export async function settle(
  ctx: CheckoutContext,
  target: ChargeTarget,
  result: GatewayResult,
  attempt: { client: string },
): Promise<OrderPostResult> {
  const { payment } = target;
  if (result.merchantReference !== payment.idempotencyKey) throw new AppError('checkout_failed');
  if (result.resultCode === 'Authorised') {
    const number = await placeReserved(ctx, target.orderId, payment, {
      pspReference: result.pspReference,
      card: result.card,
      paymentMethodToken: result.paymentMethodToken,
    });
    if (number === null) throw paymentRefused(ctx);
    return placedResult({ orderNumber: number }, { ...payment, gatewayReference: result.pspReference });
  }
  if (result.resultCode === 'ChallengeShopper' && result.action) {
    await updatePayment(ctx.db, payment.id, { status: 'challenge', gatewayReference: result.pspReference });
    return challengeResult(result.pspReference, result.action);
  }
  await releaseReserved(ctx, target.orderId, {
    status: 'failed',
    payment: 'refused',
    reason: result.refusalReasonCode ?? 'refused',
    refusalReason: result.refusalReason ?? null,
  });
  await ctx.guard.recordRefusal({ cartId: target.cartId, client: attempt.client });
  throw paymentRefused(ctx, result.refusalReason);
}

/** Whether an error leaves the gateway's outcome unknown (the order then waits for the reconciler). */
export function isGatewayUnknown(err: unknown): boolean {
  return err instanceof GatewayUnavailableError;
}
