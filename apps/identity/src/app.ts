import path from 'node:path';
import cookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@shop/db';
import { createBaseServer, createKeyedLimiter, loadOrCreateKeyPair, registerHealth } from '@shop/server-kit';
import { LOCKOUT_MS, LOCKOUT_THRESHOLD } from './accounts.ts';
import type { IdentityConfig } from './config.ts';
import type { IdentityContext, IdentityLimits } from './context.ts';
import { seedDemoAccounts } from './demo.ts';
import { createDevProvider, devProviderClientConfig } from './dev-provider/provider.ts';
import { registerDevProviderRoutes } from './dev-provider/routes.ts';
import { createMailer } from './mail.ts';
import { createOidcProviders } from './oidc-client.ts';
import { registerAccountRoutes } from './routes-account.ts';
import { BROWSER_COOKIE, registerExternalLoginRoutes } from './routes-external-login.ts';
import { registerOutboxRoutes } from './routes-outbox.ts';
import { registerSignInRoutes } from './routes-sign-in.ts';
import { registerTokenRoutes } from './routes-token.ts';
import { loadOrCreateClientSecret } from './secrets.ts';

const MINUTE = 60 * 1000;

/** Each limit: a budget per window (docs/decisions/0021). */
export const IDENTITY_LIMITS: Readonly<Record<keyof IdentityLimits, { max: number; windowMs: number }>> = {
  signInPerAccount: { max: 30, windowMs: 15 * MINUTE },
  signInPerClient: { max: 100, windowMs: 15 * MINUTE },
  registerPerClient: { max: 10, windowMs: 60 * MINUTE },
  mailPerAccount: { max: 5, windowMs: 60 * MINUTE },
  mailPerClient: { max: 30, windowMs: 60 * MINUTE },
  unknownAccountFailures: { max: LOCKOUT_THRESHOLD - 1, windowMs: LOCKOUT_MS },
};

export interface IdentityOptions extends IdentityConfig {
  /** The database holding the `identity` schema, already migrated. */
  db: Db;
  /** Create the demo accounts in an empty table (never in production); default true outside production. */
  seedDemo?: boolean;
  /** For tests: other budgets, and the clock. */
  limits?: Partial<Record<keyof IdentityLimits, number>>;
  now?: () => Date;
}

/**
 * The identity service: it alone holds the accounts and signs tokens (asymmetric keys), publishing the public half as
 * a JWKS that the storefront verifies against. Sign-in returns to the storefront with a single-use code that its
 * server exchanges on the back channel (docs/decisions/0021).
 */
export async function buildIdentity(options: IdentityOptions): Promise<FastifyInstance> {
  const { db, ...config } = options;
  const app = createBaseServer({
    service: 'identity',
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    // Behind a TLS balancer an https issuer means every request reached the service over https (ADR 0044).
    security: { formActions: config.allowedOrigins, publicHttps: config.issuer.startsWith('https:') },
    csrf: { allowedOrigins: config.allowedOrigins },
    cookies: { hostOnly: [BROWSER_COOKIE] },
  });
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  await app.register(cookie);
  const key = await loadOrCreateKeyPair({
    alg: 'ES256',
    kid: 'identity-1',
    file: path.join(config.dataDir, 'identity', 'signing-key.json'),
    privateJwkFromEnv: config.signingJwk,
  });
  const clientSecret = await loadOrCreateClientSecret({
    fromEnv: config.clientSecret,
    file: path.join(config.dataDir, 'identity', 'client-secret'),
    production: config.production,
  });
  const limits = Object.fromEntries(
    Object.entries(IDENTITY_LIMITS).map(([name, limit]) => [
      name,
      createKeyedLimiter({
        name: `identity-${name}`,
        max: options.limits?.[name as keyof IdentityLimits] ?? limit.max,
        windowMs: limit.windowMs,
        redisUrl: config.redisUrl,
      }),
    ]),
  ) as unknown as IdentityLimits;
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const ctx: IdentityContext = {
    db,
    config,
    key,
    clientSecret,
    mailer,
    limits,
    now: options.now ?? (() => new Date()),
    log: app.log,
  };
  app.addHook('onClose', async () => {
    await Promise.all([...Object.values(limits).map((l) => l.close()), mailer.close()]);
  });

  if ((options.seedDemo ?? !config.production) && !config.production) {
    const made = await seedDemoAccounts(db);
    if (made > 0) app.log.info({ made }, 'demo accounts created (see README, "Demo accounts")');
  }

  registerHealth(app, 'identity', {
    signingKey: async () => {
      if (!key.privateKey) throw new Error('no signing key');
    },
  });
  app.get('/.well-known/jwks.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send({ keys: [key.publicJwk] }),
  );
  app.get('/.well-known/openid-configuration', { schema: { hide: true } }, async () => ({
    issuer: config.issuer,
    jwks_uri: `${config.issuer}/.well-known/jwks.json`,
    token_endpoint: `${config.issuer}/connect/token`,
    revocation_endpoint: `${config.issuer}/connect/revoke`,
    grant_types_supported: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    id_token_signing_alg_values_supported: ['ES256'],
  }));
  const dev = config.devProvider
    ? await createDevProvider({
        identityIssuer: config.issuer,
        dataDir: config.dataDir,
        companyName: config.companyName,
      })
    : null;
  const providers = createOidcProviders(
    [...(dev ? [devProviderClientConfig(dev)] : []), ...config.oidcProviders],
    { identityIssuer: config.issuer, production: config.production },
  );
  if (dev) registerDevProviderRoutes(app, ctx, dev);
  registerSignInRoutes(app, ctx);
  registerExternalLoginRoutes(app, ctx, providers);
  registerAccountRoutes(app, ctx);
  registerTokenRoutes(app, ctx);
  registerOutboxRoutes(app, ctx);
  return app;
}
