import type { Product } from '@shop/contracts';
import { MISSING_PARTS_LABEL } from '@shop/domain';
import { CONDITION_TEXT, STOCK_TEXT } from './stock.ts';
import styles from './Product.module.css';

/** Condition badge, the 'Missing parts:' note and the stock status line. */
export function ProductFacts({
  conditionType,
  missingParts,
  stockStatus,
}: Pick<Product, 'conditionType' | 'missingParts' | 'stockStatus'>) {
  const inStock = stockStatus === 'inStock';
  return (
    <div className={styles.facts}>
      {conditionType ? (
        <div className={styles.condition}>
          <p className={styles.conditionBadge}>{conditionType}</p>
          <p className={styles.conditionText}>{CONDITION_TEXT[conditionType]}</p>
        </div>
      ) : null}
      {missingParts ? (
        <p className={styles.missingParts}>
          <strong>{MISSING_PARTS_LABEL}</strong> {missingParts}
        </p>
      ) : null}
      <p className={`${styles.stock} ${inStock ? styles.inStock : styles.noStock}`}>
        <span aria-hidden="true" className={styles.stockDot} />
        {STOCK_TEXT[stockStatus]}
      </p>
    </div>
  );
}
