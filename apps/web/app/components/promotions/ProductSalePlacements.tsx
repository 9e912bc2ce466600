import type { RibbonType } from '@shop/domain';
import { useShellData } from '../../lib/shell.ts';
import { SalePriceTag } from './SalePriceTag.tsx';
import styles from './SalePlacements.module.css';

/** Product page: the sale's price tag and urgency message (000 §3) for a product that is part of the running sale. */
export function ProductSalePlacements({ ribbon }: { ribbon: RibbonType | null }) {
  const urgency = useShellData().salePlacements?.productUrgencyMessage ?? null;
  if (ribbon !== 'sale') return null;
  return (
    <>
      <SalePriceTag ribbon={ribbon} size="large" />
      {urgency ? (
        <img className={styles.urgency} src={urgency.src} alt={urgency.alt} width={480} height={60} />
      ) : null}
    </>
  );
}
