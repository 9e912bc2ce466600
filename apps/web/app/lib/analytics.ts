import {
  DEFAULT_THEME,
  compareEvent,
  ga4Item,
  type CompareProduct,
  type Currency,
  type Ga4EcommerceEvent,
  type Ga4Item,
  type Ga4ItemSource,
  type ThemeId,
} from '@shop/domain';

// Analytics events go to a `window.dataLayer` array (the tag-manager convention) in the GA4 e-commerce shape built by
// the domain (packages/domain/src/ga4.ts, docs/decisions/0036-ga4-events.md); nothing is sent from here, so the shop
// works the same with no tag manager configured and a tag manager can read the events once one is allowed.

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Something that receives every tracked entry after it reaches the data layer (the shop's own collector, say). */
export type AnalyticsSink = (entry: Readonly<Record<string, unknown>>) => void;

const sinks = new Set<AnalyticsSink>();

/** Registers a sink; the returned function removes it again. */
export function addAnalyticsSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

/** Pushes one entry to `window.dataLayer` and hands it to every sink; a failing sink breaks nothing. */
export function pushEntry(entry: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
  for (const sink of sinks) {
    try {
      sink(entry);
    } catch (error) {
      console.error('analytics sink failed', error);
    }
  }
}

/** An event without an `ecommerce` object (search, page_view, apply_coupon, continue_shopping…). */
export function trackEvent(entry: { event: string } & Record<string, unknown>): void {
  pushEntry({ ...entry });
}

/** An e-commerce event, after `{ ecommerce: null }` clears the previous one (the GA4 data-layer convention). */
export function trackEcommerce(event: Ga4EcommerceEvent): void {
  pushEntry({ ecommerce: null });
  pushEntry({ event: event.event, ecommerce: event.ecommerce });
}

/**
 * The site's currency and theme for events raised outside a render (a cart or compare action after a click): the
 * shell records them as the page first shows (usePageTracking); components read them from the shell data directly.
 */
let site: { currency: Currency; themeId: ThemeId } = { currency: 'AUD', themeId: DEFAULT_THEME };

export function setAnalyticsSite(next: { currency: Currency; themeId: ThemeId }): void {
  site = next;
}

export function analyticsSite(): { currency: Currency; themeId: ThemeId } {
  return site;
}

/** An item for the site's theme, priced after the line discount. */
export function siteItem(source: Ga4ItemSource): Ga4Item {
  return ga4Item(source, site.themeId);
}

/** A compare event (compare_add, compare_remove, compare_navigate, compare_products) with the compared products. */
export function trackCompare(
  event: Parameters<typeof compareEvent>[0]['event'],
  products: readonly (CompareProduct & { category?: string })[],
): void {
  trackEcommerce(
    compareEvent({
      event,
      currency: site.currency,
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
