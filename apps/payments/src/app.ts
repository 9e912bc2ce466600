import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@shop/db';
import { createBaseServer, createKeyedLimiter, registerHealth, type LogStream } from '@shop/server-kit';
import type { PaymentsConfig } from './config.ts';
import type { PaymentsContext } from './context.ts';
import { loadMerchantKeys } from './keys.ts';
import {
  createNotificationLoop,
  fetchTransport,
  NOTIFY_INTERVAL_MS,
  type WebhookTransport,
} from './notifications.ts';
import { registerApiRoutes } from './routes-api.ts';
import { registerPageRoutes } from './routes-pages.ts';
import { registerProviderPageRoutes } from './routes-provider-pages.ts';
import { hmac, loadOrCreateApiKey, loadOrCreateWebhookSecret } from './secrets.ts';

export interface PaymentsOptions extends PaymentsConfig {
  /** The database holding the `payments` schema, already migrated. */
  db: Db;
  /** For tests: the clock. */
  now?: () => Date;
  /** For tests: where the log lines go (stdout when left out). */
  logStream?: LogStream;
  /**
   * Run the notification loop (post due notifications, expire unanswered in-store requests); on unless false, for
   * tests that run the passes themselves.
   */
  notificationLoop?: boolean;
  /** How often the loop runs (NOTIFY_INTERVAL_MS by default). */
  notificationIntervalMs?: number;
  /** How the loop posts (fetch by default). */
  webhookTransport?: WebhookTransport;
}

/**
 * The payments sandbox: a card gateway's shape, run locally (docs/decisions/0027-payments-sandbox.md). It alone holds
 * the card-encryption private keys; browsers encrypt cards with the certificates it publishes, and the storefront
 * forwards the blobs with its merchant API key. Request bodies are never logged (Fastify logs none by default, and
 * the request log writes method, URL, status and time only), and no decrypted card leaves the authorise call.
 */
export async function buildPayments(options: PaymentsOptions): Promise<FastifyInstance> {
  const {
    db,
    now: clock,
    logStream,
    notificationLoop,
    notificationIntervalMs,
    webhookTransport,
    ...config
  } = options;
  const now = clock ?? (() => new Date());
  const app = createBaseServer({
    service: 'payments',
    logLevel: config.logLevel,
    ...(logStream ? { logStream } : {}),
    trustProxy: config.trustProxy,
    // Behind a TLS balancer an https public URL means every request reached the sandbox over https (ADR 0044).
    security: { formActions: config.storefrontOrigins, publicHttps: config.publicUrl.startsWith('https:') },
    // The storefront's checkout page posts the shopper to the challenge page: that one path takes its origins.
    csrf: { allowedOriginsByPath: { '/3ds/challenge': config.storefrontOrigins } },
  });
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  const keys = await loadMerchantKeys({
    names: config.merchantAccounts,
    dataDir: config.dataDir,
    keysJson: config.keysJson,
    production: config.production,
    now: now(),
  });
  const apiKey = await loadOrCreateApiKey({
    fromEnv: config.apiKey,
    dataDir: config.dataDir,
    production: config.production,
  });
  const webhookSecret = await loadOrCreateWebhookSecret({
    fromEnv: config.webhookSecret,
    dataDir: config.dataDir,
    production: config.production,
  });
  const authoriseLimiter = createKeyedLimiter({
    name: 'payments-authorise',
    max: config.authorisePerMinute,
    windowMs: 60_000,
    redisUrl: config.redisUrl,
  });
  app.addHook('onClose', () => authoriseLimiter.close());
  const ctx: PaymentsContext = {
    db,
    config,
    keys,
    apiKey,
    // Every instance with the same API key signs alike, so any of them can check a challenge's answer.
    paresKey: hmac(apiKey, 'payments-sandbox 3-D Secure PaRes'),
    formKey: hmac(apiKey, 'payments-sandbox page form token'),
    webhookSecret,
    authoriseLimiter,
    now,
    log: app.log,
  };
  registerHealth(app, 'payments', {
    keys: async () => {
      if (keys.size === 0) throw new Error('no card-encryption keys');
    },
  });
  registerApiRoutes(app, ctx);
  registerPageRoutes(app, ctx);
  registerProviderPageRoutes(app, ctx);
  if (notificationLoop !== false) {
    const loop = createNotificationLoop(
      { db, webhookUrl: config.webhookUrl, webhookSecret, now },
      {
        post: webhookTransport ?? fetchTransport(),
        intervalMs: notificationIntervalMs ?? NOTIFY_INTERVAL_MS,
        log: app.log,
      },
    );
    app.addHook('onReady', () => {
      loop.start();
      return Promise.resolve();
    });
    app.addHook('onClose', () => loop.stop());
  }
  return app;
}
