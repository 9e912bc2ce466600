import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** Name/value settings of GET /api/settings (countryCode, proformaShippingBrands, IntercomEnabled, …). */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
export type Setting = typeof settings.$inferSelect;
export type NewSetting = typeof settings.$inferInsert;
