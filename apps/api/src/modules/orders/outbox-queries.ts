import { and, asc, eq, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import { inTransaction, orderPayments, outboxMessages, type Db, type OutboxMessageRow } from '@shop/db';
import { MAX_ATTEMPTS, SEND_LEASE_MS } from './retry-schedule.ts';

// The mail sender loop's reads and writes. Rows are claimed with FOR UPDATE SKIP LOCKED and leased (their next attempt
// moved past the send) in one short transaction, so two storefront processes never take the same row, and a process
// that dies mid-send leaves the row due again once the lease runs out.

/** Mail whose next send is due at `now`, claimed: attempts counted, the next attempt moved to the end of a lease. */
export async function claimDueMail(db: Db, now: Date, limit: number): Promise<OutboxMessageRow[]> {
  return inTransaction(db, async (tx) => {
    const due = await tx
      .select()
      .from(outboxMessages)
      .where(
        and(
          isNull(outboxMessages.sentAt),
          isNotNull(outboxMessages.nextAttemptAt),
          lte(outboxMessages.nextAttemptAt, now),
          lt(outboxMessages.attempts, MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const lease = new Date(now.getTime() + SEND_LEASE_MS);
    const claimed: OutboxMessageRow[] = [];
    for (const row of due) {
      const [updated] = await tx
        .update(outboxMessages)
        .set({ attempts: row.attempts + 1, nextAttemptAt: lease })
        .where(eq(outboxMessages.id, row.id))
        .returning();
      if (updated) claimed.push(updated);
    }
    return claimed;
  });
}

export async function markMailSent(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ sentAt: at, nextAttemptAt: null, lastError: null })
    .where(eq(outboxMessages.id, id));
}

/** next: when to try again (null: the attempts have run out). */
export async function markMailFailed(db: Db, id: string, error: string, next: Date | null): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ lastError: error, nextAttemptAt: next })
    .where(eq(outboxMessages.id, id));
}

export interface FailedRefund {
  id: number;
  /** The payment's key: the gateway refund is always sent as `refund:{key}`, the same on every attempt. */
  idempotencyKey: string;
  /** The original payment refunded against (kept until the refund succeeds). */
  pspReference: string;
  keyName: string;
  amountCents: number;
  currency: 'AUD' | 'NZD';
  refusalReason: string | null;
  /** The time of the last attempt. */
  updatedAt: Date;
}

/**
 * Refunds in `error` with a payment to refund through, locked (SKIP LOCKED) inside the caller's transaction; the
 * caller decides which are due from their attempt count and last attempt.
 */
export async function lockFailedRefunds(tx: Db, limit: number): Promise<FailedRefund[]> {
  const rows = await tx
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.kind, 'refund'),
        eq(orderPayments.status, 'error'),
        isNotNull(orderPayments.gatewayReference),
        isNotNull(orderPayments.keyName),
      ),
    )
    .orderBy(asc(orderPayments.updatedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => ({
    id: r.id,
    idempotencyKey: r.idempotencyKey,
    pspReference: r.gatewayReference ?? '',
    keyName: r.keyName ?? '',
    amountCents: r.amountCents,
    currency: r.currency === 'NZD' ? 'NZD' : 'AUD',
    refusalReason: r.refusalReason,
    updatedAt: r.updatedAt,
  }));
}

/** Records an attempt on a refund still in `error` (the claim, or its failure) at `at`. */
export async function noteRefundAttempt(db: Db, id: number, reason: string, at: Date): Promise<void> {
  await db
    .update(orderPayments)
    .set({ refusalReason: reason, updatedAt: at })
    .where(and(eq(orderPayments.id, id), eq(orderPayments.status, 'error')));
}

export async function markRefunded(db: Db, id: number, refundReference: string, at: Date): Promise<void> {
  await db
    .update(orderPayments)
    .set({ status: 'refunded', gatewayReference: refundReference, refusalReason: null, updatedAt: at })
    .where(eq(orderPayments.id, id));
}
