import { integer, jsonb, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { paymentsSchema } from './schema.ts';

/**
 * The first answer to each (merchant, operation, Idempotency-Key): a retry gets it back unchanged, a different
 * request under the same key is a 409. The row is written in the same transaction as the payment it answers for.
 */
export const idempotencyRecords = paymentsSchema.table(
  'idempotency_records',
  {
    merchantAccount: text('merchant_account').notNull(),
    operation: text('operation').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantAccount, t.operation, t.idempotencyKey] })],
);
export type IdempotencyRecordRow = typeof idempotencyRecords.$inferSelect;
