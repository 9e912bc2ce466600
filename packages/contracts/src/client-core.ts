import type { z } from 'zod';
import type { ErrorBody } from './errors.ts';
import { ApiError } from './api-error.ts';
import type { ListingQuery } from './catalogue.ts';
import type { SearchAnalyticsEvent, SiteSearchQuery } from './search.ts';
import type { EnquiryBody } from './enquiries.ts';
import type { CartLineQuery, CartProductRequest, CartQuery } from './cart.ts';
import type { VoucherRequest } from './vouchers.ts';
import type {
  CookingDemoBookingBody,
  CookingDemoListQuery,
  CookingDemoRsvpBody,
  CookingDemoWaitListBody,
  LegacyCookingDemoBookingBody,
} from './cooking-demos.ts';
import type { ClientSchemas } from './client-schemas.ts';
import type { SaveAddressBody, UpdateAccountBody } from './account.ts';
import type { PanelUrlRequest, ReminderInput, ReminderUpdate } from './staff.ts';
import type { CartBuildMode, ProjectInput, ProjectUpdate } from './staff-projects.ts';
import type { PerformancePeriod } from './performance.ts';
import type { CollectorBatch, FunnelQuery } from './analytics-events.ts';
import type { AvailabilityRequest, CheckoutRequest, PROVIDER_RETURN_PARAMS, ProviderConfirmationQuery } from './checkout.ts';

/**
 * What the client reads of an answer. A browser's `Response` is one; the storefront's in-process calls give a lighter
 * one (api-answer.ts).
 */
export interface FetchAnswer {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: Headers;
  text(): Promise<string>;
  /** The body as JSON, null when empty, where the answer offers it (docs/decisions/0077); otherwise `text()` is parsed. */
  jsonValue?(): Promise<unknown>;
}
export type FetchLike = (input: string, init?: RequestInit) => Promise<FetchAnswer>;

/** An answer's body text as JSON: null for an empty body (a 204, say), as every reader of an answer takes it. */
export function jsonOrNull(text: string): unknown {
  return text ? JSON.parse(text) : null;
}

export { ApiError } from './api-error.ts';

export interface ApiClientOptions {
  /** Origin of the storefront API, e.g. 'http://127.0.0.1:3000'; empty for same-origin browser calls. */
  baseUrl: string;
  fetch?: FetchLike;
  headers?: Record<string, string>;
}

/** Names of the response schemas (see client-schemas.ts); only their types are needed here. */
export type ResponseName = keyof ClientSchemas;
export type ResponseOf<K extends ResponseName> = z.infer<ClientSchemas[K]>;

/**
 * How a client turns a JSON answer into a typed value. The server-side client validates with the zod schemas; the
 * browser's client trusts its own origin (whose answers the server already validated when it sent them) and so ships
 * without the schemas (docs/decisions/0015-page-speed.md).
 */
export interface ResponseCodec {
  parse(name: ResponseName, json: unknown): unknown;
  parseError(json: unknown): ErrorBody | null;
}

/** How every call is made, whichever codec reads the answers: GET, GET that may answer 204, any method with a JSON body. */
export function apiTransport(options: ApiClientOptions, codec: ResponseCodec) {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));

  async function read<K extends ResponseName>(response: FetchAnswer, name: K): Promise<ResponseOf<K>> {
    const json = response.jsonValue ? await response.jsonValue() : jsonOrNull(await response.text());
    if (!response.ok) throw new ApiError(response.status, codec.parseError(json));
    return codec.parse(name, json) as ResponseOf<K>;
  }

  async function get<K extends ResponseName>(path: string, name: K): Promise<ResponseOf<K>> {
    const result = await getOrNothing(path, name);
    if (result === null) throw new ApiError(204, null);
    return result;
  }

  /** Like get, but a 204 No Content answer is null ("banner object or nothing"). */
  async function getOrNothing<K extends ResponseName>(path: string, name: K): Promise<ResponseOf<K> | null> {
    const response = await doFetch(`${options.baseUrl}${path}`, {
      headers: { accept: 'application/json', ...options.headers },
    });
    if (response.status === 204) return null;
    return read(response, name);
  }

  /** Any method with an optional JSON body (content-type application/json); the parsed body, or ApiError with the ErrorBody. */
  async function send<K extends ResponseName>(method: string, path: string, body: unknown, name: K): Promise<ResponseOf<K>> {
    const response = await doFetch(`${options.baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return read(response, name);
  }
  /** POST a JSON body (search/geo/stores/enquiries, ADR 0010); errors as for get. */
  const postJson = <K extends ResponseName>(path: string, body: unknown, name: K) => send('POST', path, body, name);
  const post = <K extends ResponseName>(path: string, body: unknown, name: K) => send('POST', path, body ?? {}, name);
  const del = <K extends ResponseName>(path: string, name: K) => send('DELETE', path, undefined, name);

  return { get, getOrNothing, send, postJson, post, del };
}
export type ApiTransport = ReturnType<typeof apiTransport>;

/**
 * The calls a page makes from the browser: the shopper's state, compare, cart and vouchers, location and stores,
 * search, the alert banner and menu, checkout and its payments, cooking demos and the staff toolbar. They are kept
 * apart so the browser's client carries only these (docs/decisions/0059-browser-api-client.md); a call the browser
 * starts making belongs here, or the web app's typecheck refuses it.
 */
export function browserEndpoints({ get, getOrNothing, send, postJson, post, del }: ApiTransport) {
  return {
    navbar: () => get('/api/navbar/', 'Navbar'),
    alertBanner: () => getOrNothing('/api/alertBanner/', 'AlertBanner'),
    sale: (dateOverride?: string) =>
      get(`/api/promotion/sale/${dateOverride ? `?dateOverride=${encodeURIComponent(dateOverride)}` : ''}`, 'Sale'),
    brands: () => get('/api/v2/brands', 'BrandList'),
    searchUrl: (term: string) => get(`/api/v2/product/search-url?SearchTerm=${encodeURIComponent(term)}`, 'SearchUrl'),
    siteSearchUrl: (term: string) => get(`/api/v2/sitesearch/search-url?searchterms=${encodeURIComponent(term)}`, 'SearchUrl'),
    typeahead: (term: string, opts: { limit?: number; autoCorrect?: boolean } = {}) =>
      get(
        `/api/v3/search?searchTerm=${encodeURIComponent(term)}&isAutoCorrectEnabled=${opts.autoCorrect ?? true}&limit=${opts.limit ?? 8}`,
        'TypeaheadResult',
      ),
    searchAnalytics: (event: SearchAnalyticsEvent) => postJson('/api/analytics/search', event, 'AnalyticsAck'),
    collectEvents: (batch: CollectorBatch) => postJson('/api/analytics/events', batch, 'AnalyticsAck'),
    geo: () => get('/api/geo', 'GeoData'),
    setLocation: (localityId: number) => postJson('/api/geo/setlocation', { localityId }, 'GeoData'),
    localitySuggestions: (term: string) => get(`/api/locality/${encodeURIComponent(term)}`, 'LocationSuggestions'),
    locality: (suburb: string, state: string, postcode: string) =>
      get(`/api/locality/${[suburb, state, postcode].map(encodeURIComponent).join('/')}`, 'Locality'),
    stores: (filters: readonly string[] = []) =>
      get(`/api/store${filters.length ? `?${filters.map((f) => `filters=${encodeURIComponent(f)}`).join('&')}` : ''}`, 'StoreList'),
    setStore: (storeId: number) => postJson('/api/store/setstore', { storeId }, 'GeoData'),
    compareList: () => get('/api/compare/', 'CompareList'),
    shopper: () => get('/api/shopper/', 'ShopperState'),
    compareAdd: (sku: string) => post('/api/compare/product/', { sku }, 'CompareAddResult'),
    compareRemove: (sku: string) => del(`/api/compare/product/${encodeURIComponent(sku)}`, 'CompareList'),
    compareProducts: (skus: readonly string[]) =>
      get(`/api/compare/products?SkuList=${skus.map(encodeURIComponent).join('~')}`, 'CompareProducts'),
    cart: (query: Partial<CartQuery> = {}) => get(`/api/cart/${querySearch(query)}`, 'Cart'),
    cartAddProduct: (line: CartProductRequest) => post('/api/cart/product/', line, 'Cart'),
    cartSetQuantity: (line: Omit<CartProductRequest, 'mode'>) => post('/api/cart/product/', { ...line, mode: 'set' }, 'Cart'),
    cartProduct: (code: string, line: CartLineQuery = {}) =>
      get(`/api/cart/product/${encodeURIComponent(code)}${querySearch(line)}`, 'CartLine'),
    cartRemoveProduct: (code: string, line: CartLineQuery = {}) =>
      del(`/api/cart/product/${encodeURIComponent(code)}${querySearch(line)}`, 'Cart'),
    cartRemove: () => del('/api/cart/', 'Cart'),
    cartSetEmail: (email: string) => post('/api/cart/email', { email }, 'Cart'),
    cartApplyCoupon: (code: string, userEmail = '') => post('/api/cart/coupon/', { code, userEmail }, 'Cart'),
    cartRemoveCoupon: (code: string) => del(`/api/cart/coupon/${encodeURIComponent(code)}`, 'Cart'),
    cartAddVoucher: (voucher: VoucherRequest) => post('/api/cart/vouchers', voucher, 'Cart'),
    cartRemoveVoucher: (id: number) => del(`/api/cart/vouchers/${id}`, 'Cart'),
    staffToolbar: () => get('/api/staff/toolbar', 'StaffToolbar'),
    checkoutAvailability: (body: AvailabilityRequest) => post('/api/checkout/avail', body, 'AvailabilityResponse'),
    placeOrder: (body: CheckoutRequest) => post('/api/checkout', body, 'OrderPostResult'),
    voidCheckout: (body: { cartId: string; selectedPaymentOption?: number }) =>
      post('/api/checkout/void', body, 'VoidResult'),
    paymentConfigurationV2: () => get('/api/checkout/v2/paymentconfiguration', 'PaymentConfigurationV2'),
    providerConfirmation: (provider: keyof typeof PROVIDER_RETURN_PARAMS, query: ProviderConfirmationQuery) =>
      send('POST', `/api/checkout/${provider}confirmation${querySearch(query)}`, undefined, 'OrderPostResult'),
    paymentStatus: (query: { cartId: string; paymentReference: string; selectedPaymentOption: number }) =>
      get(`/api/payment/status${querySearch(query)}`, 'PaymentStatusResponse'),
    checkoutConfirmation: (id: string) =>
      get(`/api/checkout/confirmation?id=${encodeURIComponent(id)}`, 'OrderConfirmation'),
    cookingDemos: (query: CookingDemoListQuery = {}) =>
      get(`/api/v2/cookingdemo${querySearch(query as Record<string, string | number | undefined>)}`, 'CookingDemoList'),
    cookingDemo: (id: number) => get(`/api/v2/cookingdemo/${id}`, 'CookingDemo'),
    bookCookingDemo: (body: CookingDemoBookingBody) => post('/api/v2/cookingdemo/booking', body, 'CookingDemoEntry'),
    joinCookingDemoWaitList: (body: CookingDemoWaitListBody) =>
      post('/api/v2/cookingdemo/wait-list', body, 'CookingDemoEntry'),
    cookingDemoRsvpView: (token: string) =>
      get(`/api/cookingdemo/rsvp?token=${encodeURIComponent(token)}`, 'CookingDemoEntry'),
    cookingDemoRsvp: (body: CookingDemoRsvpBody) => post('/api/cookingdemo/rsvp', body, 'CookingDemoEntry'),
    settings: () => get('/api/settings', 'SettingsResponse'),
    account: () => get('/api/account', 'AccountInfo'),
    accountReminders: () => get('/api/account/reminders', 'Reminders'),
    staffPanelUrl: (body: PanelUrlRequest) => post('/api/staff/panel-url', body, 'PanelUrlResult'),
  };
}
export type BrowserApi = ReturnType<typeof browserEndpoints>;

/** The calls only the server makes: what pages render from, their actions, account and staff pages. */
function serverEndpoints({ get, send, postJson, post, del }: ApiTransport) {
  return {
    featuredProducts: (limit = 12) => get(`/api/v2/product/featured?limit=${limit}`, 'ProductList'),
    productBySlug: (slug: string) => get(`/api/v2/product/slug/${encodeURIComponent(slug)}`, 'Product'),
    productBySku: (sku: string) => get(`/api/v2/product/sku/${encodeURIComponent(sku)}`, 'Product'),
    productById: (id: number) => get(`/api/v2/product/id/${id}/`, 'Product'),
    productExtended: (id: number) => get(`/api/v2/product/extended/id/${id}`, 'ExtendedProduct'),
    specifications: (by: 'id' | 'sku', value: string | number) =>
      get(`/api/v2/product/specifications/${by}/${encodeURIComponent(String(value))}`, 'Specifications'),
    features: (by: 'id' | 'sku', value: string | number) =>
      get(`/api/product/features/${by}/${encodeURIComponent(String(value))}`, 'Features'),
    priceHistory: (sku: string) => get(`/api/pricehistory/get-price-history/${encodeURIComponent(sku)}`, 'PriceHistory'),
    productMeta: (id: number) => get(`/api/meta/product/${id}`, 'ProductMeta'),
    upsellOptions: (sku: string) => get(`/api/v2/product/upselloptions/sku/${encodeURIComponent(sku)}`, 'UpsellOptions'),
    featureFlags: () => get('/api/flags', 'FeatureFlagsResponse'),
    staticPage: (name: string) => get(`/api/Static/${encodeURIComponent(name)}`, 'StaticPage'),
    staticPages: () => get('/api/Static/', 'StaticPageList'),
    redirect: (fromUrl: string) => get(`/api/redirect?fromUrl=${encodeURIComponent(fromUrl)}`, 'RedirectResult'),
    redirectDestination: (fromUri: string) =>
      get(`/api/redirect/getdestination?fromUri=${encodeURIComponent(fromUri)}`, 'RedirectResult'),
    categoryPage: (uri: string, query: ListingQueryInput = {}) =>
      get(`/api/v2/category/${uri.split('/').map(encodeURIComponent).join('/')}${listingSearch(query)}`, 'CategoryPage'),
    categoryTree: () => get('/api/v2/categories', 'CategoryTree'),
    brandPage: (uri: string, query: ListingQueryInput = {}) =>
      get(`/api/v2/brands/${encodeURIComponent(uri)}${listingSearch(query)}`, 'BrandPage'),
    products: (query: ListingQueryInput = {}) => get(`/api/v2/products${listingSearch(query)}`, 'Listing'),
    sitemapProducts: (page = 1) => get(`/api/v2/sitemap/products?page=${page}`, 'SitemapProducts'),
    // Search, location, stores, promotions, enquiries (ADR 0010).
    searchProductsLegacy: (term: string) => get(`/api/search/products?searchTerms=${encodeURIComponent(term)}`, 'LegacySearchResults'),
    siteSearch: (
      term: string,
      query: ListingQueryInput & Partial<Pick<SiteSearchQuery, 'fallback' | 'location' | 'wid' | 'isAutoCorrectEnabled'>> = {},
      mode: 'f' | 'p' = 'f',
    ) => get(`/api/v2/SiteSearch/${mode}/${encodeURIComponent(term)}${listingSearch(query)}`, 'SearchResultsPage'),
    searchAnalyticsTerm: (term: string) => get(`/api/analytics/search?searchTerm=${encodeURIComponent(term)}`, 'AnalyticsAck'),
    productLoadEvent: (productId: number) => get(`/api/analytics/product-load-event?productId=${productId}`, 'AnalyticsAck'),
    // The shop's own analytics collector and its staff funnel (issue 16).
    staffAnalyticsFunnel: (query: FunnelQuery = {}) =>
      get(`/api/staff/analytics/funnel${querySearch(query)}`, 'FunnelReport'),
    store: (storeId: number) => get(`/api/store/${storeId}`, 'Store'),
    storeByUri: (storeUri: string) => get(`/api/store/uri/${encodeURIComponent(storeUri)}`, 'Store'),
    promotions: (query: { all?: boolean; featured?: boolean; brand?: string } = {}) =>
      get(`/api/v2/promotions${listingSearch({ ...query, brand: query.brand === undefined ? undefined : [query.brand] })}`, 'PromotionList'),
    promotion: (uri: string) => get(`/api/v2/promotions/${encodeURIComponent(uri)}`, 'PromotionDetail'),
    sendEnquiry: (body: EnquiryBody) => postJson('/api/enquiry', body, 'EnquiryCreated'),
    // Compare and cart (ADR 0012); the session and cart cookies travel with the request (same origin).
    // The personal parts of a page in one read after load (docs/decisions/0048).
    // Gift vouchers (docs/decisions/0031).
    // The signed-in shopper's account (000 §7, ADR 0022); the session cookies travel with the request.
    updateAccount: (body: UpdateAccountBody) => send('PATCH', '/api/account', body, 'UpdateAccountResult'),
    // Staff tools (000 §6, §7; docs/decisions/0030): the server checks the staff role on every one.
    staffMe: () => get('/api/staff/me', 'StaffMe'),
    staffRedeemEmbedToken: (token: string) => post('/api/staff/embed/redeem', { token }, 'EmbedRedeemResult'),
    staffReminders: (status: 'open' | 'completed' = 'open') =>
      get(`/api/staff/reminders?status=${status}`, 'StaffReminderList'),
    staffReminder: (id: string) => get(`/api/staff/reminders/${encodeURIComponent(id)}`, 'StaffReminder'),
    staffReminderStats: (weeks = 8) => get(`/api/staff/reminders/stats?weeks=${weeks}`, 'ReminderStats'),
    staffCreateReminder: (body: ReminderInput) => post('/api/staff/reminders', body, 'StaffReminder'),
    staffEditReminder: (id: string, body: ReminderUpdate) =>
      send('PATCH', `/api/staff/reminders/${encodeURIComponent(id)}`, body, 'StaffReminder'),
    staffCompleteReminder: (id: string) =>
      post(`/api/staff/reminders/${encodeURIComponent(id)}/complete`, {}, 'StaffReminder'),
    // Staff projects and the cart builder (docs/decisions/0032).
    staffProjects: (q = '') => get(`/api/staff/projects${querySearch({ q })}`, 'StaffProjectList'),
    staffProject: (id: string) => get(`/api/staff/projects/${encodeURIComponent(id)}`, 'StaffProject'),
    staffCreateProject: (body: ProjectInput) => post('/api/staff/projects', body, 'StaffProject'),
    staffEditProject: (id: string, body: ProjectUpdate) =>
      send('PATCH', `/api/staff/projects/${encodeURIComponent(id)}`, body, 'StaffProject'),
    staffDeleteProject: (id: string) => del(`/api/staff/projects/${encodeURIComponent(id)}`, 'DeletedProject'),
    staffAddProjectLine: (id: string, body: { sku: string; qty?: number }) =>
      post(`/api/staff/projects/${encodeURIComponent(id)}/lines`, body, 'StaffProject'),
    staffSetProjectLine: (id: string, sku: string, qty: number) =>
      send('PATCH', `/api/staff/projects/${encodeURIComponent(id)}/lines/${encodeURIComponent(sku)}`, { qty }, 'StaffProject'),
    staffRemoveProjectLine: (id: string, sku: string) =>
      del(`/api/staff/projects/${encodeURIComponent(id)}/lines/${encodeURIComponent(sku)}`, 'StaffProject'),
    staffProjectToCart: (id: string, mode: CartBuildMode = 'add') =>
      post(`/api/staff/projects/${encodeURIComponent(id)}/cart`, { mode }, 'CartBuildResult'),
    staffCartBuilderPreview: (lines: { sku: string; qty: number }[]) =>
      post('/api/staff/cart-builder/preview', { lines }, 'CartBuilderPreview'),
    staffCartBuilderCart: (lines: { sku: string; qty: number }[], mode: CartBuildMode = 'add') =>
      post('/api/staff/cart-builder/cart', { lines, mode }, 'CartBuildResult'),
    // The performance dashboard, its project search and stock per warehouse (docs/decisions/0033).
    staffPerformance: (period: PerformancePeriod = '30d') =>
      get(`/api/staff/performance${querySearch({ period })}`, 'PerformanceReport'),
    staffProjectSearch: (q = '') => get(`/api/staff/project-search${querySearch({ q })}`, 'ProjectSearchResult'),
    staffProductStock: (sku: string) => get(`/api/staff/products/${encodeURIComponent(sku)}/stock`, 'ProductStock'),
    invoicedOrders: (page = 0) => get(`/api/account/order/invoiced?page=${page}`, 'InvoicedOrdersPage'),
    invoicedOrder: (id: string) => get(`/api/account/order/invoiced/${encodeURIComponent(id)}`, 'InvoicedOrder'),
    savedAddresses: () => get('/api/account/order/addresses', 'SavedAddressList'),
    saveAddress: (body: SaveAddressBody) => post('/api/account/order/addresses/save', body, 'SavedAddressList'),
    deleteAddress: (id: string) => del(`/api/account/order/addresses/${encodeURIComponent(id)}`, 'SavedAddressList'),
    // Checkout, confirmation and reschedule (001 §7, ADR 0025/0026); the cart cookie travels with the request.
    checkoutView: () => get('/api/checkout', 'CheckoutView'),
    // Hosted-page providers and Zip in store (ADR 0029): the return's parameters as sent, no body; the in-store poll.
    paymentConfiguration: () => get('/api/checkout/paymentconfiguration', 'PaymentConfiguration'),
    // Cooking demos (000 §7, docs/decisions/0035).
    bookCookingDemoLegacy: (body: LegacyCookingDemoBookingBody) =>
      post('/api/cookingdemo/booking', body, 'CookingDemoEntry'),
    // Refer a friend and the blog (docs/decisions/0039).
    referral: () => get('/api/account/referral', 'ReferralSummary'),
    checkReferralCode: (code: string) => get(`/api/referral/${encodeURIComponent(code)}`, 'ReferralCodeCheck'),
    blogArticles: () => get('/api/blog', 'BlogArticleList'),
    blogArticle: (slug: string) => get(`/api/blog/${encodeURIComponent(slug)}`, 'BlogArticle'),
    rescheduleAvailability: (query: { orderNumber: string; token?: string }) =>
      get(`/api/checkout/reschedule${querySearch(query)}`, 'AvailabilityResponse'),
    reschedule: (body: { orderNumber: string; token?: string; deliveryDate: [number, number, number] }) =>
      post('/api/checkout/reschedule', body, 'RescheduleResult'),
  
  };
}

/** The typed client of `/api/*`: every call, for the server (and tests); the browser's is `browserEndpoints`. */
export function buildApiClient(options: ApiClientOptions, codec: ResponseCodec) {
  const transport = apiTransport(options, codec);
  return { ...serverEndpoints(transport), ...browserEndpoints(transport) };
}
export type ApiClient = ReturnType<typeof buildApiClient>;
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
