import { z } from 'zod';
import { GATEWAY_PAYMENT_STATUSES, type GatewayPaymentRow } from '@shop/db';
import { REDIRECT_PROVIDERS } from '@shop/domain';

// The sandbox's HTTP API, request and answer shapes (docs/decisions/0027-payments-sandbox.md). Amounts are integer
// cents with their currency, as gateways send them.

export const Amount = z.object({
  value: z.number().int().min(0).max(100_000_000),
  currency: z.enum(['AUD', 'NZD']),
});
export type Amount = z.infer<typeof Amount>;

const MerchantAccount = z.string().min(1).max(40);

export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().min(1).max(200),
});

export const AuthoriseBody = z
  .object({
    merchantAccount: MerchantAccount,
    merchantReference: z.string().min(1).max(200),
    amount: Amount.refine((a) => a.value > 0, 'must be above zero'),
    encryptedCard: z.string().min(1).max(20_000).optional(),
    paymentMethodToken: z.string().min(1).max(100).optional(),
    storePaymentMethod: z.boolean().optional(),
    browserInfo: z
      .object({
        screenHeight: z.number().int().min(0).max(100_000),
        screenWidth: z.number().int().min(0).max(100_000),
      })
      .nullable()
      .optional(),
    shopperIP: z.string().min(1).max(64).optional(),
    returnUrl: z.url({ protocol: /^https?$/ }).max(2000),
  })
  .refine((b) => (b.encryptedCard === undefined) !== (b.paymentMethodToken === undefined), {
    message: 'give exactly one of encryptedCard and paymentMethodToken',
  });
export type AuthoriseBody = z.infer<typeof AuthoriseBody>;

/** POST /v1/checkouts: a payment on a provider's hosted page (docs/decisions/0029-buy-now-pay-later.md). */
export const CheckoutBody = z.object({
  merchantAccount: MerchantAccount,
  merchantReference: z.string().min(1).max(200),
  amount: Amount.refine((a) => a.value > 0, 'must be above zero'),
  provider: z.enum(REDIRECT_PROVIDERS),
  returnUrl: z.url({ protocol: /^https?$/ }).max(2000),
  shopName: z.string().trim().min(1).max(100),
  country: z.enum(['AU', 'NZ']),
});
export type CheckoutBody = z.infer<typeof CheckoutBody>;

/** The code the customer's Zip app shows: what staff type in and what the app page looks requests up by. */
export const DEVICE_CODE = /^\d{6}$/;

/** POST /v1/instore: a Zip in-store request to the customer's app, found there by their 6-digit code. */
export const InStoreBody = z.object({
  merchantAccount: MerchantAccount,
  merchantReference: z.string().min(1).max(200),
  amount: Amount.refine((a) => a.value > 0, 'must be above zero'),
  deviceCode: z.string().regex(DEVICE_CODE, 'must be exactly 6 digits'),
  storeName: z.string().trim().min(1).max(100),
});
export type InStoreBody = z.infer<typeof InStoreBody>;

export const DetailsBody = z.object({
  merchantAccount: MerchantAccount,
  MD: z.string().min(1).max(100),
  PaRes: z.string().min(1).max(500),
});
export type DetailsBody = z.infer<typeof DetailsBody>;

export const ModificationBody = z.object({ merchantAccount: MerchantAccount, amount: Amount.optional() });
export type ModificationBody = z.infer<typeof ModificationBody>;

export const PspParams = z.object({ psp: z.string().min(1).max(64) });

export const LookupQuery = z.object({ merchantAccount: MerchantAccount });

export const ListQuery = z
  .object({
    merchantAccount: MerchantAccount,
    merchantReference: z.string().min(1).max(200).optional(),
    status: z.enum(GATEWAY_PAYMENT_STATUSES).optional(),
    createdBefore: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((q) => q.merchantReference !== undefined || q.status !== undefined, {
    message: 'give merchantReference or status',
  });
export type ListQuery = z.infer<typeof ListQuery>;

export interface PaymentResult {
  pspReference: string;
  resultCode: 'Authorised' | 'Refused' | 'ChallengeShopper';
  merchantReference: string;
  amount: Amount;
  refusalReason?: string;
  refusalReasonCode?: string;
  card?: { brand: string; last4: string };
  paymentMethodToken?: string;
  action?: { url: string; method: 'POST'; fields: { MD: string; PaReq: string; TermUrl: string } };
}

export interface PaymentView {
  pspReference: string;
  merchantAccount: string;
  merchantReference: string;
  /** card, the hosted-page provider, or zip_instore. */
  method: GatewayPaymentRow['method'];
  status: GatewayPaymentRow['status'];
  amount: Amount;
  captured: Amount;
  refunded: Amount;
  createdAt: string;
}

export interface CheckoutView {
  pspReference: string;
  merchantReference: string;
  amount: Amount;
  status: 'pending';
  redirectUrl: string;
}

export interface InStoreView {
  pspReference: string;
  merchantReference: string;
  amount: Amount;
  status: 'pending';
  expiresAt: string;
}

export const amountOf = (value: number, currency: string): Amount => ({
  value,
  currency: currency === 'NZD' ? 'NZD' : 'AUD',
});

export function paymentView(row: GatewayPaymentRow): PaymentView {
  return {
    pspReference: row.pspReference,
    merchantAccount: row.merchantAccount,
    merchantReference: row.merchantReference,
    method: row.method,
    status: row.status,
    amount: amountOf(row.amountCents, row.currency),
    captured: amountOf(row.capturedCents, row.currency),
    refunded: amountOf(row.refundedCents, row.currency),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The answer to an authorisation or a challenge's completion, from the payment as it now stands. */
export function paymentResult(
  row: GatewayPaymentRow,
  extra: Pick<PaymentResult, 'action'> = {},
): PaymentResult {
  const resultCode =
    row.status === 'refused' ? 'Refused' : row.status === 'challenge' ? 'ChallengeShopper' : 'Authorised';
  return {
    pspReference: row.pspReference,
    resultCode,
    merchantReference: row.merchantReference,
    amount: amountOf(row.amountCents, row.currency),
    ...(row.refusalReason ? { refusalReason: row.refusalReason } : {}),
    ...(row.refusalReasonCode ? { refusalReasonCode: row.refusalReasonCode } : {}),
    ...(row.cardBrand && row.cardLast4 ? { card: { brand: row.cardBrand, last4: row.cardLast4 } } : {}),
    ...(row.paymentMethodToken && resultCode === 'Authorised'
      ? { paymentMethodToken: row.paymentMethodToken }
      : {}),
    ...extra,
  };
}
