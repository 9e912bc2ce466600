import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnalyticsAck,
  AnalyticsSearchQuery,
  ProductLoadEventQuery,
  SearchAnalyticsEvent,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import { SEARCH_ANALYTICS_EVENT_TYPES } from '@shop/domain';
import type { StorefrontConfig } from '../../config.ts';
import { requireJsonBody } from '../shared/json-only.ts';
import { prepareTerm } from '../search/service.ts';
import { insertProductLoadEvent, insertSearchEvent } from './queries.ts';

// NUL would fail in Postgres text and jsonb (a 500); no control character belongs in a url or an sku.
// eslint-disable-next-line no-control-regex
const stripControl = (v: string) => v.replace(/[\u0000-\u001f\u007f]/g, '');

/** Search-engine analytics and product-load events (000 §7); every call answers `true`. docs/decisions/0010. */
export async function registerAnalyticsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig },
) {
  const { db } = opts;
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
}
