import { z } from 'zod';
import { SEARCH_ANALYTICS_EVENT_TYPES } from '@shop/domain';
import { Listing, ListingQuery } from './catalogue.ts';
import { HideablePrice, PricesHidden } from './prices.ts';
import { RibbonType } from './products.ts';

// Search (spec 000 §3, §5, §7; docs/decisions/0010-search-location-stores.md). Terms are sanitised on the server with
// `sanitiseSearchTerm` and cut to SEARCH_MAX_LENGTH; a term shorter than SEARCH_MIN_LENGTH gives empty results.

/** Raw term as it arrives; the server sanitises and truncates it, so only absurd lengths are refused (400). */
const rawTerm = z.string().max(1000);

/** Where a term leads: an exact category, brand or product match, otherwise the search results page. */
export const SearchUrlKind = z.enum(['search', 'category', 'brand', 'product']);
export const SearchUrl = z.object({
  /** Site address, e.g. '/search/samsung%20fridge', '/c/kitchen/refrigeration/fridges', '/brands/samsung', '/p/…'. */
  url: z.string(),
  kind: SearchUrlKind,
  /** The sanitised term the address was resolved from ('' when nothing was left). */
  term: z.string(),
});
export type SearchUrl = z.infer<typeof SearchUrl>;

/** GET /api/v2/product/search-url?SearchTerm= */
export const ProductSearchUrlQuery = z.object({ SearchTerm: rawTerm.default('') });
/** GET /api/v2/sitesearch/search-url?searchterms= */
export const SiteSearchUrlQuery = z.object({ searchterms: rawTerm.default('') });

/** A product in search answers (000 §3 "products each with uri, image, title, ribbon"). */
export const SearchProduct = z.object({
  productId: z.number().int(),
  sku: z.string(),
  /** Site address '/p/{slug}'. */
  uri: z.string(),
  image: z.string().nullable(),
  title: z.string(),
  /** The title with the matched words wrapped in <mark>…</mark>; the rest is HTML-escaped. */
  highlightedTitle: z.string(),
  ribbon: RibbonType.nullable(),
  /** Dollars; 0 = 'Request Price'. */
  price: HideablePrice,
  brand: z.string(),
});
export type SearchProduct = z.infer<typeof SearchProduct>;

/** 000 §3 suggestion: a term (text, url) or a product (text, imageUrl, price, url). */
export const TermSuggestion = z.object({ type: z.literal('term'), text: z.string(), url: z.string() });
export const ProductSuggestion = z.object({
  type: z.literal('product'),
  text: z.string(),
  imageUrl: z.string().nullable(),
  price: HideablePrice,
  url: z.string(),
});
export const Suggestion = z.discriminatedUnion('type', [TermSuggestion, ProductSuggestion]);
export type Suggestion = z.infer<typeof Suggestion>;

/** GET /api/v3/search?searchTerm&isAutoCorrectEnabled=true&limit : the typeahead. */
export const TypeaheadQuery = z.object({
  searchTerm: rawTerm.default(''),
  isAutoCorrectEnabled: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Products wanted (the dropdown shows 3-8, searchDropdownLayout). */
  limit: z.coerce.number().int().min(1).max(48).default(8),
});
export const TypeaheadResult = z.object({
  /** The sanitised term searched for. */
  term: z.string(),
  /** The term after typo correction, when a correction was applied ('samsng fridge' → 'samsung fridge'); else null. */
  correctedTerm: z.string().nullable(),
  /** Term suggestions first, then the products as product suggestions. */
  suggestions: z.array(Suggestion),
  products: z.array(SearchProduct),
  /** Number of matching products (for 'View all products'); see totalCountIsEstimate. */
  totalCount: z.number().int(),
  /**
   * True for broad terms (thousands of matches), whose count is the search lexicon's upper estimate rather than an
   * exact count: the typeahead does not count every match of 'sa' in a 100,000-product catalogue.
   */
  totalCountIsEstimate: z.boolean(),
  /** Address of 'View all products' ('/search/{term}'), or an exact category/brand/product address. */
  viewAllUrl: z.string(),
  pricesHidden: PricesHidden,
});
export type TypeaheadResult = z.infer<typeof TypeaheadResult>;

/** GET /api/search/products?searchTerms= : the legacy typeahead shape, exactly as 000 §7 names it. */
export const LegacySearchQuery = z.object({ searchTerms: rawTerm.default('') });
export const LegacySearchResults = z.object({
  Results: z.object({
    SearchSuggestions: z.array(z.object({ Result: z.string(), Url: z.string() })),
    ProductResults: z.array(
      z.object({ Name: z.string(), ImageUrl: z.string().nullable(), Price: HideablePrice, Url: z.string() }),
    ),
  }),
  pricesHidden: PricesHidden,
});
export type LegacySearchResults = z.infer<typeof LegacySearchResults>;

const boolParam = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * GET /api/v2/SiteSearch/{x}/{term}?fallback&location&wid&page&pageSize&sort&brand&category&price&availability&condition&ribbon
 * (also /api/v2/sitesearch/{f|p}/{term}{suffix}; a trailing '.json' on the term is a format suffix and is dropped).
 * `x` is 'f' (full page) or 'p' (preview: first page only, at most 24 products, no facets). `fallback=true`: when every word together finds nothing, any word may match.
 * `location` (a postcode) and `wid` (signed in, 000 §6) are accepted and echoed; they do not change results yet.
 */
export const SiteSearchQuery = ListingQuery.extend({
  fallback: boolParam,
  location: z
    .string()
    .regex(/^\d{4}$/, 'location must be a 4-digit postcode')
    .optional(),
  wid: boolParam,
  isAutoCorrectEnabled: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});
export type SiteSearchQuery = z.infer<typeof SiteSearchQuery>;
export const SiteSearchMode = z.enum(['f', 'p']);
export const SiteSearchParams = z.object({ mode: SiteSearchMode, term: rawTerm });

export const SearchResultsPage = z.object({
  /** The sanitised term ('' when nothing usable was left: then the listing is empty). */
  term: z.string(),
  /** The term actually searched when auto-correct changed it; else null. */
  correctedTerm: z.string().nullable(),
  /** True when `fallback` widened the search to any word. */
  usedFallback: z.boolean(),
  /** An exact category/brand/product match the web may redirect to; null otherwise. */
  redirectUrl: z.string().nullable(),
  /** Products ranked by relevance then popularity when sort is 'popular' (the default); facets as on category pages. */
  listing: Listing,
  pricesHidden: PricesHidden,
});
export type SearchResultsPage = z.infer<typeof SearchResultsPage>;

// ---- Search analytics (000 §3 event types 0-5) ----

export const AnalyticsEventType = z
  .number()
  .int()
  .min(0)
  .max(5)
  .describe(
    Object.entries(SEARCH_ANALYTICS_EVENT_TYPES)
      .map(([k, v]) => `${v} ${k}`)
      .join(', '),
  );

/** POST /api/analytics/search (JSON). `productList`: skus or product ids of the products involved. */
export const SearchAnalyticsEvent = z.object({
  analyticsEventType: AnalyticsEventType,
  query: z.string().max(1000).optional().default(''),
  productList: z
    .array(z.union([z.string().max(64), z.number().int()]))
    .max(100)
    .optional()
    .default([]),
  url: z.string().max(2000).optional().default(''),
  isRepeatUser: z.boolean().optional().default(false),
});
export type SearchAnalyticsEvent = z.input<typeof SearchAnalyticsEvent>;

/** GET /api/analytics/search?searchTerm= : records a search (type 0). */
export const AnalyticsSearchQuery = z.object({ searchTerm: rawTerm.default('') });
/** GET /api/analytics/product-load-event?productId= */
export const ProductLoadEventQuery = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647),
});
/** Every analytics call answers `true` (000 §7 "response mapped to true"). */
export const AnalyticsAck = z.literal(true);
