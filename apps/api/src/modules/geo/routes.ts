import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GeoData, Locality, LocationSuggestions, SetLocationBody } from '@shop/contracts';
import type { Db } from '@shop/db';
import { AppError } from '@shop/server-kit';
import type { StorefrontConfig } from '../../config.ts';
import { hasControlChars } from '../shared/params.ts';
import { requireJsonBody } from '../shared/json-only.ts';
import { writeLocationChoice } from './cookie.ts';
import { getLocalityById } from './queries.ts';
import { loadGeo, localityNotFound, lookupLocality, suggestLocalities } from './service.ts';

const GeoQuery = z.object({ region_id: z.string().max(10).optional() });
// One wildcard for both locality calls: '/{term}' and '/{suburb}/{state}/{postcode}'. A ':term' parameter over 100
// characters would fall through to the catch-all 404 instead of giving the empty answer.
const LocalityParams = z.object({ '*': z.string().max(300) });

/** Delivery location: geo state, setting it, locality typeahead and lookup (000 §7). docs/decisions/0010. */
export async function registerGeoRoutes(app: FastifyInstance, opts: { db: Db; config: StorefrontConfig }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['location'];

  r.get(
    '/api/geo',
    { schema: { tags, querystring: GeoQuery, response: { 200: GeoData } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const { geo } = await loadGeo(db, request.site, request, { regionId: request.query.region_id });
      return geo;
    },
  );

  r.post(
    '/api/geo/setlocation',
    { preValidation: requireJsonBody, schema: { tags, body: SetLocationBody, response: { 200: GeoData } } },
    async (request, reply) => {
      const locality = await getLocalityById(db, { id: request.body.localityId });
      if (!locality) throw localityNotFound();
      // A new location drops a store chosen for the old one only when it is in another country.
      const current = await loadGeo(db, request.site, request);
      const keepStore =
        current.choice.storeId > 0 && current.geo.store?.country === locality.country
          ? current.choice.storeId
          : 0;
      const choice = { localityId: locality.id, storeId: keepStore };
      const { geo } = await loadGeo(db, request.site, request, { choice });
      writeLocationChoice(request, reply, choice);
      void reply.header('cache-control', 'private, no-store');
      return geo;
    },
  );

  r.get(
    '/api/locality/*',
    { schema: { tags, params: LocalityParams, response: { 200: z.union([LocationSuggestions, Locality]) } } },
    async (request) => {
      const parts = request.params['*'].split('/');
      if (parts.length === 1) return suggestLocalities(db, request.site, parts[0] ?? '');
      const [suburb, state, postcode] = parts;
      if (parts.length !== 3 || !suburb || !state || !postcode) throw new AppError('not_found', []);
      if (suburb.length > 100 || state.length > 10 || postcode.length > 10 || parts.some(hasControlChars))
        throw localityNotFound();
      return lookupLocality(db, { suburb, state, postcode });
    },
  );
}
