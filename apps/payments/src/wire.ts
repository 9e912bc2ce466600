import { z } from 'zod';
import type { GatewayPaymentRow } from '@shop/db';

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
    status: z.enum(['authorised', 'refused', 'challenge', 'captured', 'voided', 'refunded']).optional(),
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
  status: GatewayPaymentRow['status'];
  amount: Amount;
  captured: Amount;
  refunded: Amount;
  createdAt: string;
}

const amountOf = (value: number, currency: string): Amount => ({
  value,
  currency: currency === 'NZD' ? 'NZD' : 'AUD',
});

export function paymentView(row: GatewayPaymentRow): PaymentView {
  return {
    pspReference: row.pspReference,
    merchantAccount: row.merchantAccount,
    merchantReference: row.merchantReference,
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
