import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogArticle, BlogArticleList } from '@shop/contracts';
import { blogArticles } from '@shop/db';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';

let t: TestApp;
/** The brand a request is for comes from its host: `aoc.localhost` is the commercial shop (docs/decisions/0038). */
const AOC = { host: 'aoc.localhost' };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

beforeAll(async () => {
  t = await createTestApp({ products: 0, env: { THEME: 'aol' } });
  await t.handle.db.insert(blogArticles).values([
    {
      slug: 'coming-soon',
      title: 'Coming soon',
      summary: 'Not yet published.',
      body: '<p>Later.</p>',
      publishedAt: new Date(Date.now() + 86_400_000),
    },
    {
      slug: 'unsafe-body',
      title: 'Unsafe body',
      summary: 'Stored before the sanitiser.',
      body: '<p onclick="steal()">Hello<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
      publishedAt: new Date('2020-01-01T00:00:00Z'),
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const list = async (headers: Record<string, string> = {}) => {
  const res = await get('/api/blog', headers);
  expect(res.statusCode).toBe(200);
  return BlogArticleList.parse(res.json()).articles;
};

describe(`the blog (${dbLabel})`, () => {
  it("lists the brand's published articles newest first, legendary service among them", async () => {
    const articles = await list();
    const slugs = articles.map((a) => a.slug);
    expect(slugs).toContain('legendary-service');
    expect(slugs).toContain('choosing-the-right-fridge');
    expect(slugs).not.toContain('coming-soon');
    expect(slugs).not.toContain('planning-a-commercial-kitchen');
    const times = articles.map((a) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(articles.find((a) => a.slug === 'legendary-service')).toEqual({
      slug: 'legendary-service',
      title: 'Legendary service',
      summary: expect.stringContaining('advice'),
      publishedAt: '2025-06-02T00:00:00.000Z',
    });
  });

  it('shows an article that names brands only on those brands', async () => {
    expect((await list(AOC)).map((a) => a.slug)).toContain('planning-a-commercial-kitchen');
    expect((await get('/api/blog/planning-a-commercial-kitchen')).statusCode).toBe(404);
    expect((await get('/api/blog/planning-a-commercial-kitchen', AOC)).statusCode).toBe(200);
  });

  it('answers one article with its sanitised body', async () => {
    const res = await get('/api/blog/choosing-the-right-fridge');
    expect(res.statusCode).toBe(200);
    const article = BlogArticle.parse(res.json());
    expect(article.title).toBe('Choosing the right fridge for your kitchen');
    expect(article.body).toContain('<h2>Measure twice</h2>');
    const unsafe = BlogArticle.parse((await get('/api/blog/unsafe-body')).json());
    expect(unsafe.body).toBe('<p>Hello</p><a>x</a>');
  });

  it('answers 404 for a missing or unpublished article, 400 for an over-long slug', async () => {
    for (const slug of ['no-such-article', 'coming-soon', 'LEGENDARY-SERVICE', "x'%20or%20'1'='1"]) {
      const res = await get(`/api/blog/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await get(`/api/blog/${'a'.repeat(121)}`)).statusCode).toBe(400);
  });
});
