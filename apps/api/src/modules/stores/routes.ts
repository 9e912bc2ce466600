import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GeoData,
  SetStoreBody,
  Store,
  StoreIdParams,
  StoreList,
  StoreListQuery,
  StoreUriParams,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import { requireJsonBody } from '../shared/json-only.ts';
import { writeLocationChoice } from '../geo/cookie.ts';
import { loadGeo } from '../geo/service.ts';
import { cleanText } from '../shared/params.ts';
import { getStoreByStoreId } from './queries.ts';
import { loadStore, loadStoreByUri, loadStores, storeNotFound } from './service.ts';

const UriParams = StoreUriParams.extend({ storeUri: cleanText(120) });

/** Stores: list with filters, one by id or uri, choosing one (000 §7). docs/decisions/0010. */
export async function registerStoreRoutes(app: FastifyInstance, opts: { db: Db; config: StorefrontConfig }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stores'];

  r.get(
    '/api/store',
    { schema: { tags, querystring: StoreListQuery, response: { 200: StoreList } } },
    async (request) => loadStores(db, request.site, request, request.query.filters),
  );
  r.get(
    '/api/store/:id',
    { schema: { tags, params: StoreIdParams, response: { 200: Store } } },
    async (request) => loadStore(db, request.params.id),
  );
  r.get(
    '/api/store/uri/:storeUri',
    { schema: { tags, params: UriParams, response: { 200: Store } } },
    async (request) => loadStoreByUri(db, request.params.storeUri),
  );

  r.post(
    '/api/store/setstore',
    { preValidation: requireJsonBody, schema: { tags, body: SetStoreBody, response: { 200: GeoData } } },
    async (request, reply) => {
      const store = await getStoreByStoreId(db, { storeId: request.body.storeId });
      if (!store) throw storeNotFound();
      const current = await loadGeo(db, request.site, request);
      const choice = { localityId: current.choice.localityId, storeId: store.storeId };
      const { geo } = await loadGeo(db, request.site, request, { choice });
      writeLocationChoice(request, reply, choice);
      void reply.header('cache-control', 'private, no-store');
      return geo;
    },
  );
}
