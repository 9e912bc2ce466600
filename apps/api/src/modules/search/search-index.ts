import type { Listing, ListingQuery } from '@shop/contracts';
import type { Db } from '@shop/db';
import { SEARCH_MIN_LENGTH } from '@shop/domain';
import { buildListing } from '../catalogue/listing.ts';
import { loadCategoryIndex } from '../catalogue/service.ts';
import { READ_TTL, readCacheFor, type ReadCache } from '../shared/cache.ts';
import {
  countMatches,
  analyseWordList,
  type AnalysedWord,
  listHitsByIds,
  listMatchingHits,
  loadPopularWindow,
  type WindowProduct,
  listPopularHits,
  matchCondition,
  relevanceOrder,
  type SearchHitRow,
} from './queries.ts';

/**
 * The search engine behind the search endpoints (docs/decisions/0010). Terms arrive already sanitised
 * (`sanitiseSearchTerm`, at most SEARCH_MAX_LENGTH). An OpenSearch or Meilisearch index can implement the same two
 * calls; the routes and the response shapes do not change.
 */
export interface SearchIndex {
  /** The typeahead: the best few products and how many match in all. */
  suggest(term: string, opts: SuggestOptions): Promise<Suggestions>;
  /** The results page: a catalogue listing (facets, sort, paging) over the matches. */
  search(term: string, query: SearchQuery): Promise<SearchOutcome>;
}

export interface SuggestOptions {
  limit: number;
  autoCorrect: boolean;
}

export type SearchHit = SearchHitRow;

export interface Suggestions {
  /** Lower-case words searched for (after any correction), for highlighting. */
  words: string[];
  correctedTerm: string | null;
  products: SearchHit[];
  totalCount: number;
  /** True when totalCount is the lexicon's estimate (broad terms) rather than an exact count. */
  totalIsEstimate: boolean;
}

export type SearchQuery = ListingQuery & {
  autoCorrect: boolean;
  /** When all words together find nothing, let any word match. */
  fallback: boolean;
  /** First page only, no facets (the 'p' site search). */
  preview: boolean;
};

export interface SearchOutcome {
  words: string[];
  correctedTerm: string | null;
  usedFallback: boolean;
  listing: Listing;
}

/** At most this many words of a term are searched; the rest would only narrow an AND query to nothing. */
const MAX_WORDS = 8;
/** The typeahead ranks only this many of the most popular matches. */
const TYPEAHEAD_CANDIDATES = 100;
/** A term the lexicon says matches at least this many products is broad: its products come from the popular window. */
const BROAD_TERM_MATCHES = 1500;
/** The most popular products a broad term's typeahead looks at (bounds the work at any catalogue size). */
const POPULAR_WINDOW = 3000;

/** Lower-case words of a sanitised term: letters and digits; '-', '_', '+', '.', '/' and spaces separate. */
export function termWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{Nd}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, MAX_WORDS);
}

/**
 * The text of a `to_tsquery`: the words (letters and digits only, so no tsquery syntax can sneak in) joined by AND
 * (or OR for the fallback); the last word is a prefix, since it may still be being typed.
 */
export function tsQueryText(words: readonly string[], op: '&' | '|' = '&'): string {
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(` ${op} `);
}

const emptyListing = (query: ListingQuery): Listing => ({
  products: [],
  totalCount: 0,
  page: query.page,
  pageSize: query.pageSize,
  pageCount: 0,
  sort: query.sort,
  facets: [],
});

/** One operand of a term's tsquery: a lexeme, matched whole or (the last word) as a prefix. */
export interface QueryLexeme {
  lexeme: string;
  prefix: boolean;
}

/**
 * The operands of a term's tsquery from its words' own tsqueries (AnalysedWord.tsquery), or null when one is not a
 * single lexeme (a word the parser splits, such as some skus): those terms are matched by the database. Stop words
 * ('') drop out, as to_tsquery drops them.
 */
export function queryLexemes(tsqueries: readonly string[]): QueryLexeme[] | null {
  const out: QueryLexeme[] = [];
  for (const text of tsqueries) {
    if (text === '') continue;
    const m = /^'((?:[^']|'')*)'(:\*)?$/.exec(text);
    if (!m) return null;
    out.push({ lexeme: m[1]!.replaceAll("''", "'"), prefix: m[2] !== undefined });
  }
  return out;
}

/**
 * The ids of the first `candidates` products of the window (in its order) whose lexemes hold every operand: what
 * listPopularHits' `search_vector @@ query` keeps from its window, without reading 3,000 rows per keystroke.
 */
export function matchWindow(
  window: readonly WindowProduct[],
  operands: readonly QueryLexeme[],
  candidates: number,
): number[] {
  const ids: number[] = [];
  if (operands.length === 0) return ids;
  for (const p of window) {
    const all = operands.every((o) =>
      o.prefix ? p.lexemes.some((l) => l.startsWith(o.lexeme)) : p.lexemes.includes(o.lexeme),
    );
    if (all) {
      ids.push(p.id);
      if (ids.length >= candidates) break;
    }
  }
  return ids;
}

/** Analysed words kept per process: a few thousand words and prefixes cover what shoppers type in half a minute. */
const WORD_CACHE_ENTRIES = 20_000;

/** Postgres full-text search (weighted `products.search_vector`, GIN) with a pg_trgm-matched lexicon for typos. */
export class PostgresSearchIndex implements SearchIndex {
  private readonly db: Db;
  private readonly words: ReadCache;
  private readonly windows: ReadCache;

  constructor(db: Db) {
    this.db = db;
    this.words = readCacheFor(db).child('search-words', { maxEntries: WORD_CACHE_ENTRIES });
    this.windows = readCacheFor(db).child('search-window', { maxEntries: 1 });
  }

  /**
   * A broad term's products from the popular window: matched in memory against the window's lexemes (kept for the
   * catalogue's time to live), the candidates read and ranked by primary key; the database walks the window itself
   * when a word is not one lexeme.
   */
  private async popularHits(analysed: readonly AnalysedWord[], query: string, limit: number) {
    const operands = queryLexemes(analysed.map((a) => a.tsquery));
    if (!operands || operands.length === 0) {
      return listPopularHits(this.db, {
        query,
        limit,
        candidates: TYPEAHEAD_CANDIDATES,
        window: POPULAR_WINDOW,
      });
    }
    const window = await this.windows.get('popular', READ_TTL.catalogue, () =>
      loadPopularWindow(this.db, { window: POPULAR_WINDOW }),
    );
    const ids = matchWindow(window, operands, TYPEAHEAD_CANDIDATES);
    return listHitsByIds(this.db, { ids, query, limit });
  }

  /**
   * Correction and estimate per word (analyseWordList). A word's answer depends only on the word, whether it is the
   * last, auto-correct and the lexicon, so it is kept for the catalogue's time to live (the lexicon is rebuilt with
   * the catalogue): typing 'samsung fr' after 'samsung f' asks the database about 'fr' alone.
   */
  private analyse(words: readonly string[], autoCorrect: boolean): Promise<AnalysedWord[]> {
    const n = words.length;
    return Promise.all(
      words.map((word, i) => {
        const last = i === n - 1;
        return this.words.get(
          `${autoCorrect ? 'c' : 'n'}${last ? 'p' : 'w'}:${word}`,
          READ_TTL.catalogue,
          async () => {
            const [one] = await analyseWordList(this.db, { items: [{ word, last }], autoCorrect });
            return one ?? { word, estimate: 0, tsquery: '' };
          },
        );
      }),
    );
  }

  /** Words after typo correction (see analyseWordList); the original words when auto-correct is off. */
  private async correct(
    words: string[],
    autoCorrect: boolean,
  ): Promise<{ words: string[]; corrected: string | null }> {
    if (!autoCorrect) return { words, corrected: null };
    const out = (await this.analyse(words, autoCorrect)).map((a) => a.word);
    return { words: out, corrected: out.some((w, i) => w !== words[i]) ? out.join(' ') : null };
  }

  async suggest(term: string, opts: SuggestOptions): Promise<Suggestions> {
    const words = termWords(term);
    if (term.trim().length < SEARCH_MIN_LENGTH || words.length === 0) {
      return { words: [], correctedTerm: null, products: [], totalCount: 0, totalIsEstimate: false };
    }
    const analysed = await this.analyse(words, opts.autoCorrect);
    const effective = analysed.map((a) => a.word);
    const changed = effective.some((w, i) => w !== words[i]);
    const query = tsQueryText(effective);
    // Matches are at most the rarest word's count; words with digits (skus, sizes) are not in the lexicon: rare.
    const estimate = Math.min(...analysed.map((a) => a.estimate));
    const base = { words: effective, correctedTerm: changed ? effective.join(' ') : null };
    if (estimate >= BROAD_TERM_MATCHES) {
      const products = await this.popularHits(analysed, query, opts.limit);
      if (products.length >= opts.limit)
        return { ...base, products, totalCount: estimate, totalIsEstimate: true };
    }
    const found = await listMatchingHits(this.db, {
      query,
      limit: opts.limit,
      candidates: TYPEAHEAD_CANDIDATES,
    });
    return { ...base, products: found.hits, totalCount: found.totalCount, totalIsEstimate: false };
  }

  async search(term: string, query: SearchQuery): Promise<SearchOutcome> {
    const words = termWords(term);
    if (term.trim().length < SEARCH_MIN_LENGTH || words.length === 0) {
      return { words: [], correctedTerm: null, usedFallback: false, listing: emptyListing(query) };
    }
    const { words: effective, corrected } = await this.correct(words, query.autoCorrect);
    let text = tsQueryText(effective);
    let usedFallback = false;
    if (query.fallback && effective.length > 1 && (await countMatches(this.db, { query: text })) === 0) {
      text = tsQueryText(effective, '|');
      usedFallback = true;
    }
    const listingQuery: ListingQuery = query.preview ? { ...query, page: 1 } : query;
    const index = await loadCategoryIndex(this.db);
    const listing = await buildListing(
      this.db,
      index,
      { categoryId: null, brandId: null, match: matchCondition(text), relevanceOrder: relevanceOrder(text) },
      listingQuery,
    );
    return {
      words: effective,
      correctedTerm: corrected,
      usedFallback,
      listing: query.preview ? { ...listing, facets: [] } : listing,
    };
  }
}
