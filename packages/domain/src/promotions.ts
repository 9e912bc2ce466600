import { addYears, compareDates, formatDdMmYyyy, tryCalendarDate, type DateInput } from './dates.ts';

// 000 §3, §5, §9: promotions and sale.

/** 'Offer Ends dd/MM/yyyy', only when the end date is within one year after the start date; else null. */
export function offerEndsText(
  startDate: DateInput | null | undefined,
  endDate: DateInput | null | undefined,
): string | null {
  const start = tryCalendarDate(startDate);
  const end = tryCalendarDate(endDate);
  if (!start || !end) return null;
  if (compareDates(end, start) < 0 || compareDates(end, addYears(start, 1)) > 0) return null;
  return `Offer Ends ${formatDdMmYyyy(end)}`;
}

export const SALE_DEFAULTS = {
  url: '/sale',
  colour: '#c4102b',
  footerDismissalMinutes: 1440,
  offersTileTitle: 'Hot Offers',
  offersTileSubtext: 'Check out our daily hot deals',
  tallBannerLink: '/article/legendary-service',
} as const;

export const SALE_YEAR_LIST_START = 1906;

/** 'Ends dd/MM/yyyy' from the sale's end (an ISO time is read by its calendar day, so server and browser agree). */
export function saleEndsText(endTime: DateInput | null | undefined): string | null {
  const end = tryCalendarDate(endTime);
  return end ? `Ends ${formatDdMmYyyy(end)}` : null;
}

const ABSOLUTE_URL = /^(?:https?:)?\/\//i;

/**
 * A placement's src is relative to the sale's baseImagePath unless it is absolute or rooted. The base is a folder,
 * with or without its closing slash, so exactly one slash joins the two; an empty base means the site root
 * (docs/decisions/0003-domain-readings.md).
 */
export function saleImageUrl(baseImagePath: string, src: string): string {
  if (ABSOLUTE_URL.test(src) || src.startsWith('/')) return src;
  return `${baseImagePath.replace(/\/+$/, '')}/${src}`;
}

/** '{product}CategoryBadge' style keys: the theme-specific placement, tried before the plain one. */
export function themedPlacementKey(theme: string, placement: string): string {
  return `${theme}${placement.charAt(0).toUpperCase()}${placement.slice(1)}`;
}

export function withSaleDefaults<T extends { url?: string | null; colour?: string | null }>(
  sale: T,
): T & { url: string; colour: string } {
  return { ...sale, url: sale.url || SALE_DEFAULTS.url, colour: sale.colour || SALE_DEFAULTS.colour };
}

export const RIBBON_TYPES = [
  'save',
  'catalogue-item',
  'cashback',
  'win',
  'new',
  'bonus',
  'special-offer',
  'sale',
] as const;
export type RibbonType = (typeof RIBBON_TYPES)[number];

export const PRODUCT_CONDITION_LABELS = [
  'Cosmetic Imperfection',
  'New Condition',
  'Brand New Runout',
] as const;
export const STOCK_STATUSES = [
  'noStock',
  'supersededAndNoStock',
  'inStock',
  'backOrder',
  'indeterminate',
] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export type ConditionType = (typeof PRODUCT_CONDITION_LABELS)[number];

/** 000 §3 "Enumerations": price source and attribute kinds. */
export const PRICE_SOURCES = ['winning', 'manufacturer'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];
export const ATTRIBUTE_KINDS = ['Html', 'String', 'Boolean', 'Rating', 'Downloads'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** Sale placements of 000 §3; `{product}CategoryBadge` is stored with the theme name substituted. */
export const SALE_PLACEMENTS = [
  'categoryBadge',
  'categoryTileBadge',
  'checkoutBalloon',
  'checkoutBanner',
  'checkoutUrgency',
  'checkoutUrgencyMobile',
  'checkoutUrgencyDesktop',
  'footerBanner',
  'homePageBanner',
  'homePageTallBanner',
  'homePageOffersTile',
  'navIcon',
  'navIconMobile',
  'priceTag',
  'productUrgencyMessage',
  'siteWideHeaderBanner1',
  'siteWideHeaderBanner2',
] as const;
export const MISSING_PARTS_LABEL = 'Missing parts:';

/** Reminder notes preview (000 §9). */
export const REMINDER_NOTES_PREVIEW_LENGTH = 20;
