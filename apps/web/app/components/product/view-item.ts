import { ga4Item, viewItemEvent } from '@shop/domain';
import { trackEcommerce } from '../../lib/analytics.ts';

// Loaded by ViewItemEvent after hydration: the GA4 item rules are no part of the product page's first load.

export function trackViewItem(input: {
  currency: string;
  theme: Parameters<typeof ga4Item>[1];
  item: { sku: string; title: string; brand: string; category: string; price: number };
}): void {
  trackEcommerce(viewItemEvent({ currency: input.currency, item: ga4Item(input.item, input.theme) }));
}
