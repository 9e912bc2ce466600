// Every theme difference the specs name is a flag here, so pages and servers ask "does this theme hide X" instead of
// comparing theme ids (see docs/decisions/0004-themes.md).

export const COUNTRIES = ['AU', 'NZ'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'AU';

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

export const THEME_IDS = ['aol', 'aol-nz', 'wa', 'aoc', 'wac', 'hc', 'fk', 'home'] as const;
export type ThemeId = (typeof THEME_IDS)[number];
export const DEFAULT_THEME: ThemeId = 'aol';

/** Which row of the search-dropdown table (000 §9) a theme reads. */
export type SearchDropdownGroup = 'compact' | 'standard';

export interface Theme {
  readonly id: ThemeId;
  readonly companyName: string;
  /** Country used when configuration does not say otherwise. */
  readonly country: Country;
  readonly isAppliances: boolean;
  readonly isFurniture: boolean;
  readonly isCommercial: boolean;
  readonly isHardware: boolean;
  readonly isNz: boolean;
  readonly hidesMainNavigation: boolean;
  readonly hidesReminders: boolean;
  readonly usesSearchEngineAnalytics: boolean;
  /** Staff offsets for the nav dropdown, global message and sticky nav (000 §6). */
  readonly usesAdminOffset: boolean;
  /** The hardware theme drops the chevron after 'View all products' (000 §2). */
  readonly showsViewAllChevron: boolean;
  readonly searchDropdownGroup: SearchDropdownGroup;
}

type ThemeFlags = Omit<Theme, 'id' | 'companyName' | 'country'>;

const BASE: ThemeFlags = {
  isAppliances: false,
  isFurniture: false,
  isCommercial: false,
  isHardware: false,
  isNz: false,
  hidesMainNavigation: false,
  hidesReminders: false,
  usesSearchEngineAnalytics: false,
  usesAdminOffset: false,
  showsViewAllChevron: true,
  searchDropdownGroup: 'standard',
};

export const THEMES = {
  aol: {
    ...BASE,
    id: 'aol',
    companyName: 'Appliance Central',
    country: 'AU',
    isAppliances: true,
    usesSearchEngineAnalytics: true,
    usesAdminOffset: true,
  },
  'aol-nz': {
    ...BASE,
    id: 'aol-nz',
    companyName: 'Appliance Central',
    country: 'NZ',
    isAppliances: true,
    isNz: true,
    searchDropdownGroup: 'compact',
  },
  wa: {
    ...BASE,
    id: 'wa',
    companyName: 'Premier Appliances',
    country: 'AU',
    isAppliances: true,
    usesSearchEngineAnalytics: true,
    usesAdminOffset: true,
  },
  aoc: {
    ...BASE,
    id: 'aoc',
    companyName: 'Appliance Central Commercial',
    country: 'AU',
    isAppliances: true,
    isCommercial: true,
  },
  wac: {
    ...BASE,
    id: 'wac',
    companyName: 'Premier Appliances Commercial',
    country: 'AU',
    isAppliances: true,
    isCommercial: true,
  },
  hc: {
    ...BASE,
    id: 'hc',
    companyName: 'Hardware Central',
    country: 'AU',
    isHardware: true,
    hidesMainNavigation: true,
    hidesReminders: true,
    usesAdminOffset: true,
    showsViewAllChevron: false,
    searchDropdownGroup: 'compact',
  },
  fk: {
    ...BASE,
    id: 'fk',
    companyName: 'Fresh Kitchens',
    country: 'AU',
    isFurniture: true,
  },
  home: {
    ...BASE,
    id: 'home',
    companyName: 'Homestead Living',
    country: 'AU',
    isFurniture: true,
    hidesMainNavigation: true,
    hidesReminders: true,
    usesSearchEngineAnalytics: true,
    searchDropdownGroup: 'compact',
  },
} as const satisfies Record<ThemeId, Theme>;

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && Object.hasOwn(THEMES, value);
}

/** Unknown or missing configuration falls back to the default theme, as the spec's shell does (000 §1). */
export function themeFor(id: unknown): Theme {
  return THEMES[isThemeId(id) ? id : DEFAULT_THEME];
}

/** The configured country wins; otherwise the theme's own country. */
export function countryFor(themeId: ThemeId, configured?: string | null): Country {
  const upper = configured?.trim().toUpperCase();
  return isCountry(upper) ? upper : THEMES[themeId].country;
}

/**
 * Whether a shopper sees prices (000 §6: on the commercial themes visitors do not). Pages and the API both ask here,
 * so the day the theme is chosen per request only the caller's theme changes (docs/decisions/0024).
 */
export function pricesHiddenFor(themeId: ThemeId, signedIn: boolean): boolean {
  return THEMES[themeId].isCommercial && !signedIn;
}
