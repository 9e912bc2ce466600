import { desc, asc, eq, type SQL, sql } from 'drizzle-orm';
import { brands, categories, products, productSearch, queryRows, type Db } from '@shop/db';

/** `to_tsquery('english', …)` of a query text built only from letters, digits, '&', '|' and ':*' (see service). */
export function tsQuery(text: string): SQL {
  return sql`to_tsquery('english', ${text})`;
}

export function matchCondition(text: string): SQL {
  return sql`${products.searchVector} @@ ${tsQuery(text)}`;
}

/** Relevance (title A > brand B > category C > sku D) then popularity; the id keeps pages stable. */
export function relevanceOrder(text: string): SQL[] {
  return [
    sql`ts_rank(${products.searchVector}, ${tsQuery(text)}) desc`,
    desc(products.popularity),
    asc(products.id),
  ];
}

export interface SearchHitRow {
  productId: number;
  sku: string;
  slug: string;
  title: string;
  images: { url: string; thumbUrl: string; alt: string }[];
  ribbon: string | null;
  priceCents: number;
  brandName: string;
}

/** A word to analyse and whether it is the term's last word (a prefix: it may still be being typed). */
export interface WordToAnalyse {
  word: string;
  last: boolean;
}

/** Unknown alphabetic words of 3+ letters are corrected; known means exact, same stem, or (last word) a prefix. */
function correctedWordsSql(items: readonly WordToAnalyse[], autoCorrect: boolean): SQL {
  return sql`
    SELECT q.i, q.last, CASE
      WHEN NOT ${autoCorrect}::boolean OR q.w !~ '^[[:alpha:]]{3,}$' OR EXISTS (
        SELECT 1 FROM search_lexicon l
        WHERE l.word = q.w
          OR l.stem = coalesce((ts_lexize('english_stem', q.w))[1], q.w)
          OR (q.last AND starts_with(l.word, q.w))
      ) THEN q.w
      ELSE coalesce((SELECT l.word FROM search_lexicon l WHERE l.word % q.w
        ORDER BY similarity(l.word, q.w) DESC, l.frequency DESC, l.word LIMIT 1), q.w)
    END AS word
    FROM jsonb_to_recordset(${JSON.stringify(items.map((x, i) => ({ i, w: x.word, last: x.last })))}::jsonb)
      AS q(i int, w text, last boolean)`;
}

export interface AnalysedWord {
  /** The word after typo correction (unchanged when known, not correctable or auto-correct is off). */
  word: string;
  /** Products whose title, brand or category has the word (its stem; the last word: as a prefix), from the lexicon. */
  estimate: number;
  /**
   * The word's own `to_tsquery('english', …)` as text (the last word with ':*'): `'fridg'`, `'fri':*`, '' for a stop
   * word, or more than one lexeme when the parser splits the word ('gf9180dc'). A term's query is these joined by AND.
   */
  tsquery: string;
}

/**
 * Typo correction and a match estimate per word, in one statement over the (small) lexicon. Each word's answer depends
 * only on the word, whether it is the last one, auto-correct and the lexicon, so callers may keep answers per word.
 * The corrected words and their stems are worked out once (MATERIALIZED): inlined, the correction's CASE and its
 * sub-queries were planned again inside the estimate's and stemmed again for every lexicon row it read, 12-27 ms
 * against 2.5-3 ms for one misspelt word on PGlite.
 */
export async function analyseWordList(
  db: Db,
  params: { items: readonly WordToAnalyse[]; autoCorrect: boolean },
): Promise<AnalysedWord[]> {
  if (params.items.length === 0) return [];
  const rows = await queryRows<{ word: string; estimate: number | string | null; tsquery: string }>(
    db,
    sql`
    WITH fixed AS MATERIALIZED (${correctedWordsSql(params.items, params.autoCorrect)}),
    stemmed AS MATERIALIZED (
      SELECT f.i, f.last, f.word, coalesce((ts_lexize('english_stem', f.word))[1], f.word) AS stem FROM fixed f
    )
    SELECT s.word, (
      SELECT sum(l.frequency) FROM search_lexicon l
      WHERE l.stem = s.stem OR (s.last AND (starts_with(l.word, s.word) OR starts_with(l.stem, s.stem)))
    ) AS estimate,
    to_tsquery('english', CASE WHEN s.last THEN s.word || ':*' ELSE s.word END)::text AS tsquery
    FROM stemmed s ORDER BY s.i`,
  );
  return rows.map((r) => ({ word: r.word, estimate: Number(r.estimate ?? 0), tsquery: r.tsquery }));
}

/** `analyseWordList` for a whole term's words (the last one is the prefix). */
export async function analyseWords(
  db: Db,
  params: { words: readonly string[]; autoCorrect: boolean },
): Promise<AnalysedWord[]> {
  const n = params.words.length;
  return analyseWordList(db, {
    items: params.words.map((word, i) => ({ word, last: i === n - 1 })),
    autoCorrect: params.autoCorrect,
  });
}

const hitColumns = sql`c.product_id AS "productId", c.sku, c.slug, c.title, c.images, c.ribbon, c.price_cents AS "priceCents",
  c.brand_name AS "brandName"`;

function toHits(rows: (Omit<SearchHitRow, 'images'> & { images: unknown })[]): SearchHitRow[] {
  return rows.map((r) => ({
    productId: r.productId,
    sku: r.sku,
    slug: r.slug,
    title: r.title,
    ribbon: r.ribbon,
    priceCents: r.priceCents,
    brandName: r.brandName,
    images: (Array.isArray(r.images)
      ? r.images
      : typeof r.images === 'string'
        ? JSON.parse(r.images)
        : []) as SearchHitRow['images'],
  }));
}

/**
 * Broad terms: the matches among the `window` most popular products (walked in popularity order through the
 * popularity index; OFFSET 0 keeps the planner from turning it into a bitmap scan of every match), the first
 * `candidates` of them ranked by relevance then popularity. The work is bounded by `window` whatever the catalogue size.
 */
export async function listPopularHits(
  db: Db,
  params: { query: string; limit: number; candidates: number; window: number },
): Promise<SearchHitRow[]> {
  const q = tsQuery(params.query);
  const rows = await queryRows<Omit<SearchHitRow, 'images'> & { images: unknown }>(
    db,
    sql`
    SELECT ${hitColumns} FROM (
      SELECT w.* FROM (
        SELECT p.id, p.product_id, p.sku, p.slug, p.title, p.images, p.ribbon, p.price_cents, p.brand_name, p.popularity,
          p.search_vector
        FROM products p ORDER BY p.popularity DESC, p.id LIMIT ${params.window} OFFSET 0
      ) w
      WHERE w.search_vector @@ ${q}
      LIMIT ${params.candidates}
    ) c
    ORDER BY ts_rank(c.search_vector, ${q}) DESC, c.popularity DESC, c.id
    LIMIT ${params.limit}`,
  );
  return toHits(rows);
}

/** One product of the popular window: its id and the lexemes of its search vector. */
export interface WindowProduct {
  id: number;
  lexemes: string[];
}

/** The lexemes of a tsvector's text form (`'fridg':3A 'samsung':1A,5`); quotes inside a lexeme are doubled. */
export function tsvectorLexemes(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/'((?:[^']|'')*)'/g)) out.push(m[1]!.replaceAll("''", "'"));
  return out;
}

/**
 * The `window` most popular products with their lexemes, in the order the popular window walks them (popularity
 * descending, then id), so a broad term can be matched in memory (docs/decisions/0045-fast-search.md).
 */
export async function loadPopularWindow(db: Db, params: { window: number }): Promise<WindowProduct[]> {
  const rows = await queryRows<{ id: number; v: string }>(
    db,
    sql`SELECT p.id, p.search_vector::text AS v FROM products p ORDER BY p.popularity DESC, p.id LIMIT ${params.window}`,
  );
  return rows.map((r) => ({ id: Number(r.id), lexemes: tsvectorLexemes(r.v) }));
}

/**
 * The hits among `ids` that still match, ranked like listPopularHits (relevance, then popularity, then id): the
 * popular window's candidates chosen in memory, read by primary key.
 */
export async function listHitsByIds(
  db: Db,
  params: { ids: readonly number[]; query: string; limit: number },
): Promise<SearchHitRow[]> {
  if (params.ids.length === 0) return [];
  const q = tsQuery(params.query);
  const rows = await queryRows<Omit<SearchHitRow, 'images'> & { images: unknown }>(
    db,
    sql`
    SELECT ${hitColumns} FROM products c
    WHERE c.id = ANY(${`{${params.ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]) AND c.search_vector @@ ${q}
    ORDER BY ts_rank(c.search_vector, ${q}) DESC, c.popularity DESC, c.id
    LIMIT ${params.limit}`,
  );
  return toHits(rows);
}

/**
 * Narrow terms: every match (GIN bitmap scan), counted exactly; the `candidates` most popular ranked by relevance then
 * popularity. `popularity + 0` keeps the planner off the popularity index, which would walk the whole table for a rare
 * term.
 */
export async function listMatchingHits(
  db: Db,
  params: { query: string; limit: number; candidates: number },
): Promise<{ hits: SearchHitRow[]; totalCount: number }> {
  const q = tsQuery(params.query);
  const rows = await queryRows<Omit<SearchHitRow, 'images'> & { images: unknown; total: number | string }>(
    db,
    sql`
    SELECT ${hitColumns}, c.total FROM (
      SELECT p.id, p.product_id, p.sku, p.slug, p.title, p.images, p.ribbon, p.price_cents, p.brand_name, p.popularity,
        p.search_vector, count(*) OVER () AS total
      FROM products p
      WHERE p.search_vector @@ ${q}
      ORDER BY p.popularity + 0 DESC, p.id
      LIMIT ${params.candidates}
    ) c
    ORDER BY ts_rank(c.search_vector, ${q}) DESC, c.popularity DESC, c.id
    LIMIT ${params.limit}`,
  );
  return { hits: toHits(rows), totalCount: Number(rows[0]?.total ?? 0) };
}

/**
 * How many products match. Counted rather than asked with `LIMIT 1`: with a limit the planner walks the table
 * expecting an early match, which for a term with none (the case the fallback is for) reads every product. Counted in
 * product_search, whose rows fill a fifth of the pages the products fill (docs/decisions/0075).
 */
export async function countMatches(db: Db, params: { query: string }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(productSearch)
    .where(sql`${productSearch.searchVector} @@ ${tsQuery(params.query)}`);
  return row?.n ?? 0;
}

/** Exact (case-insensitive) product by sku, for the search address of a term that is a sku. */
export async function findProductSlugBySku(db: Db, params: { sku: string }): Promise<string | null> {
  const [row] = await db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(sql`lower(${products.sku})`, params.sku.toLowerCase()))
    .limit(1);
  return row?.slug ?? null;
}

export async function listBrandNames(db: Db) {
  return db.select({ name: brands.name, uri: brands.uri }).from(brands);
}

export async function listCategoryTitles(db: Db) {
  return db.select({ title: categories.title, uri: categories.uri }).from(categories);
}
