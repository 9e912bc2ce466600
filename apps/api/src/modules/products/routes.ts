import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ExtendedProduct,
  FeaturedProductsQuery,
  Features,
  IdParams,
  PriceHistory,
  Product,
  ProductDateQuery,
  ProductList,
  ProductMeta,
  SkuParams,
  SlugParams,
  SpecLookupParams,
  Specifications,
  UpsellOptions,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import { cleanText } from '../shared/params.ts';
import { sharedCatalogueAnswer } from '../shared/shared-answer.ts';
import {
  loadExtendedProduct,
  loadFeaturedProducts,
  loadFeatures,
  loadPriceHistory,
  loadProductById,
  loadProductBySku,
  loadProductBySlug,
  loadProductMeta,
  loadSpecifications,
  loadCachedUpsellOptions,
  productNotFound,
} from './service.ts';

// The contract's limits plus "no control characters" (a NUL would otherwise reach Postgres and fail as a 500).
const Sku = SkuParams.extend({ sku: cleanText(64) });
const Slug = SlugParams.extend({ slug: cleanText(200) });
const Lookup = SpecLookupParams.extend({ value: cleanText(64) });

function found<T>(value: T | null): T {
  if (value === null) throw productNotFound();
  return value;
}

/** Product lookups and the product page's side calls (spec 000 §7, 001 §7), plus the home page's featured list. */
export async function registerProductRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig },
) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['products'];

  r.get(
    '/api/v2/product/featured',
    { schema: { tags, querystring: FeaturedProductsQuery, response: { 200: ProductList } } },
    async (request, reply) =>
      sharedCatalogueAnswer(reply, await loadFeaturedProducts(db, request.query.limit)),
  );

  r.get(
    '/api/v2/product/slug/:slug',
    { schema: { tags, params: Slug, querystring: ProductDateQuery, response: { 200: Product } } },
    async (request, reply) =>
      sharedCatalogueAnswer(reply, found(await loadProductBySlug(db, request.params.slug))),
  );

  r.get(
    '/api/v2/product/sku/:sku',
    { schema: { tags, params: Sku, response: { 200: Product } } },
    async (request, reply) =>
      sharedCatalogueAnswer(reply, found(await loadProductBySku(db, request.params.sku))),
  );

  r.get(
    '/api/v2/product/id/:id/',
    { schema: { tags, params: IdParams, response: { 200: Product } } },
    async (request, reply) =>
      sharedCatalogueAnswer(reply, found(await loadProductById(db, request.params.id))),
  );

  r.get(
    '/api/v2/product/extended/id/:id',
    { schema: { tags, params: IdParams, response: { 200: ExtendedProduct } } },
    async (request, reply) =>
      sharedCatalogueAnswer(reply, found(await loadExtendedProduct(db, request.params.id))),
  );

  r.get(
    '/api/pricehistory/get-price-history/:sku',
    { schema: { tags, params: Sku, response: { 200: PriceHistory } } },
    async (request, reply) => sharedCatalogueAnswer(reply, await loadPriceHistory(db, request.params.sku)),
  );

  r.get(
    '/api/product/features/:by/:value',
    { schema: { tags, params: Lookup, response: { 200: Features } } },
    async (request, reply) =>
      sharedCatalogueAnswer(reply, await loadFeatures(db, request.params.by, request.params.value)),
  );

  r.get(
    '/api/v2/product/specifications/:by/:value',
    { schema: { tags, params: Lookup, response: { 200: Specifications } } },
    async (request, reply) =>
      sharedCatalogueAnswer(reply, await loadSpecifications(db, request.params.by, request.params.value)),
  );

  r.get(
    '/api/meta/product/:id',
    { schema: { tags, params: IdParams, response: { 200: ProductMeta } } },
    async (request, reply) =>
      sharedCatalogueAnswer(reply, found(await loadProductMeta(db, request.params.id))),
  );

  r.get(
    '/api/v2/product/upselloptions/sku/:sku',
    { schema: { tags, params: Sku, response: { 200: UpsellOptions } } },
    async (request, reply) =>
      sharedCatalogueAnswer(reply, found(await loadCachedUpsellOptions(db, request.params.sku))),
  );
}
