import type { FastifyBaseLogger } from 'fastify';
import type { Db, WebhookDeliveryRow } from '@shop/db';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '@shop/server-kit';
import { expireIfLapsed } from './outcomes.ts';
import { listLapsedInStore } from './payments-queries.ts';
import { claimDueDeliveries, markDelivered, markDeliveryFailed } from './webhook-queries.ts';

// The notification loop (docs/decisions/0029-buy-now-pay-later.md). Each pass expires the in-store requests nobody
// answered in time (their EXPIRY notifications are queued with the change), then posts every due notification to the
// merchant's webhook URL, signed with Payment-Signature under the webhook secret. A 2xx marks it delivered; anything
// else (another status, a network error, a timeout) puts it back on a backoff. Rows are claimed and leased first, so
// several sandbox processes may run the loop at once and still post each row from one of them at a time.

/** Posts one notification; answers the HTTP status (a thrown error counts as a failed attempt). */
export type WebhookTransport = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<number>;

export interface NotifierDeps {
  db: Db;
  webhookUrl: string;
  webhookSecret: string;
  now: () => Date;
}

/** Rows taken per pass. */
const BATCH = 20;
/** A claimed row is left alone this long: longer than a post may take. */
export const DELIVERY_LEASE_MS = 60_000;
export const POST_TIMEOUT_MS = 10_000;
export const NOTIFY_INTERVAL_MS = 1_000;

/** After the nth failed attempt: 5 s, 10 s, 20 s... doubling up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** The transport over the network: a POST with a timeout. */
export function fetchTransport(fetchImpl: typeof fetch = fetch): WebhookTransport {
  return async ({ url, headers, body }) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  };
}

/** Turns every lapsed in-store request `expired` (with its notification); how many it expired. */
export async function sweepExpired(deps: Pick<NotifierDeps, 'db' | 'now'>): Promise<number> {
  const now = deps.now();
  let expired = 0;
  for (const psp of await listLapsedInStore(deps.db, now, BATCH * 5)) {
    const row = await expireIfLapsed(deps.db, psp, now);
    if (row?.status === 'expired') expired += 1;
  }
  return expired;
}

async function deliver(
  deps: NotifierDeps,
  row: WebhookDeliveryRow,
  post: WebhookTransport,
): Promise<boolean> {
  const body = JSON.stringify(row.body);
  const headers = {
    'content-type': 'application/json',
    [WEBHOOK_SIGNATURE_HEADER]: signWebhook(deps.webhookSecret, body, deps.now()),
  };
  let failure: string;
  try {
    const status = await post({ url: deps.webhookUrl, headers, body });
    if (status >= 200 && status < 300) {
      await markDelivered(deps.db, row.id, deps.now());
      return true;
    }
    failure = `the merchant answered ${status}`;
  } catch (err) {
    failure = `the post failed (${err instanceof Error ? err.name : 'error'})`;
  }
  const next = new Date(deps.now().getTime() + retryDelayMs(row.attempts));
  await markDeliveryFailed(deps.db, row.id, failure, next);
  return false;
}

/** One pass: expire lapsed requests, then post the due notifications; how many were delivered. */
export async function runNotificationPass(deps: NotifierDeps, post: WebhookTransport): Promise<number> {
  await sweepExpired(deps);
  const claimed = await claimDueDeliveries(deps.db, deps.now(), DELIVERY_LEASE_MS, BATCH);
  let delivered = 0;
  for (const row of claimed) if (await deliver(deps, row, post)) delivered += 1;
  return delivered;
}

export interface NotificationLoop {
  start(): void;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

export function createNotificationLoop(
  deps: NotifierDeps,
  options: { post: WebhookTransport; intervalMs: number; log: FastifyBaseLogger },
): NotificationLoop {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = runNotificationPass(deps, options.post)
        .then(() => undefined)
        .catch((err: unknown) => options.log.error({ err }, 'payment notification pass failed'))
        .finally(() => {
          running = null;
          schedule();
        });
    }, options.intervalMs);
    timer.unref();
  };

  return {
    start() {
      stopped = false;
      if (!timer && !running) schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
