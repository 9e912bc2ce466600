import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { InvoicedOrder, InvoicedOrderSummary } from '@shop/contracts';
import { orderLines, orderVouchers, orders, type Db } from '@shop/db';
import { centsToDollars, type Country } from '@shop/domain';
import { voucherLineTitle } from '../orders/order-mail-render.ts';
import { canReschedule, shopToday } from '../orders/shop-day.ts';

// The account's invoiced orders: the orders the account placed at checkout (status 'placed'; reserved, failed and
// cancelled attempts are not orders to the shopper). Every query names the account, so another account's order id
// is as missing as an unknown one.

export interface InvoicedOrderSlice {
  totalCount: number;
  orders: InvoicedOrderSummary[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const placedBy = (accountId: string) => and(eq(orders.accountId, accountId), eq(orders.status, 'placed'));

const summaryColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  placedAt: sql<Date>`coalesce(${orders.placedAt}, ${orders.createdAt})`.mapWith(orders.createdAt),
  status: orders.status,
  totalCents: orders.totalCents,
  itemCount: sql<number>`(SELECT coalesce(sum(${orderLines.qty}), 0)::int FROM ${orderLines}
    WHERE ${orderLines.orderId} = ${orders.id})`.mapWith(Number),
};

interface SummaryRow {
  id: string;
  orderNumber: string | null;
  placedAt: Date;
  status: string;
  totalCents: number;
  itemCount: number;
}

const toSummary = (r: SummaryRow): InvoicedOrderSummary => ({
  id: r.id,
  orderNumber: r.orderNumber ?? '',
  placedAt: new Date(r.placedAt).toISOString(),
  status: r.status,
  itemCount: r.itemCount,
  total: centsToDollars(r.totalCents),
});

/** Newest first. */
export async function listInvoicedOrders(
  db: Db,
  accountId: string,
  page: { offset: number; limit: number },
): Promise<InvoicedOrderSlice> {
  const [total] = await db.select({ n: count() }).from(orders).where(placedBy(accountId));
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .where(placedBy(accountId))
    .orderBy(desc(sql`coalesce(${orders.placedAt}, ${orders.createdAt})`), desc(orders.id))
    .offset(page.offset)
    .limit(page.limit);
  return { totalCount: total?.n ?? 0, orders: rows.map(toSummary) };
}

/** The account's own order with this id, else null (another account's order is as missing as an unknown one). */
export async function findInvoicedOrder(
  db: Db,
  accountId: string,
  id: string,
  now: Date,
): Promise<InvoicedOrder | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({
      ...summaryColumns,
      deliveryAddress: orders.deliveryAddress,
      phone: orders.phone,
      country: orders.country,
      deliveryDate: orders.deliveryDate,
    })
    .from(orders)
    .where(and(eq(orders.id, id.toLowerCase()), placedBy(accountId)))
    .limit(1);
  if (!row) return null;
  const lines = await db
    .select({
      sku: orderLines.sku,
      title: orderLines.title,
      qty: orderLines.qty,
      cents: orderLines.lineTotalCents,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.lineNo));
  const vouchers = await db
    .select({
      lineNo: orderVouchers.lineNo,
      cents: orderVouchers.valueCents,
      recipientName: orderVouchers.recipientName,
    })
    .from(orderVouchers)
    .where(eq(orderVouchers.orderId, row.id))
    .orderBy(asc(orderVouchers.lineNo));
  const a = row.deliveryAddress;
  return {
    ...toSummary(row),
    // A line's price is what the shopper paid for it: the line total. Gift vouchers (docs/decisions/0031) follow
    // as lines of their own: 'Gift voucher $100 for Grace Hopper'.
    lines: [
      ...lines.map((l) => ({
        sku: l.sku,
        title: l.title,
        quantity: l.qty,
        price: centsToDollars(l.cents),
      })),
      ...vouchers.map((v) => ({
        sku: `GIFT-VOUCHER-${v.lineNo}`,
        title: voucherLineTitle({ value: centsToDollars(v.cents), recipientName: v.recipientName }),
        quantity: 1,
        price: centsToDollars(v.cents),
      })),
    ],
    // Nothing delivered (gift vouchers only): no delivery address to show.
    deliveryAddress:
      lines.length === 0 && vouchers.length > 0
        ? null
        : {
            firstName: a.firstName,
            lastName: a.lastName,
            companyName: a.companyName,
            address: a.address,
            suburb: a.suburb,
            state: a.state,
            postcode: a.postcode,
            country: a.country,
            phone: row.phone,
          },
    deliveryDate: row.deliveryDate,
    // The same rule the reschedule page enforces, so the link is offered exactly when the change would be accepted.
    canChangeDeliveryDate: canReschedule(
      row.country as Country,
      row.deliveryDate,
      shopToday(row.country as Country, now),
    ),
  };
}
