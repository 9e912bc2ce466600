import { Link } from '../../lib/link.tsx';
import {
  COMPARE_COPY,
  comparePriceText,
  compareTitle,
  pricesHiddenFor,
  type CompareProduct,
} from '@shop/domain';
import { compareStore } from '../../lib/compare-store.ts';
import { useShellData } from '../../lib/shell.ts';
import { LoginForPrice } from '../price/LoginForPrice.tsx';
import styles from './Compare.module.css';
import { Icon } from '../icon/Icon.tsx';

export function CompareSlot({
  product,
  href,
  busy,
}: {
  product: CompareProduct | null;
  href?: string | undefined;
  busy?: boolean;
}) {
  const { theme } = useShellData();
  if (!product) {
    return (
      <li className={`${styles.slot} ${styles.empty}`}>
        <p>{COMPARE_COPY.placeholder}</p>
      </li>
    );
  }
  const name = compareTitle(product.productName);
  // On a theme that hides prices a missing amount is a hidden one; elsewhere it still reads 'N/A'.
  const hidden = product.price === null && pricesHiddenFor(theme, false);
  return (
    <li className={styles.slot}>
      <div className={styles.slotImage}>
        {product.productImage ? (
          <img src={product.productImage} alt="" width={64} height={64} loading="lazy" />
        ) : null}
      </div>
      <div className={styles.slotText}>
        {href ? (
          <Link to={href} className={styles.slotName}>
            {name}
          </Link>
        ) : (
          <span className={styles.slotName}>{name}</span>
        )}
        <span className={styles.slotPrice}>
          {hidden ? <LoginForPrice /> : comparePriceText(product.price)}
        </span>
      </div>
      <button
        type="button"
        className={styles.remove}
        disabled={busy}
        aria-label={`Remove ${name} from compare`}
        onClick={() => void compareStore().remove(product.productSKU)}
      >
        <Icon name="close" size={18} />
      </button>
    </li>
  );
}
