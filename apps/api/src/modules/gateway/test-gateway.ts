import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CompactEncrypt, importX509 } from 'jose';
import type { Db } from '@shop/db';
import { buildPayments, loadPaymentsConfig } from '@shop/payments';
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
  close(): Promise<void>;
}

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
  const config = loadPaymentsConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PAYMENTS_URL: TEST_GATEWAY_URL,
    PAYMENTS_API_KEY: apiKey,
    PAYMENTS_ALLOWED_ORIGINS: options.storefrontOrigin ?? 'http://localhost:3000',
    PAYMENTS_AUTHORISE_PER_MINUTE: String(options.authorisePerMinute ?? 100_000),
  });
  let app: FastifyInstance;
  try {
    app = await buildPayments({ ...config, db: options.db, ...(options.now ? { now: options.now } : {}) });
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
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
