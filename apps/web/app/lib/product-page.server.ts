import type { ApiClient, ExtendedProduct, Product, ProductMeta, SettingsResponse } from '@shop/contracts';
import { canonicalUrl } from '@shop/domain';
import {
  hasPriceMatchGuarantee,
  PRICE_MATCH_COPY,
  promiseYears,
  valuePromiseCopy,
} from '../components/price/promise-copy.ts';
import { priceBlockData } from '../components/price/priceBlockData.ts';
import type { PriceContext } from '../components/ProductTile.tsx';
import type { Site } from './context.server.ts';
import { categoryTrail, optional, sitePath } from './page.server.ts';
import { absoluteUrl, buildSeo, productJsonLd } from './seo.server.ts';

export interface ProductPageInput {
  site: Site;
  product: Product;
  extended: ExtendedProduct | null;
  meta: ProductMeta | null;
  settings: SettingsResponse | null;
  price: PriceContext;
  now: Date;
}

/** Everything the product page renders on the server; prices are left out when the shopper may not see them. */
export function productPageData({
  site,
  product,
  extended,
  meta,
  settings,
  price: ctx,
  now,
}: ProductPageInput) {
  const price = priceBlockData(product, { ...ctx, country: site.country });
  const path = meta?.canonicalPath || `/p/${product.slug}`;
  const url = canonicalUrl(absoluteUrl(site, path));
  const description = extended?.description ?? '';
  const firstImage = product.images[0];
  const trail = categoryTrail(
    extended?.breadcrumbs.length
      ? extended.breadcrumbs
      : [{ title: product.category, uri: product.categoryUri }],
    product.title,
  );
  return {
    seo: buildSeo(site, {
      title: meta?.title || product.title,
      pageType: 'product',
      path,
      description: meta?.description || description,
      image:
        meta?.image?.url || firstImage
          ? { src: meta?.image?.url || firstImage?.url || '', size: 'medium' }
          : null,
    }),
    jsonLd: productJsonLd({
      title: product.title,
      sku: product.sku,
      brand: product.brand,
      description: meta?.description || description || null,
      images: product.images.map((i) => absoluteUrl(site, i.url)),
      price: price.display.kind === 'price' ? price.display.amount : null,
      currency: site.currency,
      stockStatus: product.stockStatus,
      url,
    }),
    origin: site.canonicalOrigin,
    loginHref: sitePath(site.loginRoute),
    trail,
    product: {
      productId: product.productId,
      sku: product.sku,
      title: product.title,
      brand: product.brand,
      category: product.category,
      manufacturer: product.manufacturer,
      images: product.images,
      ribbon: product.ribbon,
      stockStatus: product.stockStatus,
      conditionType: product.conditionType,
      missingParts: product.missingParts,
      description,
    },
    price,
    specifications: extended?.specifications ?? [],
    features: extended?.features ?? [],
    promise: valuePromiseCopy({
      themeId: site.theme,
      country: site.country,
      companyName: site.companyName,
      years: promiseYears(settings, now),
    }),
    priceMatch: hasPriceMatchGuarantee(site.theme) ? PRICE_MATCH_COPY : null,
  };
}

/** The product page's calls after the slug lookup; extras that fail leave their section out. */
export async function productExtras(api: ApiClient, product: Product) {
  const [extended, meta, settings] = await Promise.all([
    optional(api.productExtended(product.productId)),
    optional(api.productMeta(product.productId)),
    optional(api.settings()),
  ]);
  return { extended, meta, settings };
}
