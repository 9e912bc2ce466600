import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { carts } from './carts.ts';
import { createdAt } from './columns.ts';

/**
 * A gift voucher waiting in a cart (issue 13, docs/decisions/0031): a value in whole dollars and who it is for. It
 * needs no delivery and no stock; when the order is paid a gift card is issued and its code e-mailed to the recipient.
 */
export const cartVouchers = pgTable(
  'cart_vouchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    valueCents: integer('value_cents').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('cart_vouchers_value_chk', sql`${t.valueCents} > 0 AND ${t.valueCents} % 100 = 0`),
    check('cart_vouchers_message_chk', sql`char_length(${t.message}) <= 300`),
    index('cart_vouchers_cart_idx').on(t.cartId, t.id),
  ],
);
export type CartVoucherRow = typeof cartVouchers.$inferSelect;
