import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { createdAt, sqlList, updatedAt } from './columns.ts';
import { RIBBON_TYPES, type RibbonType } from './enums.ts';

/** Promotion / reward of spec 000 §3. Shown at /promotion/{path}. */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    path: text('path').notNull().unique(),
    title: text('title').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    thumbnailImg: text('thumbnail_img'),
    ribbon: text('ribbon').$type<RibbonType>(),
    featured: boolean('featured').notNull().default(false),
    /** Category uris the promotion applies to. */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    /** Claim form (opens in a new tab); null when the reward applies automatically. */
    redemptionUrl: text('redemption_url'),
    redemptionEndDate: timestamp('redemption_end_date', { withTimezone: true }),
    rewardLabel: text('reward_label'),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promotions_ribbon_chk', sql.raw(`ribbon IS NULL OR ribbon IN (${sqlList(RIBBON_TYPES)})`)),
    check('promotions_dates_chk', sql`${t.endDate} >= ${t.startDate}`),
    index('promotions_window_idx').on(t.startDate, t.endDate),
  ],
);
export type Promotion = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
