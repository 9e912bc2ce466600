import { and, asc, desc, eq } from 'drizzle-orm';
import {
  orderLines,
  orderPayments,
  orderVouchers,
  orders,
  outboxMessages,
  type Db,
  type OrderLineRow,
  type OrderPaymentRow,
  type OrderRow,
  type OrderVoucherRow,
  type OutboxMessageRow,
} from '@shop/db';

// The placed orders as the confirmation, the order e-mail, the account and the reschedule read them. A missing row is
// null; whose order it is gets decided by the caller (cart cookie, account, signed link).

export interface OrderDetail {
  order: OrderRow;
  lines: OrderLineRow[];
  payments: OrderPaymentRow[];
  /** Gift vouchers bought with the order (docs/decisions/0031). */
  vouchers: OrderVoucherRow[];
}

async function withParts(db: Db, order: OrderRow | undefined): Promise<OrderDetail | null> {
  if (!order) return null;
  const [lines, payments, vouchers] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNo)),
    db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id)).orderBy(asc(orderPayments.id)),
    db
      .select()
      .from(orderVouchers)
      .where(eq(orderVouchers.orderId, order.id))
      .orderBy(asc(orderVouchers.lineNo)),
  ]);
  return { order, lines, payments, vouchers };
}

export async function findOrderDetail(db: Db, orderId: string): Promise<OrderDetail | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return withParts(db, order);
}

/** The placed order of a cart (a cart becomes at most one placed order: orders_live_cart_uq). */
export async function findPlacedOrderOfCart(db: Db, cartId: string): Promise<OrderDetail | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, 'placed')))
    .limit(1);
  return withParts(db, order);
}

export async function findPlacedOrderByNumber(db: Db, orderNumber: string): Promise<OrderDetail | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.status, 'placed')))
    .limit(1);
  return withParts(db, order);
}

/** Row-locks a placed order for a change of its delivery (reschedule); null when there is no such placed order. */
export async function lockPlacedOrder(tx: Db, orderId: string): Promise<OrderRow | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'placed')))
    .for('update')
    .limit(1);
  return order ?? null;
}

/** Keeps a mail once per dedupe key; the row when this call stored it (null: it was already there). */
export async function insertOutboxMessage(
  db: Db,
  message: Pick<OutboxMessageRow, 'recipient' | 'subject' | 'textBody' | 'htmlBody' | 'kind' | 'dedupeKey'> &
    Partial<Pick<OutboxMessageRow, 'attempts' | 'nextAttemptAt'>>,
): Promise<OutboxMessageRow | null> {
  const [row] = await db
    .insert(outboxMessages)
    .values(message)
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning();
  return row ?? null;
}

export async function listOutboxMessages(db: Db, limit: number): Promise<OutboxMessageRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}
