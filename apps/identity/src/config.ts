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
import { THEME_IDS } from '@shop/domain';
import { parseOidcProviders, type OidcProviderConfig } from './oidc-providers.ts';

const shape = {
  IDENTITY_PORT: envPort(3001),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  IDENTITY_ISSUER: envUrl(['http:', 'https:']).optional(),
  IDENTITY_SIGNING_JWK: z.string().optional(),
  /** Storefront origins allowed to send shoppers here and receive them back. */
  IDENTITY_ALLOWED_ORIGINS: z.string().optional(),
  /** The storefront's client id and, for its server's back-channel calls, its secret. */
  IDENTITY_CLIENT_ID: z.string().min(1).default('storefront'),
  IDENTITY_CLIENT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The identity service's own database; DATABASE_URL (the storefront's) otherwise, PGlite under DATA_DIR last. */
  IDENTITY_DATABASE_URL: envUrl(['postgres:', 'postgresql:']).optional(),
  DATABASE_URL: envUrl(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: envUrl(['redis:', 'rediss:']).optional(),
  SMTP_URL: envUrl(['smtp:', 'smtps:']).optional(),
  /** The sender of confirmation and reset mail. */
  MAIL_FROM: z.string().default('Storefront <no-reply@localhost>'),
  /** Keep the development outbox page in production too (only ever without SMTP_URL). */
  IDENTITY_DEV_OUTBOX: envBoolean(false),
  /** Sign-in providers: a JSON list of { name, issuer, clientId, clientSecret, label } (docs/decisions/0023). */
  IDENTITY_OIDC_PROVIDERS: z.string().optional(),
  /** The built-in 'Demo ID' provider; on by default outside production, never in it. */
  IDENTITY_DEV_PROVIDER: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: "must be 'true' or 'false'" })
    .optional(),
  /** The name the Demo ID consent page signs in to. */
  IDENTITY_COMPANY_NAME: z.string().max(60).default('the shop'),
  PRODUCTION: envBoolean(false),
  PORT: envPort(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Which hops in front may speak for the client (docs/decisions/0044): false, true (one), a count or addresses. */
  TRUST_PROXY: envTrustProxy(),
};

export interface IdentityConfig {
  port: number;
  host: string;
  dataDir: string;
  issuer: string;
  signingJwk: string | undefined;
  /** The first one is where e-mailed links point. */
  allowedOrigins: string[];
  clientId: string;
  /** Unset in development: one is generated under DATA_DIR, as the signing key is. */
  clientSecret: string | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Whether GET /dev/outbox lists the mail kept instead of sent. */
  devOutbox: boolean;
  /** Sign-in providers besides the development one, reached by OpenID Connect discovery. */
  oidcProviders: OidcProviderConfig[];
  /** Whether the development provider ('Demo ID', under /dev-oidc) is served and offered as `dev`. */
  devProvider: boolean;
  companyName: string;
  production: boolean;
  logLevel: string;
  trustProxy: TrustProxySetting;
}

export function loadIdentityConfig(env: EnvSource): IdentityConfig {
  const e = parseEnv(shape, env);
  // By default the development shop on this machine, under every brand's development host (`<theme>.localhost`).
  const origins = (
    e.IDENTITY_ALLOWED_ORIGINS ??
    [`http://localhost:${e.PORT}`, ...THEME_IDS.map((id) => `http://${id}.localhost:${e.PORT}`)].join(',')
  )
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const devProviderAsked =
    e.IDENTITY_DEV_PROVIDER === undefined
      ? undefined
      : ['true', '1', 'yes'].includes(e.IDENTITY_DEV_PROVIDER);
  // Demo ID signs anyone in as whoever they type: in production that would be an open door.
  if (devProviderAsked && e.PRODUCTION) {
    throw new ConfigError([{ variable: 'IDENTITY_DEV_PROVIDER', message: 'cannot be on in production' }]);
  }
  return {
    port: e.IDENTITY_PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    issuer: e.IDENTITY_ISSUER ?? `http://localhost:${e.IDENTITY_PORT}`,
    signingJwk: e.IDENTITY_SIGNING_JWK,
    allowedOrigins: origins,
    clientId: e.IDENTITY_CLIENT_ID,
    clientSecret: e.IDENTITY_CLIENT_SECRET,
    databaseUrl: e.IDENTITY_DATABASE_URL ?? e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devOutbox: !e.SMTP_URL && (!e.PRODUCTION || e.IDENTITY_DEV_OUTBOX),
    oidcProviders: parseOidcProviders(e.IDENTITY_OIDC_PROVIDERS, e.PRODUCTION),
    devProvider: devProviderAsked ?? !e.PRODUCTION,
    companyName: e.IDENTITY_COMPANY_NAME,
    production: e.PRODUCTION,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}
