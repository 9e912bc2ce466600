import type { InvoicedOrder, InvoicedOrderSummary } from '@shop/contracts';
import type { Db } from '@shop/db';

// The account's invoiced orders. The storefront places no orders yet: the checkout brings the orders table and fills
// these two functions; until then every account has none (docs/decisions/0022). No stand-in rows are made up.

export interface InvoicedOrderSlice {
  totalCount: number;
  orders: InvoicedOrderSummary[];
}

export async function listInvoicedOrders(
  _db: Db,
  _accountId: string,
  _page: { offset: number; limit: number },
): Promise<InvoicedOrderSlice> {
  return { totalCount: 0, orders: [] };
}

/** The account's own order with this id, else null (another account's order is as missing as an unknown one). */
export async function findInvoicedOrder(
  _db: Db,
  _accountId: string,
  _id: string,
): Promise<InvoicedOrder | null> {
  return null;
}
