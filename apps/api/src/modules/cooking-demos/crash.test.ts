import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import type { DemoCrashPoint } from './demo-crash-server.ts';
import {
  bookingBody,
  shopper,
  startStorefront,
  startedProcesses,
  stopStorefront,
  storefrontEnv,
  type Answer,
} from './test-processes.ts';
import { demoEntries, demoMailsTo, insertDemo, readDemo, tokenFromMail } from './test-fixtures.ts';

// Issue 15, docs/decisions/0035: a booking takes its seats, writes its row and its mail in one transaction, so a
// storefront process that dies at the worst moment leaves either all of it or none of it. A real storefront process
// (demo-crash-server.ts) kills itself with SIGKILL at a chosen point; the shopper, who got no answer, tries again on a
// fresh process on the same database.

const adminUrl = process.env.TEST_DATABASE_URL;

const BOOKING = '/api/v2/cookingdemo/booking';
const WAIT_LIST = '/api/v2/cookingdemo/wait-list';
const RSVP = '/api/cookingdemo/rsvp';

describe.skipIf(!adminUrl)('a storefront process killed in the middle of a cooking demo booking', () => {
  let handle: DbHandle;
  let env: Record<string, string>;

  beforeAll(async () => {
    handle = await createTestDatabase({ seed: { products: 40 } });
    env = await storefrontEnv(handle, adminUrl!);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(startedProcesses.map(stopStorefront));
    await handle?.close();
  });

  /**
   * Posts `body` to `path` on a fresh storefront that dies at `crash` while serving it. Returns once the process has
   * gone, killed by the hook and nothing else, without ever answering.
   */
  async function postThatCrashes(crash: DemoCrashPoint, clientAddress: string, path: string, body: unknown) {
    const front = await startStorefront(env, crash);
    // The socket closes under the request: the shopper gets no answer at all.
    await expect(shopper(clientAddress)(front.base, path, body)).rejects.toThrow();
    const death = await front.exited;
    expect(death).toMatchObject({ code: null, signal: 'SIGKILL' });
    expect(death.output).toContain(`crash hook: SIGKILL ${crash}`);
  }

  /** The shopper's retry, on a storefront started after the crash on the same database. */
  async function retryOnFreshProcess(clientAddress: string, path: string, body: unknown): Promise<Answer> {
    const front = await startStorefront(env);
    try {
      return await shopper(clientAddress)(front.base, path, body);
    } finally {
      await stopStorefront(front.child);
    }
  }

  const seatsOf = async (demoId: number) => (await readDemo(handle.db, demoId))!.seatsTaken;

  it('killed inside the booking transaction after taking the seats, before COMMIT: nothing kept, the retry books', async () => {
    const demo = await insertDemo(handle.db, { capacity: 3, seatsTaken: 1 });
    const body = bookingBody(demo.id, 1, 2);
    await postThatCrashes('booking-before-commit', '10.60.0.1', BOOKING, body);

    // The hook fired after the seat update and the booking's insert ran: PostgreSQL undid both, and the mail with them.
    expect(await seatsOf(demo.id)).toBe(1);
    expect(await demoEntries(handle.db, demo.id)).toEqual([]);
    expect(await demoMailsTo(handle.db, body.email)).toEqual([]);

    const retry = await retryOnFreshProcess('10.60.0.1', BOOKING, body);
    expect(retry, JSON.stringify(retry.json)).toMatchObject({
      status: 201,
      json: { status: 'booked', seats: 2 },
    });
    expect(await seatsOf(demo.id)).toBe(3);
    const entries = await demoEntries(handle.db, demo.id);
    expect(entries).toMatchObject([
      { status: 'booked', seats: 2, email: body.email, reference: retry.json.reference },
    ]);
    const mails = await demoMailsTo(handle.db, body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.dedupeKey).toBe(`cooking-demo:${entries[0]!.id}:booked`);
  }, 120_000);

  it('killed after the booking committed, before answering: one booking, one mail; the retry is told it is booked', async () => {
    const demo = await insertDemo(handle.db, { capacity: 3 });
    const body = bookingBody(demo.id, 2, 1);
    await postThatCrashes('booking-after-commit', '10.60.0.2', BOOKING, body);

    const expectOneBooking = async () => {
      expect(await seatsOf(demo.id)).toBe(1);
      const entries = await demoEntries(handle.db, demo.id);
      expect(entries).toMatchObject([{ status: 'booked', seats: 1, email: body.email }]);
      const mails = await demoMailsTo(handle.db, body.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.dedupeKey).toBe(`cooking-demo:${entries[0]!.id}:booked`);
    };
    await expectOneBooking();

    // Not knowing it worked, the shopper submits again: refused, and nothing is taken or sent twice.
    const retry = await retryOnFreshProcess('10.60.0.2', BOOKING, body);
    expect(retry, JSON.stringify(retry.json)).toMatchObject({
      status: 409,
      json: { code: 'cooking_demo_already_booked' },
    });
    await expectOneBooking();
  }, 120_000);

  it('killed after a cancellation committed, before answering: the seat freed once, the waiting entry offered once', async () => {
    const demo = await insertDemo(handle.db, { capacity: 2 });
    const [a, b, c] = [bookingBody(demo.id, 3), bookingBody(demo.id, 4), bookingBody(demo.id, 5)];
    const front = await startStorefront(env);
    try {
      for (const [k, booking] of [a, b].entries()) {
        const answer = await shopper(`10.61.0.${k + 1}`)(front.base, BOOKING, booking);
        expect(answer, JSON.stringify(answer.json)).toMatchObject({ status: 201 });
      }
      const joined = await shopper('10.61.0.3')(front.base, WAIT_LIST, c);
      expect(joined, JSON.stringify(joined.json)).toMatchObject({ status: 201, json: { status: 'waiting' } });
    } finally {
      await stopStorefront(front.child);
    }
    const token = tokenFromMail((await demoMailsTo(handle.db, a.email))[0]!);

    await postThatCrashes('rsvp-after-commit', '10.61.0.1', RSVP, { token, response: 'declined' });

    const expectCancelledOnce = async () => {
      const entries = await demoEntries(handle.db, demo.id);
      const statusOf = (email: string) => entries.filter((e) => e.email === email).map((e) => e.status);
      expect(statusOf(a.email)).toEqual(['cancelled']);
      expect(statusOf(b.email)).toEqual(['booked']);
      expect(statusOf(c.email)).toEqual(['offered']);
      // Still both seats taken: one booked, one held for the offer.
      expect(await seatsOf(demo.id)).toBe(2);
      const eventsOf = async (email: string) => {
        const [entry] = entries.filter((e) => e.email === email);
        const keys = (await demoMailsTo(handle.db, email)).map((m) => m.dedupeKey ?? '');
        return keys.map((key) => key.replace(`cooking-demo:${entry!.id}:`, '')).sort();
      };
      expect(await eventsOf(a.email)).toEqual(['booked', 'cancelled']);
      expect(await eventsOf(b.email)).toEqual(['booked']);
      expect(await eventsOf(c.email)).toEqual(['offered', 'waiting']);
    };
    await expectCancelledOnce();

    // The shopper, who saw no answer, cancels again: the booking is already cancelled, nothing is freed twice.
    const retry = await retryOnFreshProcess('10.61.0.1', RSVP, { token, response: 'declined' });
    expect(retry, JSON.stringify(retry.json)).toMatchObject({
      status: 409,
      json: { code: 'cooking_demo_rsvp_closed' },
    });
    await expectCancelledOnce();
  }, 120_000);
});
