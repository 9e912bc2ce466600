import { z } from 'zod';
import { REDIRECT_PROVIDERS } from '@shop/domain';
import type {
  GatewayAmount,
  GatewayPayment,
  GatewayResult,
  InStoreSession,
  RedirectSession,
} from './gateway.ts';

// The payments sandbox's wire format as the storefront reads it (docs/decisions/0027-payments-sandbox.md). The
// sandbox is a separate deployment, as a real gateway is: nothing of apps/payments is imported, only its documented
// answers are parsed, and anything else is treated as the gateway being unavailable.

const Currency = z.enum(['AUD', 'NZD']);
export const WireAmount = z.object({ value: z.number().int().nonnegative(), currency: Currency });
export type WireAmount = z.infer<typeof WireAmount>;

export const WirePaymentResult = z.object({
  pspReference: z.string().min(1),
  resultCode: z.enum(['Authorised', 'Refused', 'ChallengeShopper']),
  merchantReference: z.string(),
  amount: WireAmount,
  refusalReason: z.string().optional(),
  refusalReasonCode: z.string().optional(),
  card: z.object({ brand: z.string(), last4: z.string() }).optional(),
  paymentMethodToken: z.string().optional(),
  action: z
    .object({
      url: z.string().min(1),
      method: z.literal('POST'),
      fields: z.record(z.string(), z.string()),
    })
    .optional(),
});

export const WirePayment = z.object({
  pspReference: z.string().min(1),
  merchantAccount: z.string(),
  merchantReference: z.string(),
  method: z.enum(['card', ...REDIRECT_PROVIDERS, 'zip_instore']),
  status: z.enum([
    'authorised',
    'refused',
    'challenge',
    'captured',
    'voided',
    'refunded',
    'pending',
    'cancelled',
    'expired',
  ]),
  amount: WireAmount,
  captured: WireAmount,
  refunded: WireAmount,
  createdAt: z.string(),
});

/** POST /v1/checkouts (docs/decisions/0029-buy-now-pay-later.md). */
export const WireCheckout = z.object({
  pspReference: z.string().min(1),
  merchantReference: z.string(),
  amount: WireAmount,
  status: z.literal('pending'),
  redirectUrl: z.url({ protocol: /^https?$/ }),
});

/** POST /v1/instore. */
export const WireInStore = z.object({
  pspReference: z.string().min(1),
  merchantReference: z.string(),
  amount: WireAmount,
  status: z.literal('pending'),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const WirePaymentList = z.object({ payments: z.array(WirePayment) });

export const WireCertificates = z.object({ certificates: z.record(z.string(), z.string().min(1)) });

export const toWireAmount = (amount: GatewayAmount): WireAmount => ({
  value: amount.valueCents,
  currency: amount.currency,
});

const fromWireAmount = (amount: WireAmount): GatewayAmount => ({
  valueCents: amount.value,
  currency: amount.currency,
});

export function toGatewayResult(wire: z.infer<typeof WirePaymentResult>): GatewayResult {
  return {
    pspReference: wire.pspReference,
    resultCode: wire.resultCode,
    merchantReference: wire.merchantReference,
    amount: fromWireAmount(wire.amount),
    ...(wire.refusalReason === undefined ? {} : { refusalReason: wire.refusalReason }),
    ...(wire.refusalReasonCode === undefined ? {} : { refusalReasonCode: wire.refusalReasonCode }),
    ...(wire.card ? { card: wire.card } : {}),
    ...(wire.paymentMethodToken ? { paymentMethodToken: wire.paymentMethodToken } : {}),
    ...(wire.action ? { action: { url: wire.action.url, fields: wire.action.fields } } : {}),
  };
}

export function toGatewayPayment(wire: z.infer<typeof WirePayment>): GatewayPayment {
  return {
    pspReference: wire.pspReference,
    merchantReference: wire.merchantReference,
    keyName: wire.merchantAccount,
    method: wire.method,
    status: wire.status,
    amount: fromWireAmount(wire.amount),
    capturedCents: wire.captured.value,
    refundedCents: wire.refunded.value,
    createdAt: wire.createdAt,
  };
}

export function toRedirectSession(wire: z.infer<typeof WireCheckout>): RedirectSession {
  return {
    pspReference: wire.pspReference,
    merchantReference: wire.merchantReference,
    amount: fromWireAmount(wire.amount),
    status: wire.status,
    redirectUrl: wire.redirectUrl,
  };
}

export function toInStoreSession(wire: z.infer<typeof WireInStore>): InStoreSession {
  return {
    pspReference: wire.pspReference,
    merchantReference: wire.merchantReference,
    amount: fromWireAmount(wire.amount),
    status: wire.status,
    expiresAt: wire.expiresAt,
  };
}
