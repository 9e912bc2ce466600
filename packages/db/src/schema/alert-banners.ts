import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** GET /api/alertBanner/ returns the active row (latest starts_at within its window) or nothing. */
export const alertBanners = pgTable('alert_banner', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  bannerUrl: text('banner_url'),
  backgroundColor: text('background_color').notNull().default('#003b71'),
  desktopContent: text('desktop_content').notNull(),
  mobileContent: text('mobile_content').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type AlertBanner = typeof alertBanners.$inferSelect;
export type NewAlertBanner = typeof alertBanners.$inferInsert;
