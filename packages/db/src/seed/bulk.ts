import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/**
 * Inserts many rows with one statement and one parameter: the rows travel as a JSON array and Postgres expands them
 * with jsonb_to_recordset. About twice as fast as a multi-row VALUES list on PGlite (no per-value binding), and the
 * same SQL runs on PostgreSQL. Columns are those present in the first row (property names as in the Drizzle table);
 * rows must share that shape.
 */
export async function insertJson(
  db: Db,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const used = Object.keys(first).map((key) => {
    const col = columns[key];
    if (!col) throw new Error(`insertJson: ${getTableName(table)} has no column ${key}`);
    return { key, name: col.name, type: col.getSQLType() };
  });
  const q = (s: string) => `"${s.replaceAll('"', '""')}"`;
  const target = used.map((c) => q(c.name)).join(', ');
  const select = used.map((c) => q(c.key)).join(', ');
  const record = used.map((c) => `${q(c.key)} ${c.type}`).join(', ');
  await db.execute(
    sql`INSERT INTO ${table} (${sql.raw(target)}) SELECT ${sql.raw(select)} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(${sql.raw(record)})`,
  );
}

export async function insertJsonChunked(
  db: Db,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  size: number,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insertJson(db, table, rows.slice(i, i + size));
}
