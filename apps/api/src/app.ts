import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { Db } from '@shop/db';
import { createBaseServer, registerHealth, registerRateLimit, sendNotFound } from '@shop/server-kit';
import type { StorefrontConfig } from './config.ts';
import { registerCatalogueRoutes } from './modules/catalogue/routes.ts';
import { registerContentRoutes } from './modules/content/routes.ts';
import { registerImageRoutes } from './modules/images/routes.ts';
import { registerNavigationRoutes } from './modules/navigation/routes.ts';
import { registerProductRoutes } from './modules/products/routes.ts';
import { registerRedirectRoutes } from './modules/redirects/routes.ts';
import { registerSearchRoutes } from './modules/search/routes.ts';
import { registerAnalyticsRoutes } from './modules/analytics/routes.ts';
import { registerGeoRoutes } from './modules/geo/routes.ts';
import { registerStoreRoutes } from './modules/stores/routes.ts';
import { registerPromotionRoutes } from './modules/promotions/routes.ts';
import { registerEnquiryRoutes } from './modules/enquiries/routes.ts';
import { registerCompareRoutes } from './modules/compare/routes.ts';
import { registerCartRoutes } from './modules/cart/routes.ts';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './modules/auth/access-token.ts';
import { createSignedIn } from './modules/auth/signed-in.ts';
import { mountWeb, type WebMount } from './web-mount.ts';

export interface StorefrontDeps {
  db: Db;
  config: StorefrontConfig;
  /** The server-side renderer; absent in API-only tests. */
  web?: WebMount | null;
  /** Development: Vite's middleware runs before Fastify for module and HMR requests. */
  devMiddleware?: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | null;
  development?: boolean;
  /** Secret the in-process API calls of the renderer carry (INTERNAL_REQUEST_HEADER). */
  internalToken?: string;
  /** Verifies identity access tokens; by default against the identity service's JWKS (config `identityJwks*`). */
  verifyAccessToken?: AccessTokenVerifier;
}

/** Marks the server's own in-process API calls (with a per-process secret, so no browser can claim it). */
export const INTERNAL_REQUEST_HEADER = 'x-storefront-internal';
const STATIC_PREFIXES = ['/assets/', '/images/', '/favicon.'];

/** The storefront service: the spec's same-origin `/api/*` contract plus the server-rendered pages. */
export async function buildStorefront(deps: StorefrontDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const dev = deps.devMiddleware ?? null;
  const app = createBaseServer({
    service: 'storefront',
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    security: {
      development: deps.development === true,
      connectSources: [config.identityUrl, config.paymentsUrl],
      formActions: [config.identityUrl, config.paymentsUrl],
    },
    ...(dev
      ? {
          preHandler: (req, res, next) => {
            // The API and demo images are Fastify's; Vite serves its modules, the HMR client and source files.
            if (req.url?.startsWith('/api/') || req.url?.startsWith('/images/')) return next();
            dev(req, res, next);
          },
        }
      : {}),
  });

  const internalToken = deps.internalToken;
  const closeRateLimit = await registerRateLimit(app, {
    redisUrl: config.redisUrl,
    max: config.rateLimitPerMinute,
    timeWindowMs: 60_000,
    // A page view is counted once, as the page request: its pictures, scripts and the reads its loaders make in
    // process are part of it. State changes made in process (no-script form posts) still count.
    exempt: (request) =>
      STATIC_PREFIXES.some((prefix) => request.url.startsWith(prefix)) ||
      (request.method === 'GET' &&
        internalToken !== undefined &&
        request.headers[INTERNAL_REQUEST_HEADER] === internalToken),
  });
  app.addHook('onClose', async () => closeRateLimit());

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
  await app.register(registerAnalyticsRoutes, { db, config });
  await app.register(registerGeoRoutes, { db, config });
  await app.register(registerStoreRoutes, { db, config });
  await app.register(registerPromotionRoutes, { db, config });
  await app.register(registerEnquiryRoutes, { db, config });
  // The storefront only verifies identity tokens (docs/decisions/0014); the compare list and the cart follow them.
  const signedIn = createSignedIn(
    deps.verifyAccessToken ??
      createAccessTokenVerifier({
        keys: config.identityJwks ?? new URL(config.identityJwksUrl),
        issuer: config.identityIssuer,
        audience: config.identityClientId,
      }),
  );
  await app.register(registerCompareRoutes, { db, config, signedIn });
  await app.register(registerCartRoutes, { db, config, signedIn });

  // Unknown API paths answer the JSON 404 of the catalogue, never a page.
  app.all('/api/*', { schema: { hide: true } }, (request, reply) => sendNotFound(request, reply));

  if (deps.web) await mountWeb(app, deps.web);
  return app;
}
