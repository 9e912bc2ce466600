import { z } from 'zod';
import { ATTRIBUTE_KINDS } from '@shop/domain';
import { Breadcrumb } from './catalogue.ts';
import { HideablePrice, PricesHidden } from './prices.ts';
import { Product } from './products.ts';

export const AttributeKind = z.enum(ATTRIBUTE_KINDS);

/** One specification row; `value` by kind: Html string (sanitised), String string, Boolean, Rating number 0-10, Downloads list. */
export const Attribute = z.object({
  name: z.string(),
  kind: AttributeKind,
  value: z.union([
    z.string(),
    z.boolean(),
    z.number(),
    z.array(z.object({ title: z.string(), url: z.string() })),
  ]),
});
export type Attribute = z.infer<typeof Attribute>;

/** GET /api/v2/product/specifications/id|sku/{v} */
export const Specifications = z.object({
  sku: z.string(),
  groups: z.array(z.object({ title: z.string(), attributes: z.array(Attribute) })),
});
export type Specifications = z.infer<typeof Specifications>;

/** GET /api/product/features/id|sku/{v} */
export const Features = z.object({
  sku: z.string(),
  features: z.array(z.object({ title: z.string(), body: z.string(), image: z.string().nullable() })),
});
export type Features = z.infer<typeof Features>;

/** GET /api/pricehistory/get-price-history/{sku} */
export const PriceHistory = z.object({
  sku: z.string(),
  points: z.array(z.object({ date: z.string(), price: HideablePrice })),
  lowest: HideablePrice,
  highest: HideablePrice,
  pricesHidden: PricesHidden,
});
export type PriceHistory = z.infer<typeof PriceHistory>;

/** GET /api/meta/product/{id}: what crawlers and sharers see. */
export const ProductMeta = z.object({
  title: z.string(),
  description: z.string(),
  canonicalPath: z.string(),
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
});
export type ProductMeta = z.infer<typeof ProductMeta>;

/** GET /api/v2/product/upselloptions/sku/{sku}: warranty and installation choices offered with the product. */
export const UpsellOptions = z.object({
  sku: z.string(),
  warranties: z.array(z.object({ id: z.number().int(), name: z.string(), years: z.number().int(), price: HideablePrice })),
  installs: z.array(
    z.object({ id: z.number().int(), name: z.string(), description: z.string(), price: HideablePrice }),
  ),
  pricesHidden: PricesHidden,
});
export type UpsellOptions = z.infer<typeof UpsellOptions>;

/** GET /api/v2/product/extended/id/{id}: the product page's data in one call. */
export const ExtendedProduct = Product.extend({
  /** Sanitised HTML (as are feature bodies and Html attributes): render it as HTML, not as text. */
  description: z.string(),
  stockQuantity: z.number().int(),
  breadcrumbs: z.array(Breadcrumb),
  specifications: Specifications.shape.groups,
  features: Features.shape.features,
});
export type ExtendedProduct = z.infer<typeof ExtendedProduct>;

export const SpecLookupParams = z.object({ by: z.enum(['id', 'sku']), value: z.string().min(1).max(64) });
