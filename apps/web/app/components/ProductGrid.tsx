import { memo, useEffect, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { useLocation } from 'react-router';
import type { Ga4List } from '@shop/domain';
import { useShellData } from '../lib/shell.ts';
import { useKeptHtml, type KeptHtml } from '../lib/kept-html.ts';
import { useCopyOverrides } from '../copy/use-copy.ts';
import type { TileSource, ViewItemListInput } from './product-list-events.ts';
import { ProductTile, type ProductTileData } from './ProductTile.tsx';
import styles from './ProductGrid.module.css';

/** How many tiles load their image eagerly: the first row on wide screens. */
const EAGER_TILES = 4;

// The GA4 item rules behind view_item_list and select_item come with the first event, after hydration, not with the
// page (docs/decisions/0046-js-budget.md). Both events wait for the same fetch, so they keep their order.
const listEvents = () => import('./product-list-events.ts');

/** What a tile's analytics item is made from: the price it shows (after any line discount), 0 when none shows. */
function tileSource(product: ProductTileData, index: number): TileSource {
  return {
    sku: product.sku,
    title: product.title,
    brand: product.brand,
    category: product.category,
    price: product.price.kind === 'price' ? product.price.amount : 0,
    index,
  };
}

interface ProductGridProps {
  products: ProductTileData[];
  labelledBy?: string;
  loginHref?: string;
  headingLevel?: 2 | 3;
  /** Names the list for view_item_list and select_item; without it the grid raises no events. */
  list?: Ga4List;
  /** Position of the first tile in the whole list (a later page of a listing). */
  indexOffset?: number;
}

/**
 * The same tiles again draw nothing new. A page re-renders when the router's state changes (a route discovered after
 * load, a navigation starting), and its grid of two dozen tiles was drawn again each time; `list` is compared by its
 * contents, since pages spell it inline.
 */
function sameGrid(a: ProductGridProps, b: ProductGridProps): boolean {
  return (
    a.products === b.products &&
    a.labelledBy === b.labelledBy &&
    a.loginHref === b.loginHref &&
    a.headingLevel === b.headingLevel &&
    a.indexOffset === b.indexOffset &&
    a.list?.id === b.list?.id &&
    a.list?.name === b.list?.name
  );
}

export const ProductGrid = memo(function ProductGrid({
  products,
  labelledBy,
  loginHref,
  headingLevel,
  list,
  indexOffset = 0,
}: ProductGridProps) {
  const { currency, theme } = useShellData();
  const kept = useKeptHtml();
  // view_item_list once per list shown: again only when the list or its tiles change (another page, a filter).
  const viewed = list
    ? JSON.stringify({ currency, theme, list, items: products.map((p, i) => tileSource(p, indexOffset + i)) })
    : null;
  useEffect(() => {
    if (!viewed) return;
    const input = JSON.parse(viewed) as ViewItemListInput;
    void listEvents().then((m) => m.trackViewItemList(input), reportFailure);
  }, [viewed]);
  const drawn = (product: ProductTileData, index: number) => (
    <li key={product.productId} className={styles.item}>
      <ProductTile
        product={product}
        eager={index < EAGER_TILES}
        loginHref={loginHref}
        headingLevel={headingLevel}
        onSelect={
          list
            ? () => {
                const item = tileSource(product, indexOffset + index);
                void listEvents().then(
                  (m) => m.trackSelectItem({ currency, theme, list, item }),
                  reportFailure,
                );
              }
            : undefined
        }
      />
    </li>
  );
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {kept ? (
        <KeptTiles
          kept={kept}
          products={products}
          loginHref={loginHref}
          headingLevel={headingLevel ?? 2}
          drawn={drawn}
        />
      ) : (
        products.map(drawn)
      )}
    </ul>
  );
}, sameGrid);

/**
 * On the server (ADR 0079): a tile is written from kept HTML where the render has it, and a first-row tile's pictures
 * are asked for in the head, as React asks for them when it draws the tile. What a tile reads from outside (the
 * address, the shopper's compare list, the sale's price tag, the theme's words) is read here, once per grid; the
 * browser never renders this, so its grid does not follow the address.
 */
function KeptTiles({
  kept,
  products,
  loginHref,
  headingLevel,
  drawn,
}: {
  kept: KeptHtml;
  products: ProductTileData[];
  loginHref: string | undefined;
  headingLevel: 2 | 3;
  drawn: (product: ProductTileData, index: number) => ReactNode;
}) {
  const { compare, salePlacements } = useShellData();
  const copy = useCopyOverrides();
  const { pathname, search } = useLocation();
  return products.map((product, index) => {
    const tile = kept.tile({
      product,
      headingLevel,
      eager: index < EAGER_TILES,
      loginHref,
      compared: compare?.skus.includes(product.sku) ?? false,
      priceTag: salePlacements?.priceTag ?? null,
      copy,
      returnTo: `${pathname}${search}`,
    });
    if (tile === null) return drawn(product, index);
    for (const image of tile.images) preload(image, { as: 'image' });
    return (
      <li key={product.productId} className={styles.item} dangerouslySetInnerHTML={{ __html: tile.html }} />
    );
  });
}

function reportFailure(error: unknown): void {
  console.error('list analytics failed to load', error);
}
