import type { PaymentNotification } from '@shop/contracts';
import { inTransaction, type Db, type GatewayPaymentRow } from '@shop/db';
import { findPaymentByReference, updatePayment, type NewPayment } from './payments-queries.ts';
import { insertDelivery } from './webhook-queries.ts';
import { amountOf } from './wire.ts';

// How a provider payment leaves `pending` (docs/decisions/0029-buy-now-pay-later.md): approved (`authorised`),
// cancelled on the hosted page or by the merchant (`cancelled`), declined in the Zip app (`refused`) or unanswered in
// time (`expired`). Each change writes its notification row in the same transaction, so no change goes unnotified
// and no notification tells of a change that did not happen.

export type PendingOutcome = 'authorised' | 'cancelled' | 'refused' | 'expired';

export const EVENT_CODES: Readonly<Record<PendingOutcome, PaymentNotification['eventCode']>> = {
  authorised: 'AUTHORISATION',
  cancelled: 'CANCELLATION',
  refused: 'REFUSAL',
  expired: 'EXPIRY',
};

/** How long a Zip in-store request waits for the customer's answer. */
export const INSTORE_TTL_MS = 120_000;

/** The notification body (PaymentNotification of @shop/contracts); the event id is one per payment and event. */
export function notificationFor(
  row: GatewayPaymentRow,
  eventCode: PaymentNotification['eventCode'],
  at: Date,
): PaymentNotification {
  return {
    eventId: `evt_${row.pspReference}_${eventCode.toLowerCase()}`,
    eventCode,
    pspReference: row.pspReference,
    merchantReference: row.merchantReference,
    merchantAccount: row.merchantAccount,
    method: row.method,
    amount: amountOf(row.amountCents, row.currency),
    createdAt: at.toISOString(),
  };
}

/** Moves a pending payment (locked by the caller's transaction) to its outcome and queues the notification. */
export async function leavePending(
  tx: Db,
  row: GatewayPaymentRow,
  outcome: PendingOutcome,
  at: Date,
  patch: Partial<Omit<NewPayment, 'pspReference' | 'createdAt' | 'status'>> = {},
): Promise<GatewayPaymentRow> {
  if (row.status !== 'pending') throw new Error(`a ${row.status} payment cannot leave pending`);
  const updated = await updatePayment(tx, row.pspReference, { ...patch, status: outcome });
  const body = notificationFor(updated, EVENT_CODES[outcome], at);
  await insertDelivery(tx, {
    eventId: body.eventId,
    merchantAccount: updated.merchantAccount,
    pspReference: updated.pspReference,
    body,
    nextAttemptAt: at,
  });
  return updated;
}

/** An in-store request still `pending` in the table whose time to answer has run out. */
export const isLapsed = (row: GatewayPaymentRow, now: Date): boolean =>
  row.method === 'zip_instore' &&
  row.status === 'pending' &&
  row.expiresAt !== null &&
  row.expiresAt.getTime() <= now.getTime();

/** Expires a lapsed in-store request under its row lock; the payment as it then stands (null: unknown). */
export function expireIfLapsed(db: Db, pspReference: string, now: Date): Promise<GatewayPaymentRow | null> {
  return inTransaction(db, async (tx) => {
    const row = await findPaymentByReference(tx, pspReference, { forUpdate: true });
    if (!row || !isLapsed(row, now)) return row;
    return leavePending(tx, row, 'expired', now);
  });
}

/** The payment as it stands at `now`: a lapsed in-store request reads as (and becomes) `expired`. */
export async function settled(db: Db, row: GatewayPaymentRow, now: Date): Promise<GatewayPaymentRow> {
  if (!isLapsed(row, now)) return row;
  return (await expireIfLapsed(db, row.pspReference, now)) ?? row;
}
