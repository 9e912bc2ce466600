import { sql } from 'drizzle-orm';
import {
  deliveryServices,
  deliverySlots,
  deliverySuppliers,
  localities,
  products,
  queryRows,
  settings,
  warehouses,
  type Db,
} from '@shop/db';
import type { Country } from '@shop/domain';

// Reads and writes of the delivery calendar (docs/decisions/0026-delivery-calendar.md).

export interface LocalityPoint {
  suburb: string;
  latitude: number;
  longitude: number;
}
export interface WarehousePoint {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  dailyCapacity: number;
}
export interface SlotRow {
  warehouseId: number;
  date: string;
  capacity: number;
  booked: number;
}
export interface SupplierRow {
  name: string;
  brandId: number;
  leadDays: number;
  priceCents: number;
  deliversSaturday: boolean;
}
export interface ServiceRow {
  sku: string;
  title: string;
  blurbHtml: string;
  priceCents: number;
  categoryUriPrefix: string | null;
  hidden: boolean;
}

export interface DeliveryReference {
  localities: LocalityPoint[];
  warehouses: WarehousePoint[];
  slots: SlotRow[];
  suppliers: SupplierRow[];
  services: ServiceRow[];
}

const idList = (ids: readonly number[]) =>
  ids.length
    ? sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`NULL`;

/**
 * Everything a delivery plan reads, in one statement (PGlite runs one statement at a time): the postcode's
 * localities, the country's warehouses, their booked slots in the window, the suppliers of the cart's brands and the
 * active delivery services.
 */
export async function loadDeliveryReference(
  db: Db,
  params: { country: Country; postcode: string; brandIds: readonly number[]; from: string; to: string },
): Promise<DeliveryReference> {
  const [row] = await queryRows<{ [K in keyof DeliveryReference]: DeliveryReference[K] | null }>(
    db,
    sql`SELECT
      (SELECT json_agg(json_build_object('suburb', l.suburb, 'latitude', l.latitude, 'longitude', l.longitude)
          ORDER BY l.id)
        FROM ${localities} l WHERE l.country = ${params.country} AND l.postcode = ${params.postcode}) AS localities,
      (SELECT json_agg(json_build_object('id', w.id, 'name', w.name, 'latitude', w.latitude,
          'longitude', w.longitude, 'dailyCapacity', w.daily_capacity) ORDER BY w.id)
        FROM ${warehouses} w WHERE w.country = ${params.country}) AS warehouses,
      (SELECT json_agg(json_build_object('warehouseId', s.warehouse_id, 'date', s.delivery_date,
          'capacity', s.capacity, 'booked', s.booked))
        FROM ${deliverySlots} s JOIN ${warehouses} w ON w.id = s.warehouse_id
        WHERE w.country = ${params.country}
          AND s.delivery_date BETWEEN ${params.from}::date AND ${params.to}::date) AS slots,
      (SELECT json_agg(json_build_object('name', d.name, 'brandId', d.brand_id, 'leadDays', d.lead_days,
          'priceCents', d.price_cents, 'deliversSaturday', d.delivers_saturday) ORDER BY d.name)
        FROM ${deliverySuppliers} d WHERE d.brand_id IN (${idList(params.brandIds)})) AS suppliers,
      (SELECT json_agg(json_build_object('sku', v.sku, 'title', v.title, 'blurbHtml', v.blurb_html,
          'priceCents', v.price_cents, 'categoryUriPrefix', v.category_uri_prefix, 'hidden', v.hidden)
          ORDER BY v.sort_order, v.id)
        FROM ${deliveryServices} v WHERE v.active) AS services`,
  );
  return {
    localities: row?.localities ?? [],
    warehouses: row?.warehouses ?? [],
    slots: row?.slots ?? [],
    suppliers: row?.suppliers ?? [],
    services: row?.services ?? [],
  };
}

/** The brand of each sku, and the pro-forma brands setting: what a cart answer leaves out. */
export async function loadCartDeliveryFacts(
  db: Db,
  params: { skus: readonly string[]; proformaSetting: string },
): Promise<{ brands: Record<string, number>; proformaSetting: string | null }> {
  const skus = params.skus.length
    ? sql.join(
        params.skus.map((s) => sql`${s}`),
        sql`, `,
      )
    : sql`NULL`;
  const [row] = await queryRows<{ brands: Record<string, number> | null; proformaSetting: string | null }>(
    db,
    sql`SELECT
      (SELECT json_object_agg(p.sku, p.brand_id) FROM ${products} p WHERE p.sku IN (${skus})) AS brands,
      (SELECT s.value FROM ${settings} s WHERE s.name = ${params.proformaSetting}) AS "proformaSetting"`,
  );
  return { brands: row?.brands ?? {}, proformaSetting: row?.proformaSetting ?? null };
}

/**
 * Takes one delivery of a warehouse's day: the first booking creates the day's row with the warehouse's capacity;
 * later ones add one only while the day is below its capacity. The conditional upsert is one statement, so concurrent
 * orders queue on the row and exactly `capacity` of them succeed. True when a slot was taken.
 */
export async function incrementSlot(db: Db, params: { warehouseId: number; date: string }): Promise<boolean> {
  const rows = await queryRows<{ booked: number }>(
    db,
    sql`INSERT INTO ${deliverySlots} (warehouse_id, delivery_date, capacity, booked)
      SELECT w.id, ${params.date}::date, w.daily_capacity, 1
        FROM ${warehouses} w WHERE w.id = ${params.warehouseId} AND w.daily_capacity > 0
      ON CONFLICT (warehouse_id, delivery_date) DO UPDATE
        SET booked = ${deliverySlots}.booked + 1, updated_at = now()
        WHERE ${deliverySlots}.booked < ${deliverySlots}.capacity
      RETURNING booked`,
  );
  return rows.length === 1;
}

/** Gives a slot back (a refused payment, a cancelled or moved order); never below zero. */
export async function decrementSlot(db: Db, params: { warehouseId: number; date: string }): Promise<void> {
  await db.execute(
    sql`UPDATE ${deliverySlots} SET booked = booked - 1, updated_at = now()
      WHERE warehouse_id = ${params.warehouseId} AND delivery_date = ${params.date}::date AND booked > 0`,
  );
}
