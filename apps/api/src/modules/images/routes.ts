import type { FastifyInstance } from 'fastify';
import { renderDemoImage } from '@shop/db';

/**
 * Demo product, brand, store and banner pictures are drawn on request from their path,
 * so the shop ships every image it shows and fetches nothing from elsewhere.
 */
export function registerImageRoutes(app: FastifyInstance): void {
  app.get('/images/demo/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const svg = renderDemoImage(decodeURIComponent(pathname));
    if (svg === null) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
