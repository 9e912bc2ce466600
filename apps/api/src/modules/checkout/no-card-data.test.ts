import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { CompactEncrypt, importX509 } from 'jose';
import { queryRows, type DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { buildPayments, loadPaymentsConfig } from '@shop/payments';
import { createBaseServer, registerRateLimit, type LogStream } from '@shop/server-kit';
import { registerStorefrontApi, storefrontCsrf } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import { addTestLocalities } from '../delivery/test-fixtures.ts';
import { createHttpGateway } from '../gateway/http-gateway.ts';
import { TEST_GATEWAY_URL, injectFetch, type TestCard, type TestGateway } from '../gateway/test-gateway.ts';
import { dbLabel } from '../shared/test-app.ts';
import {
  CARDS,
  SUPPORT_PHONE,
  firstDeliveryDate,
  orderBody,
  shopper,
  stockedProduct,
  testCard,
  type CheckoutHarness,
} from './test-checkout.ts';

// The storefront never sees a card number (ADR 0027): after card checkouts of every outcome (approved, refused,
// insufficient funds, a 3-D Secure challenge completed and one failed), no table of the database (the storefront's
// and the sandbox's), no answer and no log line of either server, written at the most verbose level, holds a card
// number (grouped or not) or a CVC. Both servers are built here, as buildStorefrontApi and the test gateway do, with
// their log lines going to an array instead of stdout.

const logLines: string[] = [];
const logStream: LogStream = { write: (line) => void logLines.push(line) };
const apiKey = `test-${'k'.repeat(40)}`;

/** The card side of the test gateway (the provider pages and notifications are not exercised here). */
type CardSandbox = Pick<TestGateway, 'gateway' | 'app' | 'apiKey' | 'fetch' | 'encryptCard' | 'close'>;
let h: Omit<CheckoutHarness, 'sandbox'> & { sandbox: CardSandbox };
let dataDir: string;

/** The payments sandbox in-process (as createTestGateway builds it), logging at trace into logLines. */
async function tracedSandbox(handle: DbHandle): Promise<CardSandbox> {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'payments-sandbox-'));
  const app = await buildPayments({
    ...loadPaymentsConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      PAYMENTS_URL: TEST_GATEWAY_URL,
      PAYMENTS_API_KEY: apiKey,
      PAYMENTS_ALLOWED_ORIGINS: 'http://localhost:3000',
      PAYMENTS_AUTHORISE_PER_MINUTE: '100000',
    }),
    db: handle.db,
    logStream,
  });
  const fetchImpl = injectFetch(app);
  const gateway = createHttpGateway({
    baseUrl: TEST_GATEWAY_URL,
    apiKey: async () => apiKey,
    fetch: fetchImpl,
  });
  return {
    gateway,
    app,
    apiKey,
    fetch: fetchImpl,
    async encryptCard(card: TestCard, keyName = 'default') {
      const key = await importX509((await gateway.encryptionCertificates())[keyName]!, 'RSA-OAEP-256');
      const values = { ...card, generationtime: new Date().toISOString() };
      return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(values)))
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
        .encrypt(key);
    },
    close: () => app.close(),
  };
}

/** The storefront API as buildStorefrontApi composes it, logging at trace into logLines. */
async function tracedStorefront(handle: DbHandle, sandbox: CardSandbox): Promise<FastifyInstance> {
  const config = loadStorefrontConfig({
    LOG_LEVEL: 'trace',
    RATE_LIMIT_PER_MINUTE: '100000',
    PAYMENTS_URL: TEST_GATEWAY_URL,
    CUSTOMER_SUPPORT_NUMBER: SUPPORT_PHONE,
  });
  const app = createBaseServer({
    service: 'storefront',
    logLevel: config.logLevel,
    csrf: storefrontCsrf(config),
    logStream,
  });
  const closeRateLimit = await registerRateLimit(app, {
    max: config.rateLimitPerMinute,
    timeWindowMs: 60_000,
  });
  app.addHook('onClose', async () => closeRateLimit());
  await registerStorefrontApi(app, { db: handle.db, config, gateway: sandbox.gateway });
  await app.ready();
  return app;
}

beforeAll(async () => {
  const handle = await createTestDatabase({ seed: { products: 60 } });
  await addTestLocalities(handle.db);
  const sandbox = await tracedSandbox(handle);
  const app = await tracedStorefront(handle, sandbox);
  h = {
    app,
    handle,
    sandbox,
    async close() {
      await app.close();
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
      await handle.close();
    },
  };
});
afterAll(async () => h?.close());

type Form = { htmlFormAction: string; htmlFormToPost: Record<string, string> };

/** The shopper's browser on the sandbox's challenge page: posts the form, presses a button, is posted back. */
async function answerChallenge(form: Form, button: 'Complete' | 'Fail', answers: string[]) {
  const page = await h.sandbox.app.inject({
    method: 'POST',
    url: new URL(form.htmlFormAction).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: new URLSearchParams(form.htmlFormToPost).toString(),
  });
  expect(page.statusCode).toBe(200);
  const forms = [...page.body.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  const chosen = forms.find((f) => f[2]?.includes(`>${button}</button>`))!;
  const fields = [...chosen[2]!.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)];
  const action = new URL(chosen[1]!.replaceAll('&amp;', '&'));
  const back = await h.app.inject({
    method: 'POST',
    url: `${action.pathname}${action.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_GATEWAY_URL },
    payload: new URLSearchParams(fields.map((m) => [m[1]!, m[2]!])).toString(),
  });
  expect(back.statusCode).toBe(303);
  answers.push(page.body, back.body, JSON.stringify(back.headers));
  return back.headers.location;
}

/** A card number as written, and as people group it: 4-4-4-4 (4-4-4-3), and American Express's 4-6-5. */
function spellings(number: string): string[] {
  const fours = number.replace(/(\d{4})(?=\d)/g, '$1 ');
  const amex =
    number.length === 15 ? [`${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`] : [];
  return [number, fours, fours.replaceAll(' ', '-'), ...amex];
}

/** A CVC beside its name: a JSON field, a form field or a message (`"cvc":"123"`, `cvc=123`, `CVV: 1234`). */
const CVC_CONTEXT = /\b(cvc|cvv|cvn|csc|securityCode)\W{0,4}\d{3,4}\b/i;

describe(`no card number is kept, answered or logged (${dbLabel})`, () => {
  it('finds none in any table, response or log line after checkouts of every outcome', async () => {
    const item = await stockedProduct(h, 30, { priceCents: 12_300, stockQuantity: 100 });
    const date = await firstDeliveryDate(h, item);
    const answers: string[] = [];
    const outcomes: Record<string, number> = {};
    for (const [i, number] of Object.values(CARDS).entries()) {
      const s = shopper(h, `10.7.0.${i}`);
      const cartId = await s.add(item, 1);
      const card = testCard(number);
      const blob = await h.sandbox.encryptCard(card);
      const res = await s.checkout(
        orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } }),
      );
      answers.push(res.body, JSON.stringify(res.headers));
      outcomes[res.statusCode] = (outcomes[res.statusCode] ?? 0) + 1;
      const result = res.json<{ secure3DResponse?: Form | null }>();
      if (number === CARDS.challenge && result.secure3DResponse) {
        const placed = await answerChallenge(result.secure3DResponse, 'Complete', answers);
        expect(placed).toBe(`/customer/confirmation?id=${cartId}`);
        // The same card again, and this time the shopper fails the challenge.
        const again = shopper(h, `10.7.1.${i}`);
        const secondCart = await again.add(item, 1);
        const retry = await again.checkout(
          orderBody({
            cartId: secondCart,
            deliveryDate: date,
            encryptedValues: { default: await h.sandbox.encryptCard(card) },
          }),
        );
        answers.push(retry.body);
        const failed = await answerChallenge(
          retry.json<{ secure3DResponse: Form }>().secure3DResponse,
          'Fail',
          answers,
        );
        expect(failed).toBe('/customer/checkout?payment=refused');
      }
    }
    // Three approved cards and the challenge answered 200, the two refused cards 401.
    expect(outcomes).toEqual({ 200: 4, 401: 2 });

    const tables = await queryRows<{ schema: string; name: string }>(
      h.handle.db,
      sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_schema IN ('public', 'payments') AND table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    const dumps: string[] = [];
    for (const t of tables) {
      const rows = await queryRows<{ row: string }>(
        h.handle.db,
        sql`SELECT t::text AS row FROM ${sql.identifier(t.schema)}.${sql.identifier(t.name)} t`,
      );
      dumps.push(rows.map((r) => r.row).join('\n'));
    }

    // The capture did see what it should: both servers' request lines, the authorisations and the challenge.
    const logs = logLines.join('');
    expect(logs).toContain('"service":"storefront"');
    expect(logs).toContain('"service":"payments"');
    expect(logs).toMatch(/"method":"POST","url":"\/api\/checkout"/);
    expect(logs).toMatch(/"service":"payments".*"method":"POST","url":"\/v1\/payments"/);
    expect(logs).toMatch(/"service":"payments".*"method":"POST","url":"\/3ds\/challenge"/);

    const sources = { tables: dumps.join('\n'), answers: answers.join('\n'), logs };
    for (const [where, text] of Object.entries(sources)) {
      for (const number of Object.values(CARDS)) {
        for (const spelt of spellings(number)) expect(text, `${spelt} in ${where}`).not.toContain(spelt);
      }
      expect(CVC_CONTEXT.exec(text)?.[0], `a CVC in ${where}`).toBeUndefined();
    }
    // The search does see what it should: the orders are there.
    expect(sources.tables).toContain('ada@example.com');
  });
});
