import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  LegacySearchResults,
  SearchResultsPage,
  SearchUrl,
  TypeaheadResult,
  ErrorBody,
} from '@shop/contracts';
import { queryRows } from '@shop/db';
import { SEARCH_MAX_LENGTH } from '@shop/domain';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { listMatchingHits, listPopularHits } from './queries.ts';
import { termWords, tsQueryText } from './search-index.ts';
import { highlight, prepareTerm } from './service.ts';
import { amount } from '../shared/amount.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 200 });
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ url });

describe('search rules', () => {
  it('sanitises, collapses and caps terms; splits words; builds a prefix tsquery of letters and digits only', () => {
    expect(prepareTerm('  <b>samsung</b>; fridge..  ')).toBe('b samsung /b fridge');
    expect(prepareTerm('x'.repeat(500))).toHaveLength(SEARCH_MAX_LENGTH);
    expect(termWords("fisher & paykel's 600l")).toEqual(['fisher', 'paykel', 's', '600l']);
    expect(tsQueryText(['samsung', 'fri'])).toBe('samsung & fri:*');
    expect(tsQueryText(['a', 'b'], '|')).toBe('a | b:*');
  });

  it('highlights the matched words and escapes the rest', () => {
    expect(highlight('Samsung <635L> Fridge', ['samsung', 'fri'])).toBe(
      '<mark>Samsung</mark> &lt;635L&gt; <mark>Fridge</mark>',
    );
  });
});

describe(`search API on ${dbLabel}`, () => {
  it("corrects 'samsng fridge' to 'samsung fridge' and finds Samsung fridges (typeahead)", async () => {
    const res = await get('/api/v3/search?searchTerm=samsng%20fridge&isAutoCorrectEnabled=true&limit=5');
    expect(res.statusCode).toBe(200);
    const body = TypeaheadResult.parse(res.json());
    expect(body.correctedTerm).toBe('samsung fridge');
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) expect(p.title).toMatch(/Samsung .*Fridge/);
    expect(body.products[0]!.highlightedTitle).toContain('<mark>Samsung</mark>');
    expect(body.suggestions[0]).toEqual({
      type: 'term',
      text: 'samsung fridge',
      url: '/search/samsung%20fridge',
    });
    expect(body.suggestions.some((s) => s.type === 'product')).toBe(true);
    expect(body.viewAllUrl).toBe('/search/samsung%20fridge');
    expect(body.totalCount).toBeGreaterThanOrEqual(body.products.length);
  });

  it('does not correct when auto-correct is off', async () => {
    const body = TypeaheadResult.parse(
      (await get('/api/v3/search?searchTerm=samsng%20fridge&isAutoCorrectEnabled=false')).json(),
    );
    expect(body.correctedTerm).toBeNull();
    expect(body.products).toEqual([]);
  });

  it('treats the last word as a prefix and known words as known', async () => {
    const body = TypeaheadResult.parse((await get('/api/v3/search?searchTerm=samsung%20fri&limit=3')).json());
    expect(body.correctedTerm).toBeNull();
    expect(body.products).toHaveLength(3);
    const plural = TypeaheadResult.parse((await get('/api/v3/search?searchTerm=fridges')).json());
    expect(plural.correctedTerm).toBeNull();
    expect(plural.products.length).toBeGreaterThan(0);
  });

  it('ranks by relevance, then popularity', async () => {
    const body = SearchResultsPage.parse(
      (await get('/api/v2/SiteSearch/f/samsung%20fridge?pageSize=48')).json(),
    );
    const skus = body.listing.products.map((p) => p.sku);
    expect(skus.length).toBeGreaterThan(1);
    const rows = await queryRows<{ sku: string; rank: number; popularity: number }>(
      t.handle.db,
      sql`SELECT sku, ts_rank(search_vector, to_tsquery('english', 'samsung & fridge:*'))::float8 AS rank, popularity
          FROM products WHERE sku IN (SELECT jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`,
    );
    const bySku = new Map(rows.map((r) => [r.sku, r]));
    const ordered = skus.map((s) => bySku.get(s)!);
    for (let i = 1; i < ordered.length; i++) {
      const a = ordered[i - 1]!;
      const b = ordered[i]!;
      expect(Number(a.rank)).toBeGreaterThanOrEqual(Number(b.rank) - 1e-6);
      if (Math.abs(Number(a.rank) - Number(b.rank)) < 1e-6)
        expect(a.popularity).toBeGreaterThanOrEqual(b.popularity);
    }
    // A title match outranks a match on the brand or category alone.
    const title = TypeaheadResult.parse((await get('/api/v3/search?searchTerm=fridge&limit=1')).json());
    expect(title.products[0]!.title).toMatch(/Fridge/);
  });

  it('takes a broad term from the popular window and a narrow one from every match (exact count)', async () => {
    const top = await queryRows<{ sku: string }>(
      t.handle.db,
      sql`SELECT sku FROM products ORDER BY popularity DESC, id LIMIT 60`,
    );
    const window = new Set(top.map((r) => r.sku));
    const broad = await listPopularHits(t.handle.db, {
      query: 'samsung:*',
      limit: 5,
      candidates: 20,
      window: 60,
    });
    for (const h of broad) {
      expect(window.has(h.sku)).toBe(true);
      expect(h.brandName).toBe('Samsung');
    }
    const narrow = await listMatchingHits(t.handle.db, { query: 'samsung:*', limit: 5, candidates: 20 });
    const [count] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS n FROM products WHERE search_vector @@ to_tsquery('english', 'samsung:*')`,
    );
    expect(narrow.totalCount).toBe(Number(count!.n));
    expect(narrow.hits).toHaveLength(5);
    const typeahead = TypeaheadResult.parse((await get('/api/v3/search?searchTerm=samsung')).json());
    expect(typeahead).toMatchObject({ totalCount: Number(count!.n), totalCountIsEstimate: false });
  });

  it('answers the results page with facets, sort and paging (Listing shape)', async () => {
    const res = await get(
      '/api/v2/SiteSearch/f/samsung?page=1&pageSize=5&fallback=true&location=2000&wid=true',
    );
    expect(res.statusCode).toBe(200);
    const body = SearchResultsPage.parse(res.json());
    expect(body.redirectUrl).toBe('/brands/samsung');
    expect(body.listing.products).toHaveLength(5);
    expect(body.listing.facets.map((f) => f.key)).toEqual(
      expect.arrayContaining(['brand', 'category', 'price']),
    );
    const brand = body.listing.facets.find((f) => f.key === 'brand')!;
    expect(brand.options.map((o) => o.value)).toEqual(['samsung']);
    const byPrice = SearchResultsPage.parse(
      (await get('/api/v2/sitesearch/f/samsung?sort=price-desc&pageSize=10')).json(),
    );
    const prices = byPrice.listing.products.map((p) => amount(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const page2 = SearchResultsPage.parse(
      (await get('/api/v2/sitesearch/f/samsung?page=2&pageSize=5')).json(),
    );
    expect(page2.listing.products[0]!.sku).not.toBe(body.listing.products[0]!.sku);
  });

  it("preview 'p' has no facets; a '.json' suffix is dropped; filters narrow the results", async () => {
    const preview = SearchResultsPage.parse(
      (await get('/api/v2/sitesearch/p/samsung%20fridge.json?pageSize=3')).json(),
    );
    expect(preview.term).toBe('samsung fridge');
    expect(preview.listing.facets).toEqual([]);
    expect(preview.listing.products).toHaveLength(3);
    const inFridges = SearchResultsPage.parse(
      (await get('/api/v2/SiteSearch/f/samsung?category=kitchen/refrigeration/fridges')).json(),
    );
    for (const p of inFridges.listing.products) expect(p.title).toMatch(/Fridge/);
  });

  it('falls back to any word only when asked', async () => {
    const strict = SearchResultsPage.parse((await get('/api/v2/SiteSearch/f/samsung%20qqqxyz1')).json());
    expect(strict.listing.totalCount).toBe(0);
    const loose = SearchResultsPage.parse(
      (await get('/api/v2/SiteSearch/f/samsung%20qqqxyz1?fallback=true')).json(),
    );
    expect(loose.usedFallback).toBe(true);
    expect(loose.listing.totalCount).toBeGreaterThan(0);
  });

  it('answers the legacy typeahead in exactly the spec shape', async () => {
    const res = await get('/api/search/products?searchTerms=samsung%20fridge');
    expect(res.statusCode).toBe(200);
    const json = res.json() as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['Results']);
    const body = LegacySearchResults.parse(json);
    expect(Object.keys(body.Results).sort()).toEqual(['ProductResults', 'SearchSuggestions']);
    const product = body.Results.ProductResults[0]!;
    expect(Object.keys(product).sort()).toEqual(['ImageUrl', 'Name', 'Price', 'Url']);
    expect(product.Url).toMatch(/^\/p\//);
    expect(body.Results.SearchSuggestions[0]).toEqual({
      Result: 'samsung fridge',
      Url: '/search/samsung%20fridge',
    });
  });

  it('resolves search addresses: sku → product, brand, category, else /search/{term}; empty → /products', async () => {
    const sku = (await get('/api/v3/search?searchTerm=samsung%20fridge&limit=1')).json() as {
      products: { sku: string; uri: string }[];
    };
    const first = sku.products[0]!;
    expect(
      SearchUrl.parse(
        (
          await get(`/api/v2/product/search-url?SearchTerm=${encodeURIComponent(first.sku.toLowerCase())}`)
        ).json(),
      ),
    ).toEqual({
      url: first.uri,
      kind: 'product',
      term: first.sku.toLowerCase(),
    });
    expect((await get('/api/v2/product/search-url?SearchTerm=Samsung')).json()).toMatchObject({
      url: '/brands/samsung',
      kind: 'brand',
    });
    expect((await get('/api/v2/sitesearch/search-url?searchterms=fridges')).json()).toMatchObject({
      url: '/c/kitchen/refrigeration/fridges',
      kind: 'category',
    });
    expect((await get('/api/v2/sitesearch/search-url?searchterms=big%20fridge')).json()).toMatchObject({
      url: '/search/big%20fridge',
      kind: 'search',
    });
    expect((await get('/api/v2/product/search-url?SearchTerm=%20')).json()).toMatchObject({
      url: '/products',
      term: '',
    });
  });

  it('gives empty results for empty and one-character terms', async () => {
    for (const term of ['', 'a', '%20%20', '%3C%3E']) {
      const body = TypeaheadResult.parse((await get(`/api/v3/search?searchTerm=${term}`)).json());
      expect(body.products).toEqual([]);
      expect(body.suggestions).toEqual([]);
      const legacy = LegacySearchResults.parse(
        (await get(`/api/search/products?searchTerms=${term}`)).json(),
      );
      expect(legacy.Results.ProductResults).toEqual([]);
    }
    const page = SearchResultsPage.parse((await get('/api/v2/SiteSearch/f/a')).json());
    expect(page.listing.totalCount).toBe(0);
  });

  it('never answers 500 to long, marked-up or SQL-like terms', async () => {
    const hostile = [
      'x'.repeat(500),
      '<script>alert(1)</script>',
      "'; DROP TABLE products; --",
      'samsung:* | !fridge & (',
      "1' OR '1'='1",
      '../../etc/passwd',
      '%00samsung',
      'samsung\\',
      '😀 fridge',
    ];
    for (const raw of hostile) {
      const q = encodeURIComponent(raw);
      for (const url of [
        `/api/v3/search?searchTerm=${q}`,
        `/api/search/products?searchTerms=${q}`,
        `/api/v2/product/search-url?SearchTerm=${q}`,
        `/api/v2/sitesearch/search-url?searchterms=${q}`,
        `/api/v2/SiteSearch/f/${q}`,
        `/api/v2/sitesearch/p/${q}.json`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, `${url} → ${res.body}`).toBeLessThan(500);
        if (res.statusCode === 400) expect(ErrorBody.parse(res.json()).status).toBe(400);
      }
    }
    const long = TypeaheadResult.parse(
      (await get(`/api/v3/search?searchTerm=${'samsung '.repeat(60)}`)).json(),
    );
    expect(long.term.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
    const script = SearchUrl.parse(
      (await get(`/api/v2/product/search-url?SearchTerm=${encodeURIComponent('<script>fridge')}`)).json(),
    );
    expect(script.url).not.toContain('<');
  });

  it('refuses absurd input with the catalogue 400', async () => {
    const res = await get(`/api/v3/search?searchTerm=${'x'.repeat(1001)}`);
    expect(res.statusCode).toBe(400);
    expect(ErrorBody.parse(res.json()).code).toBe('validation_failed');
    expect((await get('/api/v3/search?searchTerm=tv&limit=0')).statusCode).toBe(400);
    expect((await get('/api/v2/SiteSearch/x/tv')).statusCode).toBe(400);
    expect((await get('/api/v2/SiteSearch/f/tv?location=abc')).statusCode).toBe(400);
  });
});
