import { useEffect } from 'react';
import { viewItemListEvent, selectItemEvent, ga4Item, type Ga4List, type ThemeId } from '@shop/domain';
import { trackEcommerce } from '../lib/analytics.ts';
import { useShellData } from '../lib/shell.ts';
import { ProductTile, type ProductTileData } from './ProductTile.tsx';
import styles from './ProductGrid.module.css';

/** How many tiles load their image eagerly: the first row on wide screens. */
const EAGER_TILES = 4;

/** A tile as an analytics item: the price it shows (already after any line discount), 0 when none shows. */
export function tileItem(product: ProductTileData, index: number, themeId: ThemeId) {
  return ga4Item(
    {
      sku: product.sku,
      title: product.title,
      brand: product.brand,
      category: product.category,
      price: product.price.kind === 'price' ? product.price.amount : 0,
      index,
    },
    themeId,
  );
}

export function ProductGrid({
  products,
  labelledBy,
  loginHref,
  headingLevel,
  list,
  indexOffset = 0,
}: {
  products: ProductTileData[];
  labelledBy?: string;
  loginHref?: string;
  headingLevel?: 2 | 3;
  /** Names the list for view_item_list and select_item; without it the grid raises no events. */
  list?: Ga4List;
  /** Position of the first tile in the whole list (a later page of a listing). */
  indexOffset?: number;
}) {
  const { currency, theme } = useShellData();
  // view_item_list once per list shown: again only when the list or its tiles change (another page, a filter).
  const viewed = list
    ? JSON.stringify(
        viewItemListEvent({
          currency,
          list,
          items: products.map((p, i) => tileItem(p, indexOffset + i, theme)),
        }),
      )
    : null;
  useEffect(() => {
    if (viewed) trackEcommerce(JSON.parse(viewed) as ReturnType<typeof viewItemListEvent>);
  }, [viewed]);
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {products.map((product, index) => (
        <li key={product.productId} className={styles.item}>
          <ProductTile
            product={product}
            eager={index < EAGER_TILES}
            loginHref={loginHref}
            headingLevel={headingLevel}
            onSelect={
              list
                ? () =>
                    trackEcommerce(
                      selectItemEvent({
                        currency,
                        list,
                        item: tileItem(product, indexOffset + index, theme),
                      }),
                    )
                : undefined
            }
          />
        </li>
      ))}
    </ul>
  );
}
