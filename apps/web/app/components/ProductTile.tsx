import { Link } from 'react-router';
import type { Product } from '@shop/contracts';
import { formatPrice } from '@shop/domain';
import styles from './ProductTile.module.css';

/** The slice of a product a tile shows; loaders map to it so hydration data stays small. */
export interface ProductTileData {
  productId: number;
  slug: string;
  title: string;
  brand: string;
  price: number;
  image: { src: string; alt: string } | null;
}

export function toProductTile(product: Product): ProductTileData {
  const first = product.images[0];
  return {
    productId: product.productId,
    slug: product.slug,
    title: product.title,
    brand: product.brand,
    price: product.price,
    image: first ? { src: first.thumbUrl || first.url, alt: first.alt || product.title } : null,
  };
}

export function ProductTile({ product, eager = false }: { product: ProductTileData; eager?: boolean }) {
  return (
    <article className={styles.tile}>
      <Link to={`/p/${product.slug}`} className={styles.link}>
        <div className={styles.media}>
          {product.image ? (
            <img
              src={product.image.src}
              alt={product.image.alt}
              width={300}
              height={300}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : null}
        </div>
        <h2 className={styles.title}>{product.title}</h2>
      </Link>
      <p className={styles.brand}>{product.brand}</p>
      <p className={styles.price}>{formatPrice(product.price)}</p>
    </article>
  );
}
