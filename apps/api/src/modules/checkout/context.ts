import type { OrderPostResult } from '@shop/contracts';
import type { Db, OrderPaymentRow, OrderRow } from '@shop/db';
import { CHECKOUT_ERROR_MESSAGES, fillTemplate } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import type { StorefrontConfig } from '../../config.ts';
import type { CardGateway } from '../gateway/gateway.ts';
import type { CardTestingGuard } from './limits.ts';

// What every checkout step needs, built once by the routes (and by tests and the reconciler).

export interface CheckoutLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  /** Optional: a quiet line (tests leave it out). */
  info?(obj: object, msg: string): void;
}

export interface CheckoutContext {
  db: Db;
  config: Pick<StorefrontConfig, 'theme' | 'country' | 'currency' | 'customerSupportNumber' | 'companyName'>;
  gateway: CardGateway;
  guard: CardTestingGuard;
  log: CheckoutLog;
  now: () => Date;
  /** The storefront's 3-D Secure return address for a payment (the challenge page posts the shopper back there). */
  returnUrl: (reference: string) => string;
  /** Queues the placed order's e-mail (after its transaction commits). */
  mailOrder: (db: Db, orderId: string) => Promise<void>;
  /**
   * Whether the shop sends mail (SMTP_URL): a gift voucher's mail, queued inside the placing transaction, is then due
   * at once for the mail sender loop; otherwise it stays in the outbox (docs/decisions/0031). False when left out.
   */
  mailSends?: () => boolean;
  /** The storefront's origin, linked from the gift voucher mail; left out, the mail names the shop without a link. */
  siteOrigin?: string;
  /**
   * 001 §9's extended storage values (free days, minimum product price) when the shop sets its own (ADR 0003); the
   * domain's shown 60 days and $300 otherwise, the same the checkout page applies.
   */
  stockFeeRule?: { freeDays?: number; minimumProductPrice?: number };
}

/** 001 §8's 401 sentence, with a refusal reason after it when the gateway gave one (001 §8: shown when asked for). */
export function paymentRefused(ctx: Pick<CheckoutContext, 'config'>, reason?: string | null): AppError {
  const sentence = fillTemplate(CHECKOUT_ERROR_MESSAGES.payment401, {
    phone: ctx.config.customerSupportNumber,
  });
  return new AppError('payment_refused', reason ? [sentence, reason] : [sentence]);
}

/** 001 §8's 'other checkout errors' sentence. */
export function checkoutFailed(ctx: Pick<CheckoutContext, 'config'>): AppError {
  return new AppError('checkout_failed', [
    fillTemplate(CHECKOUT_ERROR_MESSAGES.checkoutOther, { phone: ctx.config.customerSupportNumber }),
  ]);
}

export function placedResult(
  order: Pick<OrderRow, 'orderNumber'>,
  payment: OrderPaymentRow | null,
): OrderPostResult {
  return {
    orderCompleted: true,
    success: true,
    paymentReference: payment?.gatewayReference ?? null,
    redirectUrl: null,
    secure3DResponse: null,
    orderNumber: order.orderNumber,
  };
}

export function challengeResult(
  pspReference: string,
  action: { url: string; fields: Readonly<Record<string, string>> },
): OrderPostResult {
  return {
    orderCompleted: false,
    success: true,
    paymentReference: pspReference,
    redirectUrl: null,
    secure3DResponse: { htmlFormAction: action.url, htmlFormToPost: { ...action.fields } },
    orderNumber: null,
  };
}
