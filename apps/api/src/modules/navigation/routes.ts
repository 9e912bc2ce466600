import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Navbar } from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import { loadNavbar } from './service.ts';

export async function registerNavigationRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/navbar/',
      { schema: { tags: ['navigation'], response: { 200: Navbar } } },
      async (request, reply) => {
        void reply.header('cache-control', 'public, max-age=300');
        return loadNavbar(opts.db, request.site.theme);
      },
    );
}
