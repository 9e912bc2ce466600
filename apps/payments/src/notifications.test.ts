import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentNotification } from '@shop/contracts';
import { ConfigError, verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from '@shop/server-kit';
import { loadPaymentsConfig } from './config.ts';
import {
  retryDelayMs,
  runNotificationPass,
  type NotifierDeps,
  type WebhookTransport,
} from './notifications.ts';
import { loadOrCreateWebhookSecret } from './secrets.ts';
import { listDeliveries } from './webhook-queries.ts';
import { CHECKOUT_RETURN_URL, newKey, startSandbox, WEBHOOK_SECRET, type Sandbox } from './test-support.ts';

// The signed notifications and their delivery loop (docs/decisions/0029-buy-now-pay-later.md).

let sandbox: Sandbox;
let clock = new Date('2026-11-24T01:00:00.000Z');
const now = () => clock;
const WEBHOOK_URL = 'http://localhost:3000/api/checkout/payment-notifications';
beforeAll(async () => {
  sandbox = await startSandbox({}, now);
});
afterAll(() => sandbox.close());

const deps = (): NotifierDeps => ({
  db: sandbox.handle.db,
  webhookUrl: WEBHOOK_URL,
  webhookSecret: WEBHOOK_SECRET,
  now,
});

interface Posted {
  url: string;
  headers: Record<string, string>;
  body: string;
}

function recorder(status: number | (() => number) = 200) {
  const posted: Posted[] = [];
  const post: WebhookTransport = async (req) => {
    posted.push(req);
    return typeof status === 'number' ? status : status();
  };
  return { posted, post };
}

/** Delivers whatever earlier tests left due, so each test sees only its own rows. */
const drain = () => runNotificationPass(deps(), async () => 200);

async function cancelledPayment(reference = newKey('ref')): Promise<string> {
  const res = await sandbox.call(
    'POST',
    '/v1/checkouts',
    {
      merchantAccount: 'default',
      merchantReference: reference,
      amount: { value: 10_000, currency: 'AUD' },
      provider: 'afterpay',
      returnUrl: CHECKOUT_RETURN_URL,
      shopName: 'Appliances Online',
      country: 'AU',
    },
    newKey('checkout'),
  );
  const psp = res.json<{ pspReference: string }>().pspReference;
  await sandbox.call('POST', `/v1/payments/${psp}/cancels`, { merchantAccount: 'default' }, newKey('cancel'));
  return psp;
}

describe('a notification pass', () => {
  it('posts each due notification once, signed under the webhook secret, and marks it delivered on a 2xx', async () => {
    await drain();
    const psp = await cancelledPayment('notify-signed');
    const { posted, post } = recorder(204);
    expect(await runNotificationPass(deps(), post)).toBe(1);
    expect(posted).toHaveLength(1);
    const [sent] = posted;
    expect(sent?.url).toBe(WEBHOOK_URL);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(
      verifyWebhook(WEBHOOK_SECRET, sent?.body ?? '', sent?.headers[WEBHOOK_SIGNATURE_HEADER], clock),
    ).toBe(true);
    expect(
      verifyWebhook('another-secret', sent?.body ?? '', sent?.headers[WEBHOOK_SIGNATURE_HEADER], clock),
    ).toBe(false);
    expect(PaymentNotification.parse(JSON.parse(sent?.body ?? ''))).toMatchObject({
      eventCode: 'CANCELLATION',
      pspReference: psp,
      merchantReference: 'notify-signed',
    });
    const [row] = await listDeliveries(sandbox.handle.db, psp);
    expect(row).toMatchObject({ attempts: 1, deliveredAt: clock, lastError: null });
    expect(await runNotificationPass(deps(), post)).toBe(0);
    expect(posted).toHaveLength(1);
  });

  it('retries a refused or failed post on a doubling backoff until the merchant answers 2xx', async () => {
    await drain();
    const start = clock;
    const psp = await cancelledPayment();
    try {
      const refused = recorder(500);
      expect(await runNotificationPass(deps(), refused.post)).toBe(0);
      let [row] = await listDeliveries(sandbox.handle.db, psp);
      expect(row).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'the merchant answered 500' });
      expect(row?.nextAttemptAt).toEqual(new Date(start.getTime() + 5_000));

      clock = new Date(start.getTime() + 4_999);
      expect(await runNotificationPass(deps(), refused.post)).toBe(0);
      expect(refused.posted).toHaveLength(1);

      clock = new Date(start.getTime() + 5_000);
      const failing: WebhookTransport = async () => {
        throw new TypeError('fetch failed');
      };
      expect(await runNotificationPass(deps(), failing)).toBe(0);
      [row] = await listDeliveries(sandbox.handle.db, psp);
      expect(row).toMatchObject({ attempts: 2, lastError: 'the post failed (TypeError)' });
      expect(row?.nextAttemptAt).toEqual(new Date(clock.getTime() + 10_000));

      clock = new Date(clock.getTime() + 10_000);
      const ok = recorder(200);
      expect(await runNotificationPass(deps(), ok.post)).toBe(1);
      [row] = await listDeliveries(sandbox.handle.db, psp);
      expect(row).toMatchObject({ attempts: 3, deliveredAt: clock, lastError: null });
    } finally {
      clock = start;
    }
    expect([1, 2, 3, 4, 20].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 3_600_000]);
  });

  it('lets simultaneous passes (several sandbox processes) post each notification only once', async () => {
    await drain();
    const psps = await Promise.all([0, 1, 2, 3, 4].map(() => cancelledPayment()));
    const posted: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: WebhookTransport = async (req) => {
      posted.push((JSON.parse(req.body) as { pspReference: string }).pspReference);
      await gate;
      return 200;
    };
    const passes = [0, 1, 2].map(() => runNotificationPass(deps(), slow));
    await vi.waitFor(() => expect(posted.length).toBeGreaterThan(0));
    release();
    const delivered = await Promise.all(passes);
    expect(delivered.reduce((a, b) => a + b, 0)).toBe(5);
    expect([...posted].sort()).toEqual([...psps].sort());
  });

  it('expires the in-store requests nobody answered, and delivers their EXPIRY in the same pass', async () => {
    await drain();
    const start = clock;
    const res = await sandbox.call(
      'POST',
      '/v1/instore',
      {
        merchantAccount: 'default',
        merchantReference: 'notify-expiry',
        amount: { value: 4_500, currency: 'AUD' },
        deviceCode: '424242',
        storeName: 'Moorabbin store',
      },
      newKey('instore'),
    );
    const psp = res.json<{ pspReference: string }>().pspReference;
    try {
      const { posted, post } = recorder();
      clock = new Date(start.getTime() + 119_000);
      expect(await runNotificationPass(deps(), post)).toBe(0);
      clock = new Date(start.getTime() + 120_000);
      expect(await runNotificationPass(deps(), post)).toBe(1);
      expect(JSON.parse(posted[0]?.body ?? '')).toMatchObject({
        eventCode: 'EXPIRY',
        pspReference: psp,
        method: 'zip_instore',
      });
      const lookup = await sandbox.call('GET', `/v1/payments/${psp}?merchantAccount=default`);
      expect(lookup.json()).toMatchObject({ status: 'expired' });
      expect(await listDeliveries(sandbox.handle.db, psp)).toHaveLength(1);
    } finally {
      clock = start;
    }
  });
});

describe('the loop buildPayments starts', () => {
  it('posts notifications on its own and stops when the sandbox closes', async () => {
    const posted: string[] = [];
    const looping = await startSandbox({}, undefined, {
      notificationLoop: true,
      notificationIntervalMs: 10,
      webhookTransport: async (req) => {
        posted.push(req.body);
        return 200;
      },
    });
    try {
      await looping.app.ready();
      const res = await looping.call(
        'POST',
        '/v1/instore',
        {
          merchantAccount: 'default',
          merchantReference: 'loop-1',
          amount: { value: 4_500, currency: 'AUD' },
          deviceCode: '777777',
          storeName: 'Moorabbin store',
        },
        newKey('instore'),
      );
      const psp = res.json<{ pspReference: string }>().pspReference;
      await looping.call(
        'POST',
        `/v1/payments/${psp}/cancels`,
        { merchantAccount: 'default' },
        newKey('cancel'),
      );
      // The post is recorded before the row is marked delivered: wait for both.
      await vi.waitFor(
        async () => {
          const [row] = await listDeliveries(looping.handle.db, psp);
          expect(row?.deliveredAt).toBeInstanceOf(Date);
        },
        { timeout: 10_000 },
      );
      expect(posted).toHaveLength(1);
      expect(JSON.parse(posted[0] ?? '')).toMatchObject({ eventCode: 'CANCELLATION', pspReference: psp });
    } finally {
      await looping.close();
    }
  });
});

describe('configuration', () => {
  it('addresses the storefront’s notification endpoint on PORT by default, or PAYMENTS_WEBHOOK_URL', () => {
    expect(loadPaymentsConfig({}).webhookUrl).toBe(
      'http://localhost:3000/api/checkout/payment-notifications',
    );
    expect(loadPaymentsConfig({ PORT: '3100' }).webhookUrl).toBe(
      'http://localhost:3100/api/checkout/payment-notifications',
    );
    expect(loadPaymentsConfig({ PAYMENTS_WEBHOOK_URL: 'https://shop.example/hooks' }).webhookUrl).toBe(
      'https://shop.example/hooks',
    );
  });

  it('requires PAYMENTS_WEBHOOK_SECRET in production and generates one under DATA_DIR otherwise', async () => {
    const production = { PRODUCTION: 'true', PAYMENTS_API_KEY: 'k'.repeat(40) };
    expect(() => loadPaymentsConfig(production)).toThrow(
      /PAYMENTS_WEBHOOK_SECRET: must be set in production/,
    );
    expect(() => loadPaymentsConfig(production)).toThrow(ConfigError);
    expect(loadPaymentsConfig({ ...production, PAYMENTS_WEBHOOK_SECRET: 'w'.repeat(40) }).webhookSecret).toBe(
      'w'.repeat(40),
    );
    const dir = await mkdtemp(path.join(os.tmpdir(), 'payments-webhook-'));
    try {
      const first = await loadOrCreateWebhookSecret({ fromEnv: undefined, dataDir: dir, production: false });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect((await readFile(path.join(dir, 'payments', 'webhook-secret'), 'utf8')).trim()).toBe(first);
      expect(await loadOrCreateWebhookSecret({ fromEnv: undefined, dataDir: dir, production: false })).toBe(
        first,
      );
      expect(
        await loadOrCreateWebhookSecret({ fromEnv: 'x'.repeat(32), dataDir: dir, production: true }),
      ).toBe('x'.repeat(32));
      await expect(
        loadOrCreateWebhookSecret({ fromEnv: undefined, dataDir: dir, production: true }),
      ).rejects.toThrow(/PAYMENTS_WEBHOOK_SECRET/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
