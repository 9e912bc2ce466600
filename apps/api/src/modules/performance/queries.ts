import { and, desc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import { orders, products, queryRows, staffEmbedTokens, type Db, type OrderStatus } from '@shop/db';

// The tables the performance dashboard, its project search and the stock panel read (docs/decisions/0033). Every
// sales query filters on the salesperson code; days are counted in the shop's time zone by the database.

export interface DayCount {
  day: string;
  n: number;
  cents: number;
  placed: number;
}

const toDayCounts = (rows: Record<string, unknown>[]): DayCount[] =>
  rows.map((row) => ({
    day: String(row['day']),
    n: Number(row['n'] ?? 0),
    cents: Number(row['cents'] ?? 0),
    placed: Number(row['placed'] ?? 0),
  }));

/** Placed orders and their revenue per day of `placed_at` in the time zone, from `since` on. */
export async function placedByDay(db: Db, code: string, since: Date, timeZone: string): Promise<DayCount[]> {
  return toDayCounts(
    await queryRows(
      db,
      sql`SELECT to_char(placed_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day, count(*)::int AS n,
            coalesce(sum(total_cents), 0)::bigint AS cents
          FROM orders
          WHERE salesperson_code = ${code} AND status = 'placed' AND placed_at >= ${since}
          GROUP BY 1`,
    ),
  );
}

/** Checkout attempts (orders rows in any status) per day of `created_at`, and how many of them ended placed. */
export async function attemptsByDay(
  db: Db,
  code: string,
  since: Date,
  timeZone: string,
): Promise<DayCount[]> {
  return toDayCounts(
    await queryRows(
      db,
      sql`SELECT to_char(created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day, count(*)::int AS n,
            (count(*) FILTER (WHERE status = 'placed'))::int AS placed
          FROM orders
          WHERE salesperson_code = ${code} AND created_at >= ${since}
          GROUP BY 1`,
    ),
  );
}

/** Projects made per day of `created_at`, or turned into a cart per day of `converted_at`. */
export async function projectsByDay(
  db: Db,
  code: string,
  column: 'created_at' | 'converted_at',
  since: Date,
  timeZone: string,
): Promise<DayCount[]> {
  const at = sql.identifier(column);
  return toDayCounts(
    await queryRows(
      db,
      sql`SELECT to_char(${at} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day, count(*)::int AS n
          FROM projects
          WHERE salesperson_code = ${code} AND ${at} >= ${since}
          GROUP BY 1`,
    ),
  );
}

export interface LatestOrderRow {
  orderNumber: string | null;
  status: OrderStatus;
  totalCents: number;
  placedAt: Date | null;
  createdAt: Date;
}

export async function latestOrders(db: Db, code: string, limit: number): Promise<LatestOrderRow[]> {
  return db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalCents: orders.totalCents,
      placedAt: orders.placedAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.salespersonCode, code))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export interface ProjectHitRow {
  id: string;
  name: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  lineCount: number;
  valueCents: number;
  createdAt: Date;
  convertedAt: Date | null;
}

/** `%text%` for ILIKE, its own wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The salesperson's projects whose name, customer name or e-mail contains `q` (any case), or whose phone contains
 * its digits; the latest first. An empty `q` lists the latest. Line count and value (today's catalogue prices) come
 * from the project's lines.
 */
export async function searchProjects(
  db: Db,
  code: string,
  q: string,
  limit: number,
): Promise<ProjectHitRow[]> {
  const text = likePattern(q);
  const digits = q.replace(/\D/g, '');
  const match = q
    ? sql`AND (p.name ILIKE ${text} OR p.customer_name ILIKE ${text} OR p.customer_email ILIKE ${text}
          OR p.customer_phone ILIKE ${text}
          ${digits.length >= 3 ? sql`OR regexp_replace(p.customer_phone, '\\D', '', 'g') LIKE ${`%${digits}%`}` : sql``})`
    : sql``;
  const rows = await queryRows(
    db,
    sql`SELECT p.id, p.name, p.customer_name, p.customer_email, p.customer_phone, p.created_at, p.converted_at,
          (SELECT count(*) FROM project_lines l WHERE l.project_id = p.id)::int AS line_count,
          (SELECT coalesce(sum(l.qty * pr.price_cents), 0) FROM project_lines l
            JOIN products pr ON pr.id = l.product_id WHERE l.project_id = p.id)::bigint AS value_cents
        FROM projects p
        WHERE p.salesperson_code = ${code} ${match}
        ORDER BY p.updated_at DESC, p.id
        LIMIT ${limit}`,
  );
  const at = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
  return rows.map((row) => ({
    id: String(row['id']),
    name: String(row['name']),
    customerName: String(row['customer_name']),
    customerEmail: String(row['customer_email']),
    customerPhone: String(row['customer_phone']),
    lineCount: Number(row['line_count']),
    valueCents: Number(row['value_cents']),
    createdAt: at(row['created_at']),
    convertedAt: row['converted_at'] == null ? null : at(row['converted_at']),
  }));
}

export async function productBySku(db: Db, sku: string) {
  const [row] = await db
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      priceCents: products.priceCents,
      costCents: products.costCents,
    })
    .from(products)
    .where(sql`lower(${products.sku}) = lower(${sku})`)
    .limit(1);
  return row ?? null;
}

export async function stockOf(db: Db, productId: number) {
  const rows = await queryRows(
    db,
    sql`SELECT w.name, w.state, s.on_hand
        FROM warehouse_stock s JOIN warehouses w ON w.id = s.warehouse_id
        WHERE s.product_id = ${productId}
        ORDER BY s.on_hand DESC, w.name`,
  );
  return rows.map((row) => ({
    name: String(row['name']),
    state: String(row['state']),
    onHand: Number(row['on_hand']),
  }));
}

/**
 * Deletes the staff tokens that can never be used again and are more than `olderThanMs` old: expired, or spent
 * (docs/decisions/0030, 0033). Answers how many went.
 */
export async function purgeStaffTokens(db: Db, now: Date, olderThanMs: number): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanMs);
  const gone = await db
    .delete(staffEmbedTokens)
    .where(
      and(
        lt(staffEmbedTokens.createdAt, cutoff),
        or(lt(staffEmbedTokens.expiresAt, now), isNotNull(staffEmbedTokens.usedAt)),
      ),
    )
    .returning({ id: staffEmbedTokens.id });
  return gone.length;
}
