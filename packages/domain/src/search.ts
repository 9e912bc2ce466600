import { BREAKPOINTS } from './breakpoints.ts';
import { THEMES, type ThemeId } from './themes.ts';

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MIN_LENGTH = 2;

/** 000 §5: angle brackets, semicolons and double dots become spaces; only these characters survive. */
const DISALLOWED = /[^\p{L}\p{Nd}\-_+./\s]/gu;

export function sanitiseSearchTerm(term: string): string {
  let out = term.replace(/[<>;]/g, ' ').replace(/\.\./g, ' ').replace(DISALLOWED, '');
  // Removing characters can bring two dots together again ('.!.'); repeat until none are left.
  while (out.includes('..')) out = out.replace(/\.\./g, ' ');
  return out;
}

/** The keyword a submit or a suggestion fetch uses: trimmed, sanitised and cut to the input's max length. */
export function prepareSearchTerm(raw: string): string {
  return sanitiseSearchTerm(raw.trim().slice(0, SEARCH_MAX_LENGTH)).trim();
}

/** Suggestions are fetched only once the trimmed keyword reaches the minimum (000 §4, §5). */
export function shouldFetchSuggestions(raw: string): boolean {
  return raw.trim().length >= SEARCH_MIN_LENGTH;
}

/** An empty trimmed keyword does nothing on submit (000 §2). */
export function canSubmitSearch(raw: string): boolean {
  return raw.trim().length > 0;
}

/** Query-string values are lower-cased when set (000 §5). */
export function lowerCaseQueryValue(value: string): string {
  return value.toLowerCase();
}

/** A visit to /search is redirected here (000 §2). */
export const SEARCH_REDIRECT_PATH = '/products';

export function searchResultsPath(keyword: string): string {
  return `/search/${encodeURIComponent(prepareSearchTerm(keyword))}`;
}

/** 000 §3 search analytics event types 0 to 5. */
export const SEARCH_ANALYTICS_EVENT_TYPES = {
  search: 0,
  productClick: 1,
  productAddToCart: 2,
  productOrder: 3,
  visit: 4,
  productMultiOrder: 5,
} as const;

export interface SearchDropdownLayout {
  readonly productCount: number;
  readonly thumbnailPx: number;
}

const DROPDOWN = {
  compact: { small: 4, wide: 8, thumbnailPx: 90 },
  standard: { small: 3, wide: 6, thumbnailPx: 100 },
} as const;

/**
 * 000 §9 dropdown product counts. Small screens are those below lg; the hardware theme shows 3 there but 8 on wide
 * screens, which is the one cell where it leaves its table row.
 */
export function searchDropdownLayout(themeId: ThemeId, viewportWidth: number): SearchDropdownLayout {
  const theme = THEMES[themeId];
  const row = DROPDOWN[theme.searchDropdownGroup];
  const wide = viewportWidth >= BREAKPOINTS.lg;
  const productCount = wide ? row.wide : theme.isHardware ? DROPDOWN.standard.small : row.small;
  return { productCount, thumbnailPx: row.thumbnailPx };
}

/** 000 §6: a signed-in user adds wid=true to site search. */
export function siteSearchParams(
  params: Readonly<Record<string, string>>,
  signedIn: boolean,
): Record<string, string> {
  return signedIn ? { ...params, wid: 'true' } : { ...params };
}

/** 000 §5 / §9 location typeahead. */
export const LOCATION_TYPEAHEAD = { minLength: 2, waitMs: 400, maxOptions: 100 } as const;

export function shouldSearchLocations(term: string): boolean {
  return term.trim().length >= LOCATION_TYPEAHEAD.minLength;
}
