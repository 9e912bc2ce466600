import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@shop/db';
import { startPeriodicJob, type PeriodicJob } from '../shared/periodic.ts';
import { purgeStaffTokens } from './queries.ts';

/** Spent or expired staff tokens are kept a day (for a look at what happened), then deleted. */
export const STAFF_TOKEN_KEEP_MS = 24 * 60 * 60 * 1000;
/** How often the purge runs; it also runs once when the API starts. */
export const STAFF_TOKEN_PURGE_EVERY_MS = 60 * 60 * 1000;

export type StaffTokenPurge = PeriodicJob;

/**
 * Deletes the side panel's dead tokens (docs/decisions/0030, 0033) at start and every hour, as the reconciler runs:
 * an unref'd timer that never keeps the process alive, never two passes at once, a failed pass logged and retried on
 * the next tick.
 */
export function startStaffTokenPurge(deps: {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now: () => Date;
  everyMs?: number;
}): StaffTokenPurge {
  const { db, log, now } = deps;
  return startPeriodicJob({
    pass: async () => {
      const deleted = await purgeStaffTokens(db, now(), STAFF_TOKEN_KEEP_MS);
      if (deleted > 0) log.info({ deleted }, 'purged spent and expired staff tokens');
    },
    everyMs: deps.everyMs ?? STAFF_TOKEN_PURGE_EVERY_MS,
    onError: (err) => log.warn({ err }, 'staff token purge failed'),
  });
}
