import { z } from 'zod';
import {
  ConfigError,
  envBoolean,
  envPort,
  envTrustProxy,
  envUrl,
  parseEnv,
  type EnvSource,
  type TrustProxySetting,
} from '@shop/server-kit';

const KEY_NAME = /^[A-Za-z0-9_-]{1,40}$/;

const shape = {
  PAYMENTS_PORT: envPort(3002),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  /** The sandbox's address as browsers reach it: the 3-D Secure challenge page's URL is built from it. */
  PAYMENTS_URL: envUrl(['http:', 'https:']).optional(),
  /** The merchant API key; generated under DATA_DIR/payments/api-key outside production. */
  PAYMENTS_API_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Production private keys: a JSON object of key name → private RSA JWK; generated under DATA_DIR otherwise. */
  PAYMENTS_KEYS_JSON: z.string().optional(),
  /** The key names (merchant accounts): the default one and one per restricted brand. */
  PAYMENTS_MERCHANT_ACCOUNTS: z.string().default('default,Miele'),
  /** Storefront origins the challenge page may post shoppers back to; the first is the default. */
  PAYMENTS_ALLOWED_ORIGINS: z.string().optional(),
  /**
   * Where the sandbox posts its signed payment notifications (docs/decisions/0029); the storefront's own endpoint on
   * PORT by default.
   */
  PAYMENTS_WEBHOOK_URL: envUrl(['http:', 'https:']).optional(),
  /** Signs the notifications (header Payment-Signature); generated under DATA_DIR/payments/ outside production. */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Authorisations per shopper (or caller) address per minute: a card-testing brake at the gateway itself. */
  PAYMENTS_AUTHORISE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** The sandbox's own database when standalone; DATABASE_URL (the storefront's) otherwise, PGlite last. */
  PAYMENTS_DATABASE_URL: envUrl(['postgres:', 'postgresql:']).optional(),
  DATABASE_URL: envUrl(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: envUrl(['redis:', 'rediss:']).optional(),
  PRODUCTION: envBoolean(false),
  PORT: envPort(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Which hops in front may speak for the client (docs/decisions/0044): false, true (one), a count or addresses. */
  TRUST_PROXY: envTrustProxy(),
};

export interface PaymentsConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Where browsers reach the sandbox (the challenge page's address). */
  publicUrl: string;
  apiKey: string | undefined;
  keysJson: string | undefined;
  merchantAccounts: string[];
  storefrontOrigins: string[];
  authorisePerMinute: number;
  /** The storefront's notification endpoint. */
  webhookUrl: string;
  /** The notification signing secret; generated under DATA_DIR/payments/webhook-secret when left out. */
  webhookSecret: string | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  production: boolean;
  logLevel: string;
  trustProxy: TrustProxySetting;
}

export function loadPaymentsConfig(env: EnvSource): PaymentsConfig {
  const e = parseEnv(shape, env);
  const accounts = e.PAYMENTS_MERCHANT_ACCOUNTS.split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = accounts.find((a) => !KEY_NAME.test(a));
  if (bad !== undefined || !accounts.includes('default')) {
    throw new ConfigError([
      {
        variable: 'PAYMENTS_MERCHANT_ACCOUNTS',
        message: 'must list "default" and names of letters, digits, dash or underscore',
      },
    ]);
  }
  if (e.PRODUCTION && !e.PAYMENTS_API_KEY) {
    throw new ConfigError([{ variable: 'PAYMENTS_API_KEY', message: 'must be set in production' }]);
  }
  if (e.PRODUCTION && !e.PAYMENTS_WEBHOOK_SECRET) {
    throw new ConfigError([{ variable: 'PAYMENTS_WEBHOOK_SECRET', message: 'must be set in production' }]);
  }
  const origins = (e.PAYMENTS_ALLOWED_ORIGINS ?? `http://localhost:${e.PORT}`)
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port: e.PAYMENTS_PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    publicUrl: (e.PAYMENTS_URL ?? `http://localhost:${e.PAYMENTS_PORT}`).replace(/\/+$/, ''),
    apiKey: e.PAYMENTS_API_KEY,
    keysJson: e.PAYMENTS_KEYS_JSON,
    merchantAccounts: [...new Set(accounts)],
    storefrontOrigins: origins,
    authorisePerMinute: e.PAYMENTS_AUTHORISE_PER_MINUTE,
    webhookUrl: e.PAYMENTS_WEBHOOK_URL ?? `http://localhost:${e.PORT}/api/checkout/payment-notifications`,
    webhookSecret: e.PAYMENTS_WEBHOOK_SECRET,
    databaseUrl: e.PAYMENTS_DATABASE_URL ?? e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    production: e.PRODUCTION,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}
