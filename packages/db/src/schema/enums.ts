// Value lists of spec 000 §3 "Enumerations", kept once in packages/domain. Stored as text with CHECK constraints
// rather than Postgres enums, so adding a value is a one-line migration.
export {
  ATTRIBUTE_KINDS,
  COUNTRIES,
  PRICE_SOURCES,
  RIBBON_TYPES,
  SALE_PLACEMENTS,
  STOCK_STATUSES,
  PRODUCT_CONDITION_LABELS as CONDITION_TYPES,
} from '@shop/domain';
export type { AttributeKind, ConditionType, Country, PriceSource, RibbonType, StockStatus } from '@shop/domain';

