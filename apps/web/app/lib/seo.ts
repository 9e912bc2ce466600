import type { MetaDescriptor } from 'react-router';
import type { OpenGraphType } from '@shop/domain';

/** What a page tells crawlers and sharers; built by the loader (it knows the site), rendered by `meta`. */
export interface PageSeo {
  title: string;
  canonical: string;
  description: string | null;
  ogType: OpenGraphType;
  image: { url: string; width: number; height: number } | null;
  noIndex: boolean;
}

/** The `meta` export of every page: title, canonical link, description and Open Graph tags. */
export function seoMeta(seo: PageSeo | null | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:title', content: seo.title },
    { property: 'og:type', content: seo.ogType },
    { property: 'og:url', content: seo.canonical },
  ];
  if (seo.description) {
    tags.push({ name: 'description', content: seo.description });
    tags.push({ property: 'og:description', content: seo.description });
  }
  if (seo.image) {
    tags.push({ property: 'og:image', content: seo.image.url });
    tags.push({ property: 'og:image:width', content: String(seo.image.width) });
    tags.push({ property: 'og:image:height', content: String(seo.image.height) });
  }
  if (seo.noIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** JSON for a `<script type="application/ld+json">`; '<' is escaped so content can never close the script. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
