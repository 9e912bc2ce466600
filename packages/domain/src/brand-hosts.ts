// One running shop serves every brand: the request's host name picks the brand (and its country) from a host table
// (docs/decisions/0038-brands-by-host-name.md).

import { THEME_IDS, THEMES, isCountry, isThemeId, type Country, type ThemeId } from './themes.ts';

/** The brand and country a host serves. */
export interface HostBrand {
  readonly theme: ThemeId;
  readonly country: Country;
}

/** Host name (lower case, with `:port` only when the entry named one) to brand. */
export type HostTable = ReadonlyMap<string, HostBrand>;

/** The cookie the development brand switch (`?theme=`) keeps its choice in; production never reads it. */
export const BRAND_COOKIE = 'shop_brand';
/** The query parameter of the development brand switch (`brand` is the listings' brand filter). */
export const BRAND_QUERY = 'theme';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * Reads `host=theme[/COUNTRY]` entries separated by commas or white space, e.g.
 * `www.premierappliances.com.au=wa, www.appliancecentral.co.nz=aol-nz, www.homestead.co.nz=home/NZ`.
 * Throws with the offending entry, so a bad setting stops the start with its reason.
 */
export function parseHostTable(text: string): HostTable {
  const table = new Map<string, HostBrand>();
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const [host, brand, ...rest] = entry.split('=');
    const [theme, country, ...more] = (brand ?? '').split('/');
    const normalised = host?.trim().toLowerCase() ?? '';
    if (brand === undefined || rest.length > 0 || more.length > 0 || !HOST.test(normalised)) {
      throw new Error(`"${entry}" is not host=theme or host=theme/COUNTRY`);
    }
    if (!isThemeId(theme)) throw new Error(`"${entry}": the theme must be one of ${THEME_IDS.join(', ')}`);
    const upper = country?.toUpperCase();
    if (country !== undefined && !isCountry(upper))
      throw new Error(`"${entry}": the country must be AU or NZ`);
    if (table.has(normalised)) throw new Error(`"${normalised}" is named twice`);
    table.set(normalised, { theme, country: isCountry(upper) ? upper : THEMES[theme].country });
  }
  return table;
}

/**
 * The development hosts every shop knows: `<theme>.localhost` (any port) serves that brand, so a newcomer sees each
 * brand at http://wa.localhost:3000/ with no setup (browsers send *.localhost to this machine).
 */
export function developmentHostTable(): HostTable {
  return new Map(
    THEME_IDS.map((id) => [`${id}.localhost`, { theme: id, country: THEMES[id].country }] as const),
  );
}

/** The host without a trailing dot, lower case; '' for a missing or malformed one. */
export function normaliseHost(host: string | undefined | null): string {
  const value = (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/\.(?=:|$)/, '');
  return HOST.test(value) ? value : '';
}

/** The table's brand for a host: the exact entry (with its port), else the entry of the bare host name; else null. */
export function brandForHost(table: HostTable, host: string | undefined | null): HostBrand | null {
  const normalised = normaliseHost(host);
  if (!normalised) return null;
  return table.get(normalised) ?? table.get(normalised.replace(/:\d+$/, '')) ?? null;
}

/** The host name a brand is served under (the first the table names for it and the country), for its e-mail links. */
export function hostForBrand(table: HostTable, brand: HostBrand): string | null {
  for (const [host, entry] of table) {
    if (entry.theme === brand.theme && entry.country === brand.country) return host;
  }
  return null;
}

/** The brand's theme in a country: aol's New Zealand site is its own theme, aol-nz; every other brand keeps its theme. */
export function sisterTheme(theme: ThemeId, country: Country): ThemeId {
  if (theme === 'aol' && country === 'NZ') return 'aol-nz';
  if (theme === 'aol-nz' && country === 'AU') return 'aol';
  return theme;
}

/** The theme a development switch cookie names, or null for none or an unknown one. */
export function brandFromCookie(cookieHeader: string | undefined | null): ThemeId | null {
  if (!cookieHeader?.includes(BRAND_COOKIE)) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === BRAND_COOKIE) return isThemeId(value) ? value : null;
  }
  return null;
}
