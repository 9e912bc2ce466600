import { Link } from '../../lib/link.tsx';
import { THEMES } from '@shop/domain';
import type { ShellData } from '../../lib/shell.ts';
import { telHref } from '../../lib/tel.ts';
import { MegaMenu } from '../nav/MegaMenu.tsx';
import { MobileNav, MobileNavToggle } from '../nav/MobileNav.tsx';
import { HeaderSearch, HeaderSearchToggle } from '../search/HeaderSearch.tsx';
import { HeaderStore } from '../stores/HeaderStore.tsx';
import { CartButton } from '../cart/CartButton.tsx';
import { Logo } from './Logo.tsx';
import styles from './SiteHeader.module.css';
import { Icon } from '../icon/Icon.tsx';
import { useHeaderAccount } from '../account/header-account.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { useKeptHtml, type MenuHtmlInput } from '../../lib/kept-html.ts';
import { useCopyOverrides } from '../../copy/use-copy.ts';
import type { NavTop } from '../../lib/nav-tree.ts';

/** The fixed top bar: 132 px on desktop (logo row plus mega menu), 56 px on small devices (000 §2). */
export function SiteHeader({ shell }: { shell: ShellData }) {
  const theme = THEMES[shell.theme];
  const categories = shell.navbar?.mainNav ?? [];
  const showNav = !theme.hidesMainNavigation && categories.length > 0;
  const number = shell.customerSupportNumber;
  const showSearch = shell.navbar?.topNav.displaySearchIcon !== false;
  return (
    <>
      <header className={`${styles.header} ${showNav ? '' : styles.noNav}`} data-shell-header="">
        <div className={styles.top}>
          {showNav ? (
            <div className={styles.menuButton}>
              <MobileNavToggle />
            </div>
          ) : null}
          <Link to="/" className={styles.logoLink} aria-label={`${shell.companyName} home`}>
            <Logo theme={shell.theme} companyName={shell.companyName} />
          </Link>
          {showSearch ? <HeaderSearch theme={shell.theme} /> : null}
          <ul className={styles.tools}>
            {showSearch ? (
              <li>
                <HeaderSearchToggle toolClassName={styles.tool ?? ''} />
              </li>
            ) : null}
            {/* Store button and panel (view mode 'store'). */}
            <li className={styles.storeTool}>
              <HeaderStore companyName={shell.companyName} toolClassName={styles.tool ?? ''} />
            </li>
            {shell.navbar?.topNav.displayContactUsIcon !== false ? (
              <li className={styles.desktopOnly}>
                <Link to="/contact-us" className={styles.tool}>
                  Contact us
                </Link>
              </li>
            ) : null}
            {number ? (
              <li>
                <a href={telHref(number)} className={styles.tool} aria-label={`Call us on ${number}`}>
                  <Icon name="phone" />
                  <span className={styles.desktopOnly}>{number}</span>
                </a>
              </li>
            ) : null}
            {shell.loginRoute ? (
              <li className={styles.accountTool}>
                <HeaderAccountMenu loginRoute={shell.loginRoute} toolClassName={styles.tool ?? ''} />
              </li>
            ) : null}
            <li>
              <CartButton className={styles.tool ?? ''} />
            </li>
          </ul>
        </div>
        {showNav ? (
          <DesktopNav categories={categories} saleIcon={navSaleIcon(shell.salePlacements, 'navIcon')} />
        ) : null}
      </header>
      {showNav ? (
        <MobileNav categories={categories} saleIcon={navSaleIcon(shell.salePlacements, 'navIconMobile')} />
      ) : null}
    </>
  );
}

/**
 * The desktop navigation bar. On the server it is written from kept HTML where the render has it (ADR 0081): before
 * any menu opens it is the same for every page of a theme; the browser draws the menu itself and hydrates it.
 */
function DesktopNav({ categories, saleIcon }: { categories: NavTop[]; saleIcon: MenuHtmlInput['saleIcon'] }) {
  const kept = useKeptHtml();
  const copy = useCopyOverrides();
  const html = kept ? kept.menu({ categories, saleIcon, copy }) : null;
  return html === null ? (
    <div className={styles.desktopNav}>
      <MegaMenu categories={categories} saleIcon={saleIcon} />
    </div>
  ) : (
    <div className={styles.desktopNav} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/**
 * The account menu with the shopper's account read here, not in the header: on a shared page the account arrives
 * after hydration, and a store update re-renders its reader at once, in one task; read in the header it re-rendered
 * the mega menu, the search and the mobile menu with it.
 */
function HeaderAccountMenu({ loginRoute, toolClassName }: { loginRoute: string; toolClassName: string }) {
  const account = useHeaderAccount();
  return <AccountMenu account={account} loginRoute={loginRoute} toolClassName={toolClassName} />;
}

/** The running sale's menu icon, linking to the sale unless the placement names its own address. */
function navSaleIcon(
  placements: ShellData['salePlacements'],
  placement: 'navIcon' | 'navIconMobile',
): { src: string; alt: string; href: string } | null {
  const icon = placements?.[placement];
  return placements && icon ? { src: icon.src, alt: icon.alt, href: icon.href ?? placements.url } : null;
}
