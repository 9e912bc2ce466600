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

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...event });
}
