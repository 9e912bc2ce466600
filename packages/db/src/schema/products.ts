import { type SQL, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { categories } from './categories.ts';
import { createdAt, sqlList, tsvector, updatedAt } from './columns.ts';
import {
  CONDITION_TYPES,
  type ConditionType,
  PRICE_SOURCES,
  type PriceSource,
  RIBBON_TYPES,
  type RibbonType,
  STOCK_STATUSES,
  type StockStatus,
} from './enums.ts';

export interface ProductImage {
  url: string;
  thumbUrl: string;
  alt: string;
}

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Public product number (spec `productId`), distinct from the surrogate key. */
    productId: integer('product_id').notNull().unique(),
    sku: text('sku').notNull().unique(),
    /** 'product/{slug}/' */
    uri: text('uri').notNull().unique(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Denormalised copies of the brand name and category title, kept so the search vector can be a generated column. */
    brandName: text('brand_name').notNull().default(''),
    categoryName: text('category_name').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    rrpCents: integer('rrp_cents'),
    /** What the product costs the shop (staff only; the staff panel's margin band, docs/decisions/0035). */
    costCents: integer('cost_cents'),
    lineDiscountCents: integer('line_discount_cents').notNull().default(0),
    percentageDiscountOffRrp: numeric('percentage_discount_off_rrp', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }),
    discountOffRrpCents: integer('discount_off_rrp_cents'),
    altPriceMsg: text('alt_price_msg'),
    priceSource: text('price_source').$type<PriceSource>().notNull().default('winning'),
    stockStatus: text('stock_status').$type<StockStatus>().notNull().default('inStock'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    conditionType: text('condition_type').$type<ConditionType>(),
    missingParts: text('missing_parts'),
    ribbon: text('ribbon').$type<RibbonType>(),
    popularity: integer('popularity').notNull().default(0),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${products.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${products.brandName}, '')), 'B') || setweight(to_tsvector('english', coalesce(${products.categoryName}, '')), 'C') || setweight(to_tsvector('simple', coalesce(${products.sku}, '')), 'D')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_nonneg', sql`${t.priceCents} >= 0`),
    check('products_cost_nonneg', sql`${t.costCents} IS NULL OR ${t.costCents} >= 0`),
    check('products_price_source_chk', sql.raw(`price_source IN (${sqlList(PRICE_SOURCES)})`)),
    check('products_stock_status_chk', sql.raw(`stock_status IN (${sqlList(STOCK_STATUSES)})`)),
    check(
      'products_condition_type_chk',
      sql.raw(`condition_type IS NULL OR condition_type IN (${sqlList(CONDITION_TYPES)})`),
    ),
    check('products_ribbon_chk', sql.raw(`ribbon IS NULL OR ribbon IN (${sqlList(RIBBON_TYPES)})`)),
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    index('products_popularity_idx').on(t.popularity.desc().nullsFirst(), t.id),
    // Price filters and price sorts of the listings (docs/decisions/0009).
    index('products_price_idx').on(t.priceCents, t.id),
    index('products_sku_lower_idx').on(sql`lower(${t.sku})`),
    index('products_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('products_search_vector_idx').using('gin', t.searchVector),
  ],
);
export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
