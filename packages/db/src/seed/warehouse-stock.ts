import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.ts';

/**
 * Stock per warehouse for the demo catalogue (docs/decisions/0033), exactly as migration 0014 backfills a catalogue
 * loaded before the table existed: each product's `stock_quantity` split over three Australian warehouses (half, a
 * quarter, a quarter; the first takes what the division leaves), picked by `(product id × 7919 + warehouse id ×
 * 104729) mod 1009`, then warehouse id. So the parts always add up to the product's stock.
 */
export async function seedWarehouseStock(db: Db): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`WITH inserted AS (
          INSERT INTO "warehouse_stock" ("warehouse_id", "product_id", "on_hand")
          SELECT ranked.warehouse_id, ranked.product_id,
            CASE ranked.rank WHEN 1 THEN ranked.qty - 2 * (ranked.qty / 4) ELSE ranked.qty / 4 END
          FROM (
            SELECT w.id AS warehouse_id, p.id AS product_id, p.stock_quantity AS qty,
              row_number() OVER (PARTITION BY p.id ORDER BY (p.id * 7919 + w.id * 104729) % 1009, w.id) AS rank
            FROM "products" p CROSS JOIN "warehouses" w
            WHERE w.country = 'AU'
          ) ranked
          WHERE ranked.rank <= 3
          ON CONFLICT DO NOTHING
          RETURNING 1
        )
        SELECT count(*)::int AS n FROM inserted`,
  );
  return Number(rows[0]?.n ?? 0);
}
