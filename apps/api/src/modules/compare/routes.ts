import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompareAddRequest, CompareAddResult, CompareList, CompareProducts, CompareProductsQuery } from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import type { SignedIn } from '../auth/signed-in.ts';
import { cleanText } from '../shared/params.ts';
import { COMPARE_COOKIE, clearIdCookie, readIdCookie, setIdCookie } from '../cart/cookies.ts';
import { mergeCompareIntoAccount } from './queries.ts';
import {
  addToCompareList,
  loadCompareList,
  loadCompareProducts,
  parseSkuList,
  removeFromCompareList,
  type CompareOwner,
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

  /**
   * The account's list when signed in, merging the session cookie's anonymous list into it on the first signed-in
   * request and clearing that cookie (the account's list is reached through the token only); else the cookie's list.
   */
  const ownerOf = async (request: FastifyRequest, reply: FastifyReply): Promise<CompareOwner> => {
    const accountId = await signedIn.accountOf(request);
    const listId = readIdCookie(request, COMPARE_COOKIE);
    if (!accountId) return { listId };
    if (request.cookies[COMPARE_COOKIE] !== undefined) {
      if (listId) await mergeCompareIntoAccount(db, listId, accountId);
      clearIdCookie(request, reply, COMPARE_COOKIE);
    }
    return { accountId };
  };

  r.get('/api/compare/', { schema: { tags, response: { 200: CompareList } } }, async (request, reply) =>
    loadCompareList(db, await ownerOf(request, reply)),
  );

  r.post(
    '/api/compare/product/',
    { schema: { tags, body: AddBody, response: { 200: CompareAddResult } } },
    async (request, reply) => {
      const { listId, created, answer } = await addToCompareList(db, await ownerOf(request, reply), request.body.sku);
      if (created) setIdCookie(request, reply, COMPARE_COOKIE, listId);
      return answer;
    },
  );

  r.delete(
    '/api/compare/product/:sku',
    { schema: { tags, params: SkuPath, response: { 200: CompareList } } },
    async (request, reply) => removeFromCompareList(db, await ownerOf(request, reply), request.params.sku),
  );

  r.get(
    '/api/compare/products',
    { schema: { tags, querystring: CompareProductsQuery, response: { 200: CompareProducts } } },
    async (request) => loadCompareProducts(db, parseSkuList(request.query.SkuList), opts.config.theme),
  );
}
