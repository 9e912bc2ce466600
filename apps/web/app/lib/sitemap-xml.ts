import { canonicalUrl } from '@shop/domain';

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A sitemaps.org urlset of canonical addresses (https, lower case), each listed once. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const path of paths) {
    const loc = canonicalUrl(`${origin}${path.startsWith('/') ? '' : '/'}${path}`);
    if (seen.has(loc)) continue;
    seen.add(loc);
    urls.push(`  <url><loc>${escapeXml(loc)}</loc></url>`);
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
