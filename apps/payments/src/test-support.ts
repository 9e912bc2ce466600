import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CompactEncrypt, importX509 } from 'jose';
import type { DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { buildPayments, type PaymentsOptions } from './app.ts';
import { loadPaymentsConfig } from './config.ts';

// The sandbox on a fresh test database, for its own tests: requests go through app.inject.

export const API_KEY = 'sandbox-test-key-0123456789abcdefghijklmnop';
export const RETURN_URL = 'http://localhost:3000/api/checkout/3ds';
export const WEBHOOK_SECRET = 'sandbox-test-webhook-secret-0123456789abcdef';
/** Where the sandbox sends shoppers back from the hosted pages in tests. */
export const CHECKOUT_RETURN_URL = 'http://localhost:3000/customer/checkout?provider=paypal';

export interface CardFields {
  number: string;
  cvc: string;
  expiryMonth: string;
  expiryYear: string;
  holderName: string;
  generationtime?: string;
}

/** A good card: any future expiry, the brand's CVC length. */
export const card = (number: string, extra: Partial<CardFields> = {}): CardFields => ({
  number,
  cvc: '737',
  expiryMonth: '03',
  expiryYear: String(new Date().getUTCFullYear() + 3),
  holderName: 'Jo Citizen',
  ...extra,
});

export interface Sandbox {
  app: FastifyInstance;
  handle: DbHandle;
  encrypt(fields: CardFields | Record<string, unknown>, keyName?: string): Promise<string>;
  call(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<LightMyRequestResponse>;
  authorise(body: Record<string, unknown>, idempotencyKey?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let keySeq = 0;
export const newKey = (label = 'k') => `${label}-${process.pid}-${++keySeq}`;

/** The sandbox's notification loop is off unless `options` turns it on: tests run the passes themselves. */
export async function startSandbox(
  env: Record<string, string> = {},
  now?: () => Date,
  options: Partial<
    Pick<PaymentsOptions, 'notificationLoop' | 'notificationIntervalMs' | 'webhookTransport'>
  > = {},
): Promise<Sandbox> {
  const handle = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'payments-test-'));
  const config = loadPaymentsConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PAYMENTS_URL: 'http://localhost:3002',
    PAYMENTS_API_KEY: API_KEY,
    PAYMENTS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...env,
  });
  const app = await buildPayments({
    ...config,
    db: handle.db,
    notificationLoop: false,
    ...options,
    ...(now ? { now } : {}),
  });
  const certificates = (await app.inject({ url: '/v1/certificates' })).json<{
    certificates: Record<string, string>;
  }>().certificates;
  const call: Sandbox['call'] = (method, url, body, idempotencyKey) =>
    app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${API_KEY}`,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  return {
    app,
    handle,
    async encrypt(fields, keyName = 'default') {
      const key = await importX509(certificates[keyName] ?? '', 'RSA-OAEP-256');
      const values = { generationtime: (now ?? (() => new Date()))().toISOString(), ...fields };
      return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(values)))
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
        .encrypt(key);
    },
    call,
    authorise: (body, idempotencyKey = newKey('auth')) =>
      call(
        'POST',
        '/v1/payments',
        {
          merchantAccount: 'default',
          merchantReference: 'order-1',
          amount: { value: 12_345, currency: 'AUD' },
          returnUrl: RETURN_URL,
          ...body,
        },
        idempotencyKey,
      ),
    async close() {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
