import type { ApiClient } from '@shop/contracts/web';
import type { Route } from './+types/sitemap-xml';
import { requestServices } from '../lib/context.server.ts';
import { optional } from '../lib/page.server.ts';
import { categoryPath } from '../lib/category-path.ts';
import { CONTENT_PAGES, flattenCategories, staticPages } from '../lib/site-pages.server.ts';
import { sitemapXml, type SitemapEntry } from '../lib/sitemap-xml.server.ts';

/**
 * Pages of the product feed (5,000 addresses each) read at most: 50,000 addresses is the sitemaps.org limit per
 * file, and categories, brands and content pages need room too.
 */
export const MAX_PRODUCT_FEED_PAGES = 9;

/** Every product page with its last change, from the site-map feed (GET /api/v2/sitemap/products). */
async function productEntries(api: ApiClient): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let page = 1; page <= MAX_PRODUCT_FEED_PAGES; page++) {
    const result = await optional(api.sitemapProducts(page));
    if (!result) break;
    entries.push(...result.items.map((p) => ({ path: `/p/${p.slug}`, lastModified: p.updatedAt })));
    if (page >= result.pageCount) break;
  }
  return entries;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const [tree, brands, pages, products, blog] = await Promise.all([
    optional(api.categoryTree()),
    optional(api.brands()),
    staticPages(api),
    productEntries(api),
    optional(api.blogArticles()),
  ]);
  const entries: SitemapEntry[] = [
    '/',
    ...flattenCategories(tree?.categories ?? []).map((c) => categoryPath(c.uri)),
    ...products,
    ...(brands?.brands ?? []).map((b) => `/brands/${b.uri}`),
    ...pages.map((p) => ({ path: p.path, lastModified: p.lastModified })),
    ...CONTENT_PAGES.map((p) => p.path),
    ...(blog?.articles ?? []).map((a) => ({ path: `/article/${a.slug}`, lastModified: a.publishedAt })),
    '/sitemap',
  ];
  return new Response(sitemapXml(site.canonicalOrigin, entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
