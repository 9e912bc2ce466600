import { index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns.ts';
import { paymentsSchema } from './schema.ts';

export const GATEWAY_PAYMENT_STATUSES = [
  'authorised',
  'refused',
  'challenge',
  'captured',
  'voided',
  'refunded',
  'pending',
  'cancelled',
  'expired',
] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

/** card, a hosted-page provider, or Zip in store (docs/decisions/0029-buy-now-pay-later.md). */
export const GATEWAY_PAYMENT_METHODS = [
  'card',
  'paypal',
  'afterpay',
  'zip',
  'klarna',
  'humm',
  'zip_instore',
] as const;
export type GatewayPaymentMethod = (typeof GATEWAY_PAYMENT_METHODS)[number];

/** A payment as the gateway knows it. Holds no card number or CVC: brand, last four and expiry only. */
export const gatewayPayments = paymentsSchema.table(
  'payments',
  {
    pspReference: text('psp_reference').primaryKey(),
    merchantAccount: text('merchant_account').notNull(),
    merchantReference: text('merchant_reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<GatewayPaymentStatus>().notNull(),
    method: text('method').$type<GatewayPaymentMethod>().notNull().default('card'),
    /** Zip in store: the 6-digit code the customer's app shows; its pending requests are listed by it. */
    deviceCode: text('device_code'),
    capturedCents: integer('captured_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refusalReason: text('refusal_reason'),
    refusalReasonCode: text('refusal_reason_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The stored method's token when the shopper's card was kept for later charges. */
    paymentMethodToken: text('payment_method_token'),
    /** Hash of the 3-D Secure challenge's single-use secret; where the challenge page posts back. */
    challengeSecretHash: text('challenge_secret_hash'),
    returnUrl: text('return_url'),
    /** Everything else the merchant sent (browserInfo), for the sandbox's own page. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gateway_payments_reference_idx').on(t.merchantAccount, t.merchantReference),
    index('gateway_payments_status_idx').on(t.status, t.createdAt),
    index('gateway_payments_device_code_idx').on(t.deviceCode, t.status),
  ],
);
export type GatewayPaymentRow = typeof gatewayPayments.$inferSelect;
