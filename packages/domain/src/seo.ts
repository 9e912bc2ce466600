import type { StockStatus } from './promotions.ts';

// 000 §3 and §9: page titles, canonical links and open-graph data.

/** ' | {company}' is appended when asked, unless the title already ends with it. */
export function pageTitle(title: string, company: string, append: boolean): string {
  const suffix = ` | ${company}`;
  return append && !title.endsWith(suffix) ? `${title}${suffix}` : title;
}

export interface CanonicalOptions {
  readonly trailingSlash?: boolean;
}

/**
 * https, lower case, and a trailing slash only on the root or when requested. A bare path (no scheme) keeps being a
 * path. Query and fragment are kept, lower-cased with the rest.
 */
export function canonicalUrl(url: string, opts: CanonicalOptions = {}): string {
  const lower = url.trim().toLowerCase();
  const origin = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)/.exec(lower);
  const remainder = origin ? lower.slice(origin[0].length) : lower;
  const pathEnd = remainder.search(/[?#]/);
  const rawPath = pathEnd === -1 ? remainder : remainder.slice(0, pathEnd);
  const rest = pathEnd === -1 ? '' : remainder.slice(pathEnd);
  let path = rawPath.replace(/\/+$/, '');
  if (path === '' || opts.trailingSlash) path = `${path}/`;
  return `${origin ? `https://${origin[1] ?? ''}` : ''}${path}${rest}`;
}

export const EMAIL_MASK = '[email]';

const EMAIL_IN_URL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/gi;

/**
 * 000 §5 / 001 §7: page URLs that contain one of the configured sensitive fragments have e-mail addresses (plain or
 * with %40) replaced before they go to trackers. Other URLs are untouched.
 */
export function maskEmailsInTrackedUrl(url: string, sensitiveFragments: readonly string[]): string {
  const lower = url.toLowerCase();
  const sensitive = sensitiveFragments.some((f) => f !== '' && lower.includes(f.toLowerCase()));
  return sensitive ? url.replace(EMAIL_IN_URL, EMAIL_MASK) : url;
}

export const OPEN_GRAPH_TYPES = ['article', 'product', 'product.group', 'website'] as const;
export type OpenGraphType = (typeof OPEN_GRAPH_TYPES)[number];

export const OPEN_GRAPH_IMAGE_SIZES = {
  small: { width: 150, height: 150 },
  medium: { width: 350, height: 380 },
  large: { width: 1600, height: 630 },
} as const;
export type OpenGraphImageSize = keyof typeof OPEN_GRAPH_IMAGE_SIZES;

/** 000 §2 page types known to the router. */
export const PAGE_TYPES = [
  'generic',
  'homepage',
  'categoryPage',
  'brandPage',
  'promoPage',
  'filter',
  'search',
  'topic',
  'sale',
  'promotions',
  'accounts',
  'shoppingCart',
  'orderConfirmation',
  'OrderSummary',
  'productComparison',
  'checkout',
  'product',
  'rescheduleDelivery',
  'afterpay',
  'zipPay',
  'vouchers',
  'cartBuilder',
  'klarna',
  'humm',
  'referAFriend',
  'contactUs',
  'resetPassword',
  'siteMap',
  'static',
  'blog',
  'project',
  'performanceDashboard',
  'pages',
  'virtualTour',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const DEFAULT_PAGE_TYPE: PageType = 'homepage';

/** 000 §3: article for static pages, product, product.group for category or search, website otherwise. */
export function openGraphType(pageType: PageType): OpenGraphType {
  switch (pageType) {
    case 'static':
      return 'article';
    case 'product':
      return 'product';
    case 'categoryPage':
    case 'search':
      return 'product.group';
    default:
      return 'website';
  }
}

/** schema.org availability for each stock status (docs/decisions/0008-catalogue-pages.md). */
export const SCHEMA_AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  backOrder: 'https://schema.org/BackOrder',
  noStock: 'https://schema.org/OutOfStock',
  supersededAndNoStock: 'https://schema.org/Discontinued',
  indeterminate: 'https://schema.org/LimitedAvailability',
} as const satisfies Record<StockStatus, string>;
