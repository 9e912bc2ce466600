import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompareAddRequest, CompareAddResult, CompareList, CompareProducts, CompareProductsQuery } from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import type { SignedIn } from '../auth/signed-in.ts';
import { COMPARE_COOKIE } from '../shared/list-cookie.ts';
import { ownedList } from '../shared/owned-list.ts';
import { cleanText } from '../shared/params.ts';
import { compareStore } from './queries.ts';
import {
  addToCompareList,
  loadCompareList,
  loadCompareProducts,
  parseSkuList,
  removeFromCompareList,
} from './service.ts';

const AddBody = CompareAddRequest.extend({ sku: cleanText(64) });
const SkuPath = CompareAddRequest.extend({ sku: cleanText(64) });

/**
 * The compare list of spec 000 §7 (docs/decisions/0012): the session cookie's list, at most 3 products; once signed
 * in, the account's list (docs/decisions/0014).
 */
export async function registerCompareRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig; signedIn: SignedIn },
) {
  const { db, signedIn } = opts;
  await app.register(fastifyCookie);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compare'];

  const list = ownedList({ db, store: compareStore, cookie: COMPARE_COOKIE, signedIn });

  r.get('/api/compare/', { schema: { tags, response: { 200: CompareList } } }, async (request, reply) =>
    loadCompareList(db, await list.ownerOf(request, reply)),
  );

  r.post(
    '/api/compare/product/',
    { schema: { tags, body: AddBody, response: { 200: CompareAddResult } } },
    async (request, reply) => {
      const owner = await list.ownerOf(request, reply);
      const { answer, ...target } = await addToCompareList(db, owner, request.body.sku);
      list.remember(request, reply, owner, target);
      return answer;
    },
  );

  r.delete(
    '/api/compare/product/:sku',
    { schema: { tags, params: SkuPath, response: { 200: CompareList } } },
    async (request, reply) => removeFromCompareList(db, await list.ownerOf(request, reply), request.params.sku),
  );

  r.get(
    '/api/compare/products',
    { schema: { tags, querystring: CompareProductsQuery, response: { 200: CompareProducts } } },
    async (request) => loadCompareProducts(db, parseSkuList(request.query.SkuList), request.site.theme),
  );
}
