import { z } from 'zod';

// The blog (000 §2 page type blog) and its articles at /article/{slug} (page type topic).

export const BlogArticleSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** ISO time. */
  publishedAt: z.string(),
});
export type BlogArticleSummary = z.infer<typeof BlogArticleSummary>;

/** GET /api/blog: the brand's published articles, newest first. */
export const BlogArticleList = z.object({ articles: z.array(BlogArticleSummary) });
export type BlogArticleList = z.infer<typeof BlogArticleList>;

/** GET /api/blog/{slug}: one article; `body` is HTML sanitised before it was stored. */
export const BlogArticle = BlogArticleSummary.extend({ body: z.string() });
export type BlogArticle = z.infer<typeof BlogArticle>;

/** Any slug up to 120 characters: one that names no article is a 404, whatever its form. */
export const BlogSlugParams = z.object({ slug: z.string().min(1).max(120) });
