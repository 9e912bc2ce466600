import styles from './Promotions.module.css';
import shared from '../../styles/shared.module.css';

/** The claim form of a reward, in a new tab (000 §2); rel keeps the other site away from this window. */
export function RedemptionLink({ href, title }: { href: string; title: string }) {
  return (
    <a className={styles.redeem} href={href} target="_blank" rel="noopener noreferrer">
      Claim now
      <span className={shared.visuallyHidden}>: {title} (opens in a new tab)</span>
    </a>
  );
}
