import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/** A coupon or gift card used by an order, with what it took off (a gift card's spend is given back if it fails). */
export const orderCodes = pgTable(
  'order_codes',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').$type<'coupon' | 'giftCard'>().notNull(),
    couponId: integer('coupon_id'),
    giftCardId: integer('gift_card_id'),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.code] })],
);
export type OrderCodeRow = typeof orderCodes.$inferSelect;
