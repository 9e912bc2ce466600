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

// ---------------------------------------------------------------------------------------------------------------
// Booking rules (docs/decisions/0035-cooking-demo-bookings.md): what a shopper can do with a demo, and in whose words.

export type CookingDemoType = 0 | 1 | 2;
export type DemoAvailability = (typeof DEMO_AVAILABILITY)[keyof typeof DEMO_AVAILABILITY];

/** Type labels for the filter and the demo's page, by number (000 §3). */
export const COOKING_DEMO_TYPE_LABELS: Readonly<Record<CookingDemoType, string>> = {
  0: 'Pre-purchase demo',
  1: 'Post-purchase demo',
  2: 'Open to everyone',
};

/** Sub-event types (the spec does not list them): what kind of session a demo is. */
export const COOKING_DEMO_SUB_EVENT_TYPES = [
  { value: 0, label: 'Product demonstration' },
  { value: 1, label: 'Cooking class' },
  { value: 2, label: 'Chef masterclass' },
  { value: 3, label: 'Family cooking' },
] as const;

export function cookingDemoSubEventLabel(value: number): string {
  return COOKING_DEMO_SUB_EVENT_TYPES.find((s) => s.value === value)?.label ?? 'Cooking demo';
}

export const COOKING_DEMO_LIMITS = {
  /** Seats one booking or wait-list entry may ask for. */
  seatsMin: 1,
  seatsMax: 4,
  /** Online booking, wait list and answers close this long before the start; after it the store takes calls. */
  onlineCutoffMinutes: 120,
  /** A seat offered from the wait list is held this long (or until the cut-off, whichever is first). */
  offerHoldHours: 24,
  /** recordsPerPage the list call accepts. */
  recordsPerPageMax: 48,
  nameMax: 50,
  orderNumberMax: 20,
} as const;

/**
 * 000 §3 availability: ContactStore when the store takes this demo's bookings by phone or online booking has closed
 * (the cut-off before the start, or it has begun); WaitList when every seat is booked or held; else Available.
 */
export function cookingDemoAvailability(demo: {
  readonly capacity: number;
  readonly seatsTaken: number;
  readonly onlineBooking: boolean;
  readonly startsAt: Date;
  readonly now: Date;
}): DemoAvailability {
  if (!demo.onlineBooking || !isBookableOnline(demo.startsAt, demo.now)) return DEMO_AVAILABILITY.ContactStore;
  return demo.seatsTaken >= demo.capacity ? DEMO_AVAILABILITY.WaitList : DEMO_AVAILABILITY.Available;
}

/** Online booking is open until the cut-off before the start. */
export function isBookableOnline(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() > COOKING_DEMO_LIMITS.onlineCutoffMinutes * 60_000;
}

/** When a seat offered now must be taken by: a day, or the online cut-off if sooner; null when no offer can be made. */
export function offerExpiry(startsAt: Date, now: Date): Date | null {
  const cutoff = startsAt.getTime() - COOKING_DEMO_LIMITS.onlineCutoffMinutes * 60_000;
  const hold = now.getTime() + COOKING_DEMO_LIMITS.offerHoldHours * 3_600_000;
  const until = Math.min(cutoff, hold);
  return until > now.getTime() ? new Date(until) : null;
}

/**
 * Who may book a demo of each type (issue 15, ADR 0035): a pre-purchase demo needs the number of a placed order, made
 * with the booker's e-mail, that holds the demo's brand; a post-purchase demo is the reverse, for shoppers who have
 * no such order; a demo open to everyone asks nothing.
 */
export type CookingDemoEligibility = 'ok' | 'order_required' | 'order_not_found' | 'order_without_brand' | 'already_bought';

export function cookingDemoEligibility(
  type: number,
  check: {
    /** The order number the shopper typed, trimmed ('' when none). */
    readonly orderNumber: string;
    /** The typed order: null when no placed order has that number and the booker's e-mail. */
    readonly order: { readonly holdsBrand: boolean } | null;
    /** Whether any placed order of the booker's e-mail holds the demo's brand. */
    readonly emailHasBrandOrder: boolean;
  },
): CookingDemoEligibility {
  if (type === COOKING_DEMO_TYPES.PrePurchaseOnly) {
    if (!check.orderNumber) return 'order_required';
    if (!check.order) return 'order_not_found';
    return check.order.holdsBrand ? 'ok' : 'order_without_brand';
  }
  if (type === COOKING_DEMO_TYPES.PostPurchaseOnly) return check.emailHasBrandOrder ? 'already_bought' : 'ok';
  return 'ok';
}

/** The sentence each refusal shows, with the demo's brand and store. */
export function cookingDemoEligibilityMessage(
  result: Exclude<CookingDemoEligibility, 'ok'>,
  brand: string,
): string {
  switch (result) {
    case 'order_required':
      return `This demo is for ${brand} customers. Please enter the order number of your ${brand} purchase.`;
    case 'order_not_found':
      return 'We could not find an order with that number and email address. Please check both and try again.';
    case 'order_without_brand':
      return `That order has no ${brand} products in it. This demo is for customers who bought ${brand}.`;
    case 'already_bought':
      return `This demo is for shoppers who have not bought ${brand} from us yet. Please choose a pre-purchase or open demo instead.`;
  }
}

/** Sentences the booking, wait-list and RSVP calls answer with, and the screens show. */
export const COOKING_DEMO_MESSAGES = {
  notFound: 'Sorry, we could not find that cooking demo.',
  full: 'Sorry, this demo is now full. Join the wait list and we will email you if a seat comes up.',
  notEnoughSeats: (left: number) =>
    `Sorry, only ${left} ${left === 1 ? 'seat is' : 'seats are'} left for this demo. Please book fewer seats or join the wait list.`,
  contactStore: 'Online booking for this demo has closed. Please call the store to ask about a seat.',
  seatsAvailable: 'Good news: this demo has seats available, so you can book one now instead of joining the wait list.',
  alreadyBooked: 'You already have a booking or a wait-list place for this demo with this email address. Please check your email.',
  seats: `Please choose 1 to ${COOKING_DEMO_LIMITS.seatsMax} seats`,
  firstName: `Please enter your first name (max ${COOKING_DEMO_LIMITS.nameMax} characters)`,
  lastName: `Please enter your last name (max ${COOKING_DEMO_LIMITS.nameMax} characters)`,
  orderNumber: 'Please enter a valid order number',
  rsvpInvalid: 'Sorry, that link is not valid. Please use the link in your latest email from us.',
  rsvpClosed: 'This booking has been cancelled, so there is nothing more to answer.',
  rsvpStillWaiting: 'You are still on the wait list: we will email you as soon as a seat comes up.',
  offerExpired: 'Sorry, the seat we held for you has been offered to the next person on the wait list.',
  date: 'Please choose a valid date',
} as const;
