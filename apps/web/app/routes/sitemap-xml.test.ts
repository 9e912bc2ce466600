import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, runLoader } from '../test/catalogue.tsx';
import * as robots from './robots-txt.ts';
import * as sitemap from './sitemap-xml.ts';
import * as sitemapPage from './sitemap.tsx';

afterEach(cleanup);

const TREE = {
  categories: [
    {
      title: 'Kitchen',
      uri: 'kitchen',
      productCount: 3,
      children: [{ title: 'Fridges', uri: 'kitchen/fridges', productCount: 3, children: [] }],
    },
  ],
};
const BRANDS = {
  brands: [{ name: 'Polar', uri: 'polar', thumbnail: null, description: null, productCount: 3 }],
};
const STATIC_PAGES = {
  pages: [
    {
      name: 'delivery',
      heading: 'Delivery Information',
      uri: '/s/delivery',
      updatedAt: '2026-03-01T02:03:04.000Z',
    },
    {
      name: 'winning-storage-terms-and-conditions',
      heading: 'Storage Terms and Conditions',
      uri: '/s/winning-storage-terms-and-conditions',
      updatedAt: '2026-02-01T00:00:00.000Z',
    },
  ],
  totalCount: 2,
};
const feedPage = (page: number, pageCount: number, slugs: string[]) => ({
  items: slugs.map((slug, i) => ({ slug, updatedAt: `2026-01-0${i + 1}T00:00:00.000Z` })),
  page,
  pageCount,
});

describe('sitemap.xml', () => {
  it('lists home, categories, every product of the feed, brands and every static page on the canonical origin', async () => {
    const { result, api } = await runLoader(sitemap.loader, {
      url: '/sitemap.xml',
      answers: {
        '/api/v2/categories': TREE,
        '/api/v2/brands': BRANDS,
        '/api/Static/': STATIC_PAGES,
        '/api/v2/sitemap/products?page=1': feedPage(1, 2, ['item-1', 'item-2']),
        '/api/v2/sitemap/products?page=2': feedPage(2, 2, ['item-3']),
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
        'https://www.example.com.au/s/winning-storage-terms-and-conditions',
        'https://www.example.com.au/brands',
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
    // Static pages and products carry the time they last changed.
    expect(xml).toContain(
      '<url><loc>https://www.example.com.au/s/delivery</loc><lastmod>2026-03-01T02:03:04.000Z</lastmod></url>',
    );
    expect(xml).toContain(
      '<url><loc>https://www.example.com.au/p/item-3</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://www.example.com.au/brands/polar</loc></url>');
    // One list call, not one call per known page name.
    expect(api.calls.filter((c) => c.input.startsWith('/api/Static/'))).toHaveLength(1);
  });

  it('still answers when the static page list or the feed cannot be read', async () => {
    const { result } = await runLoader(sitemap.loader, {
      url: '/sitemap.xml',
      answers: { '/api/v2/categories': TREE, '/api/v2/brands': BRANDS },
    });
    const xml = await (result as Response).text();
    expect(xml).toContain('<loc>https://www.example.com.au/c/kitchen/fridges</loc>');
    expect(xml).not.toContain('/s/');
  });
});

describe('site map page', () => {
  it('lists every static page from the database under Information', async () => {
    renderRoute(sitemapPage, {
      path: '/sitemap',
      url: '/sitemap',
      answers: { '/api/v2/categories': TREE, '/api/v2/brands': BRANDS, '/api/Static/': STATIC_PAGES },
    });
    const information = await screen.findByRole('region', { name: 'Information' });
    expect(
      within(information).getByRole('link', { name: 'Storage Terms and Conditions' }).getAttribute('href'),
    ).toBe('/s/winning-storage-terms-and-conditions');
    expect(within(information).getByRole('link', { name: 'Delivery Information' }).getAttribute('href')).toBe(
      '/s/delivery',
    );
    expect(within(information).getByRole('link', { name: 'Afterpay' })).toBeTruthy();
    expect(within(information).getByRole('link', { name: 'Klarna' }).getAttribute('href')).toBe('/klarna');
    expect(within(information).getByRole('link', { name: 'Humm' }).getAttribute('href')).toBe('/humm');
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
