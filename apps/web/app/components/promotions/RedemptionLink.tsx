import styles from './Promotions.module.css';
import shared from '../../styles/shared.module.css';
import { fillCopy } from '../../copy/fill.ts';
import { PROMOTION_CARD_COPY } from '../../copy/pages/promotions.ts';
import { usePageCopy } from '../../copy/use-copy.ts';

/** The claim form of a reward, in a new tab (000 §2); rel keeps the other site away from this window. */
export function RedemptionLink({ href, title }: { href: string; title: string }) {
  const copy = usePageCopy('promotionCard', PROMOTION_CARD_COPY);
  return (
    <a className={styles.redeem} href={href} target="_blank" rel="noopener noreferrer">
      {copy.claim}
      <span className={shared.visuallyHidden}>{fillCopy(copy.claimLabel, { title })}</span>
    </a>
  );
}
