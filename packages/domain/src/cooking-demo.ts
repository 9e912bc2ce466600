import { addDays, formatIsoDate, toCalendarDate, type DateInput } from './dates.ts';

// 000 §3, §4, §5, §7, §9: cooking demo filters, listing status and request parameters.

export const COOKING_DEMO_PAGE_SIZE = 12;

export const COOKING_DEMO_TYPES = {
  all: '',
  PrePurchaseOnly: 0,
  PostPurchaseOnly: 1,
  OpenToEveryone: 2,
} as const;
export const SORT_DIRECTIONS = { None: 0, Ascending: 1, Descending: 2 } as const;
export const DEMO_AVAILABILITY = { Available: 0, WaitList: 1, ContactStore: 2 } as const;
export const LOAD_STATUSES = ['Initial', 'Loading', 'Success', 'Failure'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

export interface CookingDemoFilters {
  readonly storeUri?: string;
  readonly brand?: string;
  readonly cookingDemoType?: number;
  readonly cookingDemoSubEventType?: number;
  readonly startDate?: string;
  readonly endDate?: string;
  readonly pageNo?: number;
  readonly sortDirection?: number;
}

export type CookingDemoFilterInput = { readonly [K in keyof CookingDemoFilters]?: string | number | null };

const NUMERIC_KEYS = ['cookingDemoType', 'cookingDemoSubEventType', 'pageNo', 'sortDirection'] as const;

/** A number that parses to 0 or more, else undefined. */
export function parseNonNegative(value: string | number | null | undefined): number | undefined {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/**
 * Numeric filters are taken only when they parse to 0 or more, otherwise the previous value stays; the brand is
 * lower-cased; an empty text value clears that filter.
 */
export function applyCookingDemoFilters(
  previous: CookingDemoFilters,
  input: CookingDemoFilterInput,
): CookingDemoFilters {
  const next: Record<string, string | number | undefined> = { ...previous };
  for (const key of NUMERIC_KEYS) {
    if (!(key in input)) continue;
    const n = parseNonNegative(input[key]);
    if (n !== undefined) next[key] = n;
  }
  for (const key of ['storeUri', 'brand', 'startDate', 'endDate'] as const) {
    if (!(key in input)) continue;
    const raw = input[key];
    const text = raw == null ? '' : String(raw).trim();
    next[key] = text === '' ? undefined : key === 'brand' ? text.toLowerCase() : text;
  }
  return Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) as CookingDemoFilters;
}

/**
 * The default window (000 §9): from the start of today to 23 hours ahead, plus a one-day offset, read as
 * today 00:00 to tomorrow 23:00 (ADR 0003). Local date-times without a zone, as the demo list is per store.
 */
export function defaultCookingDemoWindow(today: DateInput): { startDate: string; endDate: string } {
  const start = toCalendarDate(today);
  return {
    startDate: `${formatIsoDate(start)}T00:00:00`,
    endDate: `${formatIsoDate(addDays(start, 1))}T23:00:00`,
  };
}

/** GET /api/v2/cookingdemo query: defaults filled in, empty values dropped, everything as strings. */
export function cookingDemoQuery(filters: CookingDemoFilters, today: DateInput): Record<string, string> {
  const window = defaultCookingDemoWindow(today);
  const all: Record<string, string | number | undefined> = {
    sortDirection: filters.sortDirection ?? SORT_DIRECTIONS.None,
    pageNo: filters.pageNo ?? 1,
    recordsPerPage: COOKING_DEMO_PAGE_SIZE,
    storeUri: filters.storeUri,
    brand: filters.brand?.toLowerCase(),
    cookingDemoType: filters.cookingDemoType,
    cookingDemoSubEventType: filters.cookingDemoSubEventType,
    startDate: filters.startDate ?? window.startDate,
    endDate: filters.endDate ?? window.endDate,
  };
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(all)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}

export interface CookingDemoListingState {
  readonly status: LoadStatus;
  readonly filters: CookingDemoFilters;
  readonly retried: boolean;
}

export const INITIAL_COOKING_DEMO_LISTING: CookingDemoListingState = {
  status: 'Initial',
  filters: {},
  retried: false,
};

export type CookingDemoListingEvent =
  | { readonly type: 'setFilters'; readonly filters: CookingDemoFilterInput }
  | { readonly type: 'success' }
  | { readonly type: 'error' };

/** 000 §4: the first listing error re-initialises once with empty filters (and reloads); later errors stay in Failure. */
export function cookingDemoListingReducer(
  state: CookingDemoListingState,
  event: CookingDemoListingEvent,
): CookingDemoListingState {
  switch (event.type) {
    case 'setFilters':
      return { ...state, status: 'Loading', filters: applyCookingDemoFilters(state.filters, event.filters) };
    case 'success':
      return { ...state, status: 'Success' };
    case 'error':
      return state.retried
        ? { ...state, status: 'Failure' }
        : { status: 'Loading', filters: {}, retried: true };
  }
}
