import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { carts } from './carts.ts';
import { createdAt, sqlList } from './columns.ts';
import { coupons } from './coupons.ts';
import { giftCards } from './gift-cards.ts';

export const CART_CODE_KINDS = ['coupon', 'giftCard'] as const;
export type CartCodeKind = (typeof CART_CODE_KINDS)[number];

/** A coupon or gift-card code applied to a cart; what it takes off is computed on every read. */
export const cartCodes = pgTable(
  'cart_codes',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').$type<CartCodeKind>().notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'cascade' }),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.code] }),
    check('cart_codes_kind_chk', sql.raw(`kind IN (${sqlList(CART_CODE_KINDS)})`)),
    check('cart_codes_ref_chk', sql`(${t.couponId} IS NULL) <> (${t.giftCardId} IS NULL)`),
  ],
);
export type CartCodeRow = typeof cartCodes.$inferSelect;
