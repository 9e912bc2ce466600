import { AppError } from '@shop/server-kit';
import { inTransaction, type Db } from '@shop/db';
import {
  claimIdempotencyKey,
  completeIdempotencyRecord,
  findIdempotencyRecord,
  type IdempotencyKeyOf,
} from './payments-queries.ts';
import { sha256 } from './secrets.ts';

/** A stable hash of what was asked: the same request twice hashes alike whatever the key order. */
export function requestHash(operation: string, value: unknown): string {
  return sha256(`${operation}\n${canonicalJson(value)}`);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const conflict = () =>
  new AppError('idempotency_conflict', ['This Idempotency-Key was used for a different request.']);

/** The stored first answer for the key, if there is one (a 409 when the request differs from the first). */
export async function storedAnswer<T>(db: Db, key: IdempotencyKeyOf, hash: string): Promise<T | null> {
  const record = await findIdempotencyRecord(db, key);
  if (!record || record.statusCode === 0) return null;
  if (record.requestHash !== hash) throw conflict();
  return record.response as T;
}

/**
 * Runs `work` once per (merchant, operation, key): the answer is stored in the same transaction as the payment it
 * answers for, so a retry gets it back and a crash leaves neither. A request that fails is not remembered (it
 * changed nothing); trying again may succeed.
 */
export function oncePerKey<T>(
  db: Db,
  key: IdempotencyKeyOf,
  hash: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    if (!(await claimIdempotencyKey(tx, key, hash))) {
      const record = await findIdempotencyRecord(tx, key);
      if (!record) throw new Error('an idempotency record vanished while claimed');
      if (record.requestHash !== hash) throw conflict();
      return record.response as T;
    }
    const answer = await work(tx);
    await completeIdempotencyRecord(tx, key, 200, answer);
    return answer;
  });
}
