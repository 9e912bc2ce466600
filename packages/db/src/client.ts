import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** A Drizzle database with the schema attached; both the PGlite and the node-postgres drivers satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — use a real PostgreSQL through a node-postgres pool. */
  url?: string;
  /** PGlite data directory (created if missing); in memory when omitted. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** Extensions every PGlite instance needs so that the migrations (CREATE EXTENSION pg_trgm) apply. */
export const pgliteExtensions = { pg_trgm };

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DbHandle> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    return fromPool(pool);
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    extensions: pgliteExtensions,
  });
  return fromPglite(client);
}

export function fromPool(pool: pg.Pool): DbHandle {
  const db: Db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function fromPglite(client: PGlite): DbHandle {
  const db: Db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export async function migrateDatabase(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], config);
  } else {
    await migrateNodePg(handle.db as unknown as Parameters<typeof migrateNodePg>[0], config);
  }
}

/** Runs raw SQL and returns its rows; smooths over the drivers' different result types. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
