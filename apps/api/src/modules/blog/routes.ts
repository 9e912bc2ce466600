import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BlogArticle, BlogArticleList, BlogSlugParams } from '@shop/contracts';
import type { Db } from '@shop/db';
import { AppError, sanitizeHtml } from '@shop/server-kit';
import type { StorefrontConfig } from '../../config.ts';
import { findBlogArticle, listBlogArticles } from './queries.ts';

/** The blog (000 §2 page type blog) and its articles, each shown only on the brands it names (docs/decisions/0039). */
export async function registerBlogRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig; now?: () => Date },
) {
  const { db } = opts;
  const now = opts.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['blog'];
  /** The brand a request is for (its host, docs/decisions/0038). */
  const brandOf = (request: FastifyRequest): string => request.site.theme;

  r.get('/api/blog', { schema: { tags, response: { 200: BlogArticleList } } }, async (request) => {
    const rows = await listBlogArticles(db, { brand: brandOf(request), now: now() });
    return { articles: rows.map((a) => ({ ...a, publishedAt: a.publishedAt.toISOString() })) };
  });

  r.get(
    '/api/blog/:slug',
    { schema: { tags, params: BlogSlugParams, response: { 200: BlogArticle } } },
    async (request) => {
      const article = await findBlogArticle(db, {
        slug: request.params.slug,
        brand: brandOf(request),
        now: now(),
      });
      if (!article) throw new AppError('not_found', ['Article not found']);
      // Sanitised when stored, and again on the way out, as static pages are.
      return { ...article, body: sanitizeHtml(article.body), publishedAt: article.publishedAt.toISOString() };
    },
  );
}
