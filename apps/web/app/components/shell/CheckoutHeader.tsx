import { Link } from '../../lib/link.tsx';
import type { ShellData } from '../../lib/shell.ts';
import { telHref } from '../../lib/tel.ts';
import { Logo } from './Logo.tsx';
import styles from './CheckoutHeader.module.css';
import { Icon } from '../icon/Icon.tsx';
import { useCopy } from '../../copy/use-copy.ts';

/**
 * The simplified 48 px header of checkout and confirmation (000 §2, 001 §2). "The other theme" that says
 * 'Australia' is read as the furniture themes (docs/decisions/0007-shell.md).
 */
export function CheckoutHeader({ shell }: { shell: ShellData }) {
  const copy = useCopy();
  const support = copy.checkoutHeader.supportDesktop;
  const number = shell.customerSupportNumber;
  return (
    <header className={styles.header} data-shell-header="">
      <div className={styles.inner}>
        <Link to="/" className={styles.back}>
          <Icon name="chevronLeft" size={18} />
          <span className={styles.desktop}>{copy.checkoutHeader.continueShopping}</span>
          <span className={styles.mobile}>{copy.checkoutHeader.back}</span>
        </Link>
        <Link to="/" className={styles.logo} aria-label={`${shell.companyName} home`}>
          <Logo theme={shell.theme} companyName={shell.companyName} />
        </Link>
        {number ? (
          <a href={telHref(number)} className={styles.phone} aria-label={`${support} ${number}`}>
            <span className={styles.desktop}>
              {support} {number}
            </span>
            <span className={styles.mobile}>{copy.checkoutHeader.supportMobile}</span>
          </a>
        ) : (
          <span />
        )}
      </div>
    </header>
  );
}
