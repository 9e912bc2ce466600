import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  coupons,
  orderCodes,
  orderDeliveryChanges,
  orderLines,
  orderPayments,
  orders,
  products,
  type Db,
  type NewOrderPayment,
  type OrderDeliveryChangeRow,
  type OrderPaymentRow,
} from '@shop/db';

// The reschedule's reads and writes; the writes run inside the caller's transaction, under the order's row lock.

export interface OrderDeliveryLine {
  productId: number;
  sku: string;
  brandId: number;
  brandName: string;
  categoryUri: string;
  qty: number;
  /** The product's stock now plus this order's own units (the order already holds them). */
  stockQuantity: number;
  priceCents: number;
}

/** The order's lines as the delivery plan takes them; lines whose product is gone from the catalogue are left out. */
export async function orderDeliveryLines(db: Db, orderId: string): Promise<OrderDeliveryLine[]> {
  const rows = await db
    .select({
      productId: orderLines.productId,
      sku: orderLines.sku,
      brandId: products.brandId,
      brandName: orderLines.brand,
      categoryUri: orderLines.categoryUri,
      qty: orderLines.qty,
      stock: products.stockQuantity,
      priceCents: orderLines.unitPriceCents,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.lineNo);
  return rows.map(({ stock, ...r }) => ({ ...r, stockQuantity: stock + r.qty }));
}

/** Whether the order used a free-delivery coupon: every day it could move to is then free too. */
export async function orderHasFreeDelivery(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(orderCodes)
    .innerJoin(coupons, eq(coupons.id, orderCodes.couponId))
    .where(and(eq(orderCodes.orderId, orderId), eq(coupons.kind, 'freeDelivery')));
  return (row?.n ?? 0) > 0;
}

export async function countDeliveryChanges(db: Db, orderId: string): Promise<number> {
  return db.$count(orderDeliveryChanges, eq(orderDeliveryChanges.orderId, orderId));
}

/** The latest change that moved the order to this date (what a repeated request answers). */
export async function findChangeTo(
  db: Db,
  orderId: string,
  toDate: string,
): Promise<OrderDeliveryChangeRow | null> {
  const [row] = await db
    .select()
    .from(orderDeliveryChanges)
    .where(and(eq(orderDeliveryChanges.orderId, orderId), eq(orderDeliveryChanges.toDate, toDate)))
    .orderBy(desc(orderDeliveryChanges.id))
    .limit(1);
  return row ?? null;
}

export async function insertPayment(tx: Db, payment: NewOrderPayment): Promise<OrderPaymentRow> {
  const [row] = await tx.insert(orderPayments).values(payment).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

export async function setPaymentStatus(
  db: Db,
  id: number,
  values: Pick<Partial<OrderPaymentRow>, 'status' | 'gatewayReference' | 'refusalReason'>,
): Promise<void> {
  await db
    .update(orderPayments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orderPayments.id, id));
}

export async function recordDeliveryChange(
  tx: Db,
  change: {
    orderId: string;
    fromDate: string | null;
    toDate: string;
    fromCents: number;
    toCents: number;
    paymentId: number | null;
  },
): Promise<void> {
  await tx.insert(orderDeliveryChanges).values(change);
}

/** Moves the order to its new date and price; the total and any remaining payment follow the difference. */
export async function moveOrderDelivery(
  tx: Db,
  orderId: string,
  values: {
    deliveryDate: string;
    warehouseId: number;
    shippingCents: number;
    totalDelta: number;
    remainingDelta: number;
  },
): Promise<void> {
  await tx
    .update(orders)
    .set({
      deliveryDate: values.deliveryDate,
      warehouseId: values.warehouseId,
      slotBooked: true,
      shippingCents: values.shippingCents,
      totalCents: sql`${orders.totalCents} + ${values.totalDelta}`,
      remainingCents: sql`CASE WHEN ${orders.remainingCents} IS NULL AND ${values.remainingDelta} = 0 THEN NULL
        ELSE coalesce(${orders.remainingCents}, 0) + ${values.remainingDelta} END`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}
