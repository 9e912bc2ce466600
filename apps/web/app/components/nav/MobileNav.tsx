import { useEffect, useRef, useState } from 'react';
import { Link } from '../../lib/link.tsx';
import { bareCategories, browserNavTree, type NavTop, type NavTreeSource } from '../../lib/nav-tree.ts';
import { lockPageScroll } from '../../lib/scroll-lock.ts';
import { useShell } from '../../lib/shell.ts';
import { onDemand } from '../../lib/on-demand.ts';
import styles from './MobileNav.module.css';
import { useCopy } from '../../copy/use-copy.ts';
import { Icon } from '../icon/Icon.tsx';

export const MOBILE_NAV_ID = 'mobile-navigation';

// The list shows only while the menu is open, so it and the navigation tree it shows (docs/decisions/0055) are
// fetched on the first open (or ahead, when the pointer or focus reaches the hamburger); the menu opens once both are
// there, so focus moves into it as before.
const mobileNavList = onDemand(() => import('./MobileNavList.tsx').then((m) => m.MobileNavList));

/** The hamburger; it lives in the top bar while the panel is rendered below it. */
export function MobileNavToggle({ navTree = browserNavTree }: { navTree?: NavTreeSource }) {
  const { mobileNavOpen, setMobileNavOpen } = useShell();
  const copy = useCopy().nav;
  const prefetch = () => {
    void mobileNavList.load().catch(() => {});
    void navTree.load().catch(() => {});
  };
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={mobileNavOpen}
      aria-controls={MOBILE_NAV_ID}
      aria-label={mobileNavOpen ? copy.closeMenu : copy.openMenu}
      onClick={() => {
        if (mobileNavOpen) setMobileNavOpen(false);
        else navTree.openWhenLoaded(() => mobileNavList.openWhenLoaded(() => setMobileNavOpen(true)));
      }}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      data-mobile-nav-toggle=""
    >
      <Icon name={mobileNavOpen ? 'close' : 'menu'} size={24} />
    </button>
  );
}

/** Opens with the page scroll locked (000 §2); Escape closes it and gives focus back to the hamburger. */
export function MobileNav({
  categories,
  saleIcon = null,
  navTree = browserNavTree,
}: {
  categories: NavTop[];
  navTree?: NavTreeSource;
  /** The running sale's navIconMobile placement (000 §3), shown at the top of the open menu. */
  saleIcon?: { src: string; alt: string; href: string } | null;
}) {
  const { mobileNavOpen, setMobileNavOpen } = useShell();
  const copy = useCopy().nav;
  const panel = useRef<HTMLElement>(null);
  const [top, setTop] = useState<number | undefined>(undefined);
  const MobileNavList = mobileNavList.useLoaded(mobileNavOpen);
  // Without the tree (it could not be fetched) the menu still lists the top-level categories as links.
  const tree = navTree.useLoaded(mobileNavOpen) ?? bareCategories(categories);

  useEffect(() => {
    if (!mobileNavOpen) return;
    // Banners above the sticky bar may still be in view, so the panel starts where the bar ends.
    setTop(document.querySelector('[data-shell-header]')?.getBoundingClientRect().bottom);
    const release = lockPageScroll();
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    return release;
  }, [mobileNavOpen]);

  const close = (restoreFocus: boolean) => {
    setMobileNavOpen(false);
    if (restoreFocus) document.querySelector<HTMLElement>('[data-mobile-nav-toggle]')?.focus();
  };

  return (
    <nav
      id={MOBILE_NAV_ID}
      ref={panel}
      aria-label={copy.label}
      className={styles.panel}
      hidden={!mobileNavOpen}
      style={top === undefined ? undefined : { top }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close(true);
      }}
    >
      {mobileNavOpen && saleIcon ? (
        <Link to={saleIcon.href} className={styles.saleLink} onClick={() => close(false)}>
          <img src={saleIcon.src} alt={saleIcon.alt} height={48} width={48} />
        </Link>
      ) : null}
      {mobileNavOpen && MobileNavList ? (
        <MobileNavList categories={tree} onClose={() => close(false)} />
      ) : null}
    </nav>
  );
}
