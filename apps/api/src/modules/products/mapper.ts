import type { Product } from '@shop/contracts';
import type { ProductWithRefs } from '@shop/db';
import { centsToDollars } from '@shop/domain';

export type ProductJoin = Pick<ProductWithRefs, 'product'> & {
  brand: Pick<ProductWithRefs['brand'], 'name' | 'thumbnailUrl'>;
  category: Pick<ProductWithRefs['category'], 'title' | 'uri'>;
};

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/** Database row (cents) to the API's product (dollars, as the spec shows amounts). */
export function toProduct({ product, brand, category }: ProductJoin): Product {
  return {
    productId: product.productId,
    sku: product.sku,
    uri: product.uri,
    slug: product.slug,
    title: product.title,
    price: centsToDollars(product.priceCents),
    rrp: dollarsOrNull(product.rrpCents),
    lineDiscount: centsToDollars(product.lineDiscountCents),
    quantity: 1,
    percentageDiscountOffRrp: product.percentageDiscountOffRrp,
    discountOffRrp: dollarsOrNull(product.discountOffRrpCents),
    altPriceMsg: product.altPriceMsg,
    priceSource: product.priceSource,
    manufacturer: { name: brand.name, thumbnail: brand.thumbnailUrl },
    images: product.images,
    brand: brand.name,
    category: category.title,
    categoryUri: `/c/${category.uri}`,
    ribbon: product.ribbon,
    stockStatus: product.stockStatus,
    conditionType: product.conditionType,
    missingParts: product.missingParts,
  };
}
