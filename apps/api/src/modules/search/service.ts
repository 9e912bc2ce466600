import type {
  LegacySearchResults,
  SearchProduct,
  SearchResultsPage,
  SearchUrl,
  SiteSearchQuery,
  Suggestion,
  TypeaheadResult,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import {
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SEARCH_REDIRECT_PATH,
  centsToDollars,
  sanitiseSearchTerm,
  searchResultsPath,
} from '@shop/domain';
import { READ_TTL, queryKey, readCacheFor, type ReadCache } from '../shared/cache.ts';
import { findProductSlugBySku, listBrandNames, listCategoryTitles } from './queries.ts';
import type { SearchHit, SearchIndex } from './search-index.ts';

/** 000 §5: sanitised (angle brackets, semicolons, double dots → spaces; other characters dropped), cut, trimmed. */
export function prepareTerm(raw: string): string {
  return sanitiseSearchTerm(raw.slice(0, SEARCH_MAX_LENGTH * 2))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_MAX_LENGTH)
    .trim();
}

/** `/api/v2/sitesearch/{f|p}/{term}{suffix}`: a trailing '.json' is the format suffix, not part of the term. */
export function stripSuffix(term: string): string {
  return term.replace(/\.json$/i, '');
}

interface Reference {
  brands: { name: string; uri: string }[];
  categories: { title: string; uri: string }[];
}

/** Brand and category names change rarely; each instance keeps them for a minute (no shared state is implied). */
const REFERENCE_TTL_MS = 60_000;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The title HTML-escaped, with the words that begin with a searched word in <mark>. */
export function highlight(title: string, words: readonly string[]): string {
  const usable = words.filter((w) => w.length >= 2);
  return title
    .split(/([\p{L}\p{Nd}]+)/u)
    .map((part) => {
      const lower = part.toLowerCase();
      return usable.some((w) => lower.startsWith(w)) ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part);
    })
    .join('');
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{Nd}]+/u)
    .filter(Boolean);
/** 'fridge' matches 'Fridges' and 'fridges' matches 'Fridge'. */
const wordMatches = (queryWord: string, word: string) =>
  queryWord.length >= 2 &&
  (word.startsWith(queryWord) ||
    (queryWord.length >= 4 && queryWord.startsWith(word) && queryWord.length - word.length <= 2));

/**
 * Answers kept per process (docs/decisions/0045-fast-search.md). The typeahead and results answers depend on the term
 * and the query only, never on the shopper (a commercial theme's visitor has the prices taken out of a copy on the way
 * out, ADR 0024), so one answer serves every shopper for the catalogue's time to live: a price or stock change shows
 * within 30 s, as on the catalogue pages. Bounded, oldest dropped first; values are frozen.
 */
const ANSWER_CACHE_ENTRIES = 5_000;

export class SearchService {
  private readonly db: Db;
  private readonly index: SearchIndex;
  private readonly answers: ReadCache;
  private reference: { at: number; value: Promise<Reference> } | null = null;

  constructor(db: Db, index: SearchIndex) {
    this.db = db;
    this.index = index;
    this.answers = readCacheFor(db).child('search-answers', { maxEntries: ANSWER_CACHE_ENTRIES });
  }

  private loadReference(): Promise<Reference> {
    const now = Date.now();
    if (this.reference && now - this.reference.at < REFERENCE_TTL_MS) return this.reference.value;
    const value = Promise.all([listBrandNames(this.db), listCategoryTitles(this.db)]).then(
      ([brands, categories]) => ({ brands, categories }),
    );
    value.catch(() => {
      this.reference = null;
    });
    this.reference = { at: now, value };
    return value;
  }

  /** Where a submitted term goes: a product (sku), a brand or a category named exactly, else the results page. */
  async resolveUrl(raw: string): Promise<SearchUrl> {
    const term = prepareTerm(raw);
    if (term.length === 0) return { url: SEARCH_REDIRECT_PATH, kind: 'search', term };
    const lower = term.toLowerCase();
    const slug = term.length <= 64 ? await findProductSlugBySku(this.db, { sku: term }) : null;
    if (slug) return { url: `/p/${slug}`, kind: 'product', term };
    const ref = await this.loadReference();
    const brand = ref.brands.find((b) => b.name.toLowerCase() === lower || b.uri.toLowerCase() === lower);
    if (brand) return { url: `/brands/${brand.uri}`, kind: 'brand', term };
    const category = ref.categories.find((c) => c.title.toLowerCase() === lower);
    if (category) return { url: `/c/${category.uri}`, kind: 'category', term };
    return { url: searchResultsPath(term), kind: 'search', term };
  }

  /** Term suggestions: the term itself, then brand + category, brands and categories its words name. */
  private async termSuggestions(
    term: string,
    words: readonly string[],
  ): Promise<{ text: string; url: string }[]> {
    if (words.length === 0) return [];
    const ref = await this.loadReference();
    const brands = ref.brands.filter((b) =>
      wordsOf(b.name).some((bw) => words.some((w) => wordMatches(w, bw))),
    );
    const categories = ref.categories.filter((c) =>
      wordsOf(c.title).some((cw) => words.some((w) => wordMatches(w, cw))),
    );
    const out: { text: string; url: string }[] = [{ text: term, url: searchResultsPath(term) }];
    const [firstBrand] = brands;
    const [firstCategory] = categories;
    if (firstBrand && firstCategory) {
      out.push({
        text: `${firstBrand.name} ${firstCategory.title}`,
        url: `/c/${firstCategory.uri}?brand=${encodeURIComponent(firstBrand.uri)}`,
      });
    }
    for (const b of brands.slice(0, 2)) out.push({ text: b.name, url: `/brands/${b.uri}` });
    for (const c of categories.slice(0, 3)) out.push({ text: c.title, url: `/c/${c.uri}` });
    return out.slice(0, 6);
  }

  private toSearchProduct(hit: SearchHit, words: readonly string[]): SearchProduct {
    return {
      productId: hit.productId,
      sku: hit.sku,
      uri: `/p/${hit.slug}`,
      image: hit.images[0]?.thumbUrl ?? null,
      title: hit.title,
      highlightedTitle: highlight(hit.title, words),
      ribbon: hit.ribbon as SearchProduct['ribbon'],
      price: centsToDollars(hit.priceCents),
      brand: hit.brandName,
    };
  }

  /** The typeahead answer of a term: kept for READ_TTL.catalogue under the prepared term, the limit and auto-correct. */
  async typeahead(raw: string, opts: { limit: number; autoCorrect: boolean }): Promise<TypeaheadResult> {
    const term = prepareTerm(raw);
    return this.answers.get(
      `t:${opts.limit}:${opts.autoCorrect ? 'c' : 'n'}:${term}`,
      READ_TTL.catalogue,
      () => this.freshTypeahead(term, opts),
    );
  }

  private async freshTypeahead(
    term: string,
    opts: { limit: number; autoCorrect: boolean },
  ): Promise<TypeaheadResult> {
    const found = await this.index.suggest(term, opts);
    const effective = found.correctedTerm ?? term;
    const products = found.products.map((h) => this.toSearchProduct(h, found.words));
    const terms = term.length >= SEARCH_MIN_LENGTH ? await this.termSuggestions(effective, found.words) : [];
    const suggestions: Suggestion[] = [
      ...terms.map((t) => ({ type: 'term' as const, ...t })),
      ...products.map((p) => ({
        type: 'product' as const,
        text: p.title,
        imageUrl: p.image,
        price: p.price,
        url: p.uri,
      })),
    ];
    return {
      term,
      correctedTerm: found.correctedTerm,
      suggestions,
      products,
      totalCount: found.totalCount,
      totalCountIsEstimate: found.totalIsEstimate,
      viewAllUrl: term.length === 0 ? SEARCH_REDIRECT_PATH : searchResultsPath(effective),
    };
  }

  /** GET /api/search/products: the same typeahead in the legacy shape of 000 §7. */
  async legacy(raw: string): Promise<LegacySearchResults> {
    const term = prepareTerm(raw);
    return this.answers.get(`l:${term}`, READ_TTL.catalogue, () => this.freshLegacy(term));
  }

  private async freshLegacy(term: string): Promise<LegacySearchResults> {
    const result = await this.typeahead(term, { limit: 8, autoCorrect: true });
    return {
      Results: {
        SearchSuggestions: result.suggestions
          .filter((s) => s.type === 'term')
          .map((s) => ({ Result: s.text, Url: s.url })),
        ProductResults: result.products.map((p) => ({
          Name: p.title,
          ImageUrl: p.image,
          Price: p.price,
          Url: p.uri,
        })),
      },
    };
  }

  /** The results answer: kept for READ_TTL.catalogue under the prepared term, the mode and the normalised query. */
  async resultsPage(raw: string, mode: 'f' | 'p', query: SiteSearchQuery): Promise<SearchResultsPage> {
    const term = prepareTerm(stripSuffix(raw));
    return this.answers.get(`r:${mode}:${queryKey(query)}:${term}`, READ_TTL.catalogue, () =>
      this.freshResultsPage(term, mode, query),
    );
  }

  private async freshResultsPage(
    term: string,
    mode: 'f' | 'p',
    query: SiteSearchQuery,
  ): Promise<SearchResultsPage> {
    const preview = mode === 'p';
    const listingQuery = preview ? { ...query, page: 1, pageSize: Math.min(query.pageSize, 24) } : query;
    const [outcome, resolved] = await Promise.all([
      this.index.search(term, {
        ...listingQuery,
        autoCorrect: query.isAutoCorrectEnabled,
        fallback: query.fallback,
        preview,
      }),
      this.resolveUrl(term),
    ]);
    return {
      term,
      correctedTerm: outcome.correctedTerm,
      usedFallback: outcome.usedFallback,
      redirectUrl: resolved.kind === 'search' ? null : resolved.url,
      listing: outcome.listing,
    };
  }
}
