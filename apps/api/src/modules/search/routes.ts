import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
    { schema: { tags, querystring: TypeaheadQuery, response: { 200: TypeaheadResult } } },
    async (request) =>
      service.typeahead(request.query.searchTerm, {
        limit: request.query.limit,
        autoCorrect: request.query.isAutoCorrectEnabled,
      }),
  );
  r.get(
    '/api/search/products',
    { schema: { tags, querystring: LegacySearchQuery, response: { 200: LegacySearchResults } } },
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
      },
      async (request) => service.resultsPage(request.params['*'], request.params.mode, request.query),
    );
  }
}
