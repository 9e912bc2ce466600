import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PromotionDetail, PromotionList, PromotionListQuery, PromotionUriParams } from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import { cleanText } from '../shared/params.ts';
import { loadPromotion, loadPromotions } from './service.ts';

const UriParams = PromotionUriParams.extend({ uri: cleanText(200) });
const ListQuery = PromotionListQuery.extend({ brand: cleanText(120).optional() });

/** Promotions list and detail (000 §3, /promotions and /promotion/{uri}). docs/decisions/0010. */
export async function registerPromotionRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig },
) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['promotions'];

  r.get(
    '/api/v2/promotions',
    { schema: { tags, querystring: ListQuery, response: { 200: PromotionList } } },
    async (request) => loadPromotions(db, request.query),
  );
  r.get(
    '/api/v2/promotions/:uri',
    { schema: { tags, params: UriParams, response: { 200: PromotionDetail } } },
    async (request) => loadPromotion(db, request.params.uri),
  );
}
