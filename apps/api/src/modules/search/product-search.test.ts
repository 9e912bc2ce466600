import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SORT_OPTIONS, SearchResultsPage } from '@shop/contracts';
import { queryRows } from '@shop/db';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import {
  expectedFacetCounts,
  facetCounts,
  matches,
  selectionQuery,
  type FacetRow,
  type Selection,
} from '../catalogue/test-facets.ts';
import { tsQueryText } from './search-index.ts';

// docs/decisions/0075: a search lists and counts its matches from product_search, the narrow copy of the products'
// listable columns that a trigger keeps. Its answers must be the products' own, the moment a product changes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 200 });
});
afterAll(async () => t?.close());

const COPIED = sql.raw(
  'search_vector, title, brand_id, category_id, price_cents, percentage_discount_off_rrp, stock_status, condition_type, ribbon, popularity, created_at',
);

/** Products with no copy, copies with no product, and copies that differ from their product. */
async function differences(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.handle.db,
    sql`select count(*)::int as n from (
      (select id, ${COPIED} from products except select id, ${COPIED} from product_search)
      union all
      (select id, ${COPIED} from product_search except select id, ${COPIED} from products)) d`,
  );
  return Number(row!.n);
}

/** The results page's listing, fresh; words are taken as they are (a made-up word is not corrected to a known one). */
const results = async (term: string, query = '') => {
  t.clearCache();
  const res = await t.app.inject({
    url: `/api/v2/SiteSearch/f/${encodeURIComponent(term)}?pageSize=10&isAutoCorrectEnabled=false&${query}`,
  });
  expect(res.statusCode).toBe(200);
  return SearchResultsPage.parse(res.json()).listing;
};

interface Match extends FacetRow {
  rank: number;
  popularity: number;
  id: number;
}

/** The term's matches read from products itself, with their relevance. */
async function matchesOf(word: string): Promise<Match[]> {
  const q = sql`to_tsquery('english', ${tsQueryText([word])})`;
  const rows = await queryRows<Record<string, unknown>>(
    t.handle.db,
    sql`select p.id, p.product_id, b.uri as brand, c.uri as category_uri, p.price_cents, p.stock_status,
      p.condition_type, p.ribbon, p.popularity, ts_rank(p.search_vector, ${q}) as rank
    from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
    where p.search_vector @@ ${q}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    productId: Number(r.product_id),
    brand: String(r.brand),
    categoryUri: String(r.category_uri),
    priceCents: Number(r.price_cents),
    stockStatus: String(r.stock_status),
    conditionType: (r.condition_type as string | null) ?? null,
    ribbon: (r.ribbon as string | null) ?? null,
    popularity: Number(r.popularity),
    rank: Number(r.rank),
  }));
}

describe(`product_search on ${dbLabel}`, () => {
  it('holds one copy of every product, equal to it', async () => {
    const [row] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from product_search`,
    );
    expect(Number(row!.n)).toBe(200);
    expect(await differences()).toBe(0);
  });

  const cases: [string, string, Selection][] = [
    ['no selection', 'fridge', {}],
    ['two brands, in stock', 'fridge', { brand: ['lg', 'samsung'], inStock: true }],
    ['a price band and a ribbon', 'samsung', { price: [500, 1000], ribbon: ['save', 'bonus'] }],
    ['a custom price range', 'washing', { price: [700, 2100] }],
    ['conditions', 'fridge', { condition: ['Cosmetic Imperfection', 'Brand New Runout'] }],
  ];
  it.each(cases)(
    "counts a search's facets and orders its matches as the products themselves say (%s)",
    async (_name, word, s) => {
      const all = await matchesOf(word);
      expect(all.length).toBeGreaterThan(3);
      const listing = await results(word, selectionQuery(s));
      const selected = all.filter((r) => matches(r, s));
      expect(listing.totalCount).toBe(selected.length);
      const got = facetCounts(listing.facets);
      const want = expectedFacetCounts(all, s);
      for (const key of ['brand', 'availability', 'condition', 'ribbon'] as const) {
        expect(got[key] ?? {}, key).toEqual(want[key]);
      }
      for (const [band, n] of Object.entries(want.price)) expect(got.price?.[band], band).toBe(n);
      // Relevance, then popularity, then the surrogate key: the first page is the top ten.
      const order = [...selected].sort(
        (a, b) => b.rank - a.rank || b.popularity - a.popularity || a.id - b.id,
      );
      expect(listing.products.map((p) => p.productId)).toEqual(order.slice(0, 10).map((r) => r.productId));
    },
  );

  it.each(SORT_OPTIONS)('sorts a search by %s from the copy', async (sort) => {
    const listing = await results('fridge', `sort=${sort}`);
    expect(listing.sort).toBe(sort);
    expect(listing.totalCount).toBe((await matchesOf('fridge')).length);
    expect(listing.products).toHaveLength(10);
  });

  it('follows a product that is added, changed and removed, in the statement that does it', async () => {
    const [source] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from products order by id limit 1`,
    );
    const inserted = await queryRows<{ id: number }>(
      t.handle.db,
      sql`insert into products (product_id, sku, uri, slug, title, brand_id, category_id, brand_name, category_name,
        price_cents, stock_status, popularity, images, description)
      select 990001, 'ZQW-1', 'product/zqw-1/', 'zqw-1', 'Quokkawood Side Table', brand_id, category_id, brand_name,
        category_name, 12345, 'inStock', 5, images, description
      from products where id = ${source!.id}
      returning id`,
    );
    const id = Number(inserted[0]!.id);
    try {
      expect(await differences()).toBe(0);
      const found = await results('quokkawood');
      expect(found.products.map((p) => p.productId)).toEqual([990001]);
      expect(found.facets.find((f) => f.key === 'price')!.options.map((o) => o.value)).toEqual(['0-250']);

      await t.handle.db.execute(
        sql`update products set title = 'Wombatwood Side Table', price_cents = 64900, stock_status = 'noStock'
          where id = ${id}`,
      );
      expect(await differences()).toBe(0);
      expect((await results('quokkawood')).totalCount).toBe(0);
      const changed = await results('wombatwood');
      expect(changed.products.map((p) => p.productId)).toEqual([990001]);
      expect(changed.facets.find((f) => f.key === 'price')!.options.map((o) => o.value)).toEqual([
        '500-1000',
      ]);
      expect(changed.facets.find((f) => f.key === 'availability')!.options).toEqual([]);
      expect((await results('wombatwood', 'availability=inStock')).totalCount).toBe(0);
    } finally {
      await t.handle.db.execute(sql`delete from products where id = ${id}`);
    }
    expect(await differences()).toBe(0);
    expect((await results('wombatwood')).totalCount).toBe(0);
  });
});
