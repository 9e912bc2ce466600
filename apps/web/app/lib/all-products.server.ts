import type { ApiClient, ListingQueryInput } from '@shop/contracts';

/**
 * Every product as one listing. Until a dedicated feed exists the root of the category tree stands for it:
 * GET /api/v2/category/ (empty uri) answers a CategoryPage over all products (docs/decisions/0008-catalogue-pages.md).
 */
export function allProducts(api: ApiClient, query: ListingQueryInput) {
  return api.categoryPage('', query);
}
