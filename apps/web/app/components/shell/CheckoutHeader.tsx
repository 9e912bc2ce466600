import { Link } from 'react-router';
import { CHECKOUT_COPY, THEMES } from '@shop/domain';
import type { ShellData } from '../../lib/shell.ts';
import { telHref } from '../../lib/phone.ts';
import { Logo } from './Logo.tsx';
import styles from './CheckoutHeader.module.css';
import { Icon } from '../icon/Icon.tsx';

/**
 * The simplified 48 px header of checkout and confirmation (000 §2, 001 §2). "The other theme" that says
 * 'Australia' is read as the furniture themes (docs/decisions/0007-shell.md).
 */
export function CheckoutHeader({ shell }: { shell: ShellData }) {
  const support = THEMES[shell.theme].isFurniture
    ? CHECKOUT_COPY.supportDesktopAu
    : CHECKOUT_COPY.supportDesktop;
  const number = shell.customerSupportNumber;
  return (
    <header className={styles.header} data-shell-header="">
      <div className={styles.inner}>
        <Link to="/" className={styles.back}>
          <Icon name="chevronLeft" size={18} />
          <span className={styles.desktop}>{CHECKOUT_COPY.continueShopping}</span>
          <span className={styles.mobile}>{CHECKOUT_COPY.back}</span>
        </Link>
        <Link to="/" className={styles.logo} aria-label={`${shell.companyName} home`}>
          <Logo theme={shell.theme} companyName={shell.companyName} />
        </Link>
        {number ? (
          <a href={telHref(number)} className={styles.phone} aria-label={`${support} ${number}`}>
            <span className={styles.desktop}>
              {support} {number}
            </span>
            <span className={styles.mobile}>{CHECKOUT_COPY.supportMobile}</span>
          </a>
        ) : (
          <span />
        )}
      </div>
    </header>
  );
}
