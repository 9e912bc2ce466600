import { AppError } from '@shop/server-kit';
import type { GatewayPaymentRow } from '@shop/db';
import { merchantKey } from './authorise.ts';
import type { PaymentsContext } from './context.ts';
import { oncePerKey, requestHash } from './idempotency.ts';
import { isLapsed, leavePending, settled } from './outcomes.ts';
import { findPayment, insertOperation, listPayments, updatePayment } from './payments-queries.ts';
import { paymentView, type Amount, type ListQuery, type ModificationBody, type PaymentView } from './wire.ts';

// Captures, cancels (voids) and refunds, each once per Idempotency-Key and under a row lock, so two at once cannot
// both pass the checks. The rules: capture and void only an authorised payment (void only before capture), capture
// at most what was authorised, refund at most what was captured and not yet refunded. A provider payment still
// `pending` (docs/decisions/0029) can only be cancelled: it becomes `cancelled`, with its notification.

export type Modification = 'capture' | 'cancel' | 'refund';

const invalidState = (message: string) => new AppError('payment_invalid_state', [message]);

function checkAmount(
  payment: GatewayPaymentRow,
  amount: Amount | undefined,
  limit: number,
  what: string,
): number {
  const value = amount?.value ?? limit;
  if (amount && amount.currency !== payment.currency) {
    throw invalidState(`The payment is in ${payment.currency}, not ${amount.currency}.`);
  }
  if (value <= 0) throw invalidState(`Nothing is left to ${what}.`);
  if (value > limit) throw invalidState(`At most ${limit} cents can be ${what}d.`);
  return value;
}

function apply(kind: Modification, payment: GatewayPaymentRow, amount: Amount | undefined) {
  switch (kind) {
    case 'capture': {
      if (payment.status !== 'authorised')
        throw invalidState(`A ${payment.status} payment cannot be captured.`);
      const value = checkAmount(payment, amount, payment.amountCents, 'capture');
      return { amountCents: value, patch: { status: 'captured' as const, capturedCents: value } };
    }
    case 'cancel': {
      if (payment.status !== 'authorised')
        throw invalidState(`A ${payment.status} payment cannot be voided.`);
      return { amountCents: payment.amountCents, patch: { status: 'voided' as const } };
    }
    case 'refund': {
      if (payment.status !== 'captured')
        throw invalidState(`A ${payment.status} payment cannot be refunded.`);
      const left = payment.capturedCents - payment.refundedCents;
      const value = checkAmount(payment, amount, left, 'refund');
      const refunded = payment.refundedCents + value;
      // Partly refunded stays captured (more may be refunded); wholly refunded is final.
      const status = refunded === payment.capturedCents ? ('refunded' as const) : ('captured' as const);
      return { amountCents: value, patch: { status, refundedCents: refunded } };
    }
  }
}

export async function modifyPayment(
  ctx: PaymentsContext,
  kind: Modification,
  pspReference: string,
  body: ModificationBody,
  idempotencyKey: string,
): Promise<PaymentView> {
  merchantKey(ctx, body.merchantAccount);
  const idem = { merchantAccount: body.merchantAccount, operation: kind, idempotencyKey };
  const hash = requestHash(kind, { pspReference, ...body });
  return oncePerKey(ctx.db, idem, hash, async (tx) => {
    const payment = await findPayment(tx, body.merchantAccount, pspReference, { forUpdate: true });
    if (!payment) throw new AppError('payment_not_found', ['No such payment.']);
    if (kind === 'cancel' && payment.status === 'pending') {
      const now = ctx.now();
      if (isLapsed(payment, now)) throw invalidState('The in-store request has expired.');
      await insertOperation(tx, { pspReference, kind, amountCents: payment.amountCents });
      return paymentView(await leavePending(tx, payment, 'cancelled', now));
    }
    const { amountCents, patch } = apply(kind, payment, body.amount);
    await insertOperation(tx, { pspReference, kind, amountCents });
    return paymentView(await updatePayment(tx, pspReference, patch));
  });
}

export async function lookupPayment(
  ctx: PaymentsContext,
  merchantAccount: string,
  psp: string,
): Promise<PaymentView> {
  const payment = await findPayment(ctx.db, merchantAccount, psp);
  if (!payment) throw new AppError('payment_not_found', ['No such payment.']);
  return paymentView(await settled(ctx.db, payment, ctx.now()));
}

export async function findPayments(
  ctx: PaymentsContext,
  query: ListQuery,
): Promise<{ payments: PaymentView[] }> {
  const rows = await listPayments(ctx.db, {
    merchantAccount: query.merchantAccount,
    ...(query.merchantReference === undefined ? {} : { merchantReference: query.merchantReference }),
    ...(query.status === undefined ? {} : { status: query.status }),
    ...(query.createdBefore === undefined ? {} : { createdBefore: new Date(query.createdBefore) }),
  });
  const now = ctx.now();
  const payments: PaymentView[] = [];
  for (const row of rows) payments.push(paymentView(await settled(ctx.db, row, now)));
  return { payments };
}
