import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompareAddRequest, CompareAddResult, CompareList, CompareProducts, CompareProductsQuery } from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import { cleanText } from '../shared/params.ts';
import { COMPARE_COOKIE, readIdCookie, setIdCookie } from '../cart/cookies.ts';
import { addToCompareList, loadCompareList, loadCompareProducts, parseSkuList, removeFromCompareList } from './service.ts';

const AddBody = CompareAddRequest.extend({ sku: cleanText(64) });
const SkuPath = CompareAddRequest.extend({ sku: cleanText(64) });

/** The compare list of spec 000 §7 (docs/decisions/0012): the session cookie's list, at most 3 products. */
export async function registerCompareRoutes(app: FastifyInstance, opts: { db: Db; config: StorefrontConfig }) {
  const { db } = opts;
  await app.register(fastifyCookie);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compare'];

  r.get('/api/compare/', { schema: { tags, response: { 200: CompareList } } }, async (request) =>
    loadCompareList(db, readIdCookie(request, COMPARE_COOKIE)),
  );

  r.post(
    '/api/compare/product/',
    { schema: { tags, body: AddBody, response: { 200: CompareAddResult } } },
    async (request, reply) => {
      const { listId, created, answer } = await addToCompareList(
        db,
        readIdCookie(request, COMPARE_COOKIE),
        request.body.sku,
      );
      if (created) setIdCookie(request, reply, COMPARE_COOKIE, listId);
      return answer;
    },
  );

  r.delete(
    '/api/compare/product/:sku',
    { schema: { tags, params: SkuPath, response: { 200: CompareList } } },
    async (request) => removeFromCompareList(db, readIdCookie(request, COMPARE_COOKIE), request.params.sku),
  );

  r.get(
    '/api/compare/products',
    { schema: { tags, querystring: CompareProductsQuery, response: { 200: CompareProducts } } },
    async (request) => loadCompareProducts(db, parseSkuList(request.query.SkuList), opts.config.theme),
  );
}
