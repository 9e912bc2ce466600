import { z } from 'zod';

// The performance dashboard, its project search and stock per warehouse (issue 14; docs/decisions/0033). Staff only:
// the API checks the role (docs/decisions/0030) before it reads any of these.

/** The periods the dashboard offers: the last 30 days by day, or the last 12, 26 or 52 weeks by week. */
export const PERFORMANCE_PERIODS = ['30d', '12w', '26w', '52w'] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

/** GET /api/staff/performance?period= */
export const PerformanceQuery = z.object({ period: z.enum(PERFORMANCE_PERIODS).default('30d') });

/**
 * The figures of one day or week (or of the whole period, for the totals), counted by the calendar day in the shop's
 * country time zone.
 */
export const PerformanceFigures = z.object({
  /** Orders placed in it (status placed, by `placed_at`). */
  ordersPlaced: z.number().int().nonnegative(),
  /** The sum of those orders' totals, in cents. */
  revenueCents: z.number().int().nonnegative(),
  /** Revenue ÷ orders placed, rounded to the cent; null without orders. */
  averageOrderValueCents: z.number().int().nonnegative().nullable(),
  /** Checkout attempts started in it: the salesperson's orders rows in any status, by `created_at`. */
  checkoutAttempts: z.number().int().nonnegative(),
  /** Of those attempts, how many ended placed. */
  checkoutAttemptsPlaced: z.number().int().nonnegative(),
  /** Checkout conversion: attempts placed ÷ attempts (0–1); null without attempts. */
  checkoutConversion: z.number().min(0).max(1).nullable(),
  /** Projects made for customers in it (`created_at`). */
  projectsCreated: z.number().int().nonnegative(),
  /** Projects turned into a cart in it (`converted_at`). */
  projectsConverted: z.number().int().nonnegative(),
  /** Project conversion: projects converted ÷ projects created; null when none were created. */
  projectConversion: z.number().nonnegative().nullable(),
});
export type PerformanceFigures = z.infer<typeof PerformanceFigures>;

export const PerformanceBucket = PerformanceFigures.extend({
  /** The day, or the Monday of the week, 'YYYY-MM-DD'. */
  start: z.string(),
});
export type PerformanceBucket = z.infer<typeof PerformanceBucket>;

export const PerformanceOrder = z.object({
  /** Null for an attempt that was never placed (numbers are taken at placement). */
  orderNumber: z.string().nullable(),
  /** When it was placed, else when the attempt started (ISO). */
  date: z.string(),
  totalCents: z.number().int().nonnegative(),
  status: z.enum(['reserved', 'placed', 'failed', 'cancelled']),
});
export type PerformanceOrder = z.infer<typeof PerformanceOrder>;

/** GET /api/staff/performance: the signed-in staff member's own sales, by their salesperson code. */
export const PerformanceReport = z.object({
  /** Null: the account has no salesperson code, so there is nothing to count (and every list is empty). */
  salespersonCode: z.string().nullable(),
  period: z.enum(PERFORMANCE_PERIODS),
  granularity: z.enum(['day', 'week']),
  timeZone: z.string(),
  currency: z.string(),
  /** Oldest first; every day or week of the period, empty ones included. */
  buckets: z.array(PerformanceBucket),
  totals: PerformanceFigures,
  /** The ten latest checkout attempts, newest first. */
  latestOrders: z.array(PerformanceOrder),
});
export type PerformanceReport = z.infer<typeof PerformanceReport>;

/** GET /api/staff/project-search?q=: empty `q` lists the latest projects. */
export const ProjectSearchQuery = z.object({
  q: z.string().trim().max(100, 'The search is too long').default(''),
});

export const ProjectSearchHit = z.object({
  id: z.string(),
  name: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  /** Products on it (lines), and their value at today's catalogue prices, in cents. */
  lineCount: z.number().int().nonnegative(),
  valueCents: z.number().int().nonnegative(),
  createdAt: z.string(),
  convertedAt: z.string().nullable(),
  /** The project's page. */
  url: z.string(),
});
export type ProjectSearchHit = z.infer<typeof ProjectSearchHit>;

export const ProjectSearchResult = z.object({
  salespersonCode: z.string().nullable(),
  q: z.string(),
  results: z.array(ProjectSearchHit),
});
export type ProjectSearchResult = z.infer<typeof ProjectSearchResult>;

/** GET /api/staff/products/:sku/stock */
export const ProductStockParams = z.object({ sku: z.string().trim().min(1).max(64) });

export const ProductStock = z.object({
  sku: z.string(),
  title: z.string(),
  warehouses: z.array(
    z.object({
      name: z.string(),
      state: z.string(),
      onHand: z.number().int().nonnegative(),
    }),
  ),
  total: z.number().int().nonnegative(),
  /**
   * Staff only (this call is): the margin band of the product's price after its cost, A 30 % or more, B 15 % to under
   * 30 %, C under 15 % or a loss (domain marginBand, docs/decisions/0035); null without a cost or a price.
   */
  margin: z
    .object({
      band: z.enum(['A', 'B', 'C']),
      marginPercent: z.number(),
    })
    .nullable(),
});
export type ProductStock = z.infer<typeof ProductStock>;
