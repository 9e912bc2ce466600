import { useEffect } from 'react';
import { ga4Item, viewItemEvent, type PriceDisplay } from '@shop/domain';
import { trackEcommerce } from '../../lib/analytics.ts';
import { useShellData } from '../../lib/shell.ts';

/**
 * view_item once per product shown, after hydration (docs/decisions/0036-ga4-events.md). The price is the one the
 * page shows (after any line discount); 0 when the page shows none.
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
    trackEcommerce(viewItemEvent({ currency, item: ga4Item({ sku, title, brand, category, price }, theme) }));
  }, [currency, theme, sku, title, brand, category, price]);
  return null;
}
