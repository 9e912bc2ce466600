import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  brands,
  cookingDemoBookings,
  cookingDemos,
  orderLines,
  orders,
  outboxMessages,
  products,
  stores,
  type CookingDemoBookingRow,
  type Db,
  type NewCookingDemoBooking,
  type OutboxMessageRow,
} from '@shop/db';
import type { Country } from '@shop/domain';

// Cooking demos and their bookings (docs/decisions/0035). Every write that moves seats runs in the caller's
// transaction; the demo row is always locked before its entries, so two transactions never wait on each other in a
// circle.

/** A demo with its store, its brand and how many wait for a seat: what every answer shows. */
export interface DemoRecord {
  id: number;
  title: string;
  description: string;
  demoType: number;
  subEventType: number;
  /** 'YYYY-MM-DD HH:MM:SS' on the store's wall clock. */
  localStartsAt: string;
  localEndsAt: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  seatsTaken: number;
  onlineBooking: boolean;
  brandId: number;
  brand: { name: string; uri: string };
  store: {
    storeUri: string;
    name: string;
    address: string;
    suburb: string;
    state: string;
    postcode: string;
    phone: string;
    country: Country;
  };
  waitListLength: number;
}

const waitingCount = sql<number>`(
  select count(*)::int from ${cookingDemoBookings} w
  where w.demo_id = ${cookingDemos}.id and w.status = 'waiting'
)`;

const demoColumns = {
  id: cookingDemos.id,
  title: cookingDemos.title,
  description: cookingDemos.description,
  demoType: cookingDemos.demoType,
  subEventType: cookingDemos.subEventType,
  localStartsAt: cookingDemos.localStartsAt,
  localEndsAt: cookingDemos.localEndsAt,
  startsAt: cookingDemos.startsAt,
  endsAt: cookingDemos.endsAt,
  capacity: cookingDemos.capacity,
  seatsTaken: cookingDemos.seatsTaken,
  onlineBooking: cookingDemos.onlineBooking,
  brandId: cookingDemos.brandId,
  brand: { name: brands.name, uri: brands.uri },
  store: {
    storeUri: stores.storeUri,
    name: stores.name,
    address: stores.address,
    suburb: stores.suburb,
    state: stores.state,
    postcode: stores.postcode,
    phone: stores.phone,
    country: stores.country,
  },
  waitListLength: waitingCount,
};

export interface DemoListFilter {
  storeUri?: string | undefined;
  /** Only stores of this country (the site's, when no store is named). */
  country?: Country | undefined;
  /** Lower case; matched against the brand's uri or name. */
  brand?: string | undefined;
  demoType?: number | undefined;
  subEventType?: number | undefined;
  /** Local wall-clock bounds of the start: from inclusive; to inclusive or, with `toExclusive`, exclusive. */
  from: string;
  to: string;
  toExclusive: boolean;
  descending: boolean;
  limit: number;
  offset: number;
}

function listWhere(f: DemoListFilter): SQL | undefined {
  return and(
    gte(cookingDemos.localStartsAt, f.from),
    f.toExclusive ? lt(cookingDemos.localStartsAt, f.to) : lte(cookingDemos.localStartsAt, f.to),
    f.storeUri === undefined ? undefined : eq(sql`lower(${stores.storeUri})`, f.storeUri.toLowerCase()),
    f.country === undefined ? undefined : eq(stores.country, f.country),
    f.brand === undefined
      ? undefined
      : or(eq(sql`lower(${brands.uri})`, f.brand), eq(sql`lower(${brands.name})`, f.brand)),
    f.demoType === undefined ? undefined : eq(cookingDemos.demoType, f.demoType),
    f.subEventType === undefined ? undefined : eq(cookingDemos.subEventType, f.subEventType),
  );
}

/** One page of demos (store, brand and wait-list length joined) and how many match in all, in one query. */
export async function listDemos(db: Db, f: DemoListFilter): Promise<{ demos: DemoRecord[]; total: number }> {
  const order = f.descending
    ? [desc(cookingDemos.localStartsAt), desc(cookingDemos.id)]
    : [asc(cookingDemos.localStartsAt), asc(cookingDemos.id)];
  const rows = await db
    .select({ ...demoColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(cookingDemos)
    .innerJoin(stores, eq(stores.id, cookingDemos.storeId))
    .innerJoin(brands, eq(brands.id, cookingDemos.brandId))
    .where(listWhere(f))
    .orderBy(...order)
    .limit(f.limit)
    .offset(f.offset);
  if (rows.length > 0 || f.offset === 0) {
    return { demos: rows.map(({ total: _total, ...demo }) => demo), total: rows[0]?.total ?? 0 };
  }
  // A page past the end has no row to carry the count.
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cookingDemos)
    .innerJoin(stores, eq(stores.id, cookingDemos.storeId))
    .innerJoin(brands, eq(brands.id, cookingDemos.brandId))
    .where(listWhere(f));
  return { demos: [], total: count?.n ?? 0 };
}

export async function findDemo(db: Db, id: number): Promise<DemoRecord | null> {
  const [row] = await db
    .select(demoColumns)
    .from(cookingDemos)
    .innerJoin(stores, eq(stores.id, cookingDemos.storeId))
    .innerJoin(brands, eq(brands.id, cookingDemos.brandId))
    .where(eq(cookingDemos.id, id));
  return row ?? null;
}

/** Locks the demo's row for the rest of the transaction (seats are about to be freed, held or counted). */
export async function lockDemo(db: Db, id: number, opts: { skipLocked?: boolean } = {}): Promise<boolean> {
  const rows = await db
    .select({ id: cookingDemos.id })
    .from(cookingDemos)
    .where(eq(cookingDemos.id, id))
    .for('update', opts.skipLocked ? { skipLocked: true } : {});
  return rows.length > 0;
}

/**
 * Takes `seats` if that many are free, in one statement (ADR 0035): the row lock it takes makes a concurrent taker wait
 * and then re-check the condition against the committed count. Answers the new count, or null when too few were free.
 */
export async function takeSeats(db: Db, demoId: number, seats: number): Promise<number | null> {
  const [row] = await db
    .update(cookingDemos)
    .set({ seatsTaken: sql`${cookingDemos.seatsTaken} + ${seats}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(cookingDemos.id, demoId),
        sql`${cookingDemos.seatsTaken} + ${seats} <= ${cookingDemos.capacity}`,
      ),
    )
    .returning({ seatsTaken: cookingDemos.seatsTaken });
  return row ? row.seatsTaken : null;
}

export async function releaseSeats(db: Db, demoId: number, seats: number): Promise<void> {
  await db
    .update(cookingDemos)
    .set({ seatsTaken: sql`greatest(${cookingDemos.seatsTaken} - ${seats}, 0)`, updatedAt: sql`now()` })
    .where(eq(cookingDemos.id, demoId));
}

export async function seatCounts(
  db: Db,
  demoId: number,
): Promise<{ capacity: number; seatsTaken: number } | null> {
  const [row] = await db
    .select({ capacity: cookingDemos.capacity, seatsTaken: cookingDemos.seatsTaken })
    .from(cookingDemos)
    .where(eq(cookingDemos.id, demoId));
  return row ?? null;
}

const ACTIVE = ['booked', 'waiting', 'offered'] as const;

export async function hasActiveEntry(db: Db, demoId: number, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: cookingDemoBookings.id })
    .from(cookingDemoBookings)
    .where(
      and(
        eq(cookingDemoBookings.demoId, demoId),
        eq(cookingDemoBookings.email, email),
        inArray(cookingDemoBookings.status, [...ACTIVE]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertEntry(
  db: Db,
  entry: Omit<NewCookingDemoBooking, 'waitListedAt'> & { waitListedAt?: Date | SQL<Date> },
): Promise<CookingDemoBookingRow> {
  const [row] = await db.insert(cookingDemoBookings).values(entry).returning();
  if (!row) throw new Error('cooking demo booking insert returned no row');
  return row;
}

/**
 * A wait-list entry's time: now, or just after the demo's latest entry when that is not earlier. Under the demo's lock
 * this keeps the wait list strictly ordered even when many join within one clock tick.
 */
export function nextWaitListedAt(demoId: number, now: Date): SQL<Date> {
  return sql<Date>`greatest(${now.toISOString()}::timestamptz, coalesce((
    select max(m.wait_listed_at) + interval '1 millisecond' from ${cookingDemoBookings} m where m.demo_id = ${demoId}
  ), ${now.toISOString()}::timestamptz))`;
}

export async function findEntryByTokenHash(
  db: Db,
  tokenHash: string,
  opts: { lock?: boolean } = {},
): Promise<CookingDemoBookingRow | null> {
  const q = db.select().from(cookingDemoBookings).where(eq(cookingDemoBookings.tokenHash, tokenHash));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateEntry(
  db: Db,
  id: string,
  changes: Partial<
    Pick<
      CookingDemoBookingRow,
      'status' | 'rsvp' | 'bookedAt' | 'offeredAt' | 'offerExpiresAt' | 'cancelledAt' | 'tokenHash'
    >
  >,
): Promise<CookingDemoBookingRow> {
  const [row] = await db
    .update(cookingDemoBookings)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(cookingDemoBookings.id, id))
    .returning();
  if (!row) throw new Error(`cooking demo entry ${id} vanished`);
  return row;
}

/** The demo's waiting entries in wait-list order, locked (the caller holds the demo's lock). */
export async function lockWaitingEntries(db: Db, demoId: number): Promise<CookingDemoBookingRow[]> {
  return db
    .select()
    .from(cookingDemoBookings)
    .where(and(eq(cookingDemoBookings.demoId, demoId), eq(cookingDemoBookings.status, 'waiting')))
    .orderBy(asc(cookingDemoBookings.waitListedAt), asc(cookingDemoBookings.id))
    .for('update');
}

/** 1-based place of a waiting entry among those still waiting. */
export async function waitListPosition(db: Db, entry: CookingDemoBookingRow): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cookingDemoBookings)
    .where(
      and(
        eq(cookingDemoBookings.demoId, entry.demoId),
        eq(cookingDemoBookings.status, 'waiting'),
        sql`(${cookingDemoBookings.waitListedAt}, ${cookingDemoBookings.id}) <= (${entry.waitListedAt?.toISOString() ?? null}::timestamptz, ${entry.id}::uuid)`,
      ),
    );
  return row?.n ?? 0;
}

/** Demos that have an offer expired by `now` (the sweeper's work list). */
export async function demosWithExpiredOffers(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ demoId: cookingDemoBookings.demoId })
    .from(cookingDemoBookings)
    .where(and(eq(cookingDemoBookings.status, 'offered'), lte(cookingDemoBookings.offerExpiresAt, now)))
    .limit(limit);
  return rows.map((r) => r.demoId);
}

/** The demo's expired offers, claimed for this transaction; rows another process holds are skipped. */
export async function claimExpiredOffers(
  db: Db,
  demoId: number,
  now: Date,
): Promise<CookingDemoBookingRow[]> {
  return db
    .select()
    .from(cookingDemoBookings)
    .where(
      and(
        eq(cookingDemoBookings.demoId, demoId),
        eq(cookingDemoBookings.status, 'offered'),
        lte(cookingDemoBookings.offerExpiresAt, now),
      ),
    )
    .orderBy(asc(cookingDemoBookings.offerExpiresAt))
    .for('update', { skipLocked: true });
}

/** Placed orders only (ADR 0035): the order with this number and e-mail, and whether it holds the brand. */
export async function findPlacedOrderForBrand(
  db: Db,
  params: { orderNumber: string; email: string; brandId: number },
): Promise<{ holdsBrand: boolean } | null> {
  const [row] = await db
    .select({
      holdsBrand: sql<boolean>`exists (
        select 1 from ${orderLines} l join ${products} p on p.id = l.product_id
        where l.order_id = ${orders}.id and p.brand_id = ${params.brandId}
      )`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.orderNumber, params.orderNumber),
        eq(orders.status, 'placed'),
        eq(sql`lower(${orders.email})`, params.email),
      ),
    );
  return row ? { holdsBrand: Boolean(row.holdsBrand) } : null;
}

/** Whether any placed order made with the e-mail holds a product of the brand. */
export async function emailHasBrandOrder(
  db: Db,
  params: { email: string; brandId: number },
): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        eq(orders.status, 'placed'),
        eq(sql`lower(${orders.email})`, params.email),
        eq(products.brandId, params.brandId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Keeps a mail in the outbox; a second one with the same dedupe key is a no-op. */
export async function insertOutboxMail(
  db: Db,
  message: Pick<
    OutboxMessageRow,
    'recipient' | 'subject' | 'textBody' | 'htmlBody' | 'kind' | 'dedupeKey' | 'attempts' | 'nextAttemptAt'
  >,
): Promise<void> {
  await db.insert(outboxMessages).values(message).onConflictDoNothing({ target: outboxMessages.dedupeKey });
}
