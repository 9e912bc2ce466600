export interface BreadcrumbItem {
  title: string;
  uri: string;
  params?: Record<string, string>;
}

/** A site path for the item: uris may come with or without the leading slash; params become the query. */
export function breadcrumbPath(item: BreadcrumbItem): string {
  const path = /^https?:\/\//i.test(item.uri) || item.uri.startsWith('/') ? item.uri : `/${item.uri}`;
  const query = item.params ? new URLSearchParams(item.params).toString() : '';
  return query ? `${path}?${query}` : path;
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin.replace(/\/+$/, '')}${path}`;
}

/**
 * schema.org BreadcrumbList with absolute URLs; the current page (empty uri) has no item, as Google allows for the
 * last crumb. '<' is escaped so a title can never close the script element.
 */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], origin: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      ...(item.uri === '' ? {} : { item: absolute(origin, breadcrumbPath(item)) }),
    })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
