/** Plain values shared by the schemas and the browser (kept apart so the browser need not load zod). */
export const SORT_OPTIONS = ['popular', 'price-asc', 'price-desc', 'name', 'newest', 'discount'] as const;

/**
 * Cookies the storefront API sets and reads (ADRs 0012, 0014). The web app checks for them before asking the API
 * for a shopper's lists, so an anonymous first visit costs no call.
 */
export const CART_COOKIE = 'shop_cart';
export const COMPARE_COOKIE = 'shop_compare';
/** The identity service's access token (HttpOnly); a request carrying one may have an account's lists. */
export const ACCESS_TOKEN_COOKIE = 'shop_access_token';
/** The identity service's ID token (HttpOnly), beside the access token (docs/decisions/0022). */
export const ID_TOKEN_COOKIE = 'shop_id_token';
/**
 * Set by the browser once the page's scripts run (not HttpOnly, not secret): a shopper with a compare list and this
 * cookie may get a shared page whose ticks draw after load; without it the page is rendered with the ticks.
 */
export const SCRIPTS_COOKIE = 'shop_js';
/**
 * Set by the storefront on the renders it shares between shoppers (docs/decisions/0042): the page then asserts
 * nothing about the shopper's lists (the browser asks for them). A request's own copy is removed before rendering.
 */
export const SHARED_RENDER_HEADER = 'x-shop-shared-render';

/**
 * The shopper's address, sent by the storefront's server when it calls the identity service for a shopper (with its
 * client credentials), so per-client limits count shoppers rather than the storefront (docs/decisions/0022).
 */
export const SHOPPER_IP_HEADER = 'x-shopper-ip';
/**
 * The storefront origin a shopper's call comes from (one shop serves several brands on their own hosts), so the
 * identity service's mail links open the same brand's site; only origins the service allows are used.
 */
export const STOREFRONT_ORIGIN_HEADER = 'x-storefront-origin';
