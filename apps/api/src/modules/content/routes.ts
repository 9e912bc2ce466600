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

// Same limits as the contract's StaticParams, plus no control characters.
const StaticNameParams = StaticParams.extend({ name: cleanText(120) });

/** Settings, alert banner, sale and static pages (spec 000 §7). */
export async function registerContentRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig },
) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  r.get('/api/settings', { schema: { tags, response: { 200: SettingsResponse } } }, async () =>
    loadSettings(db),
  );

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
    r.get(url, { schema: { tags, hide, querystring: SaleQuery, response: { 200: Sale } } }, async (request) =>
      loadSale(db, { now: new Date(), dateOverride: request.query.dateOverride, country: request.site.country }),
    );
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
