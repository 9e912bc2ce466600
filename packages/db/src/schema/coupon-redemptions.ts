import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { carts } from './carts.ts';
import { createdAt } from './columns.ts';
import { coupons } from './coupons.ts';

/**
 * A single-use coupon claimed by an e-mail address. The row is taken when the coupon is applied to a cart (the unique
 * key makes two carts racing for it see one winner) and released when it is removed from that cart; the checkout marks
 * it `redeemed_at` when the order is placed, after which the cart link no longer matters.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** Lower-cased, trimmed. */
    email: text('email').notNull(),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('coupon_redemptions_email_uq').on(t.couponId, t.email), index('coupon_redemptions_cart_idx').on(t.cartId)],
);
export type CouponRedemption = typeof couponRedemptions.$inferSelect;
