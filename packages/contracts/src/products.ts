import { z } from 'zod';
import { HideablePrice, PricesHidden } from './prices.ts';
import { PRICE_SOURCES, PRODUCT_CONDITION_LABELS, RIBBON_TYPES, STOCK_STATUSES } from '@shop/domain';

export const StockStatus = z.enum(STOCK_STATUSES);
export const RibbonType = z.enum(RIBBON_TYPES);
export const ConditionType = z.enum(PRODUCT_CONDITION_LABELS);
export const PriceSource = z.enum(PRICE_SOURCES);

export const ProductImage = z.object({
  url: z.string(),
  thumbUrl: z.string(),
  alt: z.string(),
});

/** The product as spec 000 §3 names it; amounts are dollars, as the spec shows them. */
export const Product = z.object({
  productId: z.number().int(),
  sku: z.string(),
  uri: z.string(),
  slug: z.string(),
  title: z.string(),
  price: HideablePrice,
  rrp: HideablePrice,
  lineDiscount: HideablePrice,
  quantity: z.number().int(),
  percentageDiscountOffRrp: HideablePrice,
  discountOffRrp: HideablePrice,
  altPriceMsg: z.string().nullable(),
  priceSource: PriceSource,
  manufacturer: z.object({ name: z.string(), thumbnail: z.string().nullable() }),
  images: z.array(ProductImage),
  brand: z.string(),
  category: z.string(),
  categoryUri: z.string(),
  ribbon: RibbonType.nullable(),
  stockStatus: StockStatus,
  conditionType: ConditionType.nullable(),
  missingParts: z.string().nullable(),
  pricesHidden: PricesHidden,
});
export type Product = z.infer<typeof Product>;

export const ProductList = z.object({
  products: z.array(Product),
  totalCount: z.number().int(),
  pricesHidden: PricesHidden,
});
export type ProductList = z.infer<typeof ProductList>;

export const FeaturedProductsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(48).default(12),
});

export const SlugParams = z.object({ slug: z.string().min(1).max(200) });
export const SkuParams = z.object({ sku: z.string().min(1).max(64) });
export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ProductDateQuery = z.object({ date: z.string().max(40).optional() });
