import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BrandList,
  BrandPage,
  CategoryPage,
  CategoryTree,
  Listing,
  ListingQuery,
  SitemapProducts,
  SitemapQuery,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import { AppError } from '@shop/server-kit';
import type { StorefrontConfig } from '../../config.ts';
import { cleanText } from '../shared/params.ts';
import { sharedCatalogueAnswer } from '../shared/shared-answer.ts';
import {
  loadAllProducts,
  loadBrandPage,
  loadBrands,
  loadCategoryPage,
  loadCategoryTree,
  loadSitemapProducts,
} from './service.ts';

const CategoryParams = z.object({ '*': cleanText(300, 0) });
const BrandParams = z.object({ uri: cleanText(120) });

/** Category, brand and all-products listings, the category tree, the brand list and the site-map feed. */
export async function registerCatalogueRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig },
) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];

  // uri like 'kitchen/cooking/ovens'; an empty uri (GET /api/v2/category/) is the page of all products.
  r.get(
    '/api/v2/category/*',
    { schema: { tags, params: CategoryParams, querystring: ListingQuery, response: { 200: CategoryPage } } },
    async (request, reply) => {
      const page = await loadCategoryPage(db, request.params['*'], request.query);
      if (!page) throw new AppError('category_not_found', ['Category not found']);
      return sharedCatalogueAnswer(reply, page);
    },
  );

  r.get(
    '/api/v2/categories',
    { schema: { tags, response: { 200: CategoryTree } } },
    async (_request, reply) => {
      // The same for every visitor, for a minute as the read cache keeps it (docs/decisions/0069).
      void reply.header('cache-control', 'public, max-age=60');
      return loadCategoryTree(db);
    },
  );

  r.get('/api/v2/brands', { schema: { tags, response: { 200: BrandList } } }, async () => loadBrands(db));

  r.get(
    '/api/v2/brands/:uri',
    { schema: { tags, params: BrandParams, querystring: ListingQuery, response: { 200: BrandPage } } },
    async (request, reply) => {
      const page = await loadBrandPage(db, request.params.uri, request.query);
      if (!page) throw new AppError('brand_not_found', ['Brand not found']);
      return sharedCatalogueAnswer(reply, page);
    },
  );

  r.get(
    '/api/v2/products',
    { schema: { tags, querystring: ListingQuery, response: { 200: Listing } } },
    async (request, reply) => sharedCatalogueAnswer(reply, await loadAllProducts(db, request.query)),
  );

  r.get(
    '/api/v2/sitemap/products',
    { schema: { tags, querystring: SitemapQuery, response: { 200: SitemapProducts } } },
    async (request) => loadSitemapProducts(db, request.query.page),
  );
}
