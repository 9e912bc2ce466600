import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AnalyticsAck,
  AnalyticsSearchQuery,
  CollectorBatch,
  FunnelQuery,
  FunnelReport,
  ProductLoadEventQuery,
  SearchAnalyticsEvent,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import {
  SEARCH_ANALYTICS_EVENT_TYPES,
  SHOP_TIME_ZONES,
  zonedIsoDate,
  type Country,
  type ThemeId,
} from '@shop/domain';
import type { StorefrontConfig } from '../../config.ts';
import { requireJsonBody } from '../shared/json-only.ts';
import { prepareTerm } from '../search/service.ts';
import { staffGate, type StaffAccess } from '../staff/access.ts';
import { insertProductLoadEvent, insertSearchEvent } from './queries.ts';
import { collectEvents, funnelReport } from './service.ts';

/** Per client address: a page flushes its collector at most every 2 s, so a few tabs stay well inside it. */
export const COLLECTOR_RATE_LIMIT = { max: 120, timeWindow: 60_000 };
/** 20 entries of 50 trimmed items each fit easily; anything bigger is not a collector batch (413). */
const COLLECTOR_BODY_LIMIT = 256 * 1024;

// NUL would fail in Postgres text and jsonb (a 500); no control character belongs in a url or an sku.
// eslint-disable-next-line no-control-regex
const stripControl = (v: string) => v.replace(/[\u0000-\u001f\u007f]/g, '');

/**
 * Search-engine analytics and product-load events (000 §7), and the shop's own collector of GA4-shaped events
 * (issue 16); every call answers `true`. docs/decisions/0010.
 */
export async function registerAnalyticsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig; now?: (() => Date) | undefined },
) {
  const { db } = opts;
  const now = opts.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['analytics'];

  r.get(
    '/api/analytics/search',
    { schema: { tags, querystring: AnalyticsSearchQuery, response: { 200: AnalyticsAck } } },
    async (request) => {
      const query = prepareTerm(request.query.searchTerm);
      if (query.length > 0)
        await insertSearchEvent(db, { eventType: SEARCH_ANALYTICS_EVENT_TYPES.search, query });
      return true as const;
    },
  );

  r.post(
    '/api/analytics/search',
    {
      preValidation: requireJsonBody,
      schema: { tags, body: SearchAnalyticsEvent, response: { 200: AnalyticsAck } },
    },
    async (request) => {
      const e = request.body;
      await insertSearchEvent(db, {
        eventType: e.analyticsEventType,
        query: prepareTerm(e.query),
        productList: e.productList.map((p) => (typeof p === 'string' ? stripControl(p) : p)),
        url: stripControl(e.url),
        isRepeatUser: e.isRepeatUser,
      });
      return true as const;
    },
  );

  r.get(
    '/api/analytics/product-load-event',
    { schema: { tags, querystring: ProductLoadEventQuery, response: { 200: AnalyticsAck } } },
    async (request) => {
      await insertProductLoadEvent(db, { productId: request.query.productId });
      return true as const;
    },
  );

  r.post(
    '/api/analytics/events',
    {
      config: { rateLimit: COLLECTOR_RATE_LIMIT },
      bodyLimit: COLLECTOR_BODY_LIMIT,
      preValidation: requireJsonBody,
      schema: { tags, body: CollectorBatch, response: { 202: AnalyticsAck } },
    },
    async (request, reply) => {
      const { theme, country } = brandOf(request);
      await collectEvents(db, request.body.events, {
        brand: theme,
        timeZone: SHOP_TIME_ZONES[country],
        now: now(),
      });
      return reply.code(202).send(true);
    },
  );
}

/** The brand and country a request's events belong to: the site it was made on. */
function brandOf(request: FastifyRequest): { theme: ThemeId; country: Country } {
  return { theme: request.site.theme, country: request.site.country };
}

export interface StaffAnalyticsRouteOptions {
  db: Db;
  config: StorefrontConfig;
  access: StaffAccess;
  now?: (() => Date) | undefined;
}

/**
 * The staff funnel of the shop's own collector (issue 16): views, add to cart, checkout and purchase per brand and
 * day. Staff only, checked in onRequest before the query is read (the staff pages' page session counts too).
 */
export async function registerStaffAnalyticsRoutes(app: FastifyInstance, opts: StaffAnalyticsRouteOptions) {
  const { db, access } = opts;
  const now = opts.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { staffOnly } = staffGate(access);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  r.get(
    '/api/staff/analytics/funnel',
    {
      ...staffOnly(true),
      schema: { tags: ['staff'], querystring: FunnelQuery, response: { 200: FunnelReport } },
    },
    async (request) =>
      funnelReport(db, {
        ...request.query,
        today: zonedIsoDate(now(), SHOP_TIME_ZONES[brandOf(request).country]),
      }),
  );
}
