import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  brands,
  cookingDemoBookings,
  cookingDemos,
  outboxMessages,
  products,
  stores,
  type CookingDemoBookingRow,
  type CookingDemoRow,
  type Db,
  type OrderRow,
  type OutboxMessageRow,
  type Store,
} from '@shop/db';
import { storeTimeZone, zoneOffsetMs } from '@shop/domain';
import { insertPlacedOrder } from '../orders/test-orders.ts';

// For tests only: cooking demos written straight into the tables, an order that holds a brand (for the type rules of
// docs/decisions/0035), and reads of what the booking calls left behind (rows, outbox mail, the link's token).

export interface InsertDemoInput {
  /** stores.id (the surrogate key); default: the first AU store of the test database. */
  storeId?: number;
  /** brands.id; default: the first brand that has products. */
  brandId?: number;
  title?: string;
  description?: string;
  /** 0 PrePurchaseOnly, 1 PostPurchaseOnly, 2 OpenToEveryone (default 2). */
  demoType?: 0 | 1 | 2;
  subEventType?: number;
  /** Default 10. */
  capacity?: number;
  /** Default 0. */
  seatsTaken?: number;
  /** The start as an instant; default seven days from now, on the hour. */
  startsAt?: Date;
  /** Or the start on the store's wall clock ('2030-03-10T09:00'); wins over `startsAt`. */
  startsAtLocal?: string;
  /** Default 90. */
  durationMinutes?: number;
  /** Default true. */
  onlineBooking?: boolean;
}

/** 'YYYY-MM-DD HH:MM:SS' on the wall clock of `timeZone` at `instant` (how local_starts_at is stored). */
export function localWallClock(instant: Date, timeZone: string): string {
  const local = new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone));
  return local.toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant at which the wall clock of `timeZone` reads `local` ('YYYY-MM-DDTHH:MM[:SS]'). */
export function instantOfWallClock(local: string, timeZone: string): Date {
  const asUtc = Date.parse(`${local.replace(' ', 'T')}${local.length <= 16 ? ':00' : ''}Z`);
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  return new Date(asUtc - zoneOffsetMs(first, timeZone));
}

/** The first AU store (by id) of the test database. */
export async function defaultTestStore(db: Db): Promise<Store> {
  const [store] = await db
    .select()
    .from(stores)
    .where(eq(stores.country, 'AU'))
    .orderBy(asc(stores.id))
    .limit(1);
  if (!store) throw new Error('the test database has no AU store: seed it');
  return store;
}

/** The first brand (by id) that has at least one product, so an order holding it can be made. */
export async function defaultTestBrand(db: Db): Promise<{ id: number; name: string; uri: string }> {
  const [brand] = await db
    .select({ id: brands.id, name: brands.name, uri: brands.uri })
    .from(brands)
    .where(sql`exists (select 1 from ${products} p where p.brand_id = ${brands}.id)`)
    .orderBy(asc(brands.id))
    .limit(1);
  if (!brand) throw new Error('the test database has no brand with products: seed it');
  return brand;
}

/** Another brand with products than `brandId` (for "the order holds another brand" cases). */
export async function otherTestBrand(
  db: Db,
  brandId: number,
): Promise<{ id: number; name: string; uri: string }> {
  const [brand] = await db
    .select({ id: brands.id, name: brands.name, uri: brands.uri })
    .from(brands)
    .where(
      and(
        sql`${brands.id} <> ${brandId}`,
        sql`exists (select 1 from ${products} p where p.brand_id = ${brands}.id)`,
      ),
    )
    .orderBy(asc(brands.id))
    .limit(1);
  if (!brand) throw new Error('the test database has only one brand with products');
  return brand;
}

/** Inserts one demo; its wall-clock times are computed from the store's time zone. */
export async function insertDemo(db: Db, input: InsertDemoInput = {}): Promise<CookingDemoRow> {
  const store =
    input.storeId === undefined
      ? await defaultTestStore(db)
      : (await db.select().from(stores).where(eq(stores.id, input.storeId)))[0];
  if (!store) throw new Error(`no store with id ${input.storeId}`);
  const brandId = input.brandId ?? (await defaultTestBrand(db)).id;
  const hour = 3_600_000;
  const zone = storeTimeZone(store);
  const startsAt = input.startsAtLocal
    ? instantOfWallClock(input.startsAtLocal, zone)
    : (input.startsAt ?? new Date(Math.ceil((Date.now() + 7 * 24 * hour) / hour) * hour));
  const endsAt = new Date(startsAt.getTime() + (input.durationMinutes ?? 90) * 60_000);
  const [row] = await db
    .insert(cookingDemos)
    .values({
      storeId: store.id,
      brandId,
      title: input.title ?? 'Test cooking demo',
      description: input.description ?? 'A demonstration written by a test.',
      demoType: input.demoType ?? 2,
      subEventType: input.subEventType ?? 0,
      localStartsAt: localWallClock(startsAt, zone),
      localEndsAt: localWallClock(endsAt, zone),
      startsAt,
      endsAt,
      capacity: input.capacity ?? 10,
      seatsTaken: input.seatsTaken ?? 0,
      onlineBooking: input.onlineBooking ?? true,
    })
    .returning();
  if (!row) throw new Error('cooking demo insert returned no row');
  return row;
}

/** Removes every demo (and so every booking), for a test that counts what a list call returns. */
export async function deleteAllDemos(db: Db): Promise<void> {
  await db.delete(cookingDemos);
}

/**
 * A placed order made with `email` holding one product of `brandId` (or of no brand in particular when omitted).
 * `status` other than 'placed' makes an order the type rules must not count.
 */
export async function placeOrderWithBrand(
  db: Db,
  params: { email: string; brandId: number; status?: 'placed' | 'failed' | 'cancelled' },
): Promise<OrderRow & { orderNumber: string }> {
  const [product] = await db
    .select({ id: products.id, sku: products.sku, title: products.title, brandName: products.brandName })
    .from(products)
    .where(eq(products.brandId, params.brandId))
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) throw new Error(`brand ${params.brandId} has no products`);
  const order = await insertPlacedOrder(db, {
    order: { email: params.email, status: params.status ?? 'placed' },
    lines: [{ productId: product.id, sku: product.sku, title: product.title, brand: product.brandName }],
  });
  if (!order.orderNumber) throw new Error('the order has no number');
  return order as OrderRow & { orderNumber: string };
}

export async function readDemo(db: Db, id: number): Promise<CookingDemoRow | null> {
  const [row] = await db.select().from(cookingDemos).where(eq(cookingDemos.id, id));
  return row ?? null;
}

/** Every booking and wait-list entry of a demo, oldest first. */
export async function demoEntries(db: Db, demoId: number): Promise<CookingDemoBookingRow[]> {
  return db
    .select()
    .from(cookingDemoBookings)
    .where(eq(cookingDemoBookings.demoId, demoId))
    .orderBy(asc(cookingDemoBookings.createdAt), asc(cookingDemoBookings.reference));
}

export async function entryByReference(db: Db, reference: string): Promise<CookingDemoBookingRow | null> {
  const [row] = await db
    .select()
    .from(cookingDemoBookings)
    .where(eq(cookingDemoBookings.reference, reference));
  return row ?? null;
}

/** The cooking-demo mails sent to `email`, newest first. */
export async function demoMailsTo(db: Db, email: string): Promise<OutboxMessageRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, 'cooking-demo'), eq(outboxMessages.recipient, email.toLowerCase())))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.dedupeKey));
}

/** The cooking-demo mail of one entry and event (dedupe key `cooking-demo:{entryId}:{event}`), or null. */
export async function demoMail(db: Db, entryId: string, event: string): Promise<OutboxMessageRow | null> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.dedupeKey, `cooking-demo:${entryId}:${event}`));
  return row ?? null;
}

/** The RSVP token in a mail's link (`/cooking-demos/rsvp?token=…`), from its text body. */
export function tokenFromMail(mail: Pick<OutboxMessageRow, 'textBody'>): string {
  const match = /\/cooking-demos\/rsvp\?token=([A-Za-z0-9_-]+)/.exec(mail.textBody);
  if (!match?.[1]) throw new Error('the mail has no RSVP link');
  return match[1];
}

/** The SHA-256 hex a token is kept as, to check a token belongs to an entry. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
