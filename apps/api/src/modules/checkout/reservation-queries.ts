import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  carts,
  couponRedemptions,
  giftCards,
  orderCodes,
  orderLines,
  orderPayments,
  orderVouchers,
  orders,
  products,
  queryRows,
  type Db,
  type NewOrder,
  type NewOrderLine,
  type OrderVoucherRow,
  type OrderPaymentRow,
  type OrderPaymentStatus,
  type OrderRow,
} from '@shop/db';

// The reservation's statements (docs/decisions/0025-checkout-orders-and-payments.md). Every take is conditional, so
// two orders can never both get the last unit, the same balance or the same single-use coupon.

/** Takes `qty` units when that many are left; false when not (the caller rolls its transaction back). */
export async function takeStock(tx: Db, productId: number, qty: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${qty}` })
    .where(and(eq(products.id, productId), sql`${products.stockQuantity} >= ${qty}`))
    .returning({ id: products.id });
  return rows.length === 1;
}

export async function giveBackStock(tx: Db, productId: number, qty: number): Promise<void> {
  await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${qty}` })
    .where(eq(products.id, productId));
}

/** Spends `cents` of a gift card's balance when it still holds them. */
export async function spendGiftCard(tx: Db, giftCardId: number, cents: number): Promise<boolean> {
  const rows = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${cents}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(giftCards.id, giftCardId),
        eq(giftCards.active, true),
        sql`${giftCards.balanceCents} >= ${cents}`,
      ),
    )
    .returning({ id: giftCards.id });
  return rows.length === 1;
}

export async function refundGiftCard(tx: Db, giftCardId: number, cents: number): Promise<void> {
  await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${cents}`, updatedAt: sql`now()` })
    .where(eq(giftCards.id, giftCardId));
}

/** Marks the cart's claim on a single-use coupon redeemed; false when the cart holds no unredeemed claim. */
export async function redeemCoupon(tx: Db, couponId: number, cartId: string): Promise<boolean> {
  const rows = await tx
    .update(couponRedemptions)
    .set({ redeemedAt: sql`now()` })
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.cartId, cartId),
        isNull(couponRedemptions.redeemedAt),
      ),
    )
    .returning({ id: couponRedemptions.id });
  return rows.length === 1;
}

export async function unredeemCoupon(tx: Db, couponId: number, cartId: string): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ redeemedAt: null })
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.cartId, cartId)));
}

export interface NewReservation {
  order: NewOrder & { id: string };
  lines: Omit<NewOrderLine, 'orderId'>[];
  /** Gift vouchers bought with the order; their gift cards are issued when it is placed (docs/decisions/0031). */
  vouchers?: Omit<OrderVoucherRow, 'orderId' | 'giftCardId'>[];
  codes: {
    code: string;
    kind: 'coupon' | 'giftCard';
    couponId: number | null;
    giftCardId: number | null;
    amountCents: number;
  }[];
  payments: {
    kind: 'charge' | 'deposit' | 'balance';
    amountCents: number;
    status: OrderPaymentStatus;
    keyName: string | null;
  }[];
  method: string;
}

/** The order, its lines, codes and payments; each payment's idempotency key (and gateway reference) is its own. */
export async function insertReservation(tx: Db, r: NewReservation): Promise<void> {
  await tx.insert(orders).values(r.order);
  if (r.lines.length > 0)
    await tx.insert(orderLines).values(r.lines.map((l) => ({ ...l, orderId: r.order.id })));
  if (r.vouchers && r.vouchers.length > 0)
    await tx.insert(orderVouchers).values(r.vouchers.map((v) => ({ ...v, orderId: r.order.id })));
  if (r.codes.length > 0)
    await tx.insert(orderCodes).values(r.codes.map((c) => ({ ...c, orderId: r.order.id })));
  for (const p of r.payments) {
    await tx.insert(orderPayments).values({
      orderId: r.order.id,
      kind: p.kind,
      method: r.method,
      amountCents: p.amountCents,
      currency: r.order.currency ?? 'AUD',
      status: p.status,
      idempotencyKey: paymentKey(r.order.id, p.kind),
      keyName: p.keyName,
    });
  }
}

/** The idempotency key of a payment, also its merchant reference at the gateway: one per order attempt and kind. */
export function paymentKey(orderId: string, kind: string): string {
  return `chk_${orderId}_${kind}`;
}

export interface OrderWithPayment {
  order: OrderRow;
  /** The payment charged now (charge or deposit); null when nothing was charged (zero total). */
  payment: OrderPaymentRow | null;
}

async function withPayment(db: Db, order: OrderRow | undefined): Promise<OrderWithPayment | null> {
  if (!order) return null;
  const [payment] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), inArray(orderPayments.kind, ['charge', 'deposit'])))
    .orderBy(asc(orderPayments.id))
    .limit(1);
  return { order, payment: payment ?? null };
}

/** The cart's reserved or placed order (at most one: orders_live_cart_uq). */
export async function findLiveOrder(db: Db, cartId: string): Promise<OrderWithPayment | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), inArray(orders.status, ['reserved', 'placed'])))
    .limit(1);
  return withPayment(db, order);
}

/** The cart's latest attempt of any status (a concurrent submit answers with it). */
export async function findOrder(db: Db, orderId: string): Promise<OrderWithPayment | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return withPayment(db, order);
}

export async function findLatestOrder(db: Db, cartId: string): Promise<OrderWithPayment | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.cartId, cartId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return withPayment(db, order);
}

/** A payment by its idempotency key (= merchant reference). */
export async function findPaymentByKey(
  db: Db,
  key: string,
): Promise<{ order: OrderRow; payment: OrderPaymentRow } | null> {
  const [payment] = await db.select().from(orderPayments).where(eq(orderPayments.idempotencyKey, key));
  if (!payment) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  return order ? { order, payment } : null;
}

/** A payment by the gateway's reference for it (a provider's return and the in-store status name it so). */
export async function findPaymentByGatewayReference(
  db: Db,
  reference: string,
): Promise<{ order: OrderRow; payment: OrderPaymentRow } | null> {
  const [payment] = await db
    .select()
    .from(orderPayments)
    .where(
      and(eq(orderPayments.gatewayReference, reference), inArray(orderPayments.kind, ['charge', 'deposit'])),
    )
    .orderBy(desc(orderPayments.id))
    .limit(1);
  if (!payment) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  return order ? { order, payment } : null;
}

/** Locks a reserved order for a state change; null when it is no longer reserved (someone else finished it). */
export async function lockReservedOrder(tx: Db, orderId: string): Promise<OrderRow | null> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM ${orders} WHERE id = ${orderId} AND status = 'reserved' FOR UPDATE`,
  );
  if (!row) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  return order ?? null;
}

export async function setOrderPlaced(tx: Db, orderId: string): Promise<string> {
  const [row] = await tx
    .update(orders)
    .set({
      status: 'placed',
      orderNumber: sql`nextval('order_number_seq')::text`,
      placedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId))
    .returning({ orderNumber: orders.orderNumber });
  return row!.orderNumber!;
}

export async function setOrderEnded(
  tx: Db,
  orderId: string,
  status: 'failed' | 'cancelled',
  reason: string,
): Promise<void> {
  await tx
    .update(orders)
    .set({ status, failureReason: reason, slotBooked: false, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

export async function updatePayment(
  tx: Db,
  paymentId: number,
  set: Partial<
    Pick<
      OrderPaymentRow,
      'status' | 'gatewayReference' | 'cardBrand' | 'cardLast4' | 'paymentMethodToken' | 'refusalReason'
    >
  >,
): Promise<void> {
  await tx
    .update(orderPayments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(orderPayments.id, paymentId));
}

/**
 * A provider's payment is at the provider now (docs/decisions/0029): `pending` → `redirected` with the gateway's
 * reference. Conditional, so a notification that already placed or ended the order keeps what it recorded.
 */
export async function markPaymentRedirected(
  db: Db,
  paymentId: number,
  pspReference: string,
): Promise<boolean> {
  const rows = await db
    .update(orderPayments)
    .set({ status: 'redirected', gatewayReference: pspReference, updatedAt: sql`now()` })
    .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.status, 'pending')))
    .returning({ id: orderPayments.id });
  return rows.length === 1;
}

/**
 * Closes an ended order's open payments: the one asked of the gateway (pending, challenge, redirected, authorised) becomes
 * `status` with the gateway's refusal wording (never card data), a deposit's remaining `due` payment is voided.
 */
export async function closeOpenPayments(
  tx: Db,
  orderId: string,
  status: OrderPaymentStatus,
  refusalReason: string | null,
): Promise<void> {
  await tx
    .update(orderPayments)
    .set({ status: 'voided', updatedAt: sql`now()` })
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'due')));
  await tx
    .update(orderPayments)
    .set({ status, refusalReason, updatedAt: sql`now()` })
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        inArray(orderPayments.status, ['pending', 'challenge', 'redirected', 'authorised']),
      ),
    );
}

export async function listOrderLines(tx: Db, orderId: string) {
  return tx
    .select({ productId: orderLines.productId, qty: orderLines.qty })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}

export async function listOrderCodes(tx: Db, orderId: string) {
  return tx.select().from(orderCodes).where(eq(orderCodes.orderId, orderId));
}

/**
 * A placed order empties its cart (lines and codes go with the row; the order keeps the cart's id). Claims on
 * single-use coupons the order did not redeem are released first, or they would stay with no cart forever.
 */
export async function deleteCartRow(tx: Db, cartId: string): Promise<void> {
  await tx
    .delete(couponRedemptions)
    .where(and(eq(couponRedemptions.cartId, cartId), isNull(couponRedemptions.redeemedAt)));
  await tx.delete(carts).where(eq(carts.id, cartId));
}
