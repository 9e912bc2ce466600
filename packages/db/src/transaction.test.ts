import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DbHandle } from './client.ts';
import { settings } from './schema/index.ts';
import { createTestDatabase } from './testing.ts';
import { inTransaction } from './transaction.ts';

describe('inTransaction', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  const valueOf = async (name: string) => {
    const rows = await queryRows<{ value: string }>(
      handle.db,
      sql`SELECT value FROM settings WHERE name = ${name}`,
    );
    return rows[0]?.value ?? null;
  };

  it('commits what fn wrote and answers what fn returned', async () => {
    const answer = await inTransaction(handle.db, async (tx) => {
      await tx.insert(settings).values({ name: 'txn-commit', value: 'kept' });
      return 42;
    });
    expect(answer).toBe(42);
    expect(await valueOf('txn-commit')).toBe('kept');
  });

  it('rolls every write back when fn throws, and rethrows', async () => {
    await expect(
      inTransaction(handle.db, async (tx) => {
        await tx.insert(settings).values({ name: 'txn-rollback', value: 'dropped' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await valueOf('txn-rollback')).toBeNull();
  });

  it('sees its own writes inside the transaction through the same query functions', async () => {
    const seen = await inTransaction(handle.db, async (tx) => {
      await tx.insert(settings).values({ name: 'txn-own', value: 'visible' });
      const rows = await queryRows<{ value: string }>(
        tx,
        sql`SELECT value FROM settings WHERE name = 'txn-own'`,
      );
      return rows[0]?.value;
    });
    expect(seen).toBe('visible');
  });
});
