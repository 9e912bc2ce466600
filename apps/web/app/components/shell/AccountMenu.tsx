import { useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { fillCopy } from '../../copy/account.ts';
import { useCopy } from '../../copy/use-copy.ts';
import type { HeaderAccount } from '../account/header-account.ts';
import styles from './AccountMenu.module.css';

/**
 * Signed out: 'Log in', returning here. Signed in: a disclosure with the first name, 'My account' and 'Log out'.
 * It is <details>, so it opens without scripts; logging out is a plain link, a full reload (000 §2).
 */
export function AccountMenu({
  account,
  loginRoute,
  toolClassName,
}: {
  account: HeaderAccount | null;
  loginRoute: string;
  toolClassName: string;
}) {
  const copy = useCopy().accountMenu;
  const location = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const here = `${location.pathname}${location.search}`;
  const returnQuery = new URLSearchParams({ returnUrl: here }).toString();
  if (!account) {
    return (
      <a href={`${loginRoute}?${returnQuery}`} className={toolClassName}>
        {copy.logIn}
      </a>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector('summary')?.focus();
  };
  return (
    <details ref={details} className={styles.menu} onKeyDown={onKeyDown}>
      <summary className={`${toolClassName} ${styles.summary}`}>
        {fillCopy(copy.greeting, { name: account.firstName })}
      </summary>
      <ul className={styles.list}>
        <li>
          <a href="/account" className={styles.item}>
            {copy.myAccount}
          </a>
        </li>
        <li>
          <a href={`/account/logout?${returnQuery}`} className={styles.item}>
            {copy.logOut}
          </a>
        </li>
      </ul>
    </details>
  );
}
