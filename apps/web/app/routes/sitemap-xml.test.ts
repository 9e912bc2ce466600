import { describe, expect, it } from 'vitest';
import { categoryFixture, listingFixture, runLoader } from '../test/catalogue.tsx';
import { productFixture } from '../test/fixtures.ts';
import * as robots from './robots-txt.ts';
import * as sitemap from './sitemap-xml.ts';

const products = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => productFixture({ productId: from + i, slug: `item-${from + i}` }));

describe('sitemap.xml', () => {
  it('lists home, categories, every product page by page, brands and static pages on the canonical origin', async () => {
    const { result } = await runLoader(sitemap.loader, {
      url: '/sitemap.xml',
      answers: {
        '/api/v2/categories': {
          categories: [
            {
              title: 'Kitchen',
              uri: 'kitchen',
              productCount: 3,
              children: [{ title: 'Fridges', uri: 'kitchen/fridges', productCount: 3, children: [] }],
            },
          ],
        },
        '/api/v2/brands': {
          brands: [{ name: 'Polar', uri: 'polar', thumbnail: null, description: null, productCount: 3 }],
        },
        '/api/Static/delivery': {
          name: 'delivery',
          heading: 'Delivery',
          body: '',
          metaTitle: null,
          metaDescription: null,
        },
        '/api/v2/category/?page=1&pageSize=96&sort=name': categoryFixture({
          listing: listingFixture(products(1, 2), { totalCount: 3, pageSize: 96, pageCount: 2 }),
        }),
        '/api/v2/category/?page=2&pageSize=96&sort=name': categoryFixture({
          listing: listingFixture(products(3, 1), { totalCount: 3, page: 2, pageSize: 96, pageCount: 2 }),
        }),
      },
    });
    const response = result as Response;
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://www.example.com.au/',
        'https://www.example.com.au/c/kitchen',
        'https://www.example.com.au/c/kitchen/fridges',
        'https://www.example.com.au/p/item-1',
        'https://www.example.com.au/p/item-2',
        'https://www.example.com.au/p/item-3',
        'https://www.example.com.au/brands/polar',
        'https://www.example.com.au/s/delivery',
        'https://www.example.com.au/brands',
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe('robots.txt', () => {
  it('allows all, keeps crawlers out of customer, account and API paths and points at the sitemap', async () => {
    const { result } = await runLoader(robots.loader, { url: '/robots.txt', answers: {} });
    const response = result as Response;
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /customer/',
        'Disallow: /account/',
        'Disallow: /api/',
        '',
        'Sitemap: https://www.example.com.au/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
