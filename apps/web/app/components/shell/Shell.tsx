import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CHECKOUT_PATHS, THEMES } from '@shop/domain';
import { usePageTracking } from '../../lib/page-tracking.ts';
import { useShell, type ShellData } from '../../lib/shell.ts';
import { useCheckoutHeader, useSiteChrome } from '../../lib/site-chrome.ts';
import { SiteFooter } from '../footer/SiteFooter.tsx';
import { GlobalMessage } from '../message/GlobalMessage.tsx';
import { ModalHost } from '../modal/ModalHost.tsx';
import { AfterHydration } from './AfterHydration.tsx';
import { onDemand } from '../../lib/on-demand.ts';
import styles from './Shell.module.css';

/**
 * 'We noticed you are from …' draws nothing until it opens, and opens only for a visitor from the other country, so
 * its code comes only to those visitors' browsers (docs/decisions/0068).
 */
const locationPopup = onDemand(() => import('./LocationPopup.tsx').then((m) => m.LocationPopup));

export function isCheckoutPath(pathname: string): boolean {
  return [CHECKOUT_PATHS.checkout, CHECKOUT_PATHS.confirmation].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

/**
 * Everything around the page (000 §2 "Shell"); rendered inside ShellProvider and GlobalMessageProvider. The site's
 * header and banners come from the site layout route (lib/site-chrome.ts): checkout and its confirmation are not under
 * it and show the checkout header instead.
 */
export function Shell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const { pathname } = useLocation();
  const { mobileNavOpen } = useShell();
  usePageTracking(shell);
  const checkout = isCheckoutPath(pathname);
  const chrome = useSiteChrome();
  const CheckoutHeader = useCheckoutHeader();
  const withoutMenu = THEMES[shell.theme].hidesMainNavigation || !shell.navbar?.mainNav.length;
  const LocationPopup = locationPopup.useLoaded(
    shell.ipCountry !== null && shell.ipCountry !== shell.country,
  );
  return (
    <div className={`${checkout ? styles.checkout : styles.shell} ${withoutMenu ? styles.withoutMenu : ''}`}>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      {checkout ? (
        CheckoutHeader ? (
          <CheckoutHeader shell={shell} />
        ) : null
      ) : chrome ? (
        <chrome.Top shell={shell} pathname={pathname} />
      ) : null}
      <GlobalMessage />
      {/* While the mobile nav covers the page, the page behind it is out of reach for keyboards and readers. */}
      <main id="main-content" className={styles.main} tabIndex={-1} inert={mobileNavOpen}>
        {children}
      </main>
      <div inert={mobileNavOpen}>
        <SiteFooter
          theme={shell.theme}
          companyName={shell.companyName}
          customerSupportNumber={shell.customerSupportNumber}
        />
      </div>
      {checkout || !chrome ? null : <chrome.Bottom shell={shell} />}
      {LocationPopup ? (
        <LocationPopup
          ipCountry={shell.ipCountry}
          siteCountry={shell.country}
          companyName={shell.companyName}
          hostname={shell.hostname}
          otherCountryOrigin={shell.otherCountryOrigin}
        />
      ) : null}
      <ModalHost />
      <AfterHydration keys={shell.integrations} checkout={checkout} />
    </div>
  );
}

/** The compare tray, on the pages under the site layout only (000 §2, §4; not checkout, docs/decisions/0058). */
export function SiteCompareTray({ shell }: { shell: ShellData }) {
  const chrome = useSiteChrome();
  return chrome ? <chrome.Compare shell={shell} /> : null;
}
