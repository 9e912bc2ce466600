import { CHECKOUT_ERROR_MESSAGES, fillTemplate } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { GatewayUnavailableError, type CardGateway, type GatewayAmount } from '../gateway/gateway.ts';
import { originalCardPayment } from './confirmation.ts';
import type { OrderDetail } from './order-queries.ts';
import { setPaymentStatus } from './reschedule-queries.ts';
import { refundReason } from './retry-schedule.ts';

// The money side of a reschedule, around the one transaction that moves the order (reschedule-move.ts): a dearer day
// is authorised on the stored card BEFORE the move (a refusal changes nothing) and captured after it; a cheaper day
// is refunded on the original payment AFTER the move. Every gateway call carries a key derived from the change, so a
// retried or concurrent request reaches the same authorisation, never a second charge. An authorisation left behind
// by a crash matches no order reference and is voided by the checkout reconciler's orphan scan (ADR 0025).

export interface MoneyPlan {
  /** none: same price; charge: authorised on the stored card; due: recorded to pay later; refund: money back. */
  kind: 'none' | 'charge' | 'due' | 'refund';
  key: string;
  currency: 'AUD' | 'NZD';
  /** new delivery price − old: what the order's total changes by. */
  diffCents: number;
  /** What the order's remaining payment changes by (a due difference, or a refund taken off what is still owed). */
  remainingDelta: number;
  /** charge: the authorisation; refund: the original payment refunded against (null: nothing to refund through). */
  gateway: { pspReference: string; keyName: string; amountCents: number } | null;
  card: { brand: string | null; last4: string | null };
  paymentId?: number | null;
}

const refused = (phone: string) =>
  new AppError('payment_refused', [fillTemplate(CHECKOUT_ERROR_MESSAGES.payment401, { phone })]);

async function gatewayCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof GatewayUnavailableError)
      throw new AppError('gateway_unavailable', [
        'The payment service is unavailable. Please try again shortly.',
      ]);
    throw err;
  }
}

export async function moveMoney(
  ctx: { gateway: CardGateway; returnUrl: string; supportNumber: () => Promise<string> },
  detail: OrderDetail,
  change: { newCents: number; key: string },
): Promise<MoneyPlan> {
  const { order, payments } = detail;
  const currency = order.currency === 'NZD' ? 'NZD' : 'AUD';
  const diffCents = change.newCents - order.shippingCents;
  const original = originalCardPayment(payments);
  const card = { brand: original?.cardBrand ?? null, last4: original?.cardLast4 ?? null };
  const base = { key: change.key, currency, diffCents, card } as const;
  if (diffCents === 0) return { ...base, kind: 'none', remainingDelta: 0, gateway: null };
  if (diffCents < 0) {
    // What is still owed shrinks first; only money already paid goes back to the card.
    const fromRemaining = Math.min(-diffCents, order.remainingCents ?? 0);
    const refundCents = -diffCents - fromRemaining;
    const through =
      refundCents > 0 && original?.gatewayReference && original.keyName
        ? { pspReference: original.gatewayReference, keyName: original.keyName, amountCents: refundCents }
        : null;
    return { ...base, kind: 'refund', remainingDelta: -fromRemaining, gateway: through };
  }
  if (!original?.paymentMethodToken || !original.keyName)
    return { ...base, kind: 'due', remainingDelta: diffCents, gateway: null };
  const keyName = original.keyName;
  const amount: GatewayAmount = { valueCents: diffCents, currency };
  const result = await gatewayCall(() =>
    ctx.gateway.authorise(
      {
        merchantReference: change.key,
        amount,
        keyName,
        card: { paymentMethodToken: original.paymentMethodToken! },
        returnUrl: ctx.returnUrl,
      },
      change.key,
    ),
  );
  if (result.resultCode !== 'Authorised') {
    // A stored card cannot be challenged here: an authorisation waiting for the shopper is given up.
    if (result.resultCode === 'ChallengeShopper')
      await gatewayCall(() => ctx.gateway.void(keyName, result.pspReference, `void:${change.key}`));
    throw refused(await ctx.supportNumber());
  }
  return {
    ...base,
    kind: 'charge',
    remainingDelta: 0,
    gateway: { pspReference: result.pspReference, keyName, amountCents: diffCents },
  };
}

/**
 * complete: capture the charge or send the refund, and record the outcome on the payment row (a failed capture stays
 * 'authorised', a failed refund is 'error' and retried by the mail sender loop); abandon: the move did not happen, so the charge is
 * voided. Errors after the move never undo it.
 */
export async function settleMoney(
  ctx: { gateway: CardGateway; db: Parameters<typeof setPaymentStatus>[0] },
  money: MoneyPlan,
  outcome: 'complete' | 'abandon',
): Promise<void> {
  const g = money.gateway;
  if (!g) return;
  const amount: GatewayAmount = { valueCents: g.amountCents, currency: money.currency };
  if (money.kind === 'charge' && outcome === 'abandon') {
    await ctx.gateway.void(g.keyName, g.pspReference, `void:${money.key}`).catch(() => undefined);
    return;
  }
  if (outcome !== 'complete' || !money.paymentId) return;
  if (money.kind === 'charge') {
    const captured = await ctx.gateway
      .capture(g.keyName, g.pspReference, amount, `capture:${money.key}`)
      .then(() => true)
      .catch(() => false);
    if (captured) await setPaymentStatus(ctx.db, money.paymentId, { status: 'captured' });
  } else if (money.kind === 'refund') {
    try {
      const refund = await ctx.gateway.refund(g.keyName, g.pspReference, amount, `refund:${money.key}`);
      await setPaymentStatus(ctx.db, money.paymentId, {
        status: 'refunded',
        gatewayReference: refund.pspReference,
      });
    } catch (err) {
      await setPaymentStatus(ctx.db, money.paymentId, {
        status: 'error',
        // Attempt 1: the mail sender loop retries it under the same key (mail-sender.ts).
        refusalReason: refundReason(1, err instanceof Error ? err.message : 'refund failed'),
      });
    }
  }
}
