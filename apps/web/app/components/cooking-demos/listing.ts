import type { CookingDemoList, CookingDemoListQuery } from '@shop/contracts';
import {
  COOKING_DEMO_PAGE_SIZE,
  INITIAL_COOKING_DEMO_LISTING,
  applyCookingDemoFilters,
  cookingDemoListingReducer,
  type CookingDemoFilterInput,
  type CookingDemoFilters,
  type CookingDemoListingState,
} from '@shop/domain';

// The demo list's filters live in the address (000 §9 names, so a shared link or the form sent without scripts shows
// the same demos) and its listing status follows the domain's reducer (000 §4), on the server and in the browser.

/** The address's filter keys, which are also the GET form's field names and the API's query names. */
export const FILTER_KEYS = [
  'storeUri',
  'brand',
  'cookingDemoType',
  'cookingDemoSubEventType',
  'startDate',
  'endDate',
  'pageNo',
] as const;

/** The filters an address asks for, as the reducer's input (only the keys present). */
export function filterInput(search: string | URLSearchParams): CookingDemoFilterInput {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const input: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null) input[key] = value;
  }
  return input;
}

/**
 * An address is a whole set of filters: 'All types' leaves the type out, and must clear one chosen before. The
 * domain's rule keeps the previous number when a new one does not parse, so each address starts from no filters.
 */
export function filtersOf(search: string | URLSearchParams): CookingDemoFilters {
  return applyCookingDemoFilters({}, filterInput(search));
}

/** The list call's query: one page of 12; missing dates are the API's default window (000 §9). */
export function listQuery(filters: CookingDemoFilters): CookingDemoListQuery {
  return {
    storeUri: filters.storeUri,
    brand: filters.brand,
    cookingDemoType: filters.cookingDemoType,
    cookingDemoSubEventType: filters.cookingDemoSubEventType,
    startDate: filters.startDate,
    endDate: filters.endDate,
    sortDirection: filters.sortDirection,
    pageNo: filters.pageNo ?? 1,
    recordsPerPage: COOKING_DEMO_PAGE_SIZE,
  };
}

/** The address of the list for these filters (page 1 is left out). */
export function listHref(filters: CookingDemoFilters, pageNo?: number): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = key === 'pageNo' ? pageNo : filters[key];
    if (value === undefined || value === '' || (key === 'pageNo' && value === 1)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/cooking-demos?${search}` : '/cooking-demos';
}

/** The form's fields as an address (empty choices dropped, back to page 1). */
export function formHref(form: FormData): string {
  const input: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = form.get(key);
    if (typeof value === 'string' && key !== 'pageNo') input[key] = value;
  }
  return listHref(applyCookingDemoFilters({}, input));
}

export interface SettledListing {
  state: CookingDemoListingState;
  /** The demos found; null in Failure. */
  list: CookingDemoList | null;
}

/**
 * Runs the listing to rest as 000 §4 says: set the filters (Loading), then a success, or an error; the first error
 * starts again once with no filters, a second stays in Failure. At most two calls.
 */
export async function settleListing(
  load: (query: CookingDemoListQuery) => Promise<CookingDemoList>,
  input: CookingDemoFilterInput,
): Promise<SettledListing> {
  let state = cookingDemoListingReducer(INITIAL_COOKING_DEMO_LISTING, { type: 'setFilters', filters: input });
  while (state.status === 'Loading') {
    try {
      const list = await load(listQuery(state.filters));
      return { state: cookingDemoListingReducer(state, { type: 'success' }), list };
    } catch {
      state = cookingDemoListingReducer(state, { type: 'error' });
    }
  }
  return { state, list: null };
}
