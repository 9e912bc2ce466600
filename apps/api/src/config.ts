import type { JSONWebKeySet } from 'jose';
import { parseFeatureFlagOverrides, type FeatureFlagOverrides } from '@shop/domain/feature-flags';
import { z } from 'zod';
import {
  envBoolean,
  envPort,
  envTrustProxy,
  envUrl,
  parseEnv,
  type EnvSource,
  type TrustProxySetting,
} from '@shop/server-kit';
import {
  COUNTRIES,
  DEFAULT_THEME,
  THEMES,
  currencyForCountry,
  developmentHostTable,
  isThemeId,
  parseHostTable,
  type HostTable,
  type Country,
  type ThemeId,
} from '@shop/domain';

/** A JWKS of public keys only: the storefront verifies tokens and must never hold a signing key. */
const PublicKeySet = z.object({
  keys: z
    .array(
      z
        .looseObject({ kty: z.string() })
        .refine((key) => !('d' in key), 'must hold public keys only (no "d")'),
      { message: 'must be a JSON key set ({"keys": [...]})' },
    )
    .min(1, 'must hold at least one key'),
});

const rateBudget = () => z.coerce.number().int().min(1).max(1_000_000).optional();

/**
 * The storefront's configuration: the process settings plus the spec's environment config
 * (000 §3 "Environment config"), validated at boot so a bad value stops the start with its name.
 */
const shape = {
  PORT: envPort(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: envUrl(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: envUrl(['redis:', 'rediss:']).optional(),
  THEME: z
    .string()
    .refine(isThemeId, { message: `must be one of ${Object.keys(THEMES).join(', ')}` })
    .default(DEFAULT_THEME),
  COUNTRY: z.enum(COUNTRIES, { message: `must be one of ${COUNTRIES.join(', ')}` }).optional(),
  APP_ENV: z.enum(['local', 'development', 'test', 'staging', 'production']).default('local'),
  PRODUCTION: envBoolean(false),
  API_HOST: z.string().default(''),
  API_NAME: z.string().default('storefront'),
  SITE_HOSTNAME: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name, optionally with :port')
    .optional(),
  /**
   * Which brand each host name serves: `host=theme[/COUNTRY]`, comma separated (docs/decisions/0038). Hosts not named
   * get THEME; `<theme>.localhost` always serves that theme.
   */
  BRAND_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        // The configured hosts first: a brand's mail links name the first host it has.
        const table = new Map(parseHostTable(value));
        for (const [host, brand] of developmentHostTable()) if (!table.has(host)) table.set(host, brand);
        return table as HostTable;
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * This deployment's feature-flag overrides as JSON: `{"*": {...}, "<theme>": {...}}` (docs/decisions/0041); each
   * flag is checked by its type, so a wrong one stops the start.
   */
  FEATURE_FLAGS: z
    .string()
    .default('{}')
    .transform((value, ctx) => {
      try {
        return parseFeatureFlagOverrides(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** An IP-to-country CSV (`cidr,CC` or `first,last,CC` lines) for the location popup; the bundled table otherwise. */
  GEOIP_CSV: z.string().min(1).optional(),
  PAYMENT_PROVIDER_KEY: z.string().default(''),
  PAYMENT_PROVIDER_OPTIONS: z
    .string()
    .default('{}')
    .transform((value, ctx) => {
      try {
        const parsed: unknown = JSON.parse(value);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
          return parsed as Record<string, unknown>;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }),
  ANALYTICS_KEY: z.string().default(''),
  /** The storefront server's secret for the identity back channel; development reads the identity's own file. */
  IDENTITY_CLIENT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  IDENTITY_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1-64 letters, digits, dot, dash or underscore')
    .default('storefront'),
  LOGIN_ROUTE: z
    .string()
    .regex(/^\/?[a-z0-9/_-]+$/i, 'must be a path such as /account/login')
    .default('/account/login'),
  COMPANY_NAME: z.string().max(80).optional(),
  MAPS_KEY: z.string().default(''),
  CUSTOMER_SUPPORT_NUMBER: z
    .string()
    .regex(/^[0-9 +()-]{6,20}$/, 'must be a phone number')
    .default('1300 000 000'),
  LOCALE: z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/, 'must look like en_AU')
    .optional(),
  MERCHANT_ID: z.string().default(''),
  /** The social-advertising pixel id; unset, no pixel loads (docs/decisions/0037). */
  SOCIAL_PIXEL_ID: z
    .string()
    .regex(/^(\d{6,20})?$/, 'must be the pixel id (digits)')
    .default(''),
  /** When true, third-party scripts wait for the shopper to accept the consent banner (docs/decisions/0037). */
  CONSENT_BANNER: envBoolean(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Which hops in front may speak for the client (docs/decisions/0044): false, true (one), a count or addresses. */
  TRUST_PROXY: envTrustProxy(),
  IDENTITY_PORT: envPort(3001),
  PAYMENTS_PORT: envPort(3002),
  IDENTITY_URL: envUrl(['http:', 'https:']).optional(),
  /** The `iss` of the identity service's tokens; the same variable the identity service reads. */
  IDENTITY_ISSUER: envUrl(['http:', 'https:']).optional(),
  /** Where the storefront fetches the identity service's public keys (docs/decisions/0014). */
  IDENTITY_JWKS_URL: envUrl(['http:', 'https:']).optional(),
  /** The identity service's public keys given directly (pinned keys, tests); then nothing is fetched. */
  IDENTITY_JWKS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return null;
      try {
        const parsed = PublicKeySet.safeParse(JSON.parse(value));
        if (parsed.success) return parsed.data as JSONWebKeySet;
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'must be a JWKS' });
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON key set ({"keys": [...]})' });
      }
      return z.NEVER;
    }),
  PAYMENTS_URL: envUrl(['http:', 'https:']).optional(),
  /** The merchant API key for the payments gateway; development reads the sandbox's own file (ADR 0027). */
  PAYMENTS_API_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Checks the gateway's payment notifications; development reads the sandbox's own file (ADR 0029). */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Order e-mails go out through this server; without it they stay in the development outbox (GET /dev/outbox). */
  SMTP_URL: envUrl(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().max(200).optional(),
  /**
   * Signs the storefront's own links (the order e-mail's reschedule link). Unset outside production: a random one is
   * generated once under DATA_DIR/storefront/secret.
   */
  STOREFRONT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).max(100_000).default(1200),
  /**
   * Budgets per client address and minute by family (docs/decisions/0044); each left out follows
   * RATE_LIMIT_PER_MINUTE: pages and API reads at it, search at three times it, writes at half, payments at a tenth
   * and sign-in at a twentieth (never below 10).
   */
  RATE_LIMIT_PAGES_PER_MINUTE: rateBudget(),
  RATE_LIMIT_API_READS_PER_MINUTE: rateBudget(),
  RATE_LIMIT_SEARCH_PER_MINUTE: rateBudget(),
  RATE_LIMIT_WRITES_PER_MINUTE: rateBudget(),
  RATE_LIMIT_SIGNIN_PER_MINUTE: rateBudget(),
  RATE_LIMIT_PAYMENTS_PER_MINUTE: rateBudget(),
  /**
   * Seconds a catalogue page's shared HTML is served as it is, and after that while it is rendered again
   * (docs/decisions/0042); 0 renders every page for its request.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
};

export interface StorefrontConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  theme: ThemeId;
  country: Country;
  currency: 'AUD' | 'NZD';
  appEnv: string;
  production: boolean;
  apiHost: string;
  apiName: string;
  hostname: string;
  /** Host name to brand; the development hosts `<theme>.localhost` included. */
  brandHosts: HostTable;
  /** The deployment's feature-flag overrides, for every brand (`*`) and per brand. */
  featureFlags: Partial<Record<ThemeId | '*', FeatureFlagOverrides>>;
  /** Path of the IP-to-country table; undefined: the bundled one. */
  geoIpCsv: string | undefined;
  paymentProviderKey: string;
  paymentProviderOptions: Record<string, unknown>;
  analyticsKey: string;
  identityClientId: string;
  /** Unset in development: the file the identity service generates under DATA_DIR is read (docs/decisions/0022). */
  identityClientSecret: string | undefined;
  loginRoute: string;
  companyName: string;
  mapsKey: string;
  customerSupportNumber: string;
  locale: string;
  merchantId: string;
  socialPixelId: string;
  consentBanner: boolean;
  logLevel: string;
  trustProxy: TrustProxySetting;
  identityUrl: string;
  /** Expected `iss` of access tokens. */
  identityIssuer: string;
  /** The identity service's JWKS, fetched (and cached) when `identityJwks` is not given. */
  identityJwksUrl: string;
  identityJwks: JSONWebKeySet | null;
  paymentsUrl: string;
  /** Unset in development: the file the payments sandbox generates under DATA_DIR is read (ADR 0027). */
  paymentsApiKey: string | undefined;
  /** Unset in development: the file the payments sandbox generates under DATA_DIR is read (ADR 0029). */
  paymentsWebhookSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Whether MAIL_FROM was given (then the default brand's mail uses it as it is). */
  mailFromConfigured: boolean;
  /** Unset in development: the file generated under DATA_DIR is used (apps/api/src/modules/orders/link-token.ts). */
  storefrontSecret: string | undefined;
  identityPort: number;
  paymentsPort: number;
  seedProducts: number;
  rateLimitPerMinute: number;
  /** Requests per minute per client address in each family of apps/api/src/transport.ts. */
  rateBudgets: Record<'pages' | 'reads' | 'search' | 'writes' | 'signin' | 'payments', number>;
  pageCacheSeconds: number;
  pageCacheStaleSeconds: number;
}

export function loadStorefrontConfig(env: EnvSource): StorefrontConfig {
  const e = parseEnv(shape, env);
  const theme = THEMES[e.THEME as ThemeId];
  const country = e.COUNTRY ?? theme.country;
  const hostname = e.SITE_HOSTNAME ?? `localhost:${e.PORT}`;
  const identityUrl = e.IDENTITY_URL ?? `http://localhost:${e.IDENTITY_PORT}`;
  const identityBase = identityUrl.replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    theme: theme.id,
    country,
    currency: currencyForCountry(country),
    appEnv: e.APP_ENV,
    production: e.PRODUCTION,
    apiHost: e.API_HOST,
    apiName: e.API_NAME,
    hostname,
    brandHosts: e.BRAND_HOSTS,
    geoIpCsv: e.GEOIP_CSV,
    featureFlags: e.FEATURE_FLAGS,
    paymentProviderKey: e.PAYMENT_PROVIDER_KEY,
    paymentProviderOptions: e.PAYMENT_PROVIDER_OPTIONS,
    analyticsKey: e.ANALYTICS_KEY,
    identityClientId: e.IDENTITY_CLIENT_ID,
    identityClientSecret: e.IDENTITY_CLIENT_SECRET,
    loginRoute: e.LOGIN_ROUTE.startsWith('/') ? e.LOGIN_ROUTE : `/${e.LOGIN_ROUTE}`,
    companyName: e.COMPANY_NAME ?? theme.companyName,
    mapsKey: e.MAPS_KEY,
    customerSupportNumber: e.CUSTOMER_SUPPORT_NUMBER,
    locale: e.LOCALE ?? (country === 'NZ' ? 'en_NZ' : 'en_AU'),
    merchantId: e.MERCHANT_ID,
    socialPixelId: e.SOCIAL_PIXEL_ID,
    consentBanner: e.CONSENT_BANNER,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    identityUrl,
    // The identity service's own default issuer is its URL, so by default the two agree.
    identityIssuer: e.IDENTITY_ISSUER ?? identityBase,
    identityJwksUrl: e.IDENTITY_JWKS_URL ?? `${identityBase}/.well-known/jwks.json`,
    identityJwks: e.IDENTITY_JWKS,
    paymentsUrl: e.PAYMENTS_URL ?? `http://localhost:${e.PAYMENTS_PORT}`,
    paymentsApiKey: e.PAYMENTS_API_KEY,
    paymentsWebhookSecret: e.PAYMENTS_WEBHOOK_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.COMPANY_NAME ?? theme.companyName} <orders@${hostname.replace(/:\d+$/, '')}>`,
    mailFromConfigured: e.MAIL_FROM !== undefined,
    storefrontSecret: e.STOREFRONT_SECRET,
    identityPort: e.IDENTITY_PORT,
    paymentsPort: e.PAYMENTS_PORT,
    seedProducts: e.SEED_PRODUCTS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateBudgets: {
      pages: e.RATE_LIMIT_PAGES_PER_MINUTE ?? e.RATE_LIMIT_PER_MINUTE,
      reads: e.RATE_LIMIT_API_READS_PER_MINUTE ?? e.RATE_LIMIT_PER_MINUTE,
      search: e.RATE_LIMIT_SEARCH_PER_MINUTE ?? e.RATE_LIMIT_PER_MINUTE * 3,
      writes: e.RATE_LIMIT_WRITES_PER_MINUTE ?? Math.max(10, Math.floor(e.RATE_LIMIT_PER_MINUTE / 2)),
      signin: e.RATE_LIMIT_SIGNIN_PER_MINUTE ?? Math.max(10, Math.floor(e.RATE_LIMIT_PER_MINUTE / 20)),
      payments: e.RATE_LIMIT_PAYMENTS_PER_MINUTE ?? Math.max(10, Math.floor(e.RATE_LIMIT_PER_MINUTE / 10)),
    },
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    pageCacheStaleSeconds: e.PAGE_CACHE_STALE_SECONDS,
  };
}
