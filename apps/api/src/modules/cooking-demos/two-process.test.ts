import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookingDemoBookingRow, DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import {
  bookingBody,
  shopper,
  startStorefront,
  startedProcesses,
  stopStorefront,
  storefrontEnv,
  type Answer,
  type Storefront,
} from './test-processes.ts';
import {
  demoEntries,
  demoMail,
  demoMailsTo,
  insertDemo,
  readDemo,
  tokenFromMail,
  tokenHash,
} from './test-fixtures.ts';

// Issue 15, docs/decisions/0035: "no interleaving of processes can overbook". Two real storefront processes
// (demo-crash-server.ts without a hook) share one PostgreSQL database; shoppers reach them over HTTP, half through
// each, so only the database (the conditional seat update, its CHECK, the one active entry per e-mail, the row locks of
// a cancellation) keeps the seats, the wait list and the mail right, as it must between machines.

const adminUrl = process.env.TEST_DATABASE_URL;

const BOOKING = '/api/v2/cookingdemo/booking';
const WAIT_LIST = '/api/v2/cookingdemo/wait-list';
const RSVP = '/api/cookingdemo/rsvp';

describe.skipIf(!adminUrl)('cooking demo seats with two storefront processes on PostgreSQL', () => {
  let handle: DbHandle;
  let fronts: Storefront[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase({ seed: { products: 40 } });
    const env = await storefrontEnv(handle, adminUrl!);
    fronts = await Promise.all([startStorefront(env), startStorefront(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(startedProcesses.map(stopStorefront));
    await handle?.close();
  });

  const entryOf = async (demoId: number, email: string): Promise<CookingDemoBookingRow> => {
    const rows = (await demoEntries(handle.db, demoId)).filter((e) => e.email === email);
    expect(rows, email).toHaveLength(1);
    return rows[0]!;
  };
  /** The events of the cooking-demo mails sent to `email` (each of its one entry of the demo), sorted. */
  const eventsOf = async (demoId: number, email: string): Promise<string[]> => {
    const entry = await entryOf(demoId, email);
    const keys = (await demoMailsTo(handle.db, email)).map((m) => m.dedupeKey ?? '');
    for (const key of keys) expect(key.startsWith(`cooking-demo:${entry.id}:`), key).toBe(true);
    return keys.map((key) => key.slice(`cooking-demo:${entry.id}:`.length)).sort();
  };
  /** The demo's seats as the invariant of ADR 0035 has them: booked and held seats, never more than the capacity. */
  async function expectSeatsAccountedFor(demoId: number) {
    const demo = (await readDemo(handle.db, demoId))!;
    const holding = (await demoEntries(handle.db, demoId)).filter(
      (e) => e.status === 'booked' || e.status === 'offered',
    );
    expect(demo.seatsTaken).toBe(holding.reduce((sum, e) => sum + e.seats, 0));
    expect(demo.seatsTaken).toBeLessThanOrEqual(demo.capacity);
    return demo;
  }

  // One demo for the first two cases: its ten seats are booked by the first, then its wait list is served.
  let demoId: number;
  const booked: string[] = [];

  it('40 shoppers for 10 seats at once, half through each process: 10 bookings, 30 full answers, 10 mails', async () => {
    demoId = (await insertDemo(handle.db, { capacity: 10 })).id;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        shopper(`10.50.0.${i + 1}`)(fronts[i % 2]!.base, BOOKING, bookingBody(demoId, i)).then((a) => ({
          ...a,
          email: `cook${i}@example.com`,
        })),
      ),
    );
    const ok = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(ok).toHaveLength(10);
    expect(ok.every((a) => a.json.status === 'booked' && a.json.seats === 1)).toBe(true);
    expect(refused).toHaveLength(30);
    for (const a of refused) expect(a).toMatchObject({ status: 409, json: { code: 'cooking_demo_full' } });

    const demo = await expectSeatsAccountedFor(demoId);
    expect(demo.seatsTaken).toBe(10);
    const entries = await demoEntries(handle.db, demoId);
    expect(entries.map((e) => e.status)).toEqual(Array(10).fill('booked'));
    expect(new Set(entries.map((e) => e.reference))).toEqual(new Set(ok.map((a) => a.json.reference)));
    expect(new Set(entries.map((e) => e.email))).toEqual(new Set(ok.map((a) => a.email)));

    // One booking mail for each booking, in its transaction; none for a shopper who was told the demo is full.
    for (const a of ok) {
      const entry = await entryOf(demoId, a.email);
      const mails = await demoMailsTo(handle.db, a.email);
      expect(mails, a.email).toHaveLength(1);
      expect(mails[0]!.dedupeKey).toBe(`cooking-demo:${entry.id}:booked`);
      expect(tokenFromMail(mails[0]!)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      booked.push(a.email);
    }
    for (const a of refused) expect(await demoMailsTo(handle.db, a.email), a.email).toEqual([]);
  });

  it('the wait list through both processes: a cancellation offers the first place, a double cancellation frees one seat', async () => {
    expect(booked).toHaveLength(10);
    // Three join, alternating processes, one after another (so their order is known).
    const waiting: string[] = [];
    for (const [k, n] of [100, 101, 102].entries()) {
      const joined = await shopper(`10.51.0.${k + 1}`)(
        fronts[k % 2]!.base,
        WAIT_LIST,
        bookingBody(demoId, n),
      );
      expect(joined, JSON.stringify(joined.json)).toMatchObject({
        status: 201,
        json: { status: 'waiting', waitListPosition: k + 1 },
      });
      waiting.push(`cook${n}@example.com`);
    }
    for (const email of waiting) expect(await eventsOf(demoId, email)).toEqual(['waiting']);

    // A booked shopper cancels from the link in the booking mail: the first waiting entry is offered the seat.
    const canceller = booked[0]!;
    const token = tokenFromMail((await demoMailsTo(handle.db, canceller))[0]!);
    const cancelled = await shopper('10.51.1.1')(fronts[1]!.base, RSVP, { token, response: 'declined' });
    expect(cancelled, JSON.stringify(cancelled.json)).toMatchObject({
      status: 200,
      json: { status: 'cancelled' },
    });
    expect((await entryOf(demoId, canceller)).status).toBe('cancelled');
    expect(await entryOf(demoId, waiting[0]!)).toMatchObject({
      status: 'offered',
      offerExpiresAt: expect.any(Date),
    });
    expect((await entryOf(demoId, waiting[1]!)).status).toBe('waiting');
    expect((await entryOf(demoId, waiting[2]!)).status).toBe('waiting');
    expect(await eventsOf(demoId, waiting[0]!)).toEqual(['offered', 'waiting']);
    expect(await eventsOf(demoId, waiting[1]!)).toEqual(['waiting']);
    expect(await eventsOf(demoId, canceller)).toEqual(['booked', 'cancelled']);
    // The offer mail's link is the offered entry's own.
    const offered = await entryOf(demoId, waiting[0]!);
    expect(tokenHash(tokenFromMail((await demoMail(handle.db, offered.id, 'offered'))!))).toBe(
      offered.tokenHash,
    );
    // The freed seat is held for the offer: still every seat taken.
    expect((await expectSeatsAccountedFor(demoId)).seatsTaken).toBe(10);

    // Another booked shopper cancels twice at once, once through each process: one cancellation, one seat freed.
    const twice = booked[1]!;
    const twiceToken = tokenFromMail((await demoMailsTo(handle.db, twice))[0]!);
    const answers: Answer[] = await Promise.all(
      fronts.map((f, k) =>
        shopper(`10.51.2.${k + 1}`)(f.base, RSVP, { token: twiceToken, response: 'declined' }),
      ),
    );
    const sorted = [...answers].sort((a, b) => a.status - b.status);
    expect(sorted[0], JSON.stringify(answers)).toMatchObject({ status: 200, json: { status: 'cancelled' } });
    expect(sorted[1], JSON.stringify(answers)).toMatchObject({
      status: 409,
      json: { code: 'cooking_demo_rsvp_closed' },
    });
    expect((await entryOf(demoId, twice)).status).toBe('cancelled');
    expect(await eventsOf(demoId, twice)).toEqual(['booked', 'cancelled']);
    // One seat freed: the second waiting entry is offered it, the third still waits, the first keeps its offer.
    expect((await entryOf(demoId, waiting[0]!)).status).toBe('offered');
    expect((await entryOf(demoId, waiting[1]!)).status).toBe('offered');
    expect((await entryOf(demoId, waiting[2]!)).status).toBe('waiting');
    expect(await eventsOf(demoId, waiting[0]!)).toEqual(['offered', 'waiting']);
    expect(await eventsOf(demoId, waiting[1]!)).toEqual(['offered', 'waiting']);
    expect(await eventsOf(demoId, waiting[2]!)).toEqual(['waiting']);
    const demo = await expectSeatsAccountedFor(demoId);
    expect(demo.seatsTaken).toBe(10);
    const entries = await demoEntries(handle.db, demoId);
    expect(entries.filter((e) => e.status === 'booked')).toHaveLength(8);
    expect(entries.filter((e) => e.status === 'cancelled')).toHaveLength(2);
  });

  it('parties of 1 to 4 seats at once through both processes never take more than the capacity, nor lose a seat', async () => {
    const id = (await insertDemo(handle.db, { capacity: 10 })).id;
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        const seats = (i % 4) + 1;
        return shopper(`10.52.0.${i + 1}`)(
          fronts[i % 2]!.base,
          BOOKING,
          bookingBody(id, 200 + i, seats),
        ).then((a) => ({ ...a, seats, email: `cook${200 + i}@example.com` }));
      }),
    );
    const ok = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    for (const a of refused) expect(a).toMatchObject({ status: 409, json: { code: 'cooking_demo_full' } });
    for (const a of ok) expect(a.json).toMatchObject({ status: 'booked', seats: a.seats });
    const demo = await expectSeatsAccountedFor(id);
    expect(demo.seatsTaken).toBe(ok.reduce((sum, a) => sum + a.seats, 0));
    expect(demo.seatsTaken).toBeLessThanOrEqual(10);
    // Seats are only ever taken here, so a party refused at any moment would be refused at the end too: no party was
    // turned away while its seats were free, and nothing was lost on the way.
    expect(refused.length).toBeGreaterThan(0);
    expect(10 - demo.seatsTaken).toBeLessThan(Math.min(...refused.map((a) => a.seats)));
    const entries = await demoEntries(handle.db, id);
    expect(entries.map((e) => e.status)).toEqual(Array(ok.length).fill('booked'));
    for (const a of ok) expect(await eventsOf(id, a.email)).toEqual(['booked']);
    for (const a of refused) expect(await demoMailsTo(handle.db, a.email), a.email).toEqual([]);
  });
});
