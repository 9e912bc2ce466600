// Analytics events go to a `window.dataLayer` array (the tag-manager convention); nothing is sent from here, so the
// shop works the same with no tag manager configured and a tag manager can read the events once one is allowed.

export type AnalyticsEvent =
  | { event: 'compare_add'; sku: string }
  | { event: 'compare_remove'; sku: string }
  | { event: 'compare_navigate'; skus: string[] }
  | { event: 'compare_products'; skus: string[] }
  | { event: 'add_to_cart'; sku: string; quantity: number }
  | { event: 'remove_from_cart'; sku: string }
  | { event: 'view_cart'; skus: string[] }
  | { event: 'apply_coupon'; coupon: string }
  | { event: 'continue_shopping' };

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

export function track(event: AnalyticsEvent): void {
  pushEntry({ ...event });
}
