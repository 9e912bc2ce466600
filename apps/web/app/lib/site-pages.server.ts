import type { CategoryNode } from '@shop/contracts';
import type { ApiClient } from '@shop/contracts/web';
import { optional } from './page.server.ts';

/** The catalogue's own content pages, listed in the site map and sitemap.xml. */
export const CONTENT_PAGES = [
  { title: 'All products', path: '/products' },
  { title: 'Brands', path: '/brands' },
  { title: 'Sale', path: '/sale' },
  { title: 'Legendary service', path: '/article/legendary-service' },
  { title: 'Cooking demos', path: '/cooking-demos' },
  { title: 'Blog', path: '/blog' },
  { title: 'Refer a friend', path: '/refer-a-friend' },
  { title: 'Zip Pay', path: '/zip' },
  { title: 'Zip Money', path: '/zipmoney' },
  { title: 'Afterpay', path: '/afterpay' },
  { title: 'Klarna', path: '/klarna' },
  { title: 'Humm', path: '/humm' },
] as const;

export interface SitePage {
  title: string;
  path: string;
  /** ISO time of the last change, when known (sitemap.xml `lastmod`). */
  lastModified?: string;
}

/** Every static page in the database (GET /api/Static/); none when the list cannot be read, so the map still renders. */
export async function staticPages(api: ApiClient): Promise<SitePage[]> {
  const list = await optional(api.staticPages());
  return (list?.pages ?? []).map((page) => ({
    title: page.heading,
    path: page.uri || `/s/${encodeURIComponent(page.name)}`,
    lastModified: page.updatedAt,
  }));
}

export function flattenCategories(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenCategories(node.children)]);
}
