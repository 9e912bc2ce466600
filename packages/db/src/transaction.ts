import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. The handle it receives is a
 * `Db`, so the query functions that take a `db` (docs: "the db handle passed in") run inside the transaction as they
 * are, without a cast at every call site.
 */
export function inTransaction<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  return db.transaction((tx) => fn(tx), config);
}
