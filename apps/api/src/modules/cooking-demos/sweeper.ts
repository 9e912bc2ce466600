import type { FastifyBaseLogger } from 'fastify';
import { inTransaction } from '@shop/db';
import { storeTimeZone } from '@shop/domain';
import { startPeriodicJob, type PeriodicJob } from '../shared/periodic.ts';
import { queueCookingDemoMail } from './mail.ts';
import {
  claimExpiredOffers,
  demosWithExpiredOffers,
  findDemo,
  lockDemo,
  releaseSeats,
  updateEntry,
} from './queries.ts';
import { hashRsvpToken, newRsvpToken, offerFreeSeats, type CookingDemoContext } from './service.ts';

// The offer sweeper (docs/decisions/0035): in every storefront process, once a minute, expired wait-list offers lapse
// and their seats are offered to the next in line. Each demo is settled in its own short transaction; a demo or an
// offer another process is already settling is skipped (SKIP LOCKED) and left to it.

export const SWEEP_EVERY_MS = 60_000;
/** Demos settled per pass: a backlog drains over a few passes instead of one long one. */
const DEMOS_PER_PASS = 50;

/** One pass at `now`: answers how many offers lapsed and how many new offers were made. */
export async function sweepCookingDemoOffers(
  ctx: CookingDemoContext,
  now: Date = ctx.now(),
): Promise<{ lapsed: number; offered: number }> {
  let lapsed = 0;
  let offered = 0;
  for (const demoId of await demosWithExpiredOffers(ctx.db, now, DEMOS_PER_PASS)) {
    const done = await inTransaction(ctx.db, async (tx) => {
      if (!(await lockDemo(tx, demoId, { skipLocked: true }))) return { lapsed: 0, offered: 0 };
      const expired = await claimExpiredOffers(tx, demoId, now);
      if (expired.length === 0) return { lapsed: 0, offered: 0 };
      const demo = await findDemo(tx, demoId);
      if (!demo) return { lapsed: 0, offered: 0 };
      for (const entry of expired) {
        // The owner is not at hand: the lapse mail carries a fresh link (the offer's link stops working).
        const token = newRsvpToken();
        const row = await updateEntry(tx, entry.id, { status: 'lapsed', tokenHash: hashRsvpToken(token) });
        await releaseSeats(tx, demoId, entry.seats);
        await queueCookingDemoMail(tx, ctx.mail(now), {
          event: 'offer-lapsed',
          entry: row,
          demo,
          timeZone: storeTimeZone(demo.store),
          token,
        });
      }
      return { lapsed: expired.length, offered: await offerFreeSeats(tx, ctx, demoId, now) };
    });
    lapsed += done.lapsed;
    offered += done.offered;
  }
  return { lapsed, offered };
}

export type CookingDemoSweeper = PeriodicJob;

/**
 * Runs the sweep at start (offers that expired while no process ran) and every minute, as the staff token purge does:
 * an unref'd timer, never two passes at once, a failed pass logged and tried again on the next tick.
 */
export function startCookingDemoSweeper(deps: {
  ctx: CookingDemoContext;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  everyMs?: number;
}): CookingDemoSweeper {
  const { ctx, log } = deps;
  return startPeriodicJob({
    pass: async () => {
      const r = await sweepCookingDemoOffers(ctx);
      if (r.lapsed > 0) log.info(r, 'lapsed expired cooking demo offers');
    },
    everyMs: deps.everyMs ?? SWEEP_EVERY_MS,
    onError: (err) => log.warn({ err }, 'cooking demo offer sweep failed'),
  });
}
