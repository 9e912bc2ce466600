import { ErrorBody, type ErrorCode } from '@shop/contracts';
import { AppError } from '@shop/server-kit';
import type { z } from 'zod';
import { GatewayUnavailableError, type CardGateway } from './gateway.ts';
import {
  WireCertificates,
  WireCheckout,
  WireInStore,
  WirePayment,
  WirePaymentList,
  WirePaymentResult,
  toGatewayPayment,
  toGatewayResult,
  toInStoreSession,
  toRedirectSession,
  toWireAmount,
} from './wire.ts';

// CardGateway over the payments sandbox's HTTP API (docs/decisions/0027-payments-sandbox.md). A network error, a
// timeout, a 5xx or an answer that is not the documented shape is GatewayUnavailableError: the caller cannot know
// whether the gateway acted, so it must reconcile rather than assume. The gateway's own refusals of a request (no
// such payment, a blob it cannot open, a reused idempotency key, a state that forbids the operation) are AppErrors.

export interface HttpGatewayOptions {
  /** The sandbox's base URL as the storefront's server reaches it. */
  baseUrl: string;
  /** The merchant API key; read on first use so the sandbox may create the development one first. */
  apiKey: () => Promise<string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** How long the published certificates are reused before they are fetched again. */
  certificateTtlMs?: number;
  now?: () => number;
}

/** Error codes of the gateway that mean "this request was refused as asked", passed on as they are. */
const PASSED_ON: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'payment_not_found',
  'invalid_card',
  'idempotency_conflict',
  'payment_invalid_state',
]);

type Method = 'GET' | 'POST';

export function createHttpGateway(options: HttpGatewayOptions): CardGateway {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const ttlMs = options.certificateTtlMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  let certificates: { value: Promise<Record<string, string>>; fetchedAt: number } | null = null;

  async function request(
    method: Method,
    pathname: string,
    init: { auth: boolean; body?: unknown; idempotencyKey?: string },
  ): Promise<{ status: number; payload: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.auth) {
      try {
        headers.authorization = `Bearer ${await options.apiKey()}`;
      } catch {
        throw new GatewayUnavailableError('the payments API key is not available');
      }
    }
    if (init.idempotencyKey !== undefined) headers['idempotency-key'] = init.idempotencyKey;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await doFetch(`${base}${pathname}`, {
        method,
        headers,
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const payload: unknown = await response.json().catch(() => null);
      return { status: response.status, payload };
    } catch (err) {
      throw new GatewayUnavailableError(`the payments gateway did not answer (${(err as Error).name})`);
    }
  }

  async function call<S extends z.ZodType>(
    schema: S,
    method: Method,
    pathname: string,
    init: { auth?: boolean; body?: unknown; idempotencyKey?: string } = {},
  ): Promise<z.infer<S>> {
    const { status, payload } = await request(method, pathname, { auth: init.auth ?? true, ...init });
    if (status >= 200 && status < 300) {
      const parsed = schema.safeParse(payload);
      if (parsed.success) return parsed.data;
      throw new GatewayUnavailableError(`the payments gateway answered ${pathname} in an unknown shape`);
    }
    throw refusal(status, payload);
  }

  const paymentPath = (psp: string, op?: string) =>
    `/v1/payments/${encodeURIComponent(psp)}${op ? `/${op}` : ''}`;

  async function fetchCertificates(): Promise<Record<string, string>> {
    const answer = await call(WireCertificates, 'GET', '/v1/certificates', { auth: false });
    return answer.certificates;
  }

  async function listPayments(query: Record<string, string>) {
    const answer = await call(
      WirePaymentList,
      'GET',
      `/v1/payments?${new URLSearchParams(query).toString()}`,
    );
    return answer.payments.map(toGatewayPayment);
  }

  return {
    encryptionCertificates() {
      const t = now();
      if (certificates && t - certificates.fetchedAt < ttlMs) return certificates.value;
      const entry = { value: fetchCertificates(), fetchedAt: t };
      certificates = entry;
      // A failed fetch is not kept: the next caller tries again.
      entry.value.catch(() => {
        if (certificates === entry) certificates = null;
      });
      return entry.value;
    },

    async authorise(req, idempotencyKey) {
      const body = {
        merchantAccount: req.keyName,
        merchantReference: req.merchantReference,
        amount: toWireAmount(req.amount),
        ...('encrypted' in req.card
          ? { encryptedCard: req.card.encrypted }
          : { paymentMethodToken: req.card.paymentMethodToken }),
        ...(req.storePaymentMethod ? { storePaymentMethod: true } : {}),
        ...(req.browserInfo ? { browserInfo: req.browserInfo } : {}),
        ...(req.shopperIp ? { shopperIP: req.shopperIp } : {}),
        returnUrl: req.returnUrl,
      };
      return toGatewayResult(await call(WirePaymentResult, 'POST', '/v1/payments', { body, idempotencyKey }));
    },

    async completeChallenge(keyName, fields, idempotencyKey) {
      const body = { merchantAccount: keyName, MD: fields.MD, PaRes: fields.PaRes };
      return toGatewayResult(
        await call(WirePaymentResult, 'POST', '/v1/payments/details', { body, idempotencyKey }),
      );
    },

    async capture(keyName, psp, amount, idempotencyKey) {
      const body = { merchantAccount: keyName, amount: toWireAmount(amount) };
      return toGatewayPayment(
        await call(WirePayment, 'POST', paymentPath(psp, 'captures'), { body, idempotencyKey }),
      );
    },

    async void(keyName, psp, idempotencyKey) {
      const body = { merchantAccount: keyName };
      return toGatewayPayment(
        await call(WirePayment, 'POST', paymentPath(psp, 'cancels'), { body, idempotencyKey }),
      );
    },

    async refund(keyName, psp, amount, idempotencyKey) {
      const body = { merchantAccount: keyName, amount: toWireAmount(amount) };
      return toGatewayPayment(
        await call(WirePayment, 'POST', paymentPath(psp, 'refunds'), { body, idempotencyKey }),
      );
    },

    async lookup(keyName, psp) {
      try {
        const query = new URLSearchParams({ merchantAccount: keyName }).toString();
        return toGatewayPayment(await call(WirePayment, 'GET', `${paymentPath(psp)}?${query}`));
      } catch (err) {
        if (err instanceof AppError && err.code === 'payment_not_found') return null;
        throw err;
      }
    },

    findByMerchantReference: (keyName, merchantReference) =>
      listPayments({ merchantAccount: keyName, merchantReference }),

    listUncaptured: (keyName, before) =>
      listPayments({ merchantAccount: keyName, status: 'authorised', createdBefore: before.toISOString() }),

    async createRedirect(req, idempotencyKey) {
      const body = {
        merchantAccount: req.keyName,
        merchantReference: req.merchantReference,
        amount: toWireAmount(req.amount),
        provider: req.provider,
        returnUrl: req.returnUrl,
        shopName: req.shopName,
        country: req.country,
      };
      return toRedirectSession(await call(WireCheckout, 'POST', '/v1/checkouts', { body, idempotencyKey }));
    },

    async requestInStore(req, idempotencyKey) {
      const body = {
        merchantAccount: req.keyName,
        merchantReference: req.merchantReference,
        amount: toWireAmount(req.amount),
        deviceCode: req.deviceCode,
        storeName: req.storeName,
      };
      return toInStoreSession(await call(WireInStore, 'POST', '/v1/instore', { body, idempotencyKey }));
    },
  };
}

/** What a non-2xx answer means for the storefront. */
function refusal(status: number, payload: unknown): Error {
  if (status >= 500) return new GatewayUnavailableError(`the payments gateway failed (${status})`);
  // Too many authorisations for this shopper: the gateway's card-testing guard, shown as the shop's own.
  if (status === 429) return new AppError('payment_attempts_exceeded');
  const body = ErrorBody.safeParse(payload);
  if (body.success && PASSED_ON.has(body.data.code)) return new AppError(body.data.code, body.data.errors);
  // A refused API key is our misconfiguration, not the shopper's; a refused request shape is our bug. Neither
  // charged anything, but neither can be fixed by the shopper: the gateway is as good as unavailable.
  return new GatewayUnavailableError(`the payments gateway refused the request (${status})`);
}
