import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  THEMES,
  brandForHost,
  brandFromCookie,
  currencyForCountry,
  hostForBrand,
  normaliseHost,
  parseGeoIpCsv,
  sisterTheme,
  type Country,
  type GeoIpTable,
  type Currency,
  type HostBrand,
  type ThemeId,
} from '@shop/domain';
import { keepReadingsBy } from '@shop/server-kit/kept-readings';
import type { StorefrontConfig } from './config.ts';

/** How the request's brand was chosen: the host table, the development switch cookie, or the configured default. */
export type SiteSource = 'host' | 'cookie' | 'default';

/** The brand, country and public identity of the site one request is for (docs/decisions/0038). */
export interface RequestSite {
  theme: ThemeId;
  country: Country;
  currency: Currency;
  companyName: string;
  /** e.g. 'en_NZ'. */
  locale: string;
  /** Public host name with its port when not default, e.g. 'www.example.co.nz' or 'wa.localhost:3000'. */
  hostname: string;
  customerSupportNumber: string;
  mailFrom: string;
  source: SiteSource;
  /** The same brand's site in the other country (AU ↔ NZ) as an origin, when the host table names one. */
  otherCountryOrigin: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The site this request is for; set before any route runs. */
    site: RequestSite;
    /** The visitor's country: a trusted proxy's header, else the IP table's answer; null when unknown. */
    ipCountry: string | null;
  }
}

export interface SiteResolver {
  /** The site of a request, from its Host header and (outside production) the brand switch cookie. */
  forRequest(host: string | undefined, cookieHeader: string | undefined): RequestSite;
  /** The site of a brand and country outside any request (e-mails about an order placed on it). */
  forBrand(brand: HostBrand): RequestSite;
}

/** A local host name is reached over http in development; every other host over https. */
export function siteOriginOf(hostname: string): string {
  const local = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(hostname);
  return `${local ? 'http' : 'https'}://${hostname.toLowerCase()}`;
}

const DEFAULT_SUPPORT_NUMBER: Record<Country, string> = { AU: '1300 000 000', NZ: '0800 000 000' };

export function createSiteResolver(config: StorefrontConfig): SiteResolver {
  const isDefault = (brand: HostBrand) => brand.theme === config.theme && brand.country === config.country;
  const configuredPort = /:(\d+)$/.exec(config.hostname)?.[1];

  function build(brand: HostBrand, hostname: string, source: SiteSource): RequestSite {
    const own = isDefault(brand);
    const companyName = own ? config.companyName : THEMES[brand.theme].companyName;
    const locale = own ? config.locale : brand.country === 'NZ' ? 'en_NZ' : 'en_AU';
    const supportNumber =
      own || brand.country === config.country
        ? config.customerSupportNumber
        : DEFAULT_SUPPORT_NUMBER[brand.country];
    return {
      theme: brand.theme,
      country: brand.country,
      currency: currencyForCountry(brand.country),
      companyName,
      locale,
      hostname,
      customerSupportNumber: supportNumber,
      otherCountryOrigin: null,
      mailFrom:
        own && config.mailFromConfigured
          ? config.mailFrom
          : `${companyName} <orders@${hostname.replace(/:\d+$/, '')}>`,
      source,
    };
  }

  const defaultBrand: HostBrand = { theme: config.theme, country: config.country };
  const defaultSite = build(defaultBrand, config.hostname, 'default');

  /** The origin of the brand's other-country site; development hosts take the request's port, production skips them. */
  function otherCountryOrigin(site: RequestSite, requestHost: string): string | null {
    const country: Country = site.country === 'AU' ? 'NZ' : 'AU';
    const theme = sisterTheme(site.theme, country);
    for (const [host, entry] of config.brandHosts) {
      if (entry.theme !== theme || entry.country !== country) continue;
      const development = /\.localhost(:\d+)?$/.test(host);
      if (development && config.production) continue;
      const port = /:\d+$/.exec(requestHost)?.[0] ?? '';
      return siteOriginOf(development && !/:\d+$/.test(host) ? `${host}${port}` : host);
    }
    return null;
  }

  /**
   * Every request needs its site, and resolving it (host tables, the other country's origin) cost about 3% of a
   * shared page's answer. A site depends on the host and, outside production, the switch cookie's theme alone, so
   * the sites of the pairs seen lately are kept, frozen, and shared by the requests that ask for them. The key joins
   * the two with a line break, which no header value holds.
   */
  const siteOf = keepReadingsBy(
    64,
    ({ host, switched }: { host: string; switched: ThemeId | null }) => `${host}\n${switched ?? ''}`,
    ({ host, switched }) => {
      const requestHost = normaliseHost(host);
      const site = resolve(requestHost, switched);
      return Object.freeze({ ...site, otherCountryOrigin: otherCountryOrigin(site, requestHost) });
    },
  );

  return {
    forRequest(host, cookieHeader) {
      return siteOf({ host: host ?? '', switched: config.production ? null : brandFromCookie(cookieHeader) });
    },
    forBrand(brand) {
      if (isDefault(brand)) return defaultSite;
      let host = hostForBrand(config.brandHosts, brand) ?? config.hostname;
      // A development host named without a port is served on this shop's own port.
      if (configuredPort && !/:\d+$/.test(host) && host.endsWith('.localhost'))
        host = `${host}:${configuredPort}`;
      return build(brand, host, 'host');
    },
  };

  /** `switched`: the theme of the development switch cookie, read only outside production. */
  function resolve(requestHost: string, switched: ThemeId | null): RequestSite {
    if (switched) {
      const brand = { theme: switched, country: THEMES[switched].country };
      return build(brand, requestHost || config.hostname, 'cookie');
    }
    const brand = brandForHost(config.brandHosts, requestHost);
    if (!brand) return defaultSite;
    return isDefault(brand) && requestHost === normaliseHost(config.hostname)
      ? defaultSite
      : build(brand, requestHost, 'host');
  }
}

/**
 * Gives every request its site before any other hook. Outside production, an answer for a brand chosen by the
 * switch cookie is kept out of shared caches: the same address answers another brand without the cookie.
 */
export function registerRequestSite(app: FastifyInstance, resolver: SiteResolver, geoIp: GeoIpTable): void {
  app.decorateRequest('site', null as unknown as RequestSite);
  app.decorateRequest('ipCountry', null);
  // Callback hooks, not async ones: they run for every request and do no I/O, so a promise each is pure cost.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    // `host` honours X-Forwarded-Host only behind a trusted proxy (TRUST_PROXY).
    request.site = resolver.forRequest(request.host, request.headers.cookie);
    request.ipCountry = edgeCountry(request) ?? geoIp.lookup(request.ip);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.site?.source === 'cookie') {
      void reply.header('cache-control', 'private, no-store');
      void reply.header('vary', appendVary(reply.getHeader('vary'), 'Cookie'));
    }
    done(null, payload);
  });
}

/** The country a CDN or proxy in front of the shop names (Cloudflare's cf-ipcountry, or x-country). */
export function edgeCountry(request: FastifyRequest): string | null {
  const raw = request.headers['cf-ipcountry'] ?? request.headers['x-country'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : null;
}

/** The bundled IP-to-country table, or the one GEOIP_CSV names. */
export function loadGeoIpTable(path: string | undefined): GeoIpTable {
  const file = path ?? fileURLToPath(new URL('./modules/geo/ip-country.csv', import.meta.url));
  return parseGeoIpCsv(readFileSync(file, 'utf8'));
}

function appendVary(current: unknown, name: string): string {
  const list = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return list.some((v) => v.toLowerCase() === name.toLowerCase())
    ? list.join(', ')
    : [...list, name].join(', ');
}
