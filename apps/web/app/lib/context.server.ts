import { createContext, RouterContextProvider } from 'react-router';
import type { ApiClient, FetchLike } from '@shop/contracts/web';
import { createWebApiClient } from '@shop/contracts/web-client';
import {
  countryFor,
  currencyForCountry,
  isCountry,
  themeFor,
  type Country,
  type Currency,
  type ThemeId,
} from '@shop/domain';
import { NO_INTEGRATIONS, type IntegrationKeys } from '@shop/domain/integrations';

/** Site configuration as the storefront server hands it over (one deployment = one theme and country). */
export interface SiteInput {
  theme: string;
  country: string;
  companyName: string;
  locale: string;
  customerSupportNumber: string;
  hostname: string;
  loginRoute: string;
  /** Public URL of the identity service, which the sign-in form posts to and the account pages call. */
  identityUrl?: string;
  /** The spec's production flag: development-only sign-in providers stay off when set. */
  production?: boolean;
  /** The third-party providers' public keys and the consent switch (docs/decisions/0037). */
  integrations?: IntegrationKeys;
  /** The visitor's country as the storefront knows it (a proxy's header or the IP table). */
  ipCountry?: string | null;
  /** The same brand's site in the other country (docs/decisions/0038). */
  otherCountryOrigin?: string | null;
}

/** What loaders and the document shell know about the site for one request. */
export interface Site {
  theme: ThemeId;
  country: Country;
  currency: Currency;
  companyName: string;
  /** Configuration locale as given, e.g. 'en_NZ'. */
  locale: string;
  /** BCP 47 tag for `<html lang>`, e.g. 'en-NZ'. */
  lang: string;
  customerSupportNumber: string;
  /** Public host name, e.g. 'www.example.com.au' or 'localhost:3000'. */
  hostname: string;
  /** Origin for canonical and Open Graph URLs: always https (spec 000 §9). */
  canonicalOrigin: string;
  loginRoute: string;
  /** Identity service origin without a trailing slash; '' when not configured (sign-in then cannot start). */
  identityUrl: string;
  production: boolean;
  integrations: IntegrationKeys;
  /** The visitor's country when it is one the shop sells in; null otherwise or when unknown. */
  ipCountry: Country | null;
  /** The same brand's site in the other country, when the storefront knows it. */
  otherCountryOrigin: string | null;
  /** Per-request CSP nonce; only ever rendered as an attribute, never sent as loader data. */
  nonce: string;
}

export const siteContext = createContext<Site>();
export const apiContext = createContext<ApiClient>();
export const identityFetchContext = createContext<(url: string, init?: RequestInit) => Promise<Response>>(
  (url, init) => fetch(url, init),
);

export interface RequestContextInput {
  site: SiteInput;
  nonce: string;
  cookieHeader?: string;
  /** In-process fetch to the storefront API; paths start with '/api/'. */
  apiFetch: FetchLike;
  /** Fetch to the identity service on this shopper's behalf (client credentials and address added); else fetch. */
  identityFetch?: (url: string, init?: RequestInit) => Promise<Response>;
}

export type CreateRequestContext = (input: RequestContextInput) => RouterContextProvider;

function langTag(locale: string, country: Country): string {
  const [language, region] = locale.replace('_', '-').split('-');
  return `${language || 'en'}-${(region || country).toUpperCase()}`;
}

export function resolveSite(site: SiteInput, nonce: string): Site {
  const theme = themeFor(site.theme);
  const country = countryFor(theme.id, site.country);
  return {
    theme: theme.id,
    country,
    currency: currencyForCountry(country),
    companyName: site.companyName || theme.companyName,
    locale: site.locale,
    lang: langTag(site.locale, country),
    customerSupportNumber: site.customerSupportNumber,
    hostname: site.hostname,
    canonicalOrigin: `https://${site.hostname.toLowerCase()}`,
    ipCountry: isCountry(site.ipCountry) ? site.ipCountry : null,
    otherCountryOrigin: site.otherCountryOrigin ?? null,
    loginRoute: site.loginRoute,
    identityUrl: (site.identityUrl ?? '').replace(/\/+$/, ''),
    production: site.production === true,
    integrations: site.integrations ?? NO_INTEGRATIONS,
    nonce,
  };
}

/**
 * Builds the per-request router context. The server handler reaches this through the server build
 * (entry.server re-exports it) so the context keys are the very objects the loaders read.
 */
export const createRequestContext: CreateRequestContext = (input) => {
  const context = new RouterContextProvider();
  context.set(siteContext, resolveSite(input.site, input.nonce));
  const headers: Record<string, string> = input.cookieHeader ? { cookie: input.cookieHeader } : {};
  context.set(apiContext, createWebApiClient({ baseUrl: '', fetch: input.apiFetch, headers }));
  if (input.identityFetch) context.set(identityFetchContext, input.identityFetch);
  return context;
};

type ContextReader = Pick<RouterContextProvider, 'get'>;

/** Loader helper: the site and the API client of this request, and its fetch to the identity service. */
export function requestServices(context: ContextReader): {
  site: Site;
  api: ApiClient;
  identityFetch: (url: string, init?: RequestInit) => Promise<Response>;
} {
  return {
    site: context.get(siteContext),
    api: context.get(apiContext),
    identityFetch: context.get(identityFetchContext),
  };
}
