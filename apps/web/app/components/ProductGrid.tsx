import { ProductTile, type ProductTileData } from './ProductTile.tsx';
import styles from './ProductGrid.module.css';

/** How many tiles load their image eagerly: the first row on wide screens. */
const EAGER_TILES = 4;

export function ProductGrid({
  products,
  labelledBy,
  loginHref,
  headingLevel,
}: {
  products: ProductTileData[];
  labelledBy?: string;
  loginHref?: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {products.map((product, index) => (
        <li key={product.productId} className={styles.item}>
          <ProductTile
            product={product}
            eager={index < EAGER_TILES}
            loginHref={loginHref}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
