// Value lists of spec 000 §3 "Enumerations". Stored as text with CHECK constraints rather than Postgres enums,
// so adding a value is a one-line migration.
export const STOCK_STATUSES = [
  'noStock',
  'supersededAndNoStock',
  'inStock',
  'backOrder',
  'indeterminate',
] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const PRICE_SOURCES = ['winning', 'manufacturer'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export const CONDITION_TYPES = ['Cosmetic Imperfection', 'New Condition', 'Brand New Runout'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

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

export const ATTRIBUTE_KINDS = ['Html', 'String', 'Boolean', 'Rating', 'Downloads'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

export const COUNTRIES = ['AU', 'NZ'] as const;
export type Country = (typeof COUNTRIES)[number];

/** Sale placements of spec 000 §3; `{product}CategoryBadge` is stored with the theme name substituted. */
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
