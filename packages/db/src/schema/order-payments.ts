import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, sqlList, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

export const ORDER_PAYMENT_KINDS = ['charge', 'deposit', 'balance', 'reschedule', 'refund'] as const;
export type OrderPaymentKind = (typeof ORDER_PAYMENT_KINDS)[number];

/**
 * pending (recorded before the gateway is called) → challenge (3-D Secure) or redirected (the shopper is at a
 * provider's page or approving in the Zip app, docs/decisions/0029) → authorised → captured, or refused,
 * voided, refunded; `due` is the remaining payment of a deposit order, not yet asked for
 * (docs/decisions/0025-checkout-orders-and-payments.md).
 */
export const ORDER_PAYMENT_STATUSES = [
  'pending',
  'challenge',
  'redirected',
  'authorised',
  'captured',
  'refused',
  'voided',
  'refunded',
  'due',
  'error',
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** One movement of money for an order through the gateway. Never holds card data: brand and last four only. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderPaymentKind>().notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<OrderPaymentStatus>().notNull().default('pending'),
    /** Sent with every gateway call for this payment: a retry gets the first answer, never a second charge. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayReference: text('gateway_reference'),
    /** The gateway's encryption key name (merchant account) the card was encrypted for. */
    keyName: text('key_name'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The gateway's token for charging the same card again (reschedule differences); not card data. */
    paymentMethodToken: text('payment_method_token'),
    refusalReason: text('refusal_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('order_payments_kind_chk', sql.raw(`kind IN (${sqlList(ORDER_PAYMENT_KINDS)})`)),
    check('order_payments_status_chk', sql.raw(`status IN (${sqlList(ORDER_PAYMENT_STATUSES)})`)),
    check('order_payments_amount_chk', sql`${t.amountCents} >= 0`),
    index('order_payments_order_idx').on(t.orderId),
    index('order_payments_reference_idx').on(t.gatewayReference),
    index('order_payments_status_idx').on(t.status, t.updatedAt),
  ],
);
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type NewOrderPayment = typeof orderPayments.$inferInsert;
