import { canonicalUrl } from '@shop/domain';

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A site path, or a path with the time it last changed (ISO; written as `lastmod`). */
export type SitemapEntry = string | { path: string; lastModified?: string | null | undefined };

/** A W3C date-time `lastmod` accepts, or null for a value that is not a time. */
function lastmod(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** A sitemaps.org urlset of canonical addresses (https, lower case), each listed once (the first entry wins). */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const path = typeof entry === 'string' ? entry : entry.path;
    const loc = canonicalUrl(`${origin}${path.startsWith('/') ? '' : '/'}${path}`);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const modified = typeof entry === 'string' ? null : lastmod(entry.lastModified);
    urls.push(
      modified
        ? `  <url><loc>${escapeXml(loc)}</loc><lastmod>${modified}</lastmod></url>`
        : `  <url><loc>${escapeXml(loc)}</loc></url>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /customer/',
    'Disallow: /account/',
    'Disallow: /api/',
    '',
    `Sitemap: ${canonicalUrl(`${origin}/sitemap.xml`)}`,
    '',
  ].join('\n');
}
