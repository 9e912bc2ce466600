import type { ApiClient, CategoryNode } from '@shop/contracts';
import { optional } from './page.ts';

/** The catalogue's own content pages, listed in the site map and sitemap.xml. */
export const CONTENT_PAGES = [
  { title: 'All products', path: '/products' },
  { title: 'Brands', path: '/brands' },
  { title: 'Sale', path: '/sale' },
  { title: 'Legendary service', path: '/article/legendary-service' },
  { title: 'Zip Pay', path: '/zip' },
  { title: 'Zip Money', path: '/zipmoney' },
  { title: 'Afterpay', path: '/afterpay' },
] as const;

/**
 * Static pages the site links to. There is no list call yet (docs/decisions/0008-catalogue-pages.md asks for one),
 * so the known names are checked one by one and only those that exist are listed.
 */
export const KNOWN_STATIC_PAGES = ['about-us', 'delivery', 'returns', 'privacy', 'terms'] as const;

export async function staticPages(api: ApiClient): Promise<{ title: string; path: string }[]> {
  const pages = await Promise.all(KNOWN_STATIC_PAGES.map((name) => optional(api.staticPage(name))));
  return pages.flatMap((page, i) =>
    page ? [{ title: page.heading, path: `/s/${page.name || KNOWN_STATIC_PAGES[i]}` }] : [],
  );
}

export function categoryPath(uri: string): string {
  return uri.startsWith('/') ? uri : `/c/${uri}`;
}

export function flattenCategories(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenCategories(node.children)]);
}
