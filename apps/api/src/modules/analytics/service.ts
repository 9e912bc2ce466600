import type {
  CollectorEcommerce,
  CollectorEntry,
  FunnelBrand,
  FunnelFigures,
  FunnelReport,
} from '@shop/contracts';
import type { Db, NewAnalyticsEventRow } from '@shop/db';
import {
  COLLECTOR_ITEMS_MAX,
  COLLECTOR_STRING_MAX,
  FUNNEL_DEFAULT_DAYS,
  FUNNEL_MAX_DAYS,
  THEME_IDS,
  addIsoDays,
  isCollectedEvent,
  isoDaysBetween,
  zonedIsoDate,
  type ThemeId,
} from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { funnelByBrand, funnelByBrandDay, insertAnalyticsEvents, type FunnelRow } from './queries.ts';

// The shop's own analytics collector (issue 16): what a posted batch keeps, and the staff funnel read from it.

// NUL would fail in Postgres text and jsonb (a 500); no control character belongs in an analytics value.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** Control characters out, then cut to COLLECTOR_STRING_MAX characters (whole code points). */
export function trimText(value: string): string {
  const clean = value.replace(CONTROL, '');
  const chars = [...clean];
  return chars.length > COLLECTOR_STRING_MAX ? chars.slice(0, COLLECTOR_STRING_MAX).join('') : clean;
}

type Scalar = string | number | boolean | null;
const trimScalar = (value: Scalar): Scalar => (typeof value === 'string' ? trimText(value) : value);

/** The ecommerce object as stored: strings cut, at most COLLECTOR_ITEMS_MAX items, absent fields left out. */
export function trimEcommerce(ecommerce: CollectorEcommerce | undefined): Record<string, unknown> {
  if (!ecommerce) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ecommerce)) {
    if (value === undefined || key === 'items') continue;
    out[key] = typeof value === 'string' ? trimText(value) : value;
  }
  if (ecommerce.currency) out['currency'] = ecommerce.currency.toUpperCase();
  if (ecommerce.items)
    out['items'] = ecommerce.items
      .slice(0, COLLECTOR_ITEMS_MAX)
      .map((item) => Object.fromEntries(Object.entries(item).map(([k, v]) => [k, trimScalar(v)])));
  return out;
}

/** The event's value in cents, when it carries one. */
const valueCents = (ecommerce: CollectorEcommerce | undefined) =>
  ecommerce?.value === undefined ? null : Math.round(ecommerce.value * 100);

/**
 * The rows a batch keeps: entries with a known event name, on the site's brand and its own calendar day. Unknown
 * names are dropped, not refused, so a page that pushes other entries to the data layer never sees an error.
 */
export function collectedRows(
  entries: readonly CollectorEntry[],
  site: { brand: ThemeId; timeZone: string; now: Date },
): NewAnalyticsEventRow[] {
  const day = zonedIsoDate(site.now, site.timeZone);
  return entries
    .filter((entry) => isCollectedEvent(entry.event))
    .map((entry) => ({
      brand: site.brand,
      event: entry.event,
      day,
      clientId: entry.clientId,
      valueCents: valueCents(entry.ecommerce),
      payload: trimEcommerce(entry.ecommerce),
      occurredAt: site.now,
    }));
}

export async function collectEvents(
  db: Db,
  entries: readonly CollectorEntry[],
  site: { brand: ThemeId; timeZone: string; now: Date },
): Promise<void> {
  await insertAnalyticsEvents(db, collectedRows(entries, site));
}

/** The report's days: the last FUNNEL_DEFAULT_DAYS to today unless given; at most FUNNEL_MAX_DAYS of them. */
export function funnelRange(query: { from?: string | undefined; to?: string | undefined }, today: string) {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addIsoDays(to, 1 - FUNNEL_DEFAULT_DAYS);
  if (from > to) throw new AppError('validation_failed', ['The start date must not be after the end date']);
  if (isoDaysBetween(from, to).length > FUNNEL_MAX_DAYS)
    throw new AppError('validation_failed', [`The range may cover at most ${FUNNEL_MAX_DAYS} days`]);
  return { from, to };
}

const EMPTY: FunnelFigures = {
  views: 0,
  addToCart: 0,
  beginCheckout: 0,
  purchases: 0,
  clients: 0,
  purchaseValueCents: 0,
};
const figuresOf = ({ brand: _brand, ...figures }: FunnelRow): FunnelFigures => figures;
const isThemeId = (brand: string): brand is ThemeId => (THEME_IDS as readonly string[]).includes(brand);

/**
 * GET /api/staff/analytics/funnel: per brand, every day of the range with the funnel's counts (zeros where nothing
 * happened) and the range's totals. For all brands, the brands with events in the range; for one, that brand.
 */
export async function funnelReport(
  db: Db,
  input: { from?: string | undefined; to?: string | undefined; brand: FunnelBrand; today: string },
): Promise<FunnelReport> {
  const { from, to } = funnelRange(input, input.today);
  const brands = input.brand === 'all' ? null : [input.brand];
  const [daily, totals] = await Promise.all([
    funnelByBrandDay(db, { from, to, brands }),
    funnelByBrand(db, { from, to, brands }),
  ]);
  const days = isoDaysBetween(from, to);
  const shown = input.brand === 'all' ? totals.map((t) => t.brand).filter(isThemeId) : [input.brand];
  return {
    from,
    to,
    brand: input.brand,
    maxDays: FUNNEL_MAX_DAYS,
    brands: shown.map((brand) => {
      const byDay = new Map(daily.filter((r) => r.brand === brand).map((r) => [r.day, figuresOf(r)]));
      const total = totals.find((t) => t.brand === brand);
      return {
        brand,
        days: days.map((day) => ({ day, ...(byDay.get(day) ?? EMPTY) })),
        totals: total ? figuresOf(total) : EMPTY,
      };
    }),
  };
}
