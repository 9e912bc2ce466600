/**
 * One storefront process of the cooking-demo process tests (two-process.test.ts, crash.test.ts): the storefront API on
 * the test's PostgreSQL database (DATABASE_URL, already migrated and seeded), as a production process runs it. Booking
 * a demo needs no payment gateway, so none is reached. `--crash` chooses where the process kills itself with SIGKILL
 * (no clean-up, no finally blocks, no answer to the shopper), as a power cut or the OOM killer would; the hooks exist
 * only in this test entry, never in production code:
 *
 *   none                    no hook: a plain storefront (the second process, the "restarted" one)
 *   booking-before-commit   in the transaction of a booking, once it has taken the demo's seats and written the
 *                           booking: just before COMMIT is sent, so PostgreSQL rolls it all back
 *   booking-after-commit    the booking is committed; the 201 answer is about to be written, never reaches the shopper
 *   rsvp-after-commit       an RSVP answer (a cancellation) is committed; its 200 answer never reaches the shopper
 *
 * It prints `storefront ready on <port>` once it accepts connections, and `crash hook: SIGKILL <where>` on stderr just
 * before killing itself, so the test can tell the hook's death from any other.
 *
 *   DATABASE_URL=postgres://… node demo-crash-server.ts --port 0 --crash booking-before-commit
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase, type Db } from '@shop/db';
import { ConfigError, runService } from '@shop/server-kit';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';

export const DEMO_CRASH_POINTS = [
  'none',
  'booking-before-commit',
  'booking-after-commit',
  'rsvp-after-commit',
] as const;
export type DemoCrashPoint = (typeof DEMO_CRASH_POINTS)[number];

const Args = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(0),
  crash: z.enum(DEMO_CRASH_POINTS).default('none'),
});

function die(where: DemoCrashPoint): Promise<never> {
  // Pipes are written synchronously on Linux, so the line is out before the signal lands.
  process.stderr.write(`crash hook: SIGKILL ${where}\n`);
  process.kill(process.pid, 'SIGKILL');
  // SIGKILL cannot be caught; nothing after this point may run, not even a resolved promise's continuation.
  return new Promise<never>(() => {});
}

/** The SQL text of a node-postgres `query` call, whichever of its forms the caller used. */
function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object' && 'text' in query && typeof query.text === 'string')
    return query.text;
  return '';
}

/** What the hook needs of a node-postgres pool and its connections. */
interface PoolEvents {
  on(event: 'connect', listener: (client: { query: (...args: unknown[]) => unknown }) => void): void;
}

const TAKES_SEATS = /\bupdate\s+"?cooking_demos"?\s+set\b[\s\S]*\bseats_taken\b/i;
const WRITES_BOOKING = /\binsert\s+into\s+"?cooking_demo_bookings"?/i;

/**
 * Watches every connection of the pool: within one transaction (BEGIN … COMMIT), once a statement has taken seats of a
 * demo and another has written a booking row, the process dies instead of sending COMMIT. Everything the transaction
 * did is then undone by PostgreSQL when the connection drops, as after a real crash at that moment.
 */
function dieBeforeBookingCommit(db: Db): void {
  // drizzle keeps the node-postgres pool it was given as `$client`; each new connection of it is wrapped once.
  const pool = (db as unknown as { $client: PoolEvents }).$client;
  pool.on('connect', (client) => {
    const query = client.query.bind(client);
    let seatsTaken = false;
    let bookingWritten = false;
    client.query = (...args: unknown[]) => {
      const text = textOf(args[0]);
      if (/^\s*(begin|rollback)\b/i.test(text)) {
        seatsTaken = false;
        bookingWritten = false;
      }
      // One statement may do both (a CTE), so each is looked for on its own.
      if (TAKES_SEATS.test(text)) seatsTaken = true;
      if (WRITES_BOOKING.test(text)) bookingWritten = true;
      if (/^\s*commit\b/i.test(text) && seatsTaken && bookingWritten) return die('booking-before-commit');
      return query(...args);
    };
  });
}

const BOOKING_ROUTES = new Set(['/api/v2/cookingdemo/booking', '/api/cookingdemo/booking']);
const RSVP_ROUTE = '/api/cookingdemo/rsvp';

await runService(async () => {
  const { values } = parseArgs({ options: { port: { type: 'string' }, crash: { type: 'string' } } });
  const args = Args.safeParse(values);
  if (!args.success)
    throw new ConfigError([
      { variable: '--port / --crash', message: `a port number and one of ${DEMO_CRASH_POINTS.join(', ')}` },
    ]);
  const crash = args.data.crash;
  const config = loadStorefrontConfig(process.env);
  if (!config.databaseUrl)
    throw new ConfigError([{ variable: 'DATABASE_URL', message: 'must name the test database' }]);
  const handle = await openDatabase({ url: config.databaseUrl, poolSize: 10 });
  if (crash === 'booking-before-commit') dieBeforeBookingCommit(handle.db);
  const app = await buildStorefrontApi({ db: handle.db, config });
  // The answer is ready (the transaction behind it committed) but not one byte of it has been written yet.
  if (crash === 'booking-after-commit' || crash === 'rsvp-after-commit') {
    app.addHook('onSend', async (request, reply, payload) => {
      const url = request.routeOptions.url ?? '';
      const method = request.method;
      if (
        crash === 'booking-after-commit' &&
        method === 'POST' &&
        BOOKING_ROUTES.has(url) &&
        reply.statusCode === 201
      )
        return die(crash);
      if (
        crash === 'rsvp-after-commit' &&
        method === 'POST' &&
        url === RSVP_ROUTE &&
        reply.statusCode === 200
      )
        return die(crash);
      return payload;
    });
  }
  try {
    const address = await app.listen({ port: args.data.port, host: '127.0.0.1' });
    console.log(`storefront ready on ${new URL(address).port}`);
  } catch (err) {
    await app.close();
    await handle.close();
    throw err;
  }
  return {
    async close() {
      await app.close();
      await handle.close();
    },
  };
});
