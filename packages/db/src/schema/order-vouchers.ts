import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { giftCards } from './gift-cards.ts';
import { orders } from './orders.ts';

/**
 * A gift voucher bought with an order (docs/decisions/0031): copied from the cart at reservation; `gift_card_id` is
 * set in the same transaction that places the order, so a voucher is issued once and only for a paid order.
 */
export const orderVouchers = pgTable(
  'order_vouchers',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    valueCents: integer('value_cents').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull().default(''),
    giftCardId: integer('gift_card_id')
      .unique()
      .references(() => giftCards.id),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    check('order_vouchers_value_chk', sql`${t.valueCents} > 0`),
  ],
);
export type OrderVoucherRow = typeof orderVouchers.$inferSelect;
