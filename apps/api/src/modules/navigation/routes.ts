import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Navbar } from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import { loadNavbar } from './service.ts';

/** Navigation changes rarely; the spec refreshes it about hourly, so does each server. */
const NAVBAR_TTL_MS = 60 * 60 * 1000;

export async function registerNavigationRoutes(app: FastifyInstance, opts: { db: Db; config: StorefrontConfig }) {
  let cached: { value: Navbar; expires: number } | null = null;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/navbar/',
    { schema: { tags: ['navigation'], response: { 200: Navbar } } },
    async (_request, reply) => {
      const now = Date.now();
      if (!cached || cached.expires <= now) {
        cached = { value: await loadNavbar(opts.db, opts.config.theme), expires: now + NAVBAR_TTL_MS };
      }
      void reply.header('cache-control', 'public, max-age=300');
      return cached.value;
    },
  );
}
