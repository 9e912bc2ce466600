// The shop's own analytics collector (issue 16): which GA4-shaped events it keeps, the funnel it charts, and the
// rates between the funnel's steps. Pure rules, shared by the browser's collector, the API and the staff page.

/** The e-commerce and search events the collector keeps; any other name is dropped without an error. */
export const COLLECTED_EVENTS = [
  'view_item_list',
  'view_item',
  'select_item',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'search',
] as const;
export type CollectedEvent = (typeof COLLECTED_EVENTS)[number];

/** The product comparison's events (compare_add, compare_remove, compare_navigate, compare_products, …). */
const COMPARE_EVENT = /^compare_[a-z][a-z_]{0,31}$/;

/** Whether the collector keeps an event of this name: one of COLLECTED_EVENTS or a compare_* event. */
export function isCollectedEvent(name: string): boolean {
  return (COLLECTED_EVENTS as readonly string[]).includes(name) || COMPARE_EVENT.test(name);
}

/** The most entries one POST /api/analytics/events may carry. */
export const COLLECTOR_BATCH_MAX = 20;
/** Items kept of one event's ecommerce.items; the rest are dropped. */
export const COLLECTOR_ITEMS_MAX = 50;
/** Text kept of any one string of an event; the rest is cut. */
export const COLLECTOR_STRING_MAX = 200;

/** The funnel's steps in order, each with the event that counts it. */
export const FUNNEL_STEPS = [
  { key: 'views', event: 'view_item' },
  { key: 'addToCart', event: 'add_to_cart' },
  { key: 'beginCheckout', event: 'begin_checkout' },
  { key: 'purchases', event: 'purchase' },
] as const satisfies readonly { key: string; event: CollectedEvent }[];
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number]['key'];
export type FunnelCounts = Readonly<Record<FunnelStepKey, number>>;

/** The longest range the funnel report covers, and the range it shows when none is asked for. */
export const FUNNEL_MAX_DAYS = 92;
export const FUNNEL_DEFAULT_DAYS = 14;

export interface FunnelRates {
  /** Add to cart ÷ views. */
  viewToCart: number | null;
  /** Checkouts begun ÷ add to cart. */
  cartToCheckout: number | null;
  /** Purchases ÷ checkouts begun. */
  checkoutToPurchase: number | null;
  /** Purchases ÷ views. */
  overall: number | null;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The conversion between each step and the next, and from views to purchase; null where the step before is 0. */
export function funnelRates(c: FunnelCounts): FunnelRates {
  return {
    viewToCart: ratio(c.addToCart, c.views),
    cartToCheckout: ratio(c.beginCheckout, c.addToCart),
    checkoutToPurchase: ratio(c.purchases, c.beginCheckout),
    overall: ratio(c.purchases, c.views),
  };
}

/** The calendar day (yyyy-MM-dd) that `instant` falls on in `timeZone`. */
export function zonedIsoDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** `isoDate` moved by `days` calendar days. */
export function addIsoDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included (empty when `to` is before `from`). */
export function isoDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addIsoDays(day, 1)) days.push(day);
  return days;
}
