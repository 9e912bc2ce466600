import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { AppError } from '@shop/server-kit';
import { paymentsApiKeySource } from './config.ts';
import { GatewayUnavailableError, type AuthoriseRequest } from './gateway.ts';
import { createHttpGateway } from './http-gateway.ts';
import { createTestGateway, TEST_GATEWAY_URL, type TestGateway } from './test-gateway.ts';

let handle: DbHandle;
let sandbox: TestGateway;
beforeAll(async () => {
  handle = await createTestDatabase();
  sandbox = await createTestGateway({ db: handle.db });
});
afterAll(async () => {
  await sandbox.close();
  await handle.close();
});

const year = String(new Date().getUTCFullYear() + 2);
const card = (number: string, cvc = '123') => ({
  number,
  cvc,
  expiryMonth: '12',
  expiryYear: year,
  holderName: 'Jo Citizen',
});
let seq = 0;
const key = () => `gw-test-${++seq}`;

async function request(number: string, extra: Partial<AuthoriseRequest> = {}): Promise<AuthoriseRequest> {
  return {
    merchantReference: `order-${seq}`,
    amount: { valueCents: 19_900, currency: 'AUD' },
    keyName: 'default',
    card: { encrypted: await sandbox.encryptCard(card(number)) },
    returnUrl: 'http://localhost:3000/api/checkout/3ds',
    ...extra,
  };
}

describe('the HTTP gateway against the in-process sandbox', () => {
  it('serves the certificates for every key name', async () => {
    const certs = await sandbox.gateway.encryptionCertificates();
    expect(Object.keys(certs).sort()).toEqual(['Miele', 'default']);
    expect(certs.default).toMatch(/^-----BEGIN CERTIFICATE-----/);
  });

  it('authorises, captures, refunds and looks up', async () => {
    const { gateway } = sandbox;
    const result = await gateway.authorise(
      await request('4242424242424242', { storePaymentMethod: true }),
      key(),
    );
    expect(result).toMatchObject({
      resultCode: 'Authorised',
      amount: { valueCents: 19_900, currency: 'AUD' },
      card: { brand: 'visa', last4: '4242' },
    });
    expect(result.paymentMethodToken).toMatch(/^pm_/);
    const captured = await gateway.capture(
      'default',
      result.pspReference,
      { valueCents: 19_900, currency: 'AUD' },
      key(),
    );
    expect(captured).toMatchObject({
      status: 'captured',
      capturedCents: 19_900,
      refundedCents: 0,
      keyName: 'default',
    });
    const refunded = await gateway.refund(
      'default',
      result.pspReference,
      { valueCents: 900, currency: 'AUD' },
      key(),
    );
    expect(refunded).toMatchObject({ status: 'captured', refundedCents: 900 });
    expect(await gateway.lookup('default', result.pspReference)).toMatchObject({ refundedCents: 900 });
    expect(await gateway.lookup('default', 'NOSUCHPAYMENT999')).toBeNull();
    await expect(
      gateway.refund('default', result.pspReference, { valueCents: 19_001, currency: 'AUD' }, key()),
    ).rejects.toMatchObject({ code: 'payment_invalid_state' });
    const again = await gateway.authorise(
      await request('4242424242424242', { card: { paymentMethodToken: result.paymentMethodToken ?? '' } }),
      key(),
    );
    expect(again.resultCode).toBe('Authorised');
  });

  it('refuses the refused test cards and voids', async () => {
    const { gateway } = sandbox;
    expect(await gateway.authorise(await request('4000000000009995'), key())).toMatchObject({
      resultCode: 'Refused',
      refusalReasonCode: 'insufficient_funds',
    });
    const ok = await gateway.authorise(await request('5555555555554444'), key());
    expect(await gateway.void('default', ok.pspReference, key())).toMatchObject({ status: 'voided' });
  });

  it('runs a 3-D Secure challenge to completion', async () => {
    const { gateway, app } = sandbox;
    const challenge = await gateway.authorise(await request('4000002760003184'), key());
    expect(challenge.resultCode).toBe('ChallengeShopper');
    expect(challenge.action?.url).toBe(`${TEST_GATEWAY_URL}/3ds/challenge`);
    const page = await app.inject({
      method: 'POST',
      url: '/3ds/challenge',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(challenge.action?.fields).toString(),
    });
    const form = /<form[^>]*>([\s\S]*?)>Complete<\/button>/.exec(page.body)?.[1] ?? '';
    const paRes = /name="PaRes" value="([^"]+)"/.exec(form)?.[1] ?? '';
    const done = await gateway.completeChallenge(
      'default',
      { MD: challenge.pspReference, PaRes: paRes },
      key(),
    );
    expect(done).toMatchObject({ resultCode: 'Authorised', pspReference: challenge.pspReference });
  });

  it('finds payments by merchant reference and lists the uncaptured', async () => {
    const { gateway } = sandbox;
    const a = await gateway.authorise(
      await request('4242424242424242', { merchantReference: 'recon-1' }),
      key(),
    );
    const found = await gateway.findByMerchantReference('default', 'recon-1');
    expect(found.map((p) => p.pspReference)).toEqual([a.pspReference]);
    const open = await gateway.listUncaptured('default', new Date(Date.now() + 60_000));
    expect(open.map((p) => p.pspReference)).toContain(a.pspReference);
    expect(await gateway.listUncaptured('default', new Date('2000-01-01'))).toEqual([]);
  });

  it('passes the gateway’s refusals of a request on as AppErrors', async () => {
    const { gateway } = sandbox;
    const wrongKey = await request('4242424242424242', { keyName: 'Miele' });
    await expect(gateway.authorise(wrongKey, key())).rejects.toMatchObject({ code: 'invalid_card' });
    const k = key();
    await gateway.authorise(await request('4242424242424242', { merchantReference: 'conflict' }), k);
    const err = await gateway
      .authorise(await request('4242424242424242', { merchantReference: 'conflict-2' }), k)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'idempotency_conflict' });
  });
});

describe('when the gateway is not reachable or fails', () => {
  const unavailable = (fetchImpl: typeof fetch, apiKey = async () => sandbox.apiKey) =>
    createHttpGateway({ baseUrl: TEST_GATEWAY_URL, apiKey, fetch: fetchImpl });

  it('turns a network error, a 5xx and a wrong shape into GatewayUnavailableError', async () => {
    const down = unavailable(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(down.authorise(await request('4242424242424242'), key())).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    await expect(down.lookup('default', 'X')).rejects.toBeInstanceOf(GatewayUnavailableError);
    const failing = unavailable(async () => new Response('{"status":500}', { status: 502 }));
    await expect(
      failing.capture('default', 'X', { valueCents: 1, currency: 'AUD' }, key()),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
    const odd = unavailable(async () => Response.json({ hello: 'world' }));
    await expect(odd.encryptionCertificates()).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('treats a refused API key, or none, as the gateway being unavailable', async () => {
    const wrong = unavailable(sandbox.fetch, async () => 'not-the-key');
    await expect(wrong.lookup('default', 'X')).rejects.toBeInstanceOf(GatewayUnavailableError);
    const none = unavailable(sandbox.fetch, async () => {
      throw new Error('no file yet');
    });
    await expect(none.listUncaptured('default', new Date())).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('gives up after its timeout', async () => {
    const hanging = createHttpGateway({
      baseUrl: TEST_GATEWAY_URL,
      apiKey: async () => sandbox.apiKey,
      timeoutMs: 1,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    });
    await expect(hanging.lookup('default', 'X')).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('keeps the certificates briefly and fetches again after a failure', async () => {
    let calls = 0;
    let fail = true;
    let t = 0;
    const gateway = createHttpGateway({
      baseUrl: TEST_GATEWAY_URL,
      apiKey: async () => sandbox.apiKey,
      certificateTtlMs: 1000,
      now: () => t,
      fetch: async (...args) => {
        calls += 1;
        if (fail) throw new TypeError('fetch failed');
        return sandbox.fetch(...args);
      },
    });
    await expect(gateway.encryptionCertificates()).rejects.toBeInstanceOf(GatewayUnavailableError);
    fail = false;
    await gateway.encryptionCertificates();
    await gateway.encryptionCertificates();
    expect(calls).toBe(2);
    t = 1001;
    await gateway.encryptionCertificates();
    expect(calls).toBe(3);
  });

  it('maps the gateway’s own rate limit to the attempts-exceeded refusal', async () => {
    const limited = unavailable(async () =>
      Response.json({ status: 429, code: 'rate_limited' }, { status: 429 }),
    );
    await expect(limited.authorise(await request('4242424242424242'), key())).rejects.toMatchObject({
      code: 'payment_attempts_exceeded',
    });
  });
});

describe('the API key source', () => {
  it('reads PAYMENTS_API_KEY, else the sandbox’s development file, never in production', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'gateway-key-'));
    try {
      expect(
        await paymentsApiKeySource({ paymentsApiKey: 'from-env', dataDir: dir, production: false })(),
      ).toBe('from-env');
      const source = paymentsApiKeySource({ paymentsApiKey: undefined, dataDir: dir, production: false });
      await expect(source()).rejects.toThrow();
      await mkdir(path.join(dir, 'payments'), { recursive: true });
      await writeFile(path.join(dir, 'payments', 'api-key'), 'from-file\n');
      expect(await source()).toBe('from-file');
      await expect(
        paymentsApiKeySource({ paymentsApiKey: undefined, dataDir: dir, production: true })(),
      ).rejects.toThrow(/PAYMENTS_API_KEY/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
