import { sql } from 'drizzle-orm';
import { orderPayments, orders, queryRows, type Db } from '@shop/db';

// The reconciler's claims (docs/decisions/0025 'Crash recovery'). A claim takes the rows with FOR UPDATE SKIP LOCKED
// and pushes their updated_at forward in the same statement: another process's reconciler skips them while the lock
// is held and, after it, until they are stale again, so the gateway is called outside any transaction and no two
// processes settle the same order at once.

export interface ClaimedOrder {
  orderId: string;
  paymentId: number;
}

/** Reserved orders whose payment is still `status`, untouched for `olderThanMs`. */
export async function claimStaleReservations(
  db: Db,
  params: {
    paymentStatus: 'pending' | 'challenge' | 'redirected';
    olderThanMs: number;
    now: Date;
    limit: number;
    /** Only Zip in store payments (true) or only the others (false); all when left out. */
    inStore?: boolean;
  },
): Promise<ClaimedOrder[]> {
  const cutoff = new Date(params.now.getTime() - params.olderThanMs).toISOString();
  const method =
    params.inStore === undefined
      ? sql`true`
      : params.inStore
        ? sql`p.method = 'ZipInStore'`
        : sql`p.method <> 'ZipInStore'`;
  const rows = await queryRows<{ order_id: string; payment_id: number }>(
    db,
    sql`WITH stale AS (
        SELECT o.id AS order_id, p.id AS payment_id
        FROM ${orders} o
        JOIN ${orderPayments} p ON p.order_id = o.id AND p.kind IN ('charge', 'deposit')
        WHERE o.status = 'reserved' AND p.status = ${params.paymentStatus} AND ${method}
          AND o.updated_at < ${cutoff}::timestamptz AND p.updated_at < ${cutoff}::timestamptz
        ORDER BY o.updated_at
        LIMIT ${params.limit}
        FOR UPDATE OF o SKIP LOCKED
      ), touched AS (
        UPDATE ${orders} SET updated_at = ${params.now.toISOString()}::timestamptz
        WHERE id IN (SELECT order_id FROM stale)
        RETURNING id
      )
      SELECT stale.order_id, stale.payment_id FROM stale JOIN touched ON touched.id = stale.order_id`,
  );
  return rows.map((r) => ({ orderId: r.order_id, paymentId: Number(r.payment_id) }));
}

/** Reserved orders with nothing to charge (a zero total whose placing was cut short), untouched for `olderThanMs`. */
export async function claimStaleUnpaid(
  db: Db,
  params: { olderThanMs: number; now: Date; limit: number },
): Promise<string[]> {
  const cutoff = new Date(params.now.getTime() - params.olderThanMs).toISOString();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE ${orders} SET updated_at = ${params.now.toISOString()}::timestamptz
      WHERE id IN (
        SELECT o.id FROM ${orders} o
        WHERE o.status = 'reserved' AND o.updated_at < ${cutoff}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM ${orderPayments} p WHERE p.order_id = o.id AND p.kind IN ('charge', 'deposit'))
        LIMIT ${params.limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id`,
  );
  return rows.map((r) => r.id);
}

/** Placed orders' payments still only authorised (their capture failed), claimed the same way via the payment row. */
export async function claimUncaptured(
  db: Db,
  params: { olderThanMs: number; now: Date; limit: number },
): Promise<number[]> {
  const cutoff = new Date(params.now.getTime() - params.olderThanMs).toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE ${orderPayments} SET updated_at = ${params.now.toISOString()}::timestamptz
      WHERE id IN (
        SELECT p.id FROM ${orderPayments} p JOIN ${orders} o ON o.id = p.order_id
        WHERE o.status = 'placed' AND p.status = 'authorised' AND p.updated_at < ${cutoff}::timestamptz
        LIMIT ${params.limit}
        FOR UPDATE OF p SKIP LOCKED)
      RETURNING id`,
  );
  return rows.map((r) => Number(r.id));
}
