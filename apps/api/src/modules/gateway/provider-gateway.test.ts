import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentNotification } from '@shop/contracts';
import type { DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from '@shop/server-kit';
import { paymentsWebhookSecretSource } from './config.ts';
import { GatewayUnavailableError, type RedirectRequest } from './gateway.ts';
import { createTestGateway, TEST_GATEWAY_URL, type TestGateway } from './test-gateway.ts';

// The storefront's client for hosted-page payments and Zip in store (docs/decisions/0029), against the real sandbox,
// with the shopper's answers given on the sandbox's own pages.

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

let seq = 0;
const key = () => `provider-gw-${++seq}`;
const RETURN_URL = 'http://localhost:3000/customer/checkout?provider=paypal';

const redirect = (extra: Partial<RedirectRequest> = {}): RedirectRequest => ({
  merchantReference: `pay-${seq}`,
  amount: { valueCents: 25_000, currency: 'AUD' },
  keyName: 'default',
  provider: 'paypal',
  returnUrl: RETURN_URL,
  shopName: 'Appliances Online',
  country: 'AU',
  ...extra,
});

describe('hosted-page payments', () => {
  it('creates one, approves it on the page and captures it like a card', async () => {
    const { gateway } = sandbox;
    const session = await gateway.createRedirect(redirect({ merchantReference: 'hosted-1' }), key());
    expect(session).toMatchObject({
      merchantReference: 'hosted-1',
      amount: { valueCents: 25_000, currency: 'AUD' },
      status: 'pending',
      redirectUrl: `${TEST_GATEWAY_URL}/pay/paypal/${session.pspReference}`,
    });
    expect(await gateway.lookup('default', session.pspReference)).toMatchObject({
      method: 'paypal',
      status: 'pending',
    });
    const back = await sandbox.approve(session.pspReference);
    expect(back.location.startsWith('http://localhost:3000/customer/checkout?')).toBe(true);
    expect(back.params).toMatchObject({ provider: 'paypal', token: session.pspReference, status: 'SUCCESS' });
    expect(back.params.PayerID).toMatch(/^[0-9A-F]{13}$/);
    expect(await gateway.lookup('default', session.pspReference)).toMatchObject({ status: 'authorised' });
    const captured = await gateway.capture('default', session.pspReference, session.amount, key());
    expect(captured).toMatchObject({ method: 'paypal', status: 'captured', capturedCents: 25_000 });
    expect(await gateway.findByMerchantReference('default', 'hosted-1')).toEqual([
      expect.objectContaining({ method: 'paypal', status: 'captured' }),
    ]);
  });

  it('answers each provider’s own return parameter, and a cancel', async () => {
    const { gateway } = sandbox;
    const afterpay = await gateway.createRedirect(redirect({ provider: 'afterpay' }), key());
    expect((await sandbox.cancel(afterpay.pspReference)).params).toMatchObject({
      orderToken: afterpay.pspReference,
      status: 'CANCELLED',
    });
    expect(await gateway.lookup('default', afterpay.pspReference)).toMatchObject({ status: 'cancelled' });
    const expected = { zip: 'checkoutId', klarna: 'order_id', humm: 'x_reference' } as const;
    for (const [provider, param] of Object.entries(expected)) {
      const s = await gateway.createRedirect(redirect({ provider: provider as 'zip', country: 'NZ' }), key());
      const { params } = await sandbox.approve(s.pspReference);
      expect(params[param]).toBe(s.pspReference);
      expect(params.status).toBe('SUCCESS');
      expect(params.PayerID).toBeUndefined();
    }
  });

  it('voids a pending payment as cancelled', async () => {
    const { gateway } = sandbox;
    const s = await gateway.createRedirect(redirect({ provider: 'klarna' }), key());
    expect(await gateway.void('default', s.pspReference, key())).toMatchObject({ status: 'cancelled' });
    await expect(sandbox.approve(s.pspReference)).rejects.toThrow(/offers no Approve/);
  });

  it('treats a return address the gateway refuses as the gateway being unavailable', async () => {
    await expect(
      sandbox.gateway.createRedirect(redirect({ returnUrl: 'https://elsewhere.example/checkout' }), key()),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('Zip in store', () => {
  it('sends a request the customer approves or declines in the Zip app', async () => {
    const { gateway } = sandbox;
    const request = {
      merchantReference: 'store-1',
      amount: { valueCents: 99_900, currency: 'AUD' as const },
      keyName: 'default',
      deviceCode: '654321',
      storeName: 'Moorabbin',
    };
    const approved = await gateway.requestInStore(request, key());
    expect(approved.status).toBe('pending');
    expect(Date.parse(approved.expiresAt) - Date.now()).toBeGreaterThan(100_000);
    const answer = await sandbox.approve(approved.pspReference);
    expect(answer.params).toMatchObject({ code: '654321', answered: approved.pspReference });
    expect(await gateway.lookup('default', approved.pspReference)).toMatchObject({
      method: 'zip_instore',
      status: 'authorised',
    });
    const declined = await gateway.requestInStore({ ...request, merchantReference: 'store-2' }, key());
    await sandbox.decline(declined.pspReference);
    expect(await gateway.lookup('default', declined.pspReference)).toMatchObject({ status: 'refused' });
  });
});

describe('notifications', () => {
  it('hands every change out of pending, signed, to the given transport once it answers 2xx', async () => {
    const { gateway } = sandbox;
    await sandbox.deliverNotifications(async () => 200);
    const s = await gateway.createRedirect(redirect({ merchantReference: 'notify-1' }), key());
    await sandbox.approve(s.pspReference);
    const seen: { url: string; headers: Record<string, string>; body: string }[] = [];
    expect(
      await sandbox.deliverNotifications(async (req) => {
        seen.push(req);
        return 503;
      }),
    ).toBe(0);
    expect(seen).toHaveLength(1);
    const [first] = seen;
    expect(first?.url).toBe('http://localhost:3000/api/checkout/payment-notifications');
    expect(
      verifyWebhook(sandbox.webhookSecret, first?.body ?? '', first?.headers[WEBHOOK_SIGNATURE_HEADER]),
    ).toBe(true);
    expect(PaymentNotification.parse(JSON.parse(first?.body ?? ''))).toMatchObject({
      eventCode: 'AUTHORISATION',
      pspReference: s.pspReference,
      merchantReference: 'notify-1',
      method: 'paypal',
    });
    // Refused: it waits for its backoff, so an immediate pass has nothing due.
    expect(await sandbox.deliverNotifications(async () => 200)).toBe(0);
  });
});

describe('the webhook secret source', () => {
  it('reads PAYMENTS_WEBHOOK_SECRET, else the sandbox’s development file, never in production', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'gateway-webhook-'));
    try {
      const fromEnv = paymentsWebhookSecretSource({
        paymentsWebhookSecret: 'env',
        dataDir: dir,
        production: false,
      });
      expect(await fromEnv()).toBe('env');
      const source = paymentsWebhookSecretSource({
        paymentsWebhookSecret: undefined,
        dataDir: dir,
        production: false,
      });
      await expect(source()).rejects.toThrow();
      await mkdir(path.join(dir, 'payments'), { recursive: true });
      await writeFile(path.join(dir, 'payments', 'webhook-secret'), 'from-file\n');
      expect(await source()).toBe('from-file');
      await expect(
        paymentsWebhookSecretSource({ paymentsWebhookSecret: undefined, dataDir: dir, production: true })(),
      ).rejects.toThrow(/PAYMENTS_WEBHOOK_SECRET/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
