import { useEffect } from 'react';
import type { PriceDisplay } from '@shop/domain';
import { useShellData } from '../../lib/shell.ts';

/**
 * view_item once per product shown, after hydration (docs/decisions/0036-ga4-events.md). The price is the one the
 * page shows (after any line discount); 0 when the page shows none. The event's rules (view-item.ts) are fetched
 * then, not with the page (docs/decisions/0046-js-budget.md).
 */
export function ViewItemEvent({
  product,
  display,
}: {
  product: { sku: string; title: string; brand: string; category: string };
  display: PriceDisplay;
}) {
  const { currency, theme } = useShellData();
  const { sku, title, brand, category } = product;
  const price = display.kind === 'price' ? display.amount : 0;
  useEffect(() => {
    void import('./view-item.ts').then(
      (m) => m.trackViewItem({ currency, theme, item: { sku, title, brand, category, price } }),
      (error: unknown) => console.error('view_item failed to load', error),
    );
  }, [currency, theme, sku, title, brand, category, price]);
  return null;
}
