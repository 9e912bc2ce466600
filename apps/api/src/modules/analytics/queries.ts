import { and, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  analyticsEvents,
  productLoadEvents,
  searchEvents,
  type Db,
  type NewAnalyticsEventRow,
  type NewSearchEvent,
} from '@shop/db';

export async function insertSearchEvent(db: Db, event: NewSearchEvent): Promise<void> {
  await db.insert(searchEvents).values(event);
}

export async function insertProductLoadEvent(db: Db, params: { productId: number }): Promise<void> {
  await db.insert(productLoadEvents).values({ productId: params.productId });
}

/** Stores the collector's kept events of one batch in one statement. */
export async function insertAnalyticsEvents(db: Db, rows: readonly NewAnalyticsEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(analyticsEvents).values([...rows]);
}

export interface FunnelRow {
  brand: string;
  views: number;
  addToCart: number;
  beginCheckout: number;
  purchases: number;
  clients: number;
  purchaseValueCents: number;
}

const e = analyticsEvents;
const countOf = (event: string) =>
  sql<number>`(count(*) filter (where ${e.event} = ${event}))::int`.mapWith(Number);
const funnelColumns = {
  brand: e.brand,
  views: countOf('view_item'),
  addToCart: countOf('add_to_cart'),
  beginCheckout: countOf('begin_checkout'),
  purchases: countOf('purchase'),
  clients: sql<number>`(count(distinct ${e.clientId}) filter (where ${e.clientId} <> ''))::int`.mapWith(
    Number,
  ),
  purchaseValueCents:
    sql<number>`coalesce(sum(${e.valueCents}) filter (where ${e.event} = 'purchase'), 0)::bigint`.mapWith(
      Number,
    ),
};

function funnelWhere(params: {
  from: string;
  to: string;
  brands: readonly string[] | null;
}): SQL | undefined {
  return and(
    gte(e.day, params.from),
    lte(e.day, params.to),
    params.brands === null ? undefined : inArray(e.brand, [...params.brands]),
  );
}

/** The funnel's counts per brand and day (days in the site's own zone, as stored), `from`..`to` included. */
export async function funnelByBrandDay(
  db: Db,
  params: { from: string; to: string; brands: readonly string[] | null },
): Promise<(FunnelRow & { day: string })[]> {
  return db
    .select({ ...funnelColumns, day: e.day })
    .from(e)
    .where(funnelWhere(params))
    .groupBy(e.brand, e.day)
    .orderBy(e.brand, e.day);
}

/** The same counts over the whole range per brand: a client seen on several days counts once. */
export async function funnelByBrand(
  db: Db,
  params: { from: string; to: string; brands: readonly string[] | null },
): Promise<FunnelRow[]> {
  return db.select(funnelColumns).from(e).where(funnelWhere(params)).groupBy(e.brand).orderBy(e.brand);
}
