import { CHECKOUT_PATHS, confirmationUrl } from '@shop/domain';
import type { CheckoutContext } from './context.ts';
import { isGatewayUnknown, placeReserved, releaseReserved } from './payment-flow.ts';
import { findPaymentByKey } from './reservation-queries.ts';

// The 3-D Secure return (docs/decisions/0027): the sandbox's challenge page posts the shopper back with MD and a
// signed PaRes; the gateway's answer to them places or releases the order. Idempotent: a repeated post finds the order
// already placed or released and sends the shopper to the same page.

export const CHALLENGE_REDIRECTS = {
  refused: `${CHECKOUT_PATHS.checkout}?payment=refused`,
  /** The gateway did not answer: the reconciler settles the order; the shopper is told to check back. */
  error: `${CHECKOUT_PATHS.checkout}?payment=error`,
} as const;

export async function finishChallenge(
  ctx: CheckoutContext,
  reference: string,
  fields: { MD: string; PaRes: string },
  client: string,
): Promise<string> {
  const found = await findPaymentByKey(ctx.db, reference);
  if (!found?.payment.keyName) return CHALLENGE_REDIRECTS.refused;
  const { order, payment } = found;
  const keyName = found.payment.keyName;
  if (order.status === 'placed') return confirmationUrl(order.cartId);
  if (order.status !== 'reserved' || payment.status !== 'challenge') return CHALLENGE_REDIRECTS.refused;
  let result;
  try {
    result = await ctx.gateway.completeChallenge(keyName, fields, `${payment.idempotencyKey}:3ds`);
  } catch (err) {
    if (isGatewayUnknown(err)) return CHALLENGE_REDIRECTS.error;
    // A forged or stale MD/PaRes: the gateway refuses it; the order stays for the shopper's own answer or expiry.
    ctx.log.warn({ err, reference }, '3-D Secure return refused by the gateway');
    return CHALLENGE_REDIRECTS.refused;
  }
  if (result.merchantReference !== reference) return CHALLENGE_REDIRECTS.refused;
  if (result.resultCode === 'Authorised') {
    const number = await placeReserved(ctx, order.id, payment, {
      pspReference: result.pspReference,
      card: result.card,
      paymentMethodToken: result.paymentMethodToken,
    });
    if (number !== null) return confirmationUrl(order.cartId);
    // Another return of the same challenge placed it first.
    const again = await findPaymentByKey(ctx.db, reference);
    return again?.order.status === 'placed' ? confirmationUrl(order.cartId) : CHALLENGE_REDIRECTS.refused;
  }
  await releaseReserved(ctx, order.id, {
    status: 'failed',
    payment: 'refused',
    reason: result.refusalReasonCode ?? 'challenge_failed',
    refusalReason: result.refusalReason ?? null,
  });
  await ctx.guard.recordRefusal({ cartId: order.cartId, client });
  return CHALLENGE_REDIRECTS.refused;
}
