import {
  canonicalUrl,
  formatDecimalAmount,
  OPEN_GRAPH_IMAGE_SIZES,
  openGraphType,
  pageTitle,
  SCHEMA_AVAILABILITY,
  truncate,
  type OpenGraphImageSize,
  type PageType,
  type StockStatus,
} from '@shop/domain';
import type { Site } from './context.server.ts';
import type { PageSeo } from './seo.ts';

export interface SeoInput {
  title: string;
  pageType: PageType;
  /** Path (and query worth keeping) of the canonical address, e.g. '/c/kitchen/fridges?page=2'. */
  path: string;
  description?: string | null;
  image?: { src: string; size: OpenGraphImageSize } | null;
  noIndex?: boolean;
}

/** An absolute https address on the site's canonical origin for a site path; absolute addresses are kept. */
export function absoluteUrl(site: Pick<Site, 'canonicalOrigin'>, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${site.canonicalOrigin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Description length for meta tags: the spec's default truncation (84 characters and an ellipsis). */
function metaDescription(text: string | null | undefined): string | null {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain ? truncate(plain) : null;
}

/** Every page gets a description (search results show it); pages without their own copy get this one. */
function fallbackDescription(title: string, company: string): string | null {
  const subject = title === 'Home' ? company : `${title} at ${company}`;
  return metaDescription(`${subject}: compare prices, specifications and delivery days.`);
}

export function buildSeo(site: Pick<Site, 'canonicalOrigin' | 'companyName'>, input: SeoInput): PageSeo {
  const size = input.image ? OPEN_GRAPH_IMAGE_SIZES[input.image.size] : null;
  return {
    title: pageTitle(input.title, site.companyName, true),
    canonical: canonicalUrl(absoluteUrl(site, input.path)),
    description: metaDescription(input.description) ?? fallbackDescription(input.title, site.companyName),
    ogType: openGraphType(input.pageType),
    image:
      input.image && size
        ? { url: absoluteUrl(site, input.image.src), width: size.width, height: size.height }
        : null,
    noIndex: input.noIndex ?? false,
  };
}

export interface ProductJsonLdInput {
  title: string;
  sku: string;
  brand: string;
  description: string | null;
  images: string[];
  /** Null when the price is not shown (Request Price, or hidden from visitors on commercial themes). */
  price: number | null;
  currency: string;
  stockStatus: StockStatus;
  url: string;
}

/** schema.org Product with one Offer; the price is left out when the page does not show one. */
export function productJsonLd(p: ProductJsonLdInput) {
  const offer: Record<string, string | number> = {
    '@type': 'Offer',
    priceCurrency: p.currency,
    availability: SCHEMA_AVAILABILITY[p.stockStatus],
    url: p.url,
  };
  if (p.price !== null) offer.price = formatDecimalAmount(p.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    sku: p.sku,
    brand: { '@type': 'Brand', name: p.brand },
    image: p.images,
    ...(p.description ? { description: p.description } : {}),
    offers: offer,
  };
}
