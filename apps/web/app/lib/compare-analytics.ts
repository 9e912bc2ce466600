import { compareEvent, ga4Item, type CompareProduct, type Ga4Item, type Ga4ItemSource } from '@shop/domain';
import { analyticsSite, trackEcommerce } from './analytics.ts';

// Loaded with the first compare event (lib/analytics.ts trackCompare), not with every page's shell.

export type CompareEventName = Parameters<typeof compareEvent>[0]['event'];

/** An item for the site's theme, priced after the line discount. */
export function siteItem(source: Ga4ItemSource): Ga4Item {
  return ga4Item(source, analyticsSite().themeId);
}

export function trackCompare(
  event: CompareEventName,
  products: readonly (CompareProduct & { category?: string })[],
): void {
  trackEcommerce(
    compareEvent({
      event,
      currency: analyticsSite().currency,
      items: products.map((p) =>
        siteItem({
          sku: p.productSKU,
          title: p.productName,
          brand: p.brandName,
          category: p.category,
          price: p.price,
        }),
      ),
    }),
  );
}
