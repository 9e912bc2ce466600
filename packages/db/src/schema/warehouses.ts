import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sqlList } from './columns.ts';
import { COUNTRIES, type Country } from './enums.ts';

export const warehouses = pgTable(
  'warehouses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    locationCode: text('location_code').notNull().unique(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    country: text('country').$type<Country>().notNull().default('AU'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Deliveries a day (docs/decisions/0026-delivery-calendar.md). */
    dailyCapacity: integer('daily_capacity').notNull().default(40),
  },
  () => [check('warehouses_country_chk', sql.raw(`country IN (${sqlList(COUNTRIES)})`))],
);
export type Warehouse = typeof warehouses.$inferSelect;
export type NewWarehouse = typeof warehouses.$inferInsert;
