import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, runLoader, statusOf } from '../test/catalogue.tsx';
import * as article from './article.tsx';
import * as blog from './blog.tsx';
import * as sitemap from './sitemap-xml.ts';

afterEach(cleanup);

const FRIDGE = {
  slug: 'choosing-the-right-fridge',
  title: 'Choosing the right fridge for your kitchen',
  summary: 'How to measure the space and read the energy label.',
  publishedAt: '2026-02-16T00:00:00.000Z',
};
const SERVICE = {
  slug: 'legendary-service',
  title: 'Legendary service',
  summary: 'What we do before, during and after you buy.',
  publishedAt: '2025-06-02T00:00:00.000Z',
};

describe('the blog', () => {
  it('lists the articles with their dates and summaries, each linking to its page', async () => {
    renderRoute(blog, {
      path: '/blog',
      url: '/blog',
      answers: { '/api/blog': { articles: [FRIDGE, SERVICE] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: FRIDGE.title }).getAttribute('href')).toBe(
      '/article/choosing-the-right-fridge',
    );
    expect(first.getByText('16 February 2026').getAttribute('datetime')).toBe(FRIDGE.publishedAt);
    expect(first.getByText(FRIDGE.summary)).toBeTruthy();
    expect(within(items[1]!).getByRole('link', { name: 'Legendary service' }).getAttribute('href')).toBe(
      '/article/legendary-service',
    );
  });

  it('says so when there are no articles', async () => {
    renderRoute(blog, { path: '/blog', url: '/blog', answers: { '/api/blog': { articles: [] } } });
    expect(await screen.findByText('No articles yet. Please come back soon.')).toBeTruthy();
  });

  it('is the blog page type with a canonical address', async () => {
    expect(blog.handle.pageType).toBe('blog');
    const { result } = await runLoader(blog.loader, {
      url: '/blog',
      answers: { '/api/blog': { articles: [] } },
    });
    const tags = blog.meta({ loaderData: result } as never);
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.example.com.au/blog',
    });
  });
});

describe('an article', () => {
  const BODY = { ...FRIDGE, body: '<h2>Measure twice</h2><p>Leave <strong>50 mm</strong> at the sides.</p>' };

  it('renders the title, summary, date and the HTML body, under a Blog breadcrumb', async () => {
    renderRoute(article, {
      path: '/article/:slug',
      url: '/article/choosing-the-right-fridge',
      answers: { '/api/blog/choosing-the-right-fridge': BODY },
    });
    expect(await screen.findByRole('heading', { level: 1, name: FRIDGE.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Measure twice' })).toBeTruthy();
    expect(screen.getByText('50 mm').tagName).toBe('STRONG');
    expect(screen.getByText('16 February 2026')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
  });

  it('is a topic page with the summary as its description', async () => {
    expect(article.handle.pageType).toBe('topic');
    const { result } = await runLoader(article.loader, {
      url: '/article/choosing-the-right-fridge',
      params: { slug: 'choosing-the-right-fridge' },
      answers: { '/api/blog/choosing-the-right-fridge': BODY },
    });
    const tags = article.meta({ loaderData: result } as never);
    expect(tags).toContainEqual({ name: 'description', content: FRIDGE.summary });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.example.com.au/article/choosing-the-right-fridge',
    });
  });

  it('answers 404 for an article that does not exist', async () => {
    const { thrown } = await runLoader(article.loader, {
      url: '/article/nope',
      params: { slug: 'nope' },
      answers: {},
    });
    expect(statusOf(thrown)).toBe(404);
  });
});

describe('sitemap.xml', () => {
  it('lists the blog, refer a friend and every article with its publication time', async () => {
    const { result } = await runLoader(sitemap.loader, {
      url: '/sitemap.xml',
      answers: { '/api/blog': { articles: [FRIDGE, SERVICE] } },
    });
    const xml = await (result as Response).text();
    expect(xml).toContain('<loc>https://www.example.com.au/blog</loc>');
    expect(xml).toContain('<loc>https://www.example.com.au/refer-a-friend</loc>');
    expect(xml).toContain(
      '<url><loc>https://www.example.com.au/article/choosing-the-right-fridge</loc><lastmod>2026-02-16T00:00:00.000Z</lastmod></url>',
    );
    expect(xml.match(/\/article\/legendary-service</g)).toHaveLength(1);
  });
});
