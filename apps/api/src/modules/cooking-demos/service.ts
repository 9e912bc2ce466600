import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { CookingDemo, CookingDemoEntry, CookingDemoList } from '@shop/contracts';
import { inTransaction, type CookingDemoBookingRow, type Db } from '@shop/db';
import {
  COOKING_DEMO_LIMITS,
  COOKING_DEMO_MESSAGES,
  COOKING_DEMO_PAGE_SIZE,
  DEMO_AVAILABILITY,
  SORT_DIRECTIONS,
  cookingDemoAvailability,
  cookingDemoEligibility,
  cookingDemoEligibilityMessage,
  defaultCookingDemoWindow,
  isBookableOnline,
  isRealIsoDate,
  normaliseEmail,
  normalisePhone,
  offerExpiry,
  storeTimeZone,
  type Country,
} from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { shopDay } from '../delivery/service.ts';
import { queueCookingDemoMail, type CookingDemoMailContext, type CookingDemoMailEvent } from './mail.ts';
import {
  emailHasBrandOrder,
  findDemo,
  findEntryByTokenHash,
  findPlacedOrderForBrand,
  hasActiveEntry,
  insertEntry,
  listDemos,
  lockDemo,
  lockWaitingEntries,
  nextWaitListedAt,
  releaseSeats,
  seatCounts,
  takeSeats,
  updateEntry,
  waitListPosition,
  type DemoRecord,
} from './queries.ts';

// Cooking demo bookings, the wait list and RSVP answers (docs/decisions/0035). Seats move only inside a transaction
// that also writes the entry and its e-mail; the database's conditional update and check keep the count honest across
// processes, and the partial unique index keeps one active entry per e-mail.

export interface CookingDemoContext {
  db: Db;
  now: () => Date;
  /** The shop's country: its clock decides "today" for the list's default window. */
  country: Country;
  /** Where and whether mail goes, read when a mail is queued. */
  mail: (now: Date) => CookingDemoMailContext;
}

// ---- tokens and references ----------------------------------------------------------------------------------------

/** 32 random bytes, base64url: the RSVP link's secret. Only its SHA-256 is stored. */
export function newRsvpToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRsvpToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** No 0/O, 1/I/L: a reference read out over the phone is not misheard. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newReference(): string {
  let out = 'CD-';
  for (let i = 0; i < 6; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

// ---- answers ------------------------------------------------------------------------------------------------------

const wallClock = (local: string) => local.slice(0, 19).replace(' ', 'T');

export function toCookingDemo(d: DemoRecord, now: Date): CookingDemo {
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    cookingDemoType: d.demoType,
    cookingDemoSubEventType: d.subEventType,
    startDate: wallClock(d.localStartsAt),
    endDate: wallClock(d.localEndsAt),
    timeZone: storeTimeZone(d.store),
    brand: d.brand,
    store: d.store,
    capacity: d.capacity,
    seatsAvailable: Math.max(0, d.capacity - d.seatsTaken),
    availability: cookingDemoAvailability({ ...d, now }),
    waitListLength: d.waitListLength,
  };
}

async function toEntry(db: Db, row: CookingDemoBookingRow, now: Date): Promise<CookingDemoEntry> {
  const demo = await findDemo(db, row.demoId);
  if (!demo) throw new AppError('cooking_demo_not_found', [COOKING_DEMO_MESSAGES.notFound]);
  return {
    reference: row.reference,
    status: row.status,
    rsvp: row.rsvp,
    seats: row.seats,
    firstName: row.firstName,
    waitListPosition: row.status === 'waiting' ? await waitListPosition(db, row) : null,
    offerExpiresAt: row.status === 'offered' ? (row.offerExpiresAt?.toISOString() ?? null) : null,
    demo: toCookingDemo(demo, now),
  };
}

// ---- the list -----------------------------------------------------------------------------------------------------

export interface ListInput {
  sortDirection?: number | undefined;
  pageNo?: number | undefined;
  recordsPerPage?: number | undefined;
  storeUri?: string | undefined;
  brand?: string | undefined;
  cookingDemoType?: number | undefined;
  cookingDemoSubEventType?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

const dateError = (field: string) =>
  new AppError('validation_failed', [`${field}: ${COOKING_DEMO_MESSAGES.date}`]);

/**
 * A local date or date-time as a bound of the window: a date alone means its whole day (from 00:00, or up to the start
 * of the next day). Impossible days and times are refused.
 */
export function windowBound(
  value: string,
  field: 'startDate' | 'endDate',
): { bound: string; exclusive: boolean; shown: string } {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (!m?.[1] || !isRealIsoDate(m[1])) throw dateError(field);
  const day = m[1];
  if (m[2] === undefined) {
    if (field === 'startDate')
      return { bound: `${day}T00:00:00`, exclusive: false, shown: `${day}T00:00:00` };
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return { bound: `${next}T00:00:00`, exclusive: true, shown: `${day}T23:59:59` };
  }
  const [h, min, s] = [Number(m[2]), Number(m[3]), Number(m[4] ?? '0')];
  if (h > 23 || min > 59 || s > 59) throw dateError(field);
  const shown = `${day}T${m[2]}:${m[3]}:${m[4] ?? '00'}`;
  return { bound: shown, exclusive: false, shown };
}

const whole = (n: number | undefined) => (n === undefined ? undefined : Math.floor(n));

export async function listCookingDemos(ctx: CookingDemoContext, q: ListInput): Promise<CookingDemoList> {
  const now = ctx.now();
  const window = defaultCookingDemoWindow(shopDay(ctx.country, now));
  const from = windowBound(q.startDate ?? window.startDate, 'startDate');
  const to = windowBound(q.endDate ?? window.endDate, 'endDate');
  const pageNo = Math.max(1, whole(q.pageNo) ?? 1);
  const requested = whole(q.recordsPerPage);
  const recordsPerPage = Math.min(COOKING_DEMO_LIMITS.recordsPerPageMax, requested || COOKING_DEMO_PAGE_SIZE);
  const { demos, total } = await listDemos(ctx.db, {
    storeUri: q.storeUri,
    // The site's own country, as the store finder lists it; a named store is shown wherever it is.
    country: q.storeUri === undefined ? ctx.country : undefined,
    brand: q.brand?.toLowerCase(),
    demoType: whole(q.cookingDemoType),
    subEventType: whole(q.cookingDemoSubEventType),
    from: from.bound,
    to: to.bound,
    toExclusive: to.exclusive,
    descending: whole(q.sortDirection) === SORT_DIRECTIONS.Descending,
    limit: recordsPerPage,
    offset: (pageNo - 1) * recordsPerPage,
  });
  return {
    demos: demos.map((d) => toCookingDemo(d, now)),
    pageNo,
    recordsPerPage,
    totalRecords: total,
    totalPages: Math.ceil(total / recordsPerPage),
    startDate: from.shown,
    endDate: to.shown,
  };
}

export async function getCookingDemo(ctx: CookingDemoContext, id: number): Promise<CookingDemo> {
  const demo = await findDemo(ctx.db, id);
  if (!demo) throw new AppError('cooking_demo_not_found', [COOKING_DEMO_MESSAGES.notFound]);
  return toCookingDemo(demo, ctx.now());
}

// ---- booking and the wait list ------------------------------------------------------------------------------------

export interface EntryInput {
  cookingDemoId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  seats: number;
  orderNumber?: string | undefined;
  source: 'booking' | 'legacy-booking' | 'wait-list';
}

/** The old booking's one name, split at its first space; a single word is the first name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const at = trimmed.indexOf(' ');
  if (at === -1) return { firstName: trimmed, lastName: '-' };
  return { firstName: trimmed.slice(0, at), lastName: trimmed.slice(at + 1).trim() || '-' };
}

const CONSTRAINT_ACTIVE_EMAIL = 'cooking_demo_bookings_active_email_idx';
const RETRIED_CONSTRAINTS = [
  'cooking_demo_bookings_reference_unique',
  'cooking_demo_bookings_token_hash_unique',
];

/** The constraint a unique violation (23505) names, looking through the driver's and the ORM's wrappers. */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const o = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (o.code === '23505') return typeof o.constraint === 'string' ? o.constraint : '';
    e = o.cause;
  }
  return null;
}

const alreadyBooked = () =>
  new AppError('cooking_demo_already_booked', [COOKING_DEMO_MESSAGES.alreadyBooked]);

/**
 * Runs a transaction that inserts an entry: a clash on the active e-mail index (a concurrent submit won the race after
 * our check) is the duplicate answer; a clash on the reference or the token runs the whole transaction again.
 */
export async function withEntryInsert<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === CONSTRAINT_ACTIVE_EMAIL) throw alreadyBooked();
      if (constraint !== null && RETRIED_CONSTRAINTS.includes(constraint) && attempt < 5) continue;
      throw err;
    }
  }
}

/** The demo, open for online answers at `now`, or the refusal. */
async function openDemo(db: Db, id: number, now: Date): Promise<DemoRecord> {
  const demo = await findDemo(db, id);
  if (!demo) throw new AppError('cooking_demo_not_found', [COOKING_DEMO_MESSAGES.notFound]);
  if (cookingDemoAvailability({ ...demo, now }) === DEMO_AVAILABILITY.ContactStore)
    throw new AppError('cooking_demo_closed', [COOKING_DEMO_MESSAGES.contactStore]);
  return demo;
}

/** The type rule (ADR 0035 "Who may book which type"), for booking and the wait list alike. */
async function checkEligibility(db: Db, demo: DemoRecord, email: string, orderNumber: string): Promise<void> {
  const type = demo.demoType;
  if (type !== 0 && type !== 1) return;
  const order =
    type === 0 && orderNumber
      ? await findPlacedOrderForBrand(db, { orderNumber, email, brandId: demo.brandId })
      : null;
  const hasBrand = type === 1 ? await emailHasBrandOrder(db, { email, brandId: demo.brandId }) : false;
  const result = cookingDemoEligibility(type, { orderNumber, order, emailHasBrandOrder: hasBrand });
  if (result !== 'ok')
    throw new AppError('cooking_demo_not_eligible', [cookingDemoEligibilityMessage(result, demo.brand.name)]);
}

function entryValues(input: EntryInput) {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: normaliseEmail(input.email),
    phone: normalisePhone(input.phone),
    seats: input.seats,
    orderNumber: input.orderNumber?.trim() || null,
    source: input.source,
  };
}

async function mailEntry(
  tx: Db,
  ctx: CookingDemoContext,
  now: Date,
  event: CookingDemoMailEvent,
  entry: CookingDemoBookingRow,
  demo: DemoRecord,
  token: string,
  position?: number,
): Promise<void> {
  await queueCookingDemoMail(tx, ctx.mail(now), {
    event,
    entry,
    demo,
    timeZone: storeTimeZone(demo.store),
    token,
    position: position ?? null,
  });
}

/** POST /api/v2/cookingdemo/booking and the old booking: seats taken, the entry and its mail written, or nothing. */
export async function bookCookingDemo(ctx: CookingDemoContext, input: EntryInput): Promise<CookingDemoEntry> {
  const now = ctx.now();
  const values = entryValues(input);
  const demo = await openDemo(ctx.db, input.cookingDemoId, now);
  await checkEligibility(ctx.db, demo, values.email, values.orderNumber ?? '');
  return withEntryInsert(() =>
    inTransaction(ctx.db, async (tx) => {
      if (await hasActiveEntry(tx, demo.id, values.email)) throw alreadyBooked();
      if ((await takeSeats(tx, demo.id, values.seats)) === null) {
        const counts = await seatCounts(tx, demo.id);
        const left = counts ? Math.max(0, counts.capacity - counts.seatsTaken) : 0;
        throw new AppError('cooking_demo_full', [
          left === 0 ? COOKING_DEMO_MESSAGES.full : COOKING_DEMO_MESSAGES.notEnoughSeats(left),
        ]);
      }
      const token = newRsvpToken();
      const row = await insertEntry(tx, {
        ...values,
        demoId: demo.id,
        reference: newReference(),
        status: 'booked',
        tokenHash: hashRsvpToken(token),
        bookedAt: now,
      });
      await mailEntry(tx, ctx, now, 'booked', row, demo, token);
      return toEntry(tx, row, now);
    }),
  );
}

/** POST /api/v2/cookingdemo/wait-list: a place in line, only when the party's seats are not free now. */
export async function joinCookingDemoWaitList(
  ctx: CookingDemoContext,
  input: EntryInput,
): Promise<CookingDemoEntry> {
  const now = ctx.now();
  const values = entryValues(input);
  const demo = await openDemo(ctx.db, input.cookingDemoId, now);
  await checkEligibility(ctx.db, demo, values.email, values.orderNumber ?? '');
  return withEntryInsert(() =>
    inTransaction(ctx.db, async (tx) => {
      // The demo's lock orders joiners one after another, so each gets its own place and sees freed seats.
      await lockDemo(tx, demo.id);
      if (await hasActiveEntry(tx, demo.id, values.email)) throw alreadyBooked();
      const counts = await seatCounts(tx, demo.id);
      if (counts && counts.capacity - counts.seatsTaken >= values.seats)
        throw new AppError('cooking_demo_seats_available', [COOKING_DEMO_MESSAGES.seatsAvailable]);
      const token = newRsvpToken();
      const row = await insertEntry(tx, {
        ...values,
        demoId: demo.id,
        reference: newReference(),
        status: 'waiting',
        tokenHash: hashRsvpToken(token),
        waitListedAt: nextWaitListedAt(demo.id, now),
      });
      const entry = await toEntry(tx, row, now);
      await mailEntry(tx, ctx, now, 'waiting', row, demo, token, entry.waitListPosition ?? undefined);
      return entry;
    }),
  );
}

// ---- the wait list moving on --------------------------------------------------------------------------------------

/**
 * Offers the demo's free seats to waiting entries in order (the caller holds the demo's lock): each party that fits
 * gets its seats held until `offerExpiry` and an e-mail with a fresh link (the owner is not at hand, so a new token is
 * issued; the link of an earlier mail stops working). A party too large is skipped and keeps its place. No offer is
 * made once online answers have closed. Answers how many entries were offered seats.
 */
export async function offerFreeSeats(
  tx: Db,
  ctx: CookingDemoContext,
  demoId: number,
  now: Date,
): Promise<number> {
  const demo = await findDemo(tx, demoId);
  if (!demo?.onlineBooking) return 0;
  const until = offerExpiry(demo.startsAt, now);
  if (!until) return 0;
  let free = demo.capacity - demo.seatsTaken;
  let offered = 0;
  if (free <= 0) return 0;
  for (const waiting of await lockWaitingEntries(tx, demoId)) {
    if (waiting.seats > free) continue;
    if ((await takeSeats(tx, demoId, waiting.seats)) === null) break;
    const token = newRsvpToken();
    const row = await updateEntry(tx, waiting.id, {
      status: 'offered',
      offeredAt: now,
      offerExpiresAt: until,
      tokenHash: hashRsvpToken(token),
    });
    await mailEntry(tx, ctx, now, 'offered', row, demo, token);
    free -= waiting.seats;
    offered++;
    if (free <= 0) break;
  }
  return offered;
}

// ---- RSVP ---------------------------------------------------------------------------------------------------------

const invalidLink = () => new AppError('cooking_demo_rsvp_invalid', [COOKING_DEMO_MESSAGES.rsvpInvalid]);
const closed = (message: string) => new AppError('cooking_demo_rsvp_closed', [message]);

/** GET /api/cookingdemo/rsvp: the entry its link belongs to. */
export async function viewCookingDemoRsvp(ctx: CookingDemoContext, token: string): Promise<CookingDemoEntry> {
  const row = await findEntryByTokenHash(ctx.db, hashRsvpToken(token));
  if (!row) throw invalidLink();
  return toEntry(ctx.db, row, ctx.now());
}

/**
 * POST /api/cookingdemo/rsvp (ADR 0035): a booking is confirmed or cancelled (its seats offered on), an offer taken or
 * declined (offered on), a wait-list place given up. Mail of the owner's own answer reuses the link they came with.
 */
export async function answerCookingDemoRsvp(
  ctx: CookingDemoContext,
  token: string,
  response: 'attending' | 'declined',
): Promise<CookingDemoEntry> {
  const now = ctx.now();
  const hash = hashRsvpToken(token);
  const found = await findEntryByTokenHash(ctx.db, hash);
  if (!found) throw invalidLink();
  return inTransaction(ctx.db, async (tx) => {
    await lockDemo(tx, found.demoId);
    const entry = await findEntryByTokenHash(tx, hash, { lock: true });
    const demo = await findDemo(tx, found.demoId);
    if (!entry || !demo) throw invalidLink();
    if (entry.status === 'cancelled') throw closed(COOKING_DEMO_MESSAGES.rsvpClosed);
    if (entry.status === 'lapsed') throw closed(COOKING_DEMO_MESSAGES.offerExpired);
    if (!isBookableOnline(demo.startsAt, now)) throw closed(COOKING_DEMO_MESSAGES.contactStore);
    let row: CookingDemoBookingRow;
    if (entry.status === 'booked') {
      if (response === 'attending') {
        row = entry.rsvp === 'attending' ? entry : await updateEntry(tx, entry.id, { rsvp: 'attending' });
        await mailEntry(tx, ctx, now, 'attending', row, demo, token);
      } else {
        row = await updateEntry(tx, entry.id, { status: 'cancelled', cancelledAt: now });
        await releaseSeats(tx, demo.id, entry.seats);
        await mailEntry(tx, ctx, now, 'cancelled', row, demo, token);
        await offerFreeSeats(tx, ctx, demo.id, now);
      }
    } else if (entry.status === 'offered') {
      if (!entry.offerExpiresAt || entry.offerExpiresAt <= now)
        throw closed(COOKING_DEMO_MESSAGES.offerExpired);
      if (response === 'attending') {
        row = await updateEntry(tx, entry.id, { status: 'booked', rsvp: 'attending', bookedAt: now });
        await mailEntry(tx, ctx, now, 'booked', row, demo, token);
      } else {
        row = await updateEntry(tx, entry.id, { status: 'lapsed', cancelledAt: now });
        await releaseSeats(tx, demo.id, entry.seats);
        await mailEntry(tx, ctx, now, 'offer-declined', row, demo, token);
        await offerFreeSeats(tx, ctx, demo.id, now);
      }
    } else {
      if (response === 'attending') throw closed(COOKING_DEMO_MESSAGES.rsvpStillWaiting);
      row = await updateEntry(tx, entry.id, { status: 'cancelled', cancelledAt: now });
      await mailEntry(tx, ctx, now, 'left-wait-list', row, demo, token);
    }
    return toEntry(tx, row, now);
  });
}
