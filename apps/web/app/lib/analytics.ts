import {
  DEFAULT_THEME,
  type CompareProduct,
  type Currency,
  type Ga4EcommerceEvent,
  type ThemeId,
} from '@shop/domain';
import type { CompareEventName } from './compare-analytics.ts';

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

/**
 * A compare event (compare_add, compare_remove, compare_navigate, compare_products) with the compared products. The
 * GA4 item rules come with the first one (lib/compare-analytics.ts): every page's shell can add to compare, but none
 * needs those rules to show (docs/decisions/0046-js-budget.md).
 */
export function trackCompare(
  event: CompareEventName,
  products: readonly (CompareProduct & { category?: string })[],
): void {
  void import('./compare-analytics.ts').then(
    (m) => m.trackCompare(event, products),
    (error: unknown) => console.error('compare analytics failed to load', error),
  );
}
