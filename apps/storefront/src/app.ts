import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  STOREFRONT_HOST_COOKIES,
  registerStorefrontApi,
  storefrontCsrf,
  storefrontRateFamilies,
  type StorefrontApiDeps,
} from '@shop/api';
import { createBaseServer, registerRateLimit } from '@shop/server-kit';
import { trackInFlight } from './drain.ts';
import { INTERNAL_REQUEST_HEADER, createInProcessFetch, type ApiFetch } from './in-process-fetch.ts';
import { fetchSettings, thirdPartyCsp } from './third-party-csp.ts';
import { PageCache } from './page-cache.ts';
import { mountWeb, type WebMount } from './web-mount.ts';

type DevMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The server-side renderer as the storefront mounts it (apps/web/server/handler.ts, or a test's fake). */
export interface WebRenderer extends WebMount {
  /** Development: Vite's middleware runs before Fastify for module and HMR requests. */
  devMiddleware?: DevMiddleware | null;
  close?(): Promise<void>;
}

export interface StorefrontAppDeps extends StorefrontApiDeps {
  development?: boolean;
  /** Creates the renderer, given the in-process fetch its loaders reach the API with; absent, the API alone. */
  createWeb?: (apiFetch: ApiFetch) => Promise<WebRenderer>;
}

const STATIC_PREFIXES = ['/assets/', '/images/', '/favicon.'];

/**
 * The storefront service on one origin: the API plugin, the server-rendered pages and their assets, and the
 * in-process fetch between them (docs/decisions/0017-composition-root.md).
 */
export async function buildStorefrontApp(deps: StorefrontAppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // Only this process knows it, so only the renderer's own calls can carry it.
  const internalToken = randomBytes(24).toString('hex');
  let server: FastifyInstance | null = null;
  const apiFetch = createInProcessFetch(() => {
    if (!server) throw new Error('The storefront renders no page before its server is built');
    return server;
  }, internalToken);
  const web = deps.createWeb ? await deps.createWeb(apiFetch) : null;
  const dev = web?.devMiddleware ?? null;
  // Third-party origins enter the policy only for the providers whose key is configured (docs/decisions/0037).
  const csp = thirdPartyCsp(
    {
      analyticsKey: config.analyticsKey,
      socialPixelId: config.socialPixelId,
      merchantId: config.merchantId,
      consentBanner: config.consentBanner,
    },
    () => fetchSettings(apiFetch),
  );

  const app = createBaseServer({
    service: 'storefront',
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    security: {
      development: deps.development === true,
      connectSources: [config.identityUrl, config.paymentsUrl],
      formActions: [config.identityUrl, config.paymentsUrl],
      thirdPartySources: csp.sources,
    },
    csrf: storefrontCsrf(config),
    // The renderer's in-process calls carry no X-Forwarded-Proto: they read and set the plain names, and the page's
    // own response is where cookies gain Secure and the __Host- prefix (ADR 0044).
    cookies: { hostOnly: STOREFRONT_HOST_COOKIES },
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
  server = app;
  if (web?.close) {
    const closeWeb = web.close.bind(web);
    app.addHook('onClose', async () => closeWeb());
  }

  const internal = (request: FastifyRequest) => request.headers[INTERNAL_REQUEST_HEADER] === internalToken;
  // What a stop waits for before Fastify's close refuses in-process calls (./drain.ts).
  trackInFlight(app, internal);
  // The address of the shopper whose page is rendering, for the calls its loaders and actions make in process
  // (they reach the API from this process, not from the shopper).
  const shopperAddress = new AsyncLocalStorage<string>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (internal(request)) done();
    else shopperAddress.run(request.ip, done);
  });
  const closeRateLimit = await registerRateLimit(app, {
    redisUrl: config.redisUrl,
    max: config.rateLimitPerMinute,
    timeWindowMs: 60_000,
    // Separate budgets for pages, API reads, search, writes, sign-in and payments (docs/decisions/0044).
    families: storefrontRateFamilies(config),
    clientAddress: (request) => (internal(request) ? shopperAddress.getStore() : undefined) ?? request.ip,
    // A page view is counted once, as the page request: its pictures, scripts and the reads its loaders make in
    // process are part of it. State changes made in process (no-script form posts) still count, as the shopper's.
    exempt: (request) =>
      STATIC_PREFIXES.some((prefix) => request.url.startsWith(prefix)) ||
      (request.method === 'GET' && internal(request)),
  });
  app.addHook('onClose', async () => closeRateLimit());

  await registerStorefrontApi(app, deps);
  // Development renders every page afresh, so an edit shows at once.
  const pageCache =
    web && !dev && config.pageCacheSeconds > 0
      ? new PageCache({ freshSeconds: config.pageCacheSeconds, staleSeconds: config.pageCacheStaleSeconds })
      : null;
  if (web) await mountWeb(app, web, { brandSwitch: !config.production, pageCache });
  return app;
}
