import type {
  PerformanceBucket,
  PerformanceFigures,
  PerformancePeriod,
  PerformanceReport,
  ProductStock,
  ProjectSearchResult,
} from '@shop/contracts';
import type { Db } from '@shop/db';
import { marginBand } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import {
  attemptsByDay,
  latestOrders,
  placedByDay,
  productBySku,
  projectsByDay,
  searchProjects,
  stockOf,
  type DayCount,
} from './queries.ts';

/** How many checkout attempts the dashboard lists, newest first. */
export const LATEST_ORDERS = 10;
/** How many projects one search answers. */
export const PROJECT_SEARCH_LIMIT = 50;

/** The calendar day of an instant in a time zone, 'YYYY-MM-DD'. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/**
 * The buckets of a period ending today (in the shop's time zone): the last 30 days, or the last 12, 26 or 52 weeks,
 * Monday first, this week included. Oldest first.
 */
export function periodBuckets(
  period: PerformancePeriod,
  today: string,
): { granularity: 'day' | 'week'; starts: string[] } {
  if (period === '30d')
    return { granularity: 'day', starts: Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)) };
  const weeks = Number(period.slice(0, -1));
  const thisWeek = mondayOf(today);
  return {
    granularity: 'week',
    starts: Array.from({ length: weeks }, (_, i) => addDays(thisWeek, -7 * (weeks - 1 - i))),
  };
}

const ratio = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;

export function figures(counts: {
  ordersPlaced: number;
  revenueCents: number;
  checkoutAttempts: number;
  checkoutAttemptsPlaced: number;
  projectsCreated: number;
  projectsConverted: number;
}): PerformanceFigures {
  return {
    ...counts,
    averageOrderValueCents:
      counts.ordersPlaced > 0 ? Math.round(counts.revenueCents / counts.ordersPlaced) : null,
    checkoutConversion: ratio(counts.checkoutAttemptsPlaced, counts.checkoutAttempts),
    projectConversion: ratio(counts.projectsConverted, counts.projectsCreated),
  };
}

const ZERO = {
  ordersPlaced: 0,
  revenueCents: 0,
  checkoutAttempts: 0,
  checkoutAttemptsPlaced: 0,
  projectsCreated: 0,
  projectsConverted: 0,
};

/** Adds per-day counts into the buckets (a day counts in the bucket that starts on or before it). */
export function bucketDays(
  starts: readonly string[],
  granularity: 'day' | 'week',
  days: { placed: DayCount[]; attempts: DayCount[]; created: DayCount[]; converted: DayCount[] },
): { buckets: PerformanceBucket[]; totals: PerformanceFigures } {
  const counts = new Map(starts.map((start) => [start, { ...ZERO }]));
  const first = starts[0] ?? '';
  const bucketOf = (day: string) =>
    day < first ? undefined : counts.get(granularity === 'day' ? day : mondayOf(day));
  for (const d of days.placed) {
    const b = bucketOf(d.day);
    if (b) {
      b.ordersPlaced += d.n;
      b.revenueCents += d.cents;
    }
  }
  for (const d of days.attempts) {
    const b = bucketOf(d.day);
    if (b) {
      b.checkoutAttempts += d.n;
      b.checkoutAttemptsPlaced += d.placed;
    }
  }
  for (const d of days.created) {
    const b = bucketOf(d.day);
    if (b) b.projectsCreated += d.n;
  }
  for (const d of days.converted) {
    const b = bucketOf(d.day);
    if (b) b.projectsConverted += d.n;
  }
  const total = { ...ZERO };
  const buckets = starts.map((start) => {
    const c = counts.get(start)!;
    for (const key of Object.keys(total) as (keyof typeof ZERO)[]) total[key] += c[key];
    return { start, ...figures(c) };
  });
  return { buckets, totals: figures(total) };
}

export async function performanceReport(
  db: Db,
  input: {
    salespersonCode: string | null;
    period: PerformancePeriod;
    now: Date;
    timeZone: string;
    currency: string;
  },
): Promise<PerformanceReport> {
  const { salespersonCode: code, period, timeZone, currency } = input;
  const { granularity, starts } = periodBuckets(period, dayIn(input.now, timeZone));
  const base = { salespersonCode: code, period, granularity, timeZone, currency };
  if (!code)
    return {
      ...base,
      ...bucketDays(starts, granularity, { placed: [], attempts: [], created: [], converted: [] }),
      latestOrders: [],
    };
  // A day before the first bucket in UTC covers every zone ahead of UTC; the database then names each row's local day.
  const since = new Date(`${addDays(starts[0]!, -1)}T00:00:00Z`);
  const [placed, attempts, created, converted, latest] = await Promise.all([
    placedByDay(db, code, since, timeZone),
    attemptsByDay(db, code, since, timeZone),
    projectsByDay(db, code, 'created_at', since, timeZone),
    projectsByDay(db, code, 'converted_at', since, timeZone),
    latestOrders(db, code, LATEST_ORDERS),
  ]);
  return {
    ...base,
    ...bucketDays(starts, granularity, { placed, attempts, created, converted }),
    latestOrders: latest.map((row) => ({
      orderNumber: row.orderNumber,
      date: (row.placedAt ?? row.createdAt).toISOString(),
      totalCents: row.totalCents,
      status: row.status,
    })),
  };
}

/** The project page of a hit (the staff project screen, docs/decisions/0032). */
export const projectUrl = (id: string) => `/project?id=${encodeURIComponent(id)}`;

export async function projectSearch(db: Db, code: string | null, q: string): Promise<ProjectSearchResult> {
  if (!code) return { salespersonCode: null, q, results: [] };
  const rows = await searchProjects(db, code, q, PROJECT_SEARCH_LIMIT);
  return {
    salespersonCode: code,
    q,
    results: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      convertedAt: row.convertedAt ? row.convertedAt.toISOString() : null,
      url: projectUrl(row.id),
    })),
  };
}

export async function productStock(db: Db, sku: string): Promise<ProductStock> {
  const product = await productBySku(db, sku);
  if (!product) throw new AppError('product_not_found', ['Product not found']);
  const warehouses = await stockOf(db, product.id);
  return {
    sku: product.sku,
    title: product.title,
    warehouses,
    total: warehouses.reduce((sum, w) => sum + w.onHand, 0),
    margin: marginBand(product.priceCents, product.costCents),
  };
}
