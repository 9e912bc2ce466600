/**
 * The correctness counts of `npm run bench:scale`, read from PostgreSQL after the load (the storefront's tables and the
 * payments sandbox's schema `payments`) and set against what the shoppers were told. Each count must be 0.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@shop/db';
import type { AckedLine } from './journeys.ts';

export interface StockedProduct {
  id: number;
  sku: string;
  initial: number;
}

export interface Correctness {
  /** Cart lines the shop acknowledged that the database does not hold with that quantity. */
  lostCartLines: number;
  /** Products whose stock went below zero, or whose units sold exceed the initial stock or differ from it by more than the stock left. */
  oversold: number;
  /** Orders (or carts) with more than one captured or authorised charge at the gateway. */
  doubleCharged: number;
  /** Orders the shoppers were told are placed that the database does not hold as placed. */
  lostOrders: number;
  /** Charges (authorised or captured at the gateway) that belong to no placed order. */
  chargesWithoutOrder: number;
  /** Orders still `reserved` (neither placed nor released) when checked. */
  unsettled: number;
}

export interface Figures {
  sold: { sku: string; initial: number; left: number; sold: number }[];
  placedOrders: number;
  captures: number;
}

export async function reservedOrders(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM orders WHERE status = 'reserved'`,
  );
  return row?.n ?? 0;
}

export async function checkCorrectness(
  db: Db,
  input: {
    acked: readonly AckedLine[];
    placed: readonly { orderNumber: string }[];
    stocked: readonly StockedProduct[];
  },
): Promise<{ counts: Correctness; figures: Figures }> {
  // Lost cart lines: every acknowledged (cart, sku, qty) must be a line of that cart with that quantity.
  let lostCartLines = 0;
  if (input.acked.length > 0) {
    const payload = JSON.stringify(input.acked.map((l) => ({ c: l.cartId, s: l.sku, q: l.qty })));
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n
          FROM jsonb_to_recordset(${payload}::jsonb) AS a(c uuid, s text, q int)
          WHERE NOT EXISTS (
            SELECT 1 FROM cart_lines l WHERE l.cart_id = a.c AND l.product_code = a.s AND l.qty = a.q)`,
    );
    lostCartLines = row?.n ?? 0;
  }

  // Oversell: stock never below zero; units in live orders (placed, or still holding a reservation) = initial − left.
  const sold: Figures['sold'] = [];
  let oversold = 0;
  for (const p of input.stocked) {
    const [row] = await queryRows<{ left: number; sold: number }>(
      db,
      sql`SELECT (SELECT stock_quantity FROM products WHERE id = ${p.id})::int AS left,
                 (SELECT coalesce(sum(l.qty), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id
                   WHERE l.product_id = ${p.id} AND o.status IN ('placed', 'reserved'))::int AS sold`,
    );
    const left = row?.left ?? 0;
    const units = row?.sold ?? 0;
    sold.push({ sku: p.sku, initial: p.initial, left, sold: units });
    if (left < 0 || units > p.initial || p.initial - left !== units) oversold++;
  }

  // Double charge: one charge at the gateway per order reference, and one live order per cart.
  const [charges] = await queryRows<{ refs: number; carts: number; captures: number }>(
    db,
    sql`SELECT
          (SELECT count(*) FROM (SELECT merchant_reference FROM payments.payments
             WHERE status IN ('authorised', 'captured') GROUP BY merchant_reference HAVING count(*) > 1) d)::int AS refs,
          (SELECT count(*) FROM (SELECT cart_id FROM orders WHERE status IN ('placed', 'reserved')
             GROUP BY cart_id HAVING count(*) > 1) c)::int AS carts,
          (SELECT count(*) FROM payments.operations WHERE kind = 'capture')::int AS captures`,
  );
  const [twiceCaptured] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT psp_reference FROM payments.operations WHERE kind = 'capture'
          GROUP BY psp_reference HAVING count(*) > 1) t`,
  );
  const doubleCharged = (charges?.refs ?? 0) + (charges?.carts ?? 0) + (twiceCaptured?.n ?? 0);

  // Lost orders: every order number a shopper was given is a placed order.
  let lostOrders = 0;
  if (input.placed.length > 0) {
    const numbers = JSON.stringify(input.placed.map((p) => p.orderNumber));
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM jsonb_array_elements_text(${numbers}::jsonb) AS g(number)
          WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.order_number = g.number AND o.status = 'placed')`,
    );
    lostOrders = row?.n ?? 0;
  }

  // Charges without an order: an authorisation or capture at the gateway whose reference is no placed order's payment.
  const [orphans] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM payments.payments g
        WHERE g.status IN ('authorised', 'captured')
          AND NOT EXISTS (
            SELECT 1 FROM order_payments p JOIN orders o ON o.id = p.order_id
            WHERE p.idempotency_key = g.merchant_reference AND o.status = 'placed')`,
  );
  const [placed] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM orders WHERE status = 'placed'`,
  );

  return {
    counts: {
      lostCartLines,
      oversold,
      doubleCharged,
      lostOrders,
      chargesWithoutOrder: orphans?.n ?? 0,
      unsettled: await reservedOrders(db),
    },
    figures: { sold, placedOrders: placed?.n ?? 0, captures: charges?.captures ?? 0 },
  };
}
