/** The site path of a product from its API uri ('product/{slug}/', '/p/{slug}' or a bare slug). */
export function productPath(uri: string): string {
  const slug = uri
    .replace(/^\/+|\/+$/g, '')
    .replace(/^(?:product|p)\//, '');
  return `/p/${slug}`;
}
