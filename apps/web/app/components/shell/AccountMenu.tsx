import { useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { fillCopy } from '../../copy/fill.ts';
import { useCopy } from '../../copy/use-copy.ts';
import type { AccountAfterLoad } from '../../lib/account-store.ts';
import styles from './AccountMenu.module.css';

/**
 * Signed out: 'Log in', returning here. Signed in: a disclosure with the first name, 'My account' and 'Log out'.
 * It is <details>, so it opens without scripts; logging out is a plain link, a full reload (000 §2). Not known yet (a
 * shared page before the shopper's read answers, docs/decisions/0048): a neutral 'Account' link to the account page,
 * which signs a visitor in, so neither state is claimed to a screen reader before it is true.
 */
export function AccountMenu({
  account,
  loginRoute,
  toolClassName,
}: {
  account: AccountAfterLoad;
  loginRoute: string;
  toolClassName: string;
}) {
  const copy = useCopy().accountMenu;
  const location = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const here = `${location.pathname}${location.search}`;
  const returnQuery = new URLSearchParams({ returnUrl: here }).toString();
  if (account === 'unknown') {
    return (
      <a href="/account" className={toolClassName}>
        <PersonGlyph />
        <span className={styles.label}>{copy.account}</span>
      </a>
    );
  }
  if (!account) {
    return (
      <a href={`${loginRoute}?${returnQuery}`} className={toolClassName}>
        <PersonGlyph />
        <span className={styles.label}>{copy.logIn}</span>
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
        <PersonGlyph />
        <span className={styles.label}>{fillCopy(copy.greeting, { name: account.firstName })}</span>
      </summary>
      <div className={styles.panel}>
        {/* Small screens show only the icon in the bar; the name heads the open menu instead. */}
        <p className={styles.panelName} aria-hidden="true">
          {account.firstName}
        </p>
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
      </div>
    </details>
  );
}

/** On small screens the header has room for icons only; the words stay for screen readers (styles.label). */
function PersonGlyph() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={20}
      height={20}
      className={styles.glyph}
    >
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
