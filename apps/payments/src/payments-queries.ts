import { and, asc, eq, gt, lt, lte, type SQL } from 'drizzle-orm';
import {
  gatewayPayments,
  idempotencyRecords,
  paymentOperations,
  storedMethods,
  type Db,
  type GatewayPaymentRow,
  type StoredMethodRow,
} from '@shop/db';

// The sandbox's data access, on its own schema `payments`. Missing rows come back as null.

export type NewPayment = typeof gatewayPayments.$inferInsert;

export async function insertPayment(db: Db, row: NewPayment): Promise<GatewayPaymentRow> {
  const [inserted] = await db.insert(gatewayPayments).values(row).returning();
  if (!inserted) throw new Error('payment insert returned nothing');
  return inserted;
}

export async function findPayment(
  db: Db,
  merchantAccount: string,
  pspReference: string,
  opts: { forUpdate?: boolean } = {},
): Promise<GatewayPaymentRow | null> {
  const query = db
    .select()
    .from(gatewayPayments)
    .where(
      and(
        eq(gatewayPayments.pspReference, pspReference),
        eq(gatewayPayments.merchantAccount, merchantAccount),
      ),
    );
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updatePayment(
  db: Db,
  pspReference: string,
  patch: Partial<Omit<NewPayment, 'pspReference' | 'createdAt'>>,
): Promise<GatewayPaymentRow> {
  const [row] = await db
    .update(gatewayPayments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(gatewayPayments.pspReference, pspReference))
    .returning();
  if (!row) throw new Error('payment update matched nothing');
  return row;
}

export async function listPayments(
  db: Db,
  filter: {
    merchantAccount: string;
    merchantReference?: string;
    status?: GatewayPaymentRow['status'];
    createdBefore?: Date;
  },
  limit = 1000,
): Promise<GatewayPaymentRow[]> {
  const conditions: SQL[] = [eq(gatewayPayments.merchantAccount, filter.merchantAccount)];
  if (filter.merchantReference !== undefined)
    conditions.push(eq(gatewayPayments.merchantReference, filter.merchantReference));
  if (filter.status !== undefined) conditions.push(eq(gatewayPayments.status, filter.status));
  if (filter.createdBefore !== undefined)
    conditions.push(lt(gatewayPayments.createdAt, filter.createdBefore));
  return db
    .select()
    .from(gatewayPayments)
    .where(and(...conditions))
    .orderBy(asc(gatewayPayments.createdAt), asc(gatewayPayments.pspReference))
    .limit(limit);
}

export async function insertOperation(
  db: Db,
  op: { pspReference: string; kind: 'capture' | 'cancel' | 'refund'; amountCents: number },
): Promise<void> {
  await db.insert(paymentOperations).values(op);
}

export async function insertStoredMethod(db: Db, row: typeof storedMethods.$inferInsert): Promise<void> {
  await db.insert(storedMethods).values(row);
}

export async function findStoredMethod(
  db: Db,
  merchantAccount: string,
  token: string,
): Promise<StoredMethodRow | null> {
  const [row] = await db
    .select()
    .from(storedMethods)
    .where(and(eq(storedMethods.token, token), eq(storedMethods.merchantAccount, merchantAccount)));
  return row ?? null;
}

export interface IdempotencyKeyOf {
  merchantAccount: string;
  operation: string;
  idempotencyKey: string;
}

const recordWhere = (k: IdempotencyKeyOf) =>
  and(
    eq(idempotencyRecords.merchantAccount, k.merchantAccount),
    eq(idempotencyRecords.operation, k.operation),
    eq(idempotencyRecords.idempotencyKey, k.idempotencyKey),
  );

export async function findIdempotencyRecord(db: Db, k: IdempotencyKeyOf) {
  const [row] = await db.select().from(idempotencyRecords).where(recordWhere(k));
  return row ?? null;
}

/**
 * Claims the key for this transaction. A concurrent transaction's claim of the same key waits here until that one
 * ends (the primary key), so of twenty simultaneous requests exactly one does the work. false: already claimed.
 */
export async function claimIdempotencyKey(
  db: Db,
  k: IdempotencyKeyOf,
  requestHash: string,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyRecords)
    .values({ ...k, requestHash, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.idempotencyKey });
  return rows.length === 1;
}

export async function completeIdempotencyRecord(
  db: Db,
  k: IdempotencyKeyOf,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await db.update(idempotencyRecords).set({ statusCode, response }).where(recordWhere(k));
}

/** A payment waiting on its 3-D Secure challenge, whichever merchant it is for (the challenge page's lookup). */
export async function findChallenge(db: Db, pspReference: string): Promise<GatewayPaymentRow | null> {
  const [row] = await db
    .select()
    .from(gatewayPayments)
    .where(and(eq(gatewayPayments.pspReference, pspReference), eq(gatewayPayments.status, 'challenge')));
  return row ?? null;
}

/**
 * A payment by its reference alone, whichever merchant it is for: the hosted pages and the Zip app are the shopper's,
 * reached with the reference in the address. Locked for the caller's transaction when asked.
 */
export async function findPaymentByReference(
  db: Db,
  pspReference: string,
  opts: { forUpdate?: boolean } = {},
): Promise<GatewayPaymentRow | null> {
  const query = db.select().from(gatewayPayments).where(eq(gatewayPayments.pspReference, pspReference));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The Zip app's list: a code's in-store requests still waiting for an answer at `now`, oldest first. */
export async function listPendingInStore(
  db: Db,
  deviceCode: string,
  now: Date,
  limit = 20,
): Promise<GatewayPaymentRow[]> {
  return db
    .select()
    .from(gatewayPayments)
    .where(
      and(
        eq(gatewayPayments.deviceCode, deviceCode),
        eq(gatewayPayments.status, 'pending'),
        eq(gatewayPayments.method, 'zip_instore'),
        gt(gatewayPayments.expiresAt, now),
      ),
    )
    .orderBy(asc(gatewayPayments.createdAt), asc(gatewayPayments.pspReference))
    .limit(limit);
}

/** In-store requests nobody answered before their expiry: the sweep turns them `expired`. */
export async function listLapsedInStore(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ pspReference: gatewayPayments.pspReference })
    .from(gatewayPayments)
    .where(
      and(
        eq(gatewayPayments.status, 'pending'),
        eq(gatewayPayments.method, 'zip_instore'),
        lte(gatewayPayments.expiresAt, now),
      ),
    )
    .orderBy(asc(gatewayPayments.expiresAt))
    .limit(limit);
  return rows.map((r) => r.pspReference);
}
