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
] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

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
  ],
);
export type GatewayPaymentRow = typeof gatewayPayments.$inferSelect;
