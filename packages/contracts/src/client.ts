import type { z } from 'zod';
import { ErrorBody } from './errors.ts';
import { Product, ProductList } from './products.ts';
import { Navbar } from './navigation.ts';
import { AlertBanner, RedirectResult, Sale, SettingsResponse, StaticPage } from './content.ts';
import { BrandList, BrandPage, CategoryPage, CategoryTree, Listing, SitemapProducts, type ListingQuery } from './catalogue.ts';
import { ExtendedProduct, Features, PriceHistory, ProductMeta, Specifications, UpsellOptions } from './product-details.ts';
import { AnalyticsAck, LegacySearchResults, SearchResultsPage, SearchUrl, TypeaheadResult, type SearchAnalyticsEvent, type SiteSearchQuery } from './search.ts';
import { GeoData, Locality, LocationSuggestions } from './geo.ts';
import { Store, StoreList } from './stores.ts';
import { PromotionDetail, PromotionList } from './promotions.ts';
import { EnquiryCreated, type EnquiryBody } from './enquiries.ts';
import { CompareAddResult, CompareList, CompareProducts } from './compare.ts';
import { Cart, CartLine, type CartLineQuery, type CartProductRequest, type CartQuery } from './cart.ts';

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

  /** POST a JSON body (search/geo/stores/enquiries, ADR 0010); errors as for get. */
  async function postJson<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
    const response = await doFetch(`${options.baseUrl}${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const json: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) {
      const parsed = ErrorBody.safeParse(json);
      throw new ApiError(response.status, parsed.success ? parsed.data : null);
    }
    return schema.parse(json);
  }

  /** Any method with an optional JSON body (content-type application/json); the parsed body, or ApiError with the ErrorBody. */
  async function send<S extends z.ZodType>(method: string, path: string, body: unknown, schema: S): Promise<z.infer<S>> {
    const response = await doFetch(`${options.baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const json: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) {
      const parsed = ErrorBody.safeParse(json);
      throw new ApiError(response.status, parsed.success ? parsed.data : null);
    }
    return schema.parse(json);
  }
  const post = <S extends z.ZodType>(path: string, body: unknown, schema: S) => send('POST', path, body ?? {}, schema);
  const del = <S extends z.ZodType>(path: string, schema: S) => send('DELETE', path, undefined, schema);

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
    products: (query: ListingQueryInput = {}) => get(`/api/v2/products${listingSearch(query)}`, Listing),
    sitemapProducts: (page = 1) => get(`/api/v2/sitemap/products?page=${page}`, SitemapProducts),
    // Search, location, stores, promotions, enquiries (ADR 0010).
    searchUrl: (term: string) => get(`/api/v2/product/search-url?SearchTerm=${encodeURIComponent(term)}`, SearchUrl),
    siteSearchUrl: (term: string) => get(`/api/v2/sitesearch/search-url?searchterms=${encodeURIComponent(term)}`, SearchUrl),
    typeahead: (term: string, opts: { limit?: number; autoCorrect?: boolean } = {}) =>
      get(
        `/api/v3/search?searchTerm=${encodeURIComponent(term)}&isAutoCorrectEnabled=${opts.autoCorrect ?? true}&limit=${opts.limit ?? 8}`,
        TypeaheadResult,
      ),
    searchProductsLegacy: (term: string) => get(`/api/search/products?searchTerms=${encodeURIComponent(term)}`, LegacySearchResults),
    siteSearch: (
      term: string,
      query: ListingQueryInput & Partial<Pick<SiteSearchQuery, 'fallback' | 'location' | 'wid' | 'isAutoCorrectEnabled'>> = {},
      mode: 'f' | 'p' = 'f',
    ) => get(`/api/v2/SiteSearch/${mode}/${encodeURIComponent(term)}${listingSearch(query)}`, SearchResultsPage),
    searchAnalytics: (event: SearchAnalyticsEvent) => postJson('/api/analytics/search', event, AnalyticsAck),
    searchAnalyticsTerm: (term: string) => get(`/api/analytics/search?searchTerm=${encodeURIComponent(term)}`, AnalyticsAck),
    productLoadEvent: (productId: number) => get(`/api/analytics/product-load-event?productId=${productId}`, AnalyticsAck),
    geo: () => get('/api/geo', GeoData),
    setLocation: (localityId: number) => postJson('/api/geo/setlocation', { localityId }, GeoData),
    localitySuggestions: (term: string) => get(`/api/locality/${encodeURIComponent(term)}`, LocationSuggestions),
    locality: (suburb: string, state: string, postcode: string) =>
      get(`/api/locality/${[suburb, state, postcode].map(encodeURIComponent).join('/')}`, Locality),
    stores: (filters: readonly string[] = []) =>
      get(`/api/store${filters.length ? `?${filters.map((f) => `filters=${encodeURIComponent(f)}`).join('&')}` : ''}`, StoreList),
    store: (storeId: number) => get(`/api/store/${storeId}`, Store),
    storeByUri: (storeUri: string) => get(`/api/store/uri/${encodeURIComponent(storeUri)}`, Store),
    setStore: (storeId: number) => postJson('/api/store/setstore', { storeId }, GeoData),
    promotions: (query: { all?: boolean; featured?: boolean; brand?: string } = {}) =>
      get(`/api/v2/promotions${listingSearch({ ...query, brand: query.brand === undefined ? undefined : [query.brand] })}`, PromotionList),
    promotion: (uri: string) => get(`/api/v2/promotions/${encodeURIComponent(uri)}`, PromotionDetail),
    sendEnquiry: (body: EnquiryBody) => postJson('/api/enquiry', body, EnquiryCreated),
    // Compare and cart (ADR 0012); the session and cart cookies travel with the request (same origin).
    compareList: () => get('/api/compare/', CompareList),
    compareAdd: (sku: string) => post('/api/compare/product/', { sku }, CompareAddResult),
    compareRemove: (sku: string) => del(`/api/compare/product/${encodeURIComponent(sku)}`, CompareList),
    compareProducts: (skus: readonly string[]) =>
      get(`/api/compare/products?SkuList=${skus.map(encodeURIComponent).join('~')}`, CompareProducts),
    cart: (query: Partial<CartQuery> = {}) => get(`/api/cart/${querySearch(query)}`, Cart),
    cartAddProduct: (line: CartProductRequest) => post('/api/cart/product/', line, Cart),
    cartSetQuantity: (line: Omit<CartProductRequest, 'mode'>) => post('/api/cart/product/', { ...line, mode: 'set' }, Cart),
    cartProduct: (code: string, line: CartLineQuery = {}) =>
      get(`/api/cart/product/${encodeURIComponent(code)}${querySearch(line)}`, CartLine),
    cartRemoveProduct: (code: string, line: CartLineQuery = {}) =>
      del(`/api/cart/product/${encodeURIComponent(code)}${querySearch(line)}`, Cart),
    cartRemove: () => del('/api/cart/', Cart),
    cartSetEmail: (email: string) => post('/api/cart/email', { email }, Cart),
    cartApplyCoupon: (code: string, userEmail = '') => post('/api/cart/coupon/', { code, userEmail }, Cart),
    cartRemoveCoupon: (code: string) => del(`/api/cart/coupon/${encodeURIComponent(code)}`, Cart),
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

/** '?a=1&b=2' from plain values, empty ones dropped (the cart query, 001 §7). */
export function querySearch(query: Readonly<Record<string, string | number | boolean | null | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || String(value) === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
