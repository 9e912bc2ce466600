import { Link } from '../lib/link.tsx';
import type { Product } from '@shop/contracts';
import {
  DEFAULT_THEME,
  formatPriceText,
  isDiscountShown,
  lineDiscountedPrice,
  priceText,
  type PriceDisplay,
  type ThemeId,
} from '@shop/domain';
import { AddToCartForm } from './cart/AddToCartForm.tsx';
import { CompareToggle } from './compare/CompareToggle.tsx';
import { hiddenAwareDisplay, shownPricing } from './price/hidden-prices.ts';
import { LoginForPrice } from './price/LoginForPrice.tsx';
import { RibbonBadge } from './product/RibbonBadge.tsx';
import { SalePriceTag } from './promotions/SalePriceTag.tsx';
import styles from './ProductTile.module.css';

/** The slice of a product a tile shows; loaders map to it so hydration data stays small. */
export interface ProductTileData {
  productId: number;
  sku: string;
  slug: string;
  title: string;
  brand: string;
  /** For analytics items (docs/decisions/0036-ga4-events.md). */
  category: string;
  /** What the price spot shows: the price, 'Request Price', or 'LOG IN FOR PRICE' (amount withheld). */
  price: PriceDisplay;
  /** 'was $X' / 'RRP: $X', only when the discount is big enough to show. */
  compareText: string | null;
  ribbon: Product['ribbon'];
  conditionType: Product['conditionType'];
  image: { src: string; alt: string } | null;
}

export interface PriceContext {
  themeId: ThemeId;
  isAuthenticated: boolean;
}

const VISITOR: PriceContext = { themeId: DEFAULT_THEME, isAuthenticated: false };

export function toProductTile(product: Product, ctx: PriceContext = VISITOR): ProductTileData {
  const first = product.images[0];
  const pricing = shownPricing(product);
  const shown = pricing ? lineDiscountedPrice(pricing, ctx.themeId) : null;
  const display = hiddenAwareDisplay(shown, ctx);
  const text = display.kind === 'price' && pricing ? priceText(pricing, ctx.themeId) : null;
  const compareShown =
    text !== null &&
    isDiscountShown(
      text.amount === product.rrp && pricing
        ? { ...pricing, price: shown ?? 0 }
        : { price: shown ?? 0, rrp: text.amount },
    );
  return {
    productId: product.productId,
    sku: product.sku,
    slug: product.slug,
    title: product.title,
    brand: product.brand,
    category: product.category,
    price: display,
    compareText: compareShown && text ? formatPriceText(text) : null,
    ribbon: product.ribbon,
    conditionType: product.conditionType,
    image: first ? { src: first.thumbUrl || first.url, alt: first.alt || product.title } : null,
  };
}

export function ProductTile({
  product,
  eager = false,
  loginHref,
  headingLevel = 2,
  onSelect,
}: {
  product: ProductTileData;
  eager?: boolean;
  /** The shopper opened the product from this tile (select_item). */
  onSelect?: () => void;
  /** The configured login route; 'LOG IN FOR PRICE' adds the way back to this page. */
  loginHref?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className={styles.tile}>
      <Link to={`/p/${product.slug}`} className={styles.link} onClick={onSelect}>
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
          {product.ribbon ? <RibbonBadge ribbon={product.ribbon} className={styles.ribbon} /> : null}
        </div>
        <Heading className={styles.title}>{product.title}</Heading>
      </Link>
      <p className={styles.brand}>{product.brand}</p>
      {product.conditionType ? <p className={styles.condition}>{product.conditionType}</p> : null}
      <div className={styles.priceArea}>
        <SalePriceTag ribbon={product.ribbon} loading={eager ? 'eager' : 'lazy'} />
        {product.price.kind === 'login' ? (
          <LoginForPrice className={styles.login} loginRoute={loginHref} />
        ) : (
          <p className={product.price.kind === 'price' ? styles.price : styles.request}>
            {product.price.text}
          </p>
        )}
        {product.compareText ? <p className={styles.compare}>{product.compareText}</p> : null}
      </div>
      <div className={styles.tileActions}>
        <CompareToggle sku={product.sku} title={product.title} />
        {product.price.kind === 'price' ? <AddToCartForm sku={product.sku} title={product.title} /> : null}
      </div>
    </article>
  );
}
