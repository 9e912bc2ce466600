import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, sqlList, updatedAt } from './columns.ts';
import { COUNTRIES, type Country } from './enums.ts';

export interface OpenTime {
  day: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';
  isOpen: boolean;
  /** 'HH:MM' 24-hour local time, null when closed. */
  openTime: string | null;
  closeTime: string | null;
}

export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Public store number (spec `storeId`). */
    storeId: integer('store_id').notNull().unique(),
    name: text('name').notNull(),
    storeUri: text('store_uri').notNull().unique(),
    address: text('address').notNull(),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').$type<Country>().notNull().default('AU'),
    phone: text('phone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isAppointmentOnly: boolean('is_appointment_only').notNull().default(false),
    /** Seven entries, Monday first. */
    openTimes: jsonb('open_times').$type<OpenTime[]>().notNull(),
    thumbImg: text('thumb_img'),
    virtualTourId: text('virtual_tour_id'),
    nearestWarehouseCode: text('nearest_warehouse_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('stores_country_chk', sql.raw(`country IN (${sqlList(COUNTRIES)})`)),
    check('stores_open_times_chk', sql`jsonb_array_length(${t.openTimes}) = 7`),
    index('stores_country_state_idx').on(t.country, t.state),
  ],
);
export type Store = typeof stores.$inferSelect;
export type NewStore = typeof stores.$inferInsert;
