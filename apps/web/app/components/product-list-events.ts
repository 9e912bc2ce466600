import {
  ga4Item,
  selectItemEvent,
  viewItemListEvent,
  type Ga4ItemSource,
  type Ga4List,
  type ThemeId,
} from '@shop/domain';
import { trackEcommerce } from '../lib/analytics.ts';

// view_item_list and select_item of a product grid (ProductGrid.tsx), loaded with the first of them.

export type TileSource = Ga4ItemSource & { index: number };

interface ListInput {
  currency: string;
  theme: ThemeId;
  list: Ga4List;
}

export type ViewItemListInput = ListInput & { items: TileSource[] };

export function trackViewItemList(input: ViewItemListInput): void {
  const { currency, theme, list } = input;
  trackEcommerce(
    viewItemListEvent({ currency, list, items: input.items.map((item) => ga4Item(item, theme)) }),
  );
}

export function trackSelectItem(input: ListInput & { item: TileSource }): void {
  const { currency, theme, list } = input;
  trackEcommerce(selectItemEvent({ currency, list, item: ga4Item(input.item, theme) }));
}
