import { AlertBanner } from '../banners/AlertBanner.tsx';
import { SalesBanner } from '../banners/SalesBanner.tsx';
import { CompareTray, hasContentHomePage } from '../compare/CompareTray.tsx';
import { SaleFooterBanner } from '../promotions/SaleFooterBanner.tsx';
import type { SiteChromeParts } from '../../lib/site-chrome.ts';
import type { ShellData } from '../../lib/shell.ts';
import { BackToTop } from './BackToTop.tsx';
import { SiteHeader } from './SiteHeader.tsx';

/**
 * The parts of the shell every page shows except checkout and its confirmation (000 §2; 001 §2 gives those a header
 * of their own): the sale and alert banners, the header with its menus, search, store and account menu, back to top,
 * the sale footer banner and the compare tray. The site layout route (routes/site.tsx) hands them to the shell, so
 * their code loads with the pages that show them and not with checkout (docs/decisions/0058).
 */
export const SITE_CHROME: SiteChromeParts = {
  Top({ shell, pathname }: { shell: ShellData; pathname: string }) {
    return (
      <>
        <SalesBanner banner={shell.saleBanner} />
        <AlertBanner checkKey={pathname} initial={shell.alertBanner} />
        <SiteHeader shell={shell} />
      </>
    );
  },
  Bottom({ shell }: { shell: ShellData }) {
    return (
      <>
        <BackToTop />
        {shell.salePlacements ? (
          <SaleFooterBanner banner={shell.salePlacements.footerBanner} saleUrl={shell.salePlacements.url} />
        ) : null}
      </>
    );
  },
  Compare({ shell }: { shell: ShellData }) {
    return <CompareTray hasContentHomePage={hasContentHomePage(shell.theme)} />;
  },
};
