import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AlertBanner,
  FeatureFlagsResponse,
  Sale,
  SaleQuery,
  SettingsResponse,
  StaticPage,
  StaticPageList,
  StaticParams,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import { AppError } from '@shop/server-kit';
import type { StorefrontConfig } from '../../config.ts';
import { cleanText } from '../shared/params.ts';
import {
  loadAlertBanner,
  loadFeatureFlags,
  loadSale,
  loadSettings,
  loadStaticPage,
  loadStaticPages,
} from './service.ts';
import { spellings } from '../shared/spellings.ts';
import { READ_TTL } from '../shared/cache.ts';

// Same limits as the contract's StaticParams, plus no control characters.
const StaticNameParams = StaticParams.extend({ name: cleanText(120) });

/**
 * How long the running sale may be shared: a minute (READ_TTL.reference), or less when it ends sooner; 0 when it ends
 * within the second.
 */
export function saleSharedSeconds(sale: Pick<Sale, 'time'>, now: Date): number {
  const limit = READ_TTL.reference / 1000;
  if (sale.time === null) return limit;
  const left = Math.floor((Date.parse(sale.time) - now.getTime()) / 1000);
  return Number.isFinite(left) ? Math.max(0, Math.min(limit, left)) : 0;
}

/** Settings, alert banner, sale and static pages (spec 000 §7). */
export async function registerContentRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig },
) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  r.get('/api/settings', { schema: { tags, response: { 200: SettingsResponse } } }, async (_request, reply) => {
    // The same for every visitor of a brand's host, for a minute as the read cache keeps it (docs/decisions/0069).
    void reply.header('cache-control', 'public, max-age=60');
    return loadSettings(db);
  });

  r.get('/api/flags', { schema: { tags, response: { 200: FeatureFlagsResponse } } }, async (request, reply) => {
    // The same for every visitor of a brand's host; a minute, as the settings they read.
    void reply.header('cache-control', 'public, max-age=60');
    return loadFeatureFlags(db, request.site, opts.config.featureFlags, request.log);
  });

  // "Banner object or nothing": 204 when none is active. The spec's path has the trailing slash; the other spelling
  // answers alike and stays out of the API document.
  for (const [url, hide] of spellings('/api/alertBanner/', '/api/alertBanner')) {
    r.get(
      url,
      {
        schema: {
          tags,
          hide,
          response: { 200: AlertBanner, 204: z.null().describe('No banner is active') },
        },
      },
      async (_request, reply) => {
        // The same for every visitor (a minute, as the read cache keeps it); pages render it on the server (ADR 0053).
        void reply.header('cache-control', 'public, max-age=60');
        const banner = await loadAlertBanner(db, new Date());
        if (!banner) return reply.status(204).send(null);
        return banner;
      },
    );
  }

  // The spec calls both /api/promotion/sale/ and /api/promotion/sale?dateOverride=.
  for (const [url, hide] of spellings('/api/promotion/sale/', '/api/promotion/sale')) {
    r.get(url, { schema: { tags, hide, querystring: SaleQuery, response: { 200: Sale } } }, async (request, reply) => {
      const now = new Date();
      const { dateOverride } = request.query;
      const sale = await loadSale(db, { now, dateOverride, country: request.site.country });
      // The running sale is the same for every visitor of a brand's host: shared for a minute, as the read cache keeps
      // it, and never past its end. A staff preview of another day is read fresh and not shared (docs/decisions/0069).
      const seconds = dateOverride === undefined ? saleSharedSeconds(sale, now) : 0;
      if (seconds > 0) void reply.header('cache-control', `public, max-age=${seconds}`);
      return sale;
    });
  }

  // The list of every static page (not in the spec; the site map and sitemap.xml need it, docs/decisions/0009).
  for (const [url, hide] of spellings('/api/Static/', '/api/Static', '/api/static/', '/api/static')) {
    r.get(url, { schema: { tags, hide, response: { 200: StaticPageList } } }, async () =>
      loadStaticPages(db),
    );
  }

  // The spec's path is capitalised; the lower-case spelling answers alike.
  for (const [url, hide] of spellings('/api/Static/:name', '/api/static/:name')) {
    r.get(
      url,
      {
        schema: {
          tags,
          hide,
          params: StaticNameParams,
          response: { 200: StaticPage },
        },
      },
      async (request) => {
        const page = await loadStaticPage(db, request.params.name);
        if (!page) throw new AppError('static_page_not_found', ['Page not found']);
        return page;
      },
    );
  }
}
