import type { RibbonType } from '@shop/domain';
import { useShellData } from '../../lib/shell.ts';
import styles from './SalePlacements.module.css';

/**
 * The running sale's priceTag placement (000 §3) beside the price of a product on sale (ribbon 'sale'); nothing
 * when no sale is on or the product is not part of it. Reads the root data, so no page loader has to pass it.
 * `loading` follows the picture it sits under: a tile below the fold loads its tag when the shopper scrolls to it,
 * not with the page (a listing has a tag on every sale product).
 */
export function SalePriceTag({
  ribbon,
  size = 'small',
  loading = 'eager',
}: {
  ribbon: RibbonType | null;
  size?: 'small' | 'large';
  loading?: 'eager' | 'lazy';
}) {
  const tag = useShellData().salePlacements?.priceTag ?? null;
  if (!tag || ribbon !== 'sale') return null;
  const height = size === 'large' ? 40 : 28;
  return (
    <img
      className={styles.priceTag}
      src={tag.src}
      alt={tag.alt}
      height={height}
      width={height * 3}
      loading={loading}
      decoding="async"
    />
  );
}
