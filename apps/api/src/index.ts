export * from './config.ts';
export * from './app.ts';
// Cookies over https and the rate budgets per kind of request (docs/decisions/0044).
export {
  STOREFRONT_HOST_COOKIES,
  storefrontRateFamilies,
  storefrontRateFamily,
  type RateFamily,
} from './transport.ts';
// The API's rule for text in addresses, which the storefront's pages follow too.
export { hasControlChars } from './modules/shared/params.ts';
// The storefront hands the pages a fetch that calls the identity service for one shopper.
export {
  clientSecretSource,
  createShopperIdentityFetch,
  type ShopperIdentityFetch,
} from './modules/auth/identity-client.ts';
export { createSiteResolver, type RequestSite, type SiteResolver, type SiteSource } from './site.ts';
