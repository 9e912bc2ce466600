import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CHECKOUT_PATHS, THEMES } from '@shop/domain';
import { usePageTracking } from '../../lib/page-tracking.ts';
import { useShell, type ShellData } from '../../lib/shell.ts';
import { AlertBanner } from '../banners/AlertBanner.tsx';
import { SalesBanner } from '../banners/SalesBanner.tsx';
import { SiteFooter } from '../footer/SiteFooter.tsx';
import { GlobalMessage } from '../message/GlobalMessage.tsx';
import { ModalHost } from '../modal/ModalHost.tsx';
import { SaleFooterBanner } from '../promotions/SaleFooterBanner.tsx';
import { BackToTop } from './BackToTop.tsx';
import { CheckoutHeader } from './CheckoutHeader.tsx';
import { AfterHydration } from './AfterHydration.tsx';
import { LocationPopup } from './LocationPopup.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import styles from './Shell.module.css';

export function isCheckoutPath(pathname: string): boolean {
  return [CHECKOUT_PATHS.checkout, CHECKOUT_PATHS.confirmation].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

/** Everything around the page (000 §2 "Shell"); rendered inside ShellProvider and GlobalMessageProvider. */
export function Shell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const { pathname } = useLocation();
  const { mobileNavOpen } = useShell();
  usePageTracking(shell);
  const checkout = isCheckoutPath(pathname);
  const withoutMenu = THEMES[shell.theme].hidesMainNavigation || !shell.navbar?.mainNav.length;
  return (
    <div className={`${checkout ? styles.checkout : styles.shell} ${withoutMenu ? styles.withoutMenu : ''}`}>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      {checkout ? null : <SalesBanner banner={shell.saleBanner} />}
      {checkout ? null : <AlertBanner checkKey={pathname} initial={shell.alertBanner} />}
      {checkout ? <CheckoutHeader shell={shell} /> : <SiteHeader shell={shell} />}
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
      {checkout ? null : <BackToTop />}
      {checkout || !shell.salePlacements ? null : (
        <SaleFooterBanner banner={shell.salePlacements.footerBanner} saleUrl={shell.salePlacements.url} />
      )}
      <LocationPopup
        ipCountry={shell.ipCountry}
        siteCountry={shell.country}
        companyName={shell.companyName}
        hostname={shell.hostname}
        otherCountryOrigin={shell.otherCountryOrigin}
      />
      <ModalHost />
      <AfterHydration keys={shell.integrations} checkout={checkout} />
    </div>
  );
}
