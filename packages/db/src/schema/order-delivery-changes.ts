import { date, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { orderPayments } from './order-payments.ts';
import { orders } from './orders.ts';

/** A rescheduled delivery (page type rescheduleDelivery): the old and new date and price, and the payment made. */
export const orderDeliveryChanges = pgTable('order_delivery_changes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  fromDate: date('from_date', { mode: 'string' }),
  toDate: date('to_date', { mode: 'string' }).notNull(),
  fromCents: integer('from_cents').notNull(),
  toCents: integer('to_cents').notNull(),
  paymentId: integer('payment_id').references(() => orderPayments.id),
  createdAt: createdAt(),
});
export type OrderDeliveryChangeRow = typeof orderDeliveryChanges.$inferSelect;
