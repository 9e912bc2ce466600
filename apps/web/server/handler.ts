// Mounts the React Router app inside the storefront's own HTTP server. Plain TypeScript (no JSX): the storefront runs
// it straight from source with Node's type stripping, so relative imports carry their .ts extension.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { createRequestHandler, ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { Country } from '@shop/domain';
import type { IntegrationKeys } from '@shop/domain/integrations';
import { STOREFRONT_ORIGIN_HEADER, type FetchAnswer } from '@shop/contracts/web';
import { createCookieRelay, withRelayedCookies } from './cookie-relay.ts';
import { memoiseReads } from './read-memo.ts';
import type { CreateRequestContext } from '../app/lib/context.server.ts';

export interface SiteConfig {
  theme: string;
  country: Country;
  companyName: string;
  locale: string;
  customerSupportNumber: string;
  /** Public host name (with port when not default), for canonical and Open Graph URLs. */
  hostname: string;
  /** Where sign-in starts (spec 000 §3 loginRoute). */
  loginRoute: string;
  /** Public URL of the identity service: the sign-in form posts to it, account pages call it. */
  identityUrl: string;
  production: boolean;
  /** The third-party providers' public keys and the consent switch (docs/decisions/0037). */
  integrations?: IntegrationKeys;
  /** The visitor's country (a proxy's header or the IP table); per request. */
  ipCountry?: string | null;
  /** The same brand's site in the other country; per request. */
  otherCountryOrigin?: string | null;
}

/** What differs between the brands one shop serves: the storefront decides it per request from the host name. */
export type RequestSiteConfig = Pick<
  SiteConfig,
  | 'theme'
  | 'country'
  | 'companyName'
  | 'locale'
  | 'customerSupportNumber'
  | 'hostname'
  | 'ipCountry'
  | 'otherCountryOrigin'
>;

export interface WebHandlerOptions {
  mode: 'production' | 'development';
  site: SiteConfig;
  /**
   * In-process fetch to the storefront API: receives paths like '/api/v2/product/featured?limit=12'. Its answers need
   * only be what the API client reads (a `Response`, or the storefront's lighter `ApiAnswer`).
   */
  apiFetch: (input: string, init?: RequestInit) => Promise<FetchAnswer>;
  /**
   * Fetch to the identity service for one shopper (register, forgot-password, resend): the storefront adds its client
   * credentials and the shopper's address. Absent, account pages call it with plain fetch.
   */
  identityFetch?: (url: string, init: RequestInit, shopperIp: string) => Promise<Response>;
}

export interface WebHandler {
  /** Render one page request. */
  handle(
    request: Request,
    perRequest: { nonce: string; cookieHeader?: string; clientIp?: string; site?: RequestSiteConfig },
  ): Promise<Response>;
  /** Absolute path of the built client files (contains assets/), or null in development. */
  clientDir: string | null;
  /** Development only: Vite's connect middleware for HMR and module requests; null in production. */
  devMiddleware: ((req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void) | null;
  close(): Promise<void>;
}

const WEB_ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_DIR = path.join(WEB_ROOT, 'build');
const SERVER_ENTRY = path.join(BUILD_DIR, 'server', 'index.js');
const CLIENT_DIR = path.join(BUILD_DIR, 'client');
const SERVER_BUILD_ID = 'virtual:react-router/server-build';

/** Whether `react-router build` has produced the server bundle the production handler loads. */
export function isWebBuilt(): boolean {
  return existsSync(SERVER_ENTRY);
}

/** What app/entry.server.tsx exports beside the render function, for this handler. */
interface BuildBridge {
  createRequestContext: CreateRequestContext;
  createRequestHandler: typeof createRequestHandler;
}

/**
 * Both come out of the server build instead of being imported here: the build carries its own copies of
 * app/lib/context.ts and (in development, resolved with the development condition) of react-router, and the context
 * keys and the RouterContextProvider class are only recognised by identity. See docs/decisions/0006-web-rendering.md.
 */
function bridgeOf(build: ServerBuild): BuildBridge {
  const entry = build.entry.module as Partial<BuildBridge>;
  if (typeof entry.createRequestContext !== 'function' || typeof entry.createRequestHandler !== 'function') {
    throw new Error(
      'apps/web: app/entry.server.tsx must export createRequestContext and createRequestHandler',
    );
  }
  return entry as BuildBridge;
}

type PerRequest = Parameters<WebHandler['handle']>[1];

/** Renders one request; API calls act for the shopper, and cookies the API sets reach the browser. */
async function render(
  bridge: BuildBridge,
  handler: (request: Request, context: ReturnType<BuildBridge['createRequestContext']>) => Promise<Response>,
  options: WebHandlerOptions,
  request: Request,
  perRequest: PerRequest,
): Promise<Response> {
  // The API's calls are for the page's own host, so they answer for the same brand (docs/decisions/0038); identical
  // reads of one render are made once (docs/decisions/0047-cheaper-fresh-render.md).
  const host = new URL(request.url).host;
  const apiFetch: WebHandlerOptions['apiFetch'] = memoiseReads((input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('host', host);
    return options.apiFetch(input, { ...init, headers });
  });
  const relay = createCookieRelay(
    perRequest.cookieHeader ?? request.headers.get('cookie') ?? undefined,
    apiFetch,
  );
  const { identityFetch } = options;
  const context = bridge.createRequestContext({
    site: perRequest.site ? { ...options.site, ...perRequest.site } : options.site,
    nonce: perRequest.nonce,
    apiFetch: relay.fetch,
    ...(identityFetch && perRequest.clientIp
      ? {
          // The identity service's mail links then open this brand's site (its allowed origins only).
          identityFetch: (url: string, init?: RequestInit) => {
            const headers = new Headers(init?.headers);
            headers.set(STOREFRONT_ORIGIN_HEADER, new URL(request.url).origin);
            return identityFetch(url, { ...init, headers }, perRequest.clientIp!);
          },
        }
      : {}),
  });
  return withRelayedCookies(await handler(request, context), relay.setCookies);
}

async function createProductionHandler(options: WebHandlerOptions): Promise<WebHandler> {
  if (!isWebBuilt()) {
    throw new Error(
      `apps/web is not built (missing ${SERVER_ENTRY}); run: cd apps/web && npx react-router build`,
    );
  }
  const build = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerBuild;
  const bridge = bridgeOf(build);
  const requestHandler = bridge.createRequestHandler(build, 'production');
  return {
    handle(request, perRequest) {
      return render(bridge, requestHandler, options, request, perRequest);
    },
    clientDir: CLIENT_DIR,
    devMiddleware: null,
    close: async () => {},
  };
}

async function createDevelopmentHandler(options: WebHandlerOptions): Promise<WebHandler> {
  // Vite is a dev dependency: loaded only here so production never needs it installed.
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  return {
    async handle(request, perRequest) {
      // Loaded per request so edits to routes and components show up without restarting the server.
      const build = (await vite.ssrLoadModule(SERVER_BUILD_ID)) as ServerBuild;
      const bridge = bridgeOf(build);
      return render(bridge, bridge.createRequestHandler(build, 'development'), options, request, perRequest);
    },
    clientDir: null,
    devMiddleware: (req, res, next) => vite.middlewares(req, res, next),
    close: () => vite.close(),
  };
}

export function createWebHandler(options: WebHandlerOptions): Promise<WebHandler> {
  return options.mode === 'production' ? createProductionHandler(options) : createDevelopmentHandler(options);
}
