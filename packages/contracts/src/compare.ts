import { z } from 'zod';
import { COMPARE } from '@shop/domain';
import { AttributeKind, Attribute } from './product-details.ts';
import { HideablePrice, PricesHidden } from './prices.ts';
import { ProductImage } from './products.ts';

// Spec 000 §3 'Compare product', §4 'Compare box', §7 and §9; docs/decisions/0012-compare-and-cart-api.md.
// The list belongs to the shopper's session cookie (and to the account once signed in); at most COMPARE.maxProducts
// skus (3).

const Sku = z.string().trim().min(1).max(64);

/** GET /api/compare/ and DELETE /api/compare/product/{sku}: the held skus, oldest first. */
export const CompareList = z.object({
  skus: z.array(z.string()).max(COMPARE.maxProducts),
});
export type CompareList = z.infer<typeof CompareList>;

/** POST /api/compare/product/ body. */
export const CompareAddRequest = z.object({ sku: Sku });
export type CompareAddRequest = z.infer<typeof CompareAddRequest>;

/**
 * POST /api/compare/product/ answer, the words of the domain's addToCompare:
 * 'add' (added), 'existing' (already held: `sku` is the held one, nothing changes),
 * 'limit' (3 already held: nothing added, `sku` is null). `skus` is the list after the call.
 * An unknown sku is a 404 ErrorBody.
 */
export const CompareAddResult = z.object({
  result: z.enum(['add', 'existing', 'limit']),
  sku: z.string().nullable(),
  skus: z.array(z.string()).max(COMPARE.maxProducts),
});
export type CompareAddResult = z.infer<typeof CompareAddResult>;

// Postgres refuses a NUL in text with an error (a 500); no sku holds a control character, so such a list is a 400.
const skuListText = (max: number) =>
  // eslint-disable-next-line no-control-regex
  z.string().max(max).regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters');

/** GET /api/compare/products?SkuList=a~b~c (or SkuList repeated). Unknown skus are left out. */
export const CompareProductsQuery = z.object({
  SkuList: z.union([skuListText(400), z.array(skuListText(200)).max(10)]).optional(),
});

/** One product as the compare tray and page show it (000 §3: sku, title, price, image or images, brand…). */
export const CompareProductDetail = z.object({
  productId: z.number().int(),
  sku: z.string(),
  title: z.string(),
  uri: z.string(),
  /** Dollars; 0 reads 'FREE' or 'Request Price' in the tray. */
  price: HideablePrice,
  rrp: HideablePrice,
  /** First image's thumbnail, or ''. */
  image: z.string(),
  images: z.array(ProductImage),
  brandName: z.string(),
  brandImage: z.string().nullable(),
  category: z.string(),
  /** Specification values by attribute name (the same rows as `attributes` below, for this product). */
  specifications: z.record(z.string(), Attribute.shape.value),
});
export type CompareProductDetail = z.infer<typeof CompareProductDetail>;

/** A specification row aligned across the products: `values[i]` belongs to `products[i]`, null when it has none. */
export const CompareAttributeRow = z.object({
  group: z.string(),
  name: z.string(),
  kind: AttributeKind,
  values: z.array(Attribute.shape.value.nullable()),
  /** True when not every product has the same value (the 'highlight differences' toggle). */
  differs: z.boolean(),
});
export type CompareAttributeRow = z.infer<typeof CompareAttributeRow>;

export const CompareProducts = z.object({
  /** In the order of SkuList. */
  products: z.array(CompareProductDetail),
  attributes: z.array(CompareAttributeRow),
  pricesHidden: PricesHidden,
});
export type CompareProducts = z.infer<typeof CompareProducts>;
