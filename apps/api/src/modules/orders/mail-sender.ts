import { inTransaction, type Db } from '@shop/db';
import type { CardGateway } from '../gateway/gateway.ts';
import type { OrderMail, OrderMailLog } from './order-mail.ts';
import {
  claimDueMail,
  lockFailedRefunds,
  markRefunded,
  noteRefundAttempt,
  type FailedRefund,
} from './outbox-queries.ts';
import { MAX_ATTEMPTS, nextAttemptAfter, refundAttemptsOf, refundReason } from './retry-schedule.ts';

// The mail sender loop (ADR 0028): once a minute it sends the order mail whose send failed and is due again, and
// retries the refunds of cheaper rescheduled deliveries that failed. Rows are claimed under FOR UPDATE SKIP LOCKED, so
// several storefront processes can run it at once. A refund is always sent as `refund:{payment key}`, the key of its
// first attempt: one that did go through before its answer was lost is answered again by the gateway, not repeated.

/** Rows taken per run: a backlog drains over a few minutes instead of one long burst. */
const BATCH = 20;
export const SENDER_INTERVAL_MS = 60_000;

export interface OutboxSender {
  /** One pass over due mail and due refunds; what it tried. */
  runOnce(): Promise<{ mail: number; refunds: number }>;
  start(): void;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

export interface OutboxSenderDeps {
  db: Db;
  mail: OrderMail;
  gateway: CardGateway;
  log: OrderMailLog;
  now?: () => Date;
}

/** Due refunds, claimed: each gets its attempt recorded now, so another process sees it as just tried. */
async function claimDueRefunds(db: Db, now: Date): Promise<(FailedRefund & { attempt: number })[]> {
  return inTransaction(db, async (tx) => {
    const claimed: (FailedRefund & { attempt: number })[] = [];
    for (const refund of await lockFailedRefunds(tx, BATCH * 5)) {
      const done = refundAttemptsOf(refund.refusalReason);
      const due = nextAttemptAfter(done, refund.updatedAt);
      if (!due || due > now || claimed.length >= BATCH) continue;
      const attempt = done + 1;
      await noteRefundAttempt(tx, refund.id, refundReason(attempt, 'in progress'), now);
      claimed.push({ ...refund, attempt });
    }
    return claimed;
  });
}

export function createOutboxSender(deps: OutboxSenderDeps): OutboxSender {
  const { db, mail, gateway, log } = deps;
  const now = deps.now ?? (() => new Date());
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<unknown> | null = null;

  async function retryRefund(refund: FailedRefund & { attempt: number }): Promise<void> {
    const amount = { valueCents: refund.amountCents, currency: refund.currency };
    try {
      const done = await gateway.refund(
        refund.keyName,
        refund.pspReference,
        amount,
        `refund:${refund.idempotencyKey}`,
      );
      await markRefunded(db, refund.id, done.pspReference, now());
    } catch (err) {
      const reason = err instanceof Error ? err.message : 'refund failed';
      await noteRefundAttempt(db, refund.id, refundReason(refund.attempt, reason), now());
      const last = refund.attempt >= MAX_ATTEMPTS;
      log.error(
        { paymentId: refund.id, attempts: refund.attempt, reason },
        last ? 'refund not made; retries exhausted, staff must finish it' : 'refund not made; will retry',
      );
    }
  }

  async function runOnce(): Promise<{ mail: number; refunds: number }> {
    const at = now();
    const mails = mail.kind === 'smtp' ? await claimDueMail(db, at, BATCH) : [];
    for (const row of mails) await mail.deliver(db, row);
    const refunds = await claimDueRefunds(db, at);
    for (const refund of refunds) await retryRefund(refund);
    return { mail: mails.length, refunds: refunds.length };
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return; // a slow pass is still going: skip this tick rather than overlap it
        running = runOnce()
          .catch((err: unknown) => log.error({ err }, 'mail sender pass failed'))
          .finally(() => {
            running = null;
          });
      }, SENDER_INTERVAL_MS);
      // The loop alone must not keep a process (a test, a CLI) alive.
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
