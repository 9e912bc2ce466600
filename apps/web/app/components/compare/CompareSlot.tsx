import { Link } from 'react-router';
import { COMPARE_COPY, comparePriceText, compareTitle, type CompareProduct } from '@shop/domain';
import { compareStore } from '../../lib/compare-store.ts';
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
  if (!product) {
    return (
      <li className={`${styles.slot} ${styles.empty}`}>
        <p>{COMPARE_COPY.placeholder}</p>
      </li>
    );
  }
  const name = compareTitle(product.productName);
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
        <span className={styles.slotPrice}>{comparePriceText(product.price)}</span>
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
