import type { ApiClient } from '@shop/contracts';
import type { Route } from './+types/sitemap-xml';
import { allProducts } from '../lib/all-products.ts';
import { requestServices } from '../lib/context.ts';
import { optional } from '../lib/page.ts';
import { categoryPath, CONTENT_PAGES, flattenCategories, staticPages } from '../lib/site-pages.ts';
import { sitemapXml } from '../lib/sitemap-xml.ts';

/** Listing page size for the product walk (the API's maximum). */
export const SITEMAP_PAGE_SIZE = 96;
/** 50,000 addresses is the sitemaps.org limit per file; stop well before it. */
const MAX_PRODUCT_PAGES = 400;

async function productPaths(api: ApiClient): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; page <= MAX_PRODUCT_PAGES; page++) {
    const result = await optional(allProducts(api, { page, pageSize: SITEMAP_PAGE_SIZE, sort: 'name' }));
    if (!result) break;
    paths.push(...result.listing.products.map((p) => `/p/${p.slug}`));
    if (page >= result.listing.pageCount) break;
  }
  return paths;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const [tree, brands, pages, products] = await Promise.all([
    optional(api.categoryTree()),
    optional(api.brands()),
    staticPages(api),
    productPaths(api),
  ]);
  const paths = [
    '/',
    ...flattenCategories(tree?.categories ?? []).map((c) => categoryPath(c.uri)),
    ...products,
    ...(brands?.brands ?? []).map((b) => `/brands/${b.uri}`),
    ...pages.map((p) => p.path),
    ...CONTENT_PAGES.map((p) => p.path),
    '/sitemap',
  ];
  return new Response(sitemapXml(site.canonicalOrigin, paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
