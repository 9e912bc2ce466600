import type { z } from 'zod';
import { ErrorBody } from './errors.ts';
import { Product, ProductList } from './products.ts';
import { Navbar } from './navigation.ts';
import { AlertBanner, RedirectResult, Sale, SettingsResponse, StaticPage } from './content.ts';
import { BrandList, BrandPage, CategoryPage, CategoryTree, type ListingQuery } from './catalogue.ts';
import { ExtendedProduct, Features, PriceHistory, ProductMeta, Specifications, UpsellOptions } from './product-details.ts';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A failed API call, carrying the server's catalogue message and the list behind it. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  constructor(status: number, body: ErrorBody | null) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface ApiClientOptions {
  /** Origin of the storefront API, e.g. 'http://127.0.0.1:3000'; empty for same-origin browser calls. */
  baseUrl: string;
  fetch?: FetchLike;
  headers?: Record<string, string>;
}

/** The typed client of `/api/*`: every answer is parsed with the same schema the server validates with. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));

  async function get<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
    const result = await getOrNothing(path, schema);
    if (result === null) throw new ApiError(204, null);
    return result;
  }

  /** Like get, but a 204 No Content answer is null ("banner object or nothing"). */
  async function getOrNothing<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S> | null> {
    const response = await doFetch(`${options.baseUrl}${path}`, {
      headers: { accept: 'application/json', ...options.headers },
    });
    if (response.status === 204) return null;
    const text = await response.text();
    const json: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) {
      const parsed = ErrorBody.safeParse(json);
      throw new ApiError(response.status, parsed.success ? parsed.data : null);
    }
    return schema.parse(json);
  }

  return {
    featuredProducts: (limit = 12) => get(`/api/v2/product/featured?limit=${limit}`, ProductList),
    productBySlug: (slug: string) => get(`/api/v2/product/slug/${encodeURIComponent(slug)}`, Product),
    productBySku: (sku: string) => get(`/api/v2/product/sku/${encodeURIComponent(sku)}`, Product),
    productById: (id: number) => get(`/api/v2/product/id/${id}/`, Product),
    productExtended: (id: number) => get(`/api/v2/product/extended/id/${id}`, ExtendedProduct),
    specifications: (by: 'id' | 'sku', value: string | number) =>
      get(`/api/v2/product/specifications/${by}/${encodeURIComponent(String(value))}`, Specifications),
    features: (by: 'id' | 'sku', value: string | number) =>
      get(`/api/product/features/${by}/${encodeURIComponent(String(value))}`, Features),
    priceHistory: (sku: string) => get(`/api/pricehistory/get-price-history/${encodeURIComponent(sku)}`, PriceHistory),
    productMeta: (id: number) => get(`/api/meta/product/${id}`, ProductMeta),
    upsellOptions: (sku: string) => get(`/api/v2/product/upselloptions/sku/${encodeURIComponent(sku)}`, UpsellOptions),
    navbar: () => get('/api/navbar/', Navbar),
    settings: () => get('/api/settings', SettingsResponse),
    alertBanner: () => getOrNothing('/api/alertBanner/', AlertBanner),
    sale: (dateOverride?: string) =>
      get(`/api/promotion/sale/${dateOverride ? `?dateOverride=${encodeURIComponent(dateOverride)}` : ''}`, Sale),
    staticPage: (name: string) => get(`/api/Static/${encodeURIComponent(name)}`, StaticPage),
    redirect: (fromUrl: string) => get(`/api/redirect?fromUrl=${encodeURIComponent(fromUrl)}`, RedirectResult),
    redirectDestination: (fromUri: string) =>
      get(`/api/redirect/getdestination?fromUri=${encodeURIComponent(fromUri)}`, RedirectResult),
    categoryPage: (uri: string, query: ListingQueryInput = {}) =>
      get(`/api/v2/category/${uri.split('/').map(encodeURIComponent).join('/')}${listingSearch(query)}`, CategoryPage),
    categoryTree: () => get('/api/v2/categories', CategoryTree),
    brands: () => get('/api/v2/brands', BrandList),
    brandPage: (uri: string, query: ListingQueryInput = {}) =>
      get(`/api/v2/brands/${encodeURIComponent(uri)}${listingSearch(query)}`, BrandPage),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

/** Listing parameters as a page passes them on (facet selections as lists). */
export type ListingQueryInput = Partial<Omit<ListingQuery, 'brand' | 'category' | 'condition' | 'ribbon'>> & {
  brand?: readonly string[];
  category?: readonly string[];
  condition?: readonly string[];
  ribbon?: readonly string[];
};

export function listingSearch(query: ListingQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
