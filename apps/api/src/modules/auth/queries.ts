import { sql } from 'drizzle-orm';
import type { Db } from '@shop/db';

/**
 * Transaction-scoped lock on one account's list of a kind ('cart' or 'compare'). Making the account's row and merging
 * a session into it take it first, so two browsers signing in at once cannot both make or claim the account's row
 * (the unique index on account_id would otherwise fail one of them).
 */
export async function lockAccountLists(db: Db, scope: 'cart' | 'compare', accountId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${scope}:${accountId}`}, 0))`);
}
