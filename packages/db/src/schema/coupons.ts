import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { categories } from './categories.ts';
import { createdAt, sqlList, updatedAt } from './columns.ts';

export const COUPON_KINDS = ['percentage', 'fixed', 'freeDelivery'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * A coupon code (docs/decisions/0012): a percentage or a fixed amount off the products in scope (a brand, a category
 * sub-tree, or everything), or free delivery; optionally a minimum spend, a window and single use per e-mail.
 * `code` is stored upper-case and matched case-insensitively.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** Percent off for 'percentage' (1-100). */
    percentOff: integer('percent_off'),
    /** Cents off for 'fixed'. */
    amountCents: integer('amount_cents'),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    singleUsePerEmail: boolean('single_use_per_email').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupons_kind_chk', sql.raw(`kind IN (${sqlList(COUPON_KINDS)})`)),
    check('coupons_code_chk', sql`char_length(${t.code}) BETWEEN 1 AND 40 AND ${t.code} = upper(${t.code})`),
    check('coupons_percent_chk', sql`${t.kind} <> 'percentage' OR ${t.percentOff} BETWEEN 1 AND 100`),
    check('coupons_amount_chk', sql`${t.kind} <> 'fixed' OR ${t.amountCents} > 0`),
    check('coupons_min_spend_chk', sql`${t.minSpendCents} >= 0`),
  ],
);
export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
