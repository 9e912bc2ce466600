import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CompactEncrypt, importX509 } from 'jose';
import type { Db } from '@shop/db';
import {
  buildPayments,
  findPaymentByReference,
  loadPaymentsConfig,
  runNotificationPass,
} from '@shop/payments';
import type { CardGateway } from './gateway.ts';
import { createHttpGateway } from './http-gateway.ts';

// The real payments sandbox, in-process, for tests of the storefront's checkout: its tables in schema `payments` of
// the test's database, its keys under a temporary DATA_DIR, and its HTTP API reached through app.inject (no ports),
// so a test exercises the same requests and answers the storefront sends and reads in production.

export interface TestCard {
  number: string;
  cvc: string;
  expiryMonth: string;
  expiryYear: string;
  holderName: string;
  /** ISO time the browser stamped; now when left out. */
  generationtime?: string;
}

export interface TestGateway {
  gateway: CardGateway;
  /** The sandbox itself, for requests the storefront does not make (the challenge page, the index page). */
  app: FastifyInstance;
  apiKey: string;
  /** The fetch the gateway uses: every request goes through app.inject. */
  fetch: typeof fetch;
  /** A compact JWE of the card, made with the published certificate as a browser does (ADR 0027). */
  encryptCard(card: TestCard, keyName?: string): Promise<string>;
  /**
   * The shopper's Approve on a provider's hosted page, or the customer's in their Zip app for an in-store request
   * (docs/decisions/0029): the page is fetched and its form posted as a browser would, form token and all. Answers
   * where the sandbox sent the browser (the storefront's return address with the provider's parameters; for the
   * Zip app, its own page) and that address's query parameters.
   */
  approve(pspReference: string): Promise<ProviderAnswer>;
  /** The shopper's Cancel on the hosted page. */
  cancel(pspReference: string): Promise<ProviderAnswer>;
  /** The customer's Decline of an in-store request in the Zip app. */
  decline(pspReference: string): Promise<void>;
  /** The secret the sandbox signs its notifications with (the storefront's PAYMENTS_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Where the sandbox addresses its notifications (the storefront's /api/checkout/payment-notifications). */
  webhookUrl: string;
  /**
   * One pass of the sandbox's notification loop (its timer is off in tests): expires unanswered in-store requests, then
   * hands every due notification, signed, to `post` (a storefront test passes its app.inject); a 2xx marks it
   * delivered, anything else leaves it for a later pass after its backoff. Answers how many were delivered.
   */
  deliverNotifications(post: NotificationPost): Promise<number>;
  close(): Promise<void>;
}

export interface ProviderAnswer {
  location: string;
  params: Record<string, string>;
}

export type NotificationPost = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<number>;

export interface TestGatewayOptions {
  db: Db;
  /** Authorisations per shopper per minute (the sandbox's card-testing brake); high by default for load tests. */
  authorisePerMinute?: number;
  /** The storefront origin the challenge page posts back to. */
  storefrontOrigin?: string;
  now?: () => Date;
}

export const TEST_GATEWAY_URL = 'http://payments.test';

/** A fetch that hands each request to the in-process server, as the HTTP client would send it. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([k, v]) =>
        v === undefined ? [] : (Array.isArray(v) ? v : [String(v)]).map((x): [string, string] => [k, x]),
      ),
    });
  }) as typeof fetch;
}

export async function createTestGateway(options: TestGatewayOptions): Promise<TestGateway> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'payments-sandbox-'));
  const apiKey = `test-${'k'.repeat(40)}`;
  const webhookSecret = `test-webhook-${'w'.repeat(40)}`;
  const storefrontOrigin = options.storefrontOrigin ?? 'http://localhost:3000';
  const config = loadPaymentsConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PAYMENTS_URL: TEST_GATEWAY_URL,
    PAYMENTS_API_KEY: apiKey,
    PAYMENTS_ALLOWED_ORIGINS: storefrontOrigin,
    PAYMENTS_AUTHORISE_PER_MINUTE: String(options.authorisePerMinute ?? 100_000),
    PAYMENTS_WEBHOOK_URL: `${storefrontOrigin}/api/checkout/payment-notifications`,
    PAYMENTS_WEBHOOK_SECRET: webhookSecret,
  });
  let app: FastifyInstance;
  try {
    app = await buildPayments({
      ...config,
      db: options.db,
      notificationLoop: false,
      ...(options.now ? { now: options.now } : {}),
    });
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  const fetchImpl = injectFetch(app);
  const gateway = createHttpGateway({
    baseUrl: TEST_GATEWAY_URL,
    apiKey: async () => apiKey,
    fetch: fetchImpl,
  });
  const clock = options.now ?? (() => new Date());
  const sandboxHost = new URL(TEST_GATEWAY_URL).host;

  /** Posts the form of the payment's page whose button reads `label`, as the browser on that page would. */
  async function answer(pspReference: string, label: 'Approve' | 'Cancel' | 'Decline') {
    const row = await findPaymentByReference(options.db, pspReference);
    if (!row) throw new Error(`the sandbox has no payment ${pspReference}`);
    const pageUrl =
      row.method === 'zip_instore'
        ? `/zip-app?${new URLSearchParams({ code: row.deviceCode ?? '' }).toString()}`
        : `/pay/${row.method}/${encodeURIComponent(pspReference)}`;
    const pageResponse = await app.inject({ url: pageUrl, headers: { host: sandboxHost } });
    const forms = [...pageResponse.body.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
    const form = forms.find(
      (f) =>
        unescapeHtml(f[1] ?? '').includes(`/${pspReference}/`) && (f[2] ?? '').includes(`>${label}</button>`),
    );
    if (!form) throw new Error(`the page of ${pspReference} offers no ${label} (${pageResponse.statusCode})`);
    const fields = Object.fromEntries(
      [...(form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        unescapeHtml(m[1] ?? ''),
        unescapeHtml(m[2] ?? ''),
      ]),
    );
    const response = await app.inject({
      method: 'POST',
      url: unescapeHtml(form[1] ?? ''),
      headers: {
        host: sandboxHost,
        origin: TEST_GATEWAY_URL,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(fields).toString(),
    });
    const location = response.headers.location;
    if (response.statusCode !== 303 || typeof location !== 'string') {
      throw new Error(`${label} on ${pspReference} answered ${response.statusCode}, not a redirect`);
    }
    return {
      location,
      params: Object.fromEntries(new URL(location, TEST_GATEWAY_URL).searchParams),
    };
  }

  return {
    gateway,
    app,
    apiKey,
    fetch: fetchImpl,
    async encryptCard(card, keyName = 'default') {
      const pem = (await gateway.encryptionCertificates())[keyName];
      if (!pem) throw new Error(`the sandbox publishes no certificate for ${keyName}`);
      const key = await importX509(pem, 'RSA-OAEP-256');
      const values = { ...card, generationtime: card.generationtime ?? clock().toISOString() };
      return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(values)))
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
        .encrypt(key);
    },
    approve: (psp) => answer(psp, 'Approve'),
    cancel: (psp) => answer(psp, 'Cancel'),
    async decline(psp) {
      await answer(psp, 'Decline');
    },
    webhookSecret,
    webhookUrl: config.webhookUrl,
    deliverNotifications: (post) =>
      runNotificationPass({ db: options.db, webhookUrl: config.webhookUrl, webhookSecret, now: clock }, post),
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const unescapeHtml = (value: string): string =>
  value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
