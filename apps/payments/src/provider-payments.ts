import { createHash } from 'node:crypto';
import { PROVIDER_RETURN_PARAMS } from '@shop/contracts';
import { inTransaction, type GatewayPaymentRow } from '@shop/db';
import type { RedirectProvider } from '@shop/domain';
import { merchantKey } from './authorise.ts';
import type { PaymentsContext } from './context.ts';
import { oncePerKey, requestHash } from './idempotency.ts';
import { INSTORE_TTL_MS, isLapsed, leavePending } from './outcomes.ts';
import { findPaymentByReference, insertPayment } from './payments-queries.ts';
import { newPspReference } from './references.ts';
import {
  amountOf,
  type CheckoutBody,
  type CheckoutView,
  type InStoreBody,
  type InStoreView,
} from './wire.ts';

// Hosted-page payments and Zip in store (docs/decisions/0029-buy-now-pay-later.md): created `pending` by the merchant,
// answered by the shopper on the provider's page or in the Zip app.

/** Whether the hosted page may send the shopper to this address: only to a configured storefront origin. */
export function isAllowedReturnUrl(ctx: PaymentsContext, returnUrl: string): boolean {
  try {
    return ctx.config.storefrontOrigins.includes(new URL(returnUrl).origin);
  } catch {
    return false;
  }
}

export const hostedPagePath = (provider: string, pspReference: string) =>
  `/pay/${encodeURIComponent(provider)}/${encodeURIComponent(pspReference)}`;

/** POST /v1/checkouts: a pending payment and the address of its provider's page; once per Idempotency-Key. */
export function createCheckout(
  ctx: PaymentsContext,
  body: CheckoutBody,
  idempotencyKey: string,
): Promise<CheckoutView> {
  merchantKey(ctx, body.merchantAccount);
  const idem = { merchantAccount: body.merchantAccount, operation: 'checkout', idempotencyKey };
  return oncePerKey(ctx.db, idem, requestHash('checkout', body), async (tx) => {
    const now = ctx.now();
    const row = await insertPayment(tx, {
      pspReference: newPspReference(),
      merchantAccount: body.merchantAccount,
      merchantReference: body.merchantReference,
      amountCents: body.amount.value,
      currency: body.amount.currency,
      status: 'pending',
      method: body.provider,
      returnUrl: body.returnUrl,
      details: { shopName: body.shopName, country: body.country },
      createdAt: now,
      updatedAt: now,
    });
    return {
      pspReference: row.pspReference,
      merchantReference: row.merchantReference,
      amount: amountOf(row.amountCents, row.currency),
      status: 'pending',
      redirectUrl: `${ctx.config.publicUrl}${hostedPagePath(body.provider, row.pspReference)}`,
    };
  });
}

/** POST /v1/instore: a pending request the customer answers in their Zip app within INSTORE_TTL_MS. */
export function createInStoreRequest(
  ctx: PaymentsContext,
  body: InStoreBody,
  idempotencyKey: string,
): Promise<InStoreView> {
  merchantKey(ctx, body.merchantAccount);
  const idem = { merchantAccount: body.merchantAccount, operation: 'instore', idempotencyKey };
  return oncePerKey(ctx.db, idem, requestHash('instore', body), async (tx) => {
    const now = ctx.now();
    const expiresAt = new Date(now.getTime() + INSTORE_TTL_MS);
    const row = await insertPayment(tx, {
      pspReference: newPspReference(),
      merchantAccount: body.merchantAccount,
      merchantReference: body.merchantReference,
      amountCents: body.amount.value,
      currency: body.amount.currency,
      status: 'pending',
      method: 'zip_instore',
      deviceCode: body.deviceCode,
      details: { storeName: body.storeName },
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    return {
      pspReference: row.pspReference,
      merchantReference: row.merchantReference,
      amount: amountOf(row.amountCents, row.currency),
      status: 'pending',
      expiresAt: expiresAt.toISOString(),
    };
  });
}

export type HostedDecision = 'approve' | 'cancel';

/** PayPal's payer id for the return: stable per payment, as PayPal's is per payer. */
const payerId = (psp: string) =>
  createHash('sha256').update(`payer ${psp}`).digest('hex').slice(0, 13).toUpperCase();

/** The storefront's return address with the provider's parameters for this outcome. */
export function returnLocation(row: GatewayPaymentRow, approved: boolean): string {
  const url = new URL(row.returnUrl ?? '');
  const provider = row.method as RedirectProvider;
  url.searchParams.set(PROVIDER_RETURN_PARAMS[provider], row.pspReference);
  if (approved && provider === 'paypal') url.searchParams.set('PayerID', payerId(row.pspReference));
  url.searchParams.set('status', approved ? 'SUCCESS' : 'CANCELLED');
  return url.toString();
}

export type HostedAnswer =
  | { kind: 'redirect'; location: string }
  | { kind: 'ended'; payment: GatewayPaymentRow }
  | { kind: 'unknown' };

const wasApproved = (row: GatewayPaymentRow) => row.status === 'authorised' || row.status === 'captured';

/**
 * The shopper's Approve or Cancel on the hosted page, under the payment's row lock: of two answers at once, one moves
 * it out of `pending` and the other finds it answered. Answering again the way it went sends the shopper back again
 * (a double click, a reload); answering the other way shows the outcome, never a second change.
 */
export function answerHosted(
  ctx: PaymentsContext,
  provider: RedirectProvider,
  pspReference: string,
  decision: HostedDecision,
): Promise<HostedAnswer> {
  return inTransaction(ctx.db, async (tx): Promise<HostedAnswer> => {
    const row = await findPaymentByReference(tx, pspReference, { forUpdate: true });
    if (!row || row.method !== provider || !row.returnUrl) return { kind: 'unknown' };
    if (row.status === 'pending') {
      const done = await leavePending(
        tx,
        row,
        decision === 'approve' ? 'authorised' : 'cancelled',
        ctx.now(),
      );
      return { kind: 'redirect', location: returnLocation(done, decision === 'approve') };
    }
    const same = decision === 'approve' ? wasApproved(row) : row.status === 'cancelled';
    return same
      ? { kind: 'redirect', location: returnLocation(row, decision === 'approve') }
      : { kind: 'ended', payment: row };
  });
}

export type InStoreDecision = 'approve' | 'decline';

/**
 * The customer's Approve or Decline in the Zip app, under the row lock. A request past its expiry expires instead; one
 * already answered stays as it is. The payment as it then stands (null: no such in-store request).
 */
export function answerInStore(
  ctx: PaymentsContext,
  pspReference: string,
  decision: InStoreDecision,
): Promise<GatewayPaymentRow | null> {
  return inTransaction(ctx.db, async (tx) => {
    const row = await findPaymentByReference(tx, pspReference, { forUpdate: true });
    if (!row || row.method !== 'zip_instore') return null;
    const now = ctx.now();
    if (isLapsed(row, now)) return leavePending(tx, row, 'expired', now);
    if (row.status !== 'pending') return row;
    return decision === 'approve'
      ? leavePending(tx, row, 'authorised', now)
      : leavePending(tx, row, 'refused', now, {
          refusalReason: 'Declined in the Zip app',
          refusalReasonCode: 'declined',
        });
  });
}
