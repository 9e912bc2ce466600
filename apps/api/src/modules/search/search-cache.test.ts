import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { LegacySearchResults, SearchResultsPage, TypeaheadResult } from '@shop/contracts';
import { products } from '@shop/db';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { READ_TTL } from '../shared/cache.ts';
import {
  analyseWordList,
  analyseWords,
  listHitsByIds,
  listPopularHits,
  loadPopularWindow,
  tsvectorLexemes,
} from './queries.ts';
import { serializeOnce } from './routes.ts';
import { PostgresSearchIndex, matchWindow, queryLexemes, termWords, tsQueryText } from './search-index.ts';
import { SearchService } from './service.ts';

// docs/decisions/0045-fast-search.md: the answers and analysed words kept in memory must say what the database says,
// and a price change must show within the catalogue's time to live.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 200 });
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.useRealTimers();
  t.clearCache();
});

const typeahead = async (term: string, limit = 8) =>
  TypeaheadResult.parse(
    (
      await t.app.inject({
        url: `/api/v3/search?searchTerm=${encodeURIComponent(term)}&isAutoCorrectEnabled=true&limit=${limit}`,
      })
    ).json(),
  );

const TERMS = [
  'sa',
  'sam',
  'samsung',
  'samsung f',
  'samsung fri',
  'samsng fridge',
  'fridges',
  'washng machine',
  'fisher paykel',
  'french door fri',
  '65 tv',
  'zqvoxt',
  'blorft widget',
  'dishwasher',
  'so',
];

describe(`search caches on ${dbLabel}`, () => {
  it('analyses each word alone exactly as the whole term is analysed', async () => {
    for (const term of TERMS) {
      const words = termWords(term);
      for (const autoCorrect of [true, false]) {
        const whole = await analyseWords(t.handle.db, { words, autoCorrect });
        const alone = await Promise.all(
          words.map(async (word, i) => {
            const [one] = await analyseWordList(t.handle.db, {
              items: [{ word, last: i === words.length - 1 }],
              autoCorrect,
            });
            return one;
          }),
        );
        expect(alone, `${term} (auto-correct ${autoCorrect})`).toEqual(whole);
      }
    }
  });

  it('matches the popular window in memory exactly as the database walks it', async () => {
    expect(await loadPopularWindow(t.handle.db, { window: 5 })).toHaveLength(5);
    const terms = [
      ...TERMS,
      'samsung fridge',
      'lg',
      'bosch d',
      'fisher paykel dr',
      'the fridge',
      'oven',
      'bed',
      'a',
    ];
    let found = 0;
    for (const window of [60, 200]) {
      const products = await loadPopularWindow(t.handle.db, { window });
      for (const term of terms) {
        const analysed = await analyseWords(t.handle.db, { words: termWords(term), autoCorrect: true });
        const operands = queryLexemes(analysed.map((a) => a.tsquery));
        if (!operands || operands.length === 0) continue;
        const query = tsQueryText(analysed.map((a) => a.word));
        const ids = matchWindow(products, operands, 20);
        const inMemory = await listHitsByIds(t.handle.db, { ids, query, limit: 8 });
        const walked = await listPopularHits(t.handle.db, { query, limit: 8, candidates: 20, window });
        expect(inMemory, `${term} in the ${window} most popular`).toEqual(walked);
        if (walked.length > 0) found += 1;
      }
    }
    expect(found).toBeGreaterThan(10);
  });

  it('reads tsvector and tsquery text', () => {
    expect(tsvectorLexemes("'fridg':3A 'samsung':1A,5 'it''s':7")).toEqual(['fridg', 'samsung', "it's"]);
    expect(queryLexemes(["'samsung'", '', "'fri':*"])).toEqual([
      { lexeme: 'samsung', prefix: false },
      { lexeme: 'fri', prefix: true },
    ]);
    expect(queryLexemes(["'gf' <-> '9180'"])).toBeNull();
    const window = [
      { id: 1, lexemes: ['samsung', 'fridg'] },
      { id: 2, lexemes: ['lg', 'fridg'] },
      { id: 3, lexemes: ['samsung', 'tv'] },
    ];
    expect(matchWindow(window, [{ lexeme: 'fri', prefix: true }], 5)).toEqual([1, 2]);
    expect(matchWindow(window, [{ lexeme: 'samsung', prefix: false }], 1)).toEqual([1]);
    expect(matchWindow(window, [], 5)).toEqual([]);
  });

  it('answers from memory what a fresh engine answers from the database', async () => {
    const cached = new SearchService(t.handle.db, new PostgresSearchIndex(t.handle.db));
    for (const term of TERMS) {
      const first = await cached.typeahead(term, { limit: 8, autoCorrect: true });
      // Typed on: the words before the last come from memory now.
      await cached.typeahead(`${term}x`, { limit: 8, autoCorrect: true });
      const again = await cached.typeahead(term, { limit: 8, autoCorrect: true });
      expect(again).toBe(first);
      t.clearCache();
      const fresh = new SearchService(t.handle.db, new PostgresSearchIndex(t.handle.db));
      expect(await fresh.typeahead(term, { limit: 8, autoCorrect: true }), term).toEqual(first);
      const typedOn = await fresh.typeahead(`${term}x`, { limit: 8, autoCorrect: true });
      t.clearCache();
      expect(
        await new SearchService(t.handle.db, new PostgresSearchIndex(t.handle.db)).typeahead(`${term}x`, {
          limit: 8,
          autoCorrect: true,
        }),
        `${term}x`,
      ).toEqual(typedOn);
    }
  });

  it('keeps answers apart by limit, auto-correct, shape and results query', async () => {
    const three = await typeahead('samsung', 3);
    const five = await typeahead('samsung', 5);
    expect(three.products).toHaveLength(3);
    expect(five.products).toHaveLength(5);
    const off = TypeaheadResult.parse(
      (
        await t.app.inject({ url: '/api/v3/search?searchTerm=samsng%20fridge&isAutoCorrectEnabled=false' })
      ).json(),
    );
    expect(off.correctedTerm).toBeNull();
    expect((await typeahead('samsng fridge')).correctedTerm).toBe('samsung fridge');
    const legacy = LegacySearchResults.parse(
      (await t.app.inject({ url: '/api/search/products?searchTerms=samsung' })).json(),
    );
    expect(legacy.Results.ProductResults.map((p) => p.Name)).toEqual(
      (await typeahead('samsung')).products.map((p) => p.title),
    );
    const page1 = SearchResultsPage.parse(
      (await t.app.inject({ url: '/api/v2/SiteSearch/f/fridge?pageSize=6' })).json(),
    );
    const page2 = SearchResultsPage.parse(
      (await t.app.inject({ url: '/api/v2/SiteSearch/f/fridge?pageSize=6&page=2' })).json(),
    );
    expect(page2.listing.page).toBe(2);
    expect(page2.listing.products.map((p) => p.sku)).not.toEqual(page1.listing.products.map((p) => p.sku));
  });

  it('shows a price change within the catalogue time to live, and at once after clearCache', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = await typeahead('samsung fridge', 1);
    const hit = before.products[0]!;
    const results = SearchResultsPage.parse(
      (await t.app.inject({ url: '/api/v2/SiteSearch/f/samsung%20fridge?pageSize=1' })).json(),
    );
    const [row] = await t.handle.db
      .select({ priceCents: products.priceCents })
      .from(products)
      .where(eq(products.productId, hit.productId));
    const old = row!.priceCents;
    await t.handle.db
      .update(products)
      .set({ priceCents: old + 10_000 })
      .where(eq(products.productId, hit.productId));
    try {
      vi.setSystemTime(Date.now() + READ_TTL.catalogue - 1_000);
      expect((await typeahead('samsung fridge', 1)).products[0]!.price).toBe(hit.price);
      vi.setSystemTime(Date.now() + 2_000);
      const after = await typeahead('samsung fridge', 1);
      expect(after.products[0]!.productId).toBe(hit.productId);
      expect(after.products[0]!.price).toBe(hit.price! + 100);
      const page = SearchResultsPage.parse(
        (await t.app.inject({ url: '/api/v2/SiteSearch/f/samsung%20fridge?pageSize=1' })).json(),
      );
      expect(page.listing.products[0]!.price).toBe(results.listing.products[0]!.price! + 100);
      // An admin change that must show at once clears the caches.
      await t.handle.db
        .update(products)
        .set({ priceCents: old + 20_000 })
        .where(eq(products.productId, hit.productId));
      t.clearCache();
      expect((await typeahead('samsung fridge', 1)).products[0]!.price).toBe(hit.price! + 200);
    } finally {
      await t.handle.db
        .update(products)
        .set({ priceCents: old })
        .where(eq(products.productId, hit.productId));
    }
  });
});

describe('serializeOnce', () => {
  const schema = z.object({ n: z.number() });
  const serialize = serializeOnce({ schema, method: 'GET', url: '/x' });

  it('checks and serialises a frozen answer once, and sends the same text again', () => {
    const answer = Object.freeze({ n: 1, extra: 'dropped' });
    const first = serialize(answer);
    expect(first).toBe('{"n":1}');
    expect(serialize(answer)).toBe(first);
  });

  it('checks an answer that is not frozen every time', () => {
    const answer: { n: unknown } = { n: 1 };
    expect(serialize(answer)).toBe('{"n":1}');
    answer.n = 'one';
    expect(() => serialize(answer)).toThrow();
  });
});
