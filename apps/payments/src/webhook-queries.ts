import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { inTransaction, webhookDeliveries, type Db, type WebhookDeliveryRow } from '@shop/db';

// The notification rows (docs/decisions/0029-buy-now-pay-later.md). A row is written in the transaction that moves
// its payment out of `pending`; the delivery loop claims due rows with FOR UPDATE SKIP LOCKED and leases them (their
// next attempt moved past the post) in one short transaction, so two sandbox processes never post the same row at
// once, and a process that dies mid-post leaves the row due again when the lease runs out.

export type NewDelivery = typeof webhookDeliveries.$inferInsert;

/** Queues a notification; the event id is unique, so the same event queued twice stays one row. */
export async function insertDelivery(db: Db, row: NewDelivery): Promise<void> {
  await db.insert(webhookDeliveries).values(row).onConflictDoNothing({ target: webhookDeliveries.eventId });
}

/** Undelivered rows due at `now`, claimed: attempts counted, the next attempt moved to the end of the lease. */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return inTransaction(db, async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(isNull(webhookDeliveries.deliveredAt), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export async function markDelivered(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ deliveredAt: at, lastError: null })
    .where(eq(webhookDeliveries.id, id));
}

export async function markDeliveryFailed(db: Db, id: number, error: string, next: Date): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ lastError: error.slice(0, 500), nextAttemptAt: next })
    .where(and(eq(webhookDeliveries.id, id), isNull(webhookDeliveries.deliveredAt)));
}

export async function listDeliveries(db: Db, pspReference?: string): Promise<WebhookDeliveryRow[]> {
  const query = db.select().from(webhookDeliveries);
  return (
    pspReference === undefined ? query : query.where(eq(webhookDeliveries.pspReference, pspReference))
  ).orderBy(asc(webhookDeliveries.id));
}
