import { formatPrice } from './money.ts';
import { PRICE_COPY } from './prices.ts';
import { truncate } from './text.ts';

// 000 §2, §4, §5, §9 and 001 §2: product comparison.

export const COMPARE = {
  maxProducts: 3,
  titleMaxLength: 50,
  minToCompare: 2,
  traySlots: 3,
} as const;

export const COMPARE_COPY = {
  tooManyTitle: 'Too many products',
  tooManyDialog:
    "You've already selected 3 products to compare. That's the maximum. To compare this product, please remove another first.",
  tooManyTray:
    "It looks like you've already selected the maximum of 3 products for comparison. To add this product and compare, please deselect another.",
  gotIt: 'Got it',
  placeholder: 'Add another product by ticking Add to Compare above',
  hide: 'Hide',
  compareSelected: 'Compare Selected',
} as const;

export interface CompareProduct {
  readonly brandImage?: string;
  readonly brandName?: string;
  readonly productId?: string | number;
  readonly productImage: string;
  readonly productName: string;
  readonly productSKU: string;
  readonly price: number | null;
}

export type AddToCompareResult<T> =
  | { readonly result: 'existing'; readonly product: T }
  | { readonly result: 'limit' }
  | { readonly result: 'add' };

/**
 * An sku already held returns the held product; with 3 held nothing is added and the answer is 'limit'; otherwise
 * the caller posts the product and reloads the list.
 */
export function addToCompare<T extends { readonly productSKU: string }>(
  held: readonly T[],
  sku: string,
): AddToCompareResult<T> {
  const existing = held.find((p) => p.productSKU === sku);
  if (existing) return { result: 'existing', product: existing };
  if (held.length >= COMPARE.maxProducts) return { result: 'limit' };
  return { result: 'add' };
}

export function canCompareSelected(count: number): boolean {
  return count >= COMPARE.minToCompare;
}

export function compareTitle(title: string): string {
  return truncate(title, COMPARE.titleMaxLength);
}

/** In the tray a zero price reads 'Request Price' unless the caller asks for 'FREE' (ADR 0003). */
export function comparePriceText(
  price: number | null | undefined,
  zeroText: string = PRICE_COPY.requestPrice,
): string {
  return formatPrice(price, { zeroText });
}

/** /compare?sku=a~b~c */
export function compareUrl(skus: readonly string[]): string {
  return `/compare?sku=${skus.map(encodeURIComponent).join('~')}`;
}

/** /comparison/{sku}/{sku}/ with a slash inside a sku URL-encoded. */
export function comparisonRedirectPath(skus: readonly string[]): string {
  return `/comparison/${skus.map((s) => `${encodeURIComponent(s)}/`).join('')}`;
}

/** Hidden with no products, on checkout, on the compare page, and on the home path without a content-built home. */
export function isCompareTrayHidden(ctx: {
  count: number;
  path: string;
  hasContentHomePage: boolean;
}): boolean {
  const path = ctx.path.split(/[?#]/)[0] ?? '';
  if (ctx.count === 0) return true;
  if (path.startsWith('/customer/checkout') || path === '/compare' || path.startsWith('/compare/'))
    return true;
  return (path === '/' || path === '') && !ctx.hasContentHomePage;
}

/** From the server's compare product (sku, title, price, image or images) to the stored shape. */
export function toCompareProduct(p: {
  sku: string;
  title: string;
  price?: number | null;
  image?: string | null;
  images?: readonly { thumbUrl?: string | null }[] | null;
  productId?: string | number;
  brandName?: string;
  brandImage?: string;
}): CompareProduct {
  return {
    productSKU: p.sku,
    productName: p.title,
    price: p.price ?? null,
    productImage: p.image ?? p.images?.[0]?.thumbUrl ?? '',
    ...(p.productId !== undefined ? { productId: p.productId } : {}),
    ...(p.brandName !== undefined ? { brandName: p.brandName } : {}),
    ...(p.brandImage !== undefined ? { brandImage: p.brandImage } : {}),
  };
}
