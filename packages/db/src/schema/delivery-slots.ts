import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { warehouses } from './warehouses.ts';

/**
 * A warehouse's deliveries on one day: placed orders take a slot (`booked + 1` only while below `capacity`, in the
 * order's transaction), so a full day turns unavailable and two orders can never take its last slot
 * (docs/decisions/0026-delivery-calendar.md). A row is created on the first booking with the warehouse's capacity.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseId, t.deliveryDate] }),
    check('delivery_slots_booked_chk', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);
export type DeliverySlot = typeof deliverySlots.$inferSelect;
