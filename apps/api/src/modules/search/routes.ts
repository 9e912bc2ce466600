import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LegacySearchQuery,
  LegacySearchResults,
  ProductSearchUrlQuery,
  SearchResultsPage,
  SearchUrl,
  SiteSearchMode,
  SiteSearchQuery,
  SiteSearchUrlQuery,
  TypeaheadQuery,
  TypeaheadResult,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import { PostgresSearchIndex, type SearchIndex } from './search-index.ts';
import { SearchService } from './service.ts';

// The term is a wildcard, not a ':term' parameter: Fastify refuses parameters over 100 characters with a 404, and a
// long term must be truncated like any other (000 §5), not lost.
const SiteSearchParams = z.object({ mode: SiteSearchMode, '*': z.string().max(1000) });

/**
 * The contract's serializer, run once per answer object: a frozen answer (one the service keeps and serves to every
 * shopper, docs/decisions/0045-fast-search.md) is checked against the contract and turned into JSON the first time
 * only, and the same text is sent again. Any other answer — such as a commercial theme visitor's copy without prices
 * (ADR 0024) — is checked every time, as on every other route.
 */
export function serializeOnce(route: {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}): (data: unknown) => string {
  const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const sent = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let json = sent.get(data);
    if (json === undefined) {
      json = serialize(data);
      sent.set(data, json);
    }
    return json;
  };
}

/** Search (000 §7): search addresses, the typeahead in two shapes and the results page. docs/decisions/0010. */
export async function registerSearchRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig; index?: SearchIndex },
) {
  const service = new SearchService(opts.db, opts.index ?? new PostgresSearchIndex(opts.db));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];

  r.get(
    '/api/v2/product/search-url',
    { schema: { tags, querystring: ProductSearchUrlQuery, response: { 200: SearchUrl } } },
    async (request) => service.resolveUrl(request.query.SearchTerm),
  );
  r.get(
    '/api/v2/sitesearch/search-url',
    { schema: { tags, querystring: SiteSearchUrlQuery, response: { 200: SearchUrl } } },
    async (request) => service.resolveUrl(request.query.searchterms),
  );
  r.get(
    '/api/v3/search',
    {
      schema: { tags, querystring: TypeaheadQuery, response: { 200: TypeaheadResult } },
      serializerCompiler: serializeOnce,
    },
    async (request) =>
      service.typeahead(request.query.searchTerm, {
        limit: request.query.limit,
        autoCorrect: request.query.isAutoCorrectEnabled,
      }),
  );
  r.get(
    '/api/search/products',
    {
      schema: { tags, querystring: LegacySearchQuery, response: { 200: LegacySearchResults } },
      serializerCompiler: serializeOnce,
    },
    async (request) => service.legacy(request.query.searchTerms),
  );
  // 000 §7 spells the results call both 'sitesearch' and 'SiteSearch'; Fastify's routes are case-sensitive.
  for (const base of ['/api/v2/sitesearch', '/api/v2/SiteSearch']) {
    r.get(
      `${base}/:mode/*`,
      {
        schema: {
          tags,
          params: SiteSearchParams,
          querystring: SiteSearchQuery,
          response: { 200: SearchResultsPage },
        },
        serializerCompiler: serializeOnce,
      },
      async (request) => service.resultsPage(request.params['*'], request.params.mode, request.query),
    );
  }
}
