import { eq } from 'drizzle-orm';
import { orderPayments } from '@shop/db';
import { GatewayUnavailableError } from '../gateway/gateway.ts';
import type { CheckoutContext } from './context.ts';
import { capturePayment, placeReserved, releaseReserved } from './payment-flow.ts';
import { claimStaleReservations, claimStaleUnpaid, claimUncaptured } from './reconcile-queries.ts';
import { findOrder, findPaymentByKey, updatePayment } from './reservation-queries.ts';
import { isProviderPayment, settleProviderPayment } from './provider.ts';
import { cancelReserved } from './void.ts';

// Crash recovery (docs/decisions/0025): whatever a process left between reserving, authorising and placing is
// settled against the gateway — placed when the gateway holds an authorisation for it, released otherwise — and
// authorisations that belong to no placed order are voided. Every storefront process runs it; claims keep two from
// settling the same order.

export const RECONCILE = {
  everyMs: 60_000,
  pendingAfterMs: 2 * 60_000,
  challengeAfterMs: 30 * 60_000,
  /** A shopper sent to a provider's page who has not come back (docs/decisions/0029). */
  redirectAfterMs: 30 * 60_000,
  /** A Zip in store request: past the gateway's expiry (120 s) with a margin. */
  inStoreAfterMs: 3 * 60_000,
  captureAfterMs: 60_000,
  orphanAfterMs: 10 * 60_000,
  batch: 50,
} as const;

/** References the checkout gives its payments (reservation-queries paymentKey); other callers' payments are not ours. */
const OURS = /^chk_/;

export interface ReconcileReport {
  placed: number;
  released: number;
  captured: number;
  voided: number;
}

async function settlePending(ctx: CheckoutContext, orderId: string, report: ReconcileReport): Promise<void> {
  const found = await findOrder(ctx.db, orderId);
  const payment = found?.payment;
  if (!found || found.order.status !== 'reserved' || !payment?.keyName) return;
  if (isProviderPayment(payment)) {
    // A provider's payment whose start was cut short: the shopper may be at the provider's page now, so it is
    // recorded `redirected` (the abandoned-redirect rule then applies) unless the gateway holds nothing for it.
    const outcome = await settleProviderPayment(
      ctx,
      { order: found.order, payment },
      {
        releaseIfNothing: true,
      },
    );
    if (outcome.kind === 'placed') report.placed += 1;
    else if (outcome.kind !== 'pending' && outcome.kind !== 'unknown') report.released += 1;
    return;
  }
  const held = await ctx.gateway.findByMerchantReference(payment.keyName, payment.idempotencyKey);
  const paid = held.find((p) => p.status === 'authorised' || p.status === 'captured');
  if (paid) {
    const number = await placeReserved(ctx, orderId, payment, {
      pspReference: paid.pspReference,
      captured: paid.status === 'captured',
    });
    if (number !== null) report.placed += 1;
    return;
  }
  const challenged = held.find((p) => p.status === 'challenge');
  if (challenged) {
    // The shopper is (or was) in a challenge the process never recorded: the challenge expiry now applies.
    await updatePayment(ctx.db, payment.id, {
      status: 'challenge',
      gatewayReference: challenged.pspReference,
    });
    return;
  }
  const refused = held.some((p) => p.status === 'refused');
  const done = await releaseReserved(ctx, orderId, {
    status: 'failed',
    payment: refused ? 'refused' : 'error',
    reason: refused ? 'refused' : 'not authorised (recovered)',
  });
  if (done) report.released += 1;
}

async function scanOrphans(ctx: CheckoutContext, now: Date, report: ReconcileReport): Promise<void> {
  const keyNames = Object.keys(await ctx.gateway.encryptionCertificates());
  const before = new Date(now.getTime() - RECONCILE.orphanAfterMs);
  for (const keyName of keyNames) {
    for (const p of await ctx.gateway.listUncaptured(keyName, before)) {
      if (!OURS.test(p.merchantReference)) continue;
      const found = await findPaymentByKey(ctx.db, p.merchantReference);
      if (found?.order.status === 'reserved') continue; // the pending and challenge rules settle it
      if (found?.order.status === 'placed' && found.payment.gatewayReference === p.pspReference) {
        await capturePayment(ctx, found.payment);
        report.captured += 1;
        continue;
      }
      await ctx.gateway.void(keyName, p.pspReference, `${p.merchantReference}:void`);
      report.voided += 1;
    }
  }
}

/** One pass; `now` is for tests (a pass "later" without waiting). */
export async function runOnce(ctx: CheckoutContext, now: Date = ctx.now()): Promise<ReconcileReport> {
  const report: ReconcileReport = { placed: 0, released: 0, captured: 0, voided: 0 };
  const base = { now, limit: RECONCILE.batch };
  for (const c of await claimStaleReservations(ctx.db, {
    ...base,
    paymentStatus: 'pending',
    olderThanMs: RECONCILE.pendingAfterMs,
  }))
    await settlePending(ctx, c.orderId, report);
  for (const c of await claimStaleReservations(ctx.db, {
    ...base,
    paymentStatus: 'challenge',
    olderThanMs: RECONCILE.challengeAfterMs,
  })) {
    const found = await findOrder(ctx.db, c.orderId);
    if (found && (await cancelReserved(ctx, found, 'challenge expired'))) report.released += 1;
  }
  for (const inStore of [false, true]) {
    for (const c of await claimStaleReservations(ctx.db, {
      ...base,
      paymentStatus: 'redirected',
      olderThanMs: inStore ? RECONCILE.inStoreAfterMs : RECONCILE.redirectAfterMs,
      inStore,
    })) {
      const found = await findOrder(ctx.db, c.orderId);
      if (!found?.payment) continue;
      // What the gateway says happened is finished; whatever still waits there is cancelled and given back.
      const outcome = await settleProviderPayment(
        ctx,
        { order: found.order, payment: found.payment },
        { cancelIfPending: 'abandoned', releaseIfNothing: true },
      );
      if (outcome.kind === 'placed') report.placed += 1;
      else if (outcome.kind !== 'pending' && outcome.kind !== 'unknown') report.released += 1;
    }
  }
  for (const orderId of await claimStaleUnpaid(ctx.db, { ...base, olderThanMs: RECONCILE.pendingAfterMs })) {
    if ((await placeReserved(ctx, orderId, null, null)) !== null) report.placed += 1;
  }
  for (const paymentId of await claimUncaptured(ctx.db, { ...base, olderThanMs: RECONCILE.captureAfterMs })) {
    const [payment] = await ctx.db.select().from(orderPayments).where(eq(orderPayments.id, paymentId));
    if (payment) {
      await capturePayment(ctx, payment);
      report.captured += 1;
    }
  }
  await scanOrphans(ctx, now, report);
  return report;
}

export interface Reconciler {
  /** The pass now running (or the last one), for a clean shutdown. */
  stop(): Promise<void>;
}

/** Runs a pass at start and every minute until stopped; a failed pass is logged and the next one tries again. */
export function startReconciler(ctx: CheckoutContext, everyMs: number = RECONCILE.everyMs): Reconciler {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = false;
  let first = true;
  const pass = () => {
    // A slow pass is not overlapped by the next one.
    if (stopped || busy) return;
    busy = true;
    const starting = first;
    first = false;
    running = runOnce(ctx)
      .catch((err: unknown) => {
        // At start-up the gateway may not listen yet (the shop starts its services together): not worth a warning.
        if (starting && err instanceof GatewayUnavailableError)
          ctx.log.info?.({}, 'payments gateway not reachable yet; reconciliation waits for the next pass');
        else ctx.log.warn({ err }, 'reconciliation pass failed');
      })
      .finally(() => {
        busy = false;
      });
  };
  pass();
  const timer = setInterval(pass, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
