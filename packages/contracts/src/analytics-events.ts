import { z } from 'zod';
import { COLLECTOR_BATCH_MAX, FUNNEL_MAX_DAYS, THEME_IDS } from '@shop/domain';

// The shop's own analytics collector (issue 16): GA4-shaped events the browser posts to its own origin, and the
// staff funnel report read from them. Unknown event names pass validation and are dropped by the server.

/** A random, first-party browser id the collector keeps in localStorage; never personal data. */
export const CollectorClientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientId must be 8 to 64 letters, digits, _ or -');

const scalar = z.union([z.string().max(2000), z.number().finite(), z.boolean(), z.null()]);

/** One GA4 item (item_id, item_name, price, quantity, …): flat values only; strings are cut to 200 on storing. */
export const CollectorItem = z
  .record(z.string().min(1).max(40), scalar)
  .refine((item) => Object.keys(item).length <= 30, 'An item may carry at most 30 fields');

/** The GA4 `ecommerce` object; fields outside this list are not kept. */
export const CollectorEcommerce = z.object({
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'currency must be a three-letter code')
    .optional(),
  value: z.number().finite().min(0).max(100_000_000).optional(),
  transaction_id: z.string().max(2000).optional(),
  coupon: z.string().max(2000).optional(),
  shipping: z.number().finite().optional(),
  tax: z.number().finite().optional(),
  payment_type: z.string().max(2000).optional(),
  shipping_tier: z.string().max(2000).optional(),
  item_list_id: z.string().max(2000).optional(),
  item_list_name: z.string().max(2000).optional(),
  search_term: z.string().max(2000).optional(),
  /** Up to 200 accepted; the first 50 are kept. */
  items: z.array(CollectorItem).max(200).optional(),
});
export type CollectorEcommerce = z.infer<typeof CollectorEcommerce>;

/** One entry of the data layer with an event name. */
export const CollectorEntry = z.object({
  event: z.string().min(1).max(100),
  ecommerce: CollectorEcommerce.optional(),
  clientId: CollectorClientId,
});
export type CollectorEntry = z.input<typeof CollectorEntry>;

/** POST /api/analytics/events (JSON): a small batch of entries; answers 202 `true`. */
export const CollectorBatch = z.object({
  events: z
    .array(CollectorEntry)
    .min(1, 'events must hold at least one entry')
    .max(COLLECTOR_BATCH_MAX, `events may hold at most ${COLLECTOR_BATCH_MAX} entries`),
});
export type CollectorBatch = z.input<typeof CollectorBatch>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD')
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  }, 'Dates must be real days (YYYY-MM-DD)');

/** A brand's theme id, or every brand. */
export const FunnelBrand = z.enum([...THEME_IDS, 'all']);
export type FunnelBrand = z.infer<typeof FunnelBrand>;

/**
 * GET /api/staff/analytics/funnel?from=&to=&brand=: days in the site's time zone, both included; without them the
 * last 14 days to today. At most 92 days.
 */
export const FunnelQuery = z
  .object({ from: isoDay.optional(), to: isoDay.optional(), brand: FunnelBrand.default('all') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must not be after the end date',
    path: ['from'],
  });
export type FunnelQuery = z.input<typeof FunnelQuery>;

export const FunnelFigures = z.object({
  /** view_item events. */
  views: z.number().int().nonnegative(),
  addToCart: z.number().int().nonnegative(),
  beginCheckout: z.number().int().nonnegative(),
  purchases: z.number().int().nonnegative(),
  /** Distinct first-party client ids with any kept event. */
  clients: z.number().int().nonnegative(),
  /** The sum of the purchases' values, in cents. */
  purchaseValueCents: z.number().int().nonnegative(),
});
export type FunnelFigures = z.infer<typeof FunnelFigures>;

export const FunnelDay = FunnelFigures.extend({ day: z.string() });
export type FunnelDay = z.infer<typeof FunnelDay>;

export const FunnelBrandReport = z.object({
  brand: z.enum(THEME_IDS),
  /** Every day of the range, oldest first; a day without events has zeros. */
  days: z.array(FunnelDay),
  /** The whole range; `clients` counts each client once across the days. */
  totals: FunnelFigures,
});
export type FunnelBrandReport = z.infer<typeof FunnelBrandReport>;

export const FunnelReport = z.object({
  from: z.string(),
  to: z.string(),
  brand: FunnelBrand,
  /** The most days one report covers. */
  maxDays: z.literal(FUNNEL_MAX_DAYS),
  /** One per brand with events in the range (all brands), or the brand asked for. */
  brands: z.array(FunnelBrandReport),
});
export type FunnelReport = z.infer<typeof FunnelReport>;
