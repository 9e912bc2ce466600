import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RedirectDestinationQuery, RedirectQuery, RedirectResult } from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import { cleanText } from '../shared/params.ts';
import { resolveRedirect } from './service.ts';

const FromUrlQuery = RedirectQuery.extend({ fromUrl: cleanText(2000) });
const FromUriQuery = RedirectDestinationQuery.extend({ fromUri: cleanText(2000) });

/** Redirect lookups (000 §7, §8): no match is a 200 with doRedirect false, never a 404. */
export async function registerRedirectRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig },
) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['redirects'];

  r.get(
    '/api/redirect',
    { schema: { tags, querystring: FromUrlQuery, response: { 200: RedirectResult } } },
    async (request) => resolveRedirect(db, request.query.fromUrl),
  );
  r.get(
    '/api/redirect/getdestination',
    { schema: { tags, querystring: FromUriQuery, response: { 200: RedirectResult } } },
    async (request) => resolveRedirect(db, request.query.fromUri),
  );
}
