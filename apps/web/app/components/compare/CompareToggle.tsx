import { useCompare, compareStore } from '../../lib/compare-store.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import styles from './Compare.module.css';

/**
 * 'Add to Compare' on tiles and product pages: ticking adds, unticking removes (000 §4). The list lives on the
 * server and is read after hydration, so the box is disabled until then (it would do nothing without scripts).
 */
export function CompareToggle({ sku, title }: { sku: string; title: string }) {
  const hydrated = useHydrated();
  const { skus, busySku } = useCompare();
  const checked = skus.includes(sku);
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={checked}
        disabled={!hydrated || busySku === sku}
        onChange={() => void compareStore().toggle(sku)}
      />
      <span>
        Add to Compare<span className={styles.visuallyHidden}>: {title}</span>
      </span>
    </label>
  );
}
