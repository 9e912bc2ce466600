import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { Db } from '@shop/db';
import { createBaseServer, registerHealth, registerRateLimit, sendNotFound } from '@shop/server-kit';
import type { StorefrontConfig } from './config.ts';
import { createSiteResolver, loadGeoIpTable, registerRequestSite } from './site.ts';
import { STOREFRONT_HOST_COOKIES, storefrontRateFamilies } from './transport.ts';
import { registerCatalogueRoutes } from './modules/catalogue/routes.ts';
import { registerContentRoutes } from './modules/content/routes.ts';
import { registerImageRoutes } from './modules/images/routes.ts';
import { registerNavigationRoutes } from './modules/navigation/routes.ts';
import { registerProductRoutes } from './modules/products/routes.ts';
import { registerRedirectRoutes } from './modules/redirects/routes.ts';
import { registerSearchRoutes } from './modules/search/routes.ts';
import { registerAnalyticsRoutes, registerStaffAnalyticsRoutes } from './modules/analytics/routes.ts';
import { registerGeoRoutes } from './modules/geo/routes.ts';
import { registerStoreRoutes } from './modules/stores/routes.ts';
import { registerPromotionRoutes } from './modules/promotions/routes.ts';
import { registerEnquiryRoutes } from './modules/enquiries/routes.ts';
import { registerCompareRoutes } from './modules/compare/routes.ts';
import { registerCartRoutes } from './modules/cart/routes.ts';
import { registerShopperRoutes } from './modules/shopper/routes.ts';
import { registerDeliveryRoutes } from './modules/delivery/routes.ts';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './modules/auth/access-token.ts';
import { createSignedIn } from './modules/auth/signed-in.ts';
import {
  clientSecretSource,
  createIdentityClient,
  type IdentityClient,
} from './modules/auth/identity-client.ts';
import { createIdTokenVerifier, type IdTokenVerifier } from './modules/auth/id-token.ts';
import { registerSession } from './modules/auth/session.ts';
import { registerAccountRoutes } from './modules/account/routes.ts';
import { registerHiddenPrices } from './modules/shared/hidden-prices.ts';
import {
  PAYMENT_NOTIFICATIONS_PATH,
  registerCheckoutRoutes,
  THREE_DS_RETURN_PATH,
  originOf,
} from './modules/checkout/routes.ts';
import { gatewayFromConfig, paymentsWebhookSecretSource } from './modules/gateway/config.ts';
import type { CardGateway } from './modules/gateway/gateway.ts';
import { registerOrderRoutes } from './modules/orders/routes.ts';
import { registerCookingDemoRoutes } from './modules/cooking-demos/routes.ts';
import { registerReferralRoutes } from './modules/referrals/routes.ts';
import { registerBlogRoutes } from './modules/blog/routes.ts';
import { registerStaffRoutes } from './modules/staff/routes.ts';
import { registerPerformanceRoutes } from './modules/performance/routes.ts';
import { createStaffAccess } from './modules/staff/service.ts';

export interface StorefrontApiDeps {
  db: Db;
  config: StorefrontConfig;
  /** Verifies identity access tokens; by default against the identity service's JWKS (config `identityJwks*`). */
  verifyAccessToken?: AccessTokenVerifier;
  /** The identity service's back channel and profile calls; by default over HTTP to `identityUrl`. */
  identity?: IdentityClient;
  verifyIdToken?: IdTokenVerifier;
  /** The card gateway; by default the payments sandbox (or a gateway with its API) over HTTP at `paymentsUrl`. */
  gateway?: CardGateway;
  /**
   * The secret the gateway signs its payment notifications with (docs/decisions/0029); by default
   * PAYMENTS_WEBHOOK_SECRET, else (development) the one the sandbox generated under DATA_DIR.
   */
  webhookSecret?: () => Promise<string>;
  /** The clock of a placed order's date rules (the reschedule window and calendar); tests fix the day with it. */
  now?: () => Date;
}

/**
 * The CSRF allowances, each for one path and the gateway's origin only: the 3-D Secure return (the gateway's
 * challenge page posts the shopper back to it) and the gateway's payment notifications (server to server, proved by
 * their signature rather than by a browser's origin).
 */
export function storefrontCsrf(config: StorefrontConfig) {
  const gateway = [originOf(config.paymentsUrl)];
  return { allowedOriginsByPath: { [THREE_DS_RETURN_PATH]: gateway, [PAYMENT_NOTIFICATIONS_PATH]: gateway } };
}

/**
 * The spec's same-origin `/api/*` contract (with its OpenAPI document, health checks and demo images) on a server
 * the caller built: the storefront composes it with the pages (apps/storefront), tests and benchmarks run it alone.
 * The caller registers the rate limit first, so that it covers these routes.
 */
export async function registerStorefrontApi(app: FastifyInstance, deps: StorefrontApiDeps): Promise<void> {
  const { config, db } = deps;
  // The storefront only verifies identity tokens (docs/decisions/0014); the compare list and the cart follow them.
  const identityKeys = {
    keys: config.identityJwks ?? new URL(config.identityJwksUrl),
    issuer: config.identityIssuer,
    audience: config.identityClientId,
  };
  const identity =
    deps.identity ??
    createIdentityClient({
      baseUrl: config.identityUrl,
      clientId: config.identityClientId,
      clientSecret: clientSecretSource(config),
    });
  const verifyAccessToken = deps.verifyAccessToken ?? createAccessTokenVerifier(identityKeys);
  const signedIn = createSignedIn(verifyAccessToken);
  const gateway = deps.gateway ?? gatewayFromConfig(config);
  const sites = createSiteResolver(config);
  // Before everything else: every hook, route and page reads the request's brand from `request.site`.
  registerRequestSite(app, sites, loadGeoIpTable(config.geoIpCsv));
  // First of all hooks: a renewed session must be in place when any module (or a page) reads the cookies.
  registerSession(app, {
    identity,
    verifyAccessToken,
    verifyIdToken: deps.verifyIdToken ?? createIdTokenVerifier(identityKeys),
  });
  // Before the modules, so that it covers every route they add (docs/decisions/0024).
  registerHiddenPrices(app, { themeOf: (request) => request.site.theme, signedIn });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront API',
        description: 'The same-origin API of the storefront (spec 000 §7 and 001 §7).',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerHealth(app, 'storefront', {
    database: async () => {
      await db.execute(sql`select 1`);
    },
  });
  registerImageRoutes(app);
  await app.register(registerProductRoutes, { db, config });
  await app.register(registerNavigationRoutes, { db, config });
  await app.register(registerContentRoutes, { db, config });
  await app.register(registerRedirectRoutes, { db, config });
  await app.register(registerCatalogueRoutes, { db, config });
  await app.register(registerSearchRoutes, { db, config });
  await app.register(registerAnalyticsRoutes, { db, config, now: deps.now });
  await app.register(registerGeoRoutes, { db, config });
  await app.register(registerStoreRoutes, { db, config });
  await app.register(registerPromotionRoutes, { db, config });
  await app.register(registerEnquiryRoutes, { db, config });
  await app.register(registerCompareRoutes, { db, config, signedIn });
  await app.register(registerCartRoutes, { db, config, signedIn });
  await app.register(registerShopperRoutes, { db, config, signedIn, identity });
  const staffAccess = createStaffAccess({ db, signedIn, identity, now: deps.now });
  await app.register(registerDeliveryRoutes, { db, config, signedIn, staffAccess });
  await app.register(registerAccountRoutes, {
    db,
    config,
    signedIn,
    identity,
    staffAccess,
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(registerStaffRoutes, {
    db,
    config,
    access: staffAccess,
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(registerPerformanceRoutes, { db, config, access: staffAccess, now: deps.now });
  await app.register(registerStaffAnalyticsRoutes, { db, config, access: staffAccess, now: deps.now });
  await app.register(registerCheckoutRoutes, {
    db,
    config,
    signedIn,
    gateway,
    identity,
    webhookSecret: deps.webhookSecret ?? paymentsWebhookSecretSource(config),
  });
  await app.register(registerOrderRoutes, {
    db,
    config,
    signedIn,
    identity,
    gateway,
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(registerCookingDemoRoutes, { db, config, ...(deps.now ? { now: deps.now } : {}) });
  await app.register(registerReferralRoutes, { db, config, signedIn, identity });
  await app.register(registerBlogRoutes, { db, config, ...(deps.now ? { now: deps.now } : {}) });

  // Unknown API paths answer the JSON 404 of the catalogue, never a page.
  app.all('/api/*', { schema: { hide: true } }, (request, reply) => sendNotFound(request, reply));
}

/** The storefront API alone on a base server with its rate limit: what the API tests and the search bench run. */
export async function buildStorefrontApi(deps: StorefrontApiDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = createBaseServer({
    service: 'storefront',
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    csrf: storefrontCsrf(config),
    cookies: { hostOnly: STOREFRONT_HOST_COOKIES },
  });
  const closeRateLimit = await registerRateLimit(app, {
    redisUrl: config.redisUrl,
    max: config.rateLimitPerMinute,
    timeWindowMs: 60_000,
    families: storefrontRateFamilies(config),
  });
  app.addHook('onClose', async () => closeRateLimit());
  await registerStorefrontApi(app, deps);
  return app;
}

/** The name the module tests know the API-only server by. */
export const buildStorefront = buildStorefrontApi;
