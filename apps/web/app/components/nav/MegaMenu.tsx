import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '../../lib/link.tsx';
import { TIMINGS_MS } from '@shop/domain';
import { browserNavTree, type NavTop, type NavTreeSource } from '../../lib/nav-tree.ts';
import { MegaMenuPanel } from './MegaMenuPanel.tsx';
import styles from './MegaMenu.module.css';
import { fillCopy } from '../../copy/fill.ts';
import { useCopy } from '../../copy/use-copy.ts';
import { Icon } from '../icon/Icon.tsx';

interface Selection {
  top: number;
  sub: number | null;
}

/**
 * The prefix of the menu's panel ids. There is one main navigation per page, and a fixed prefix (not `useId`, which
 * follows the element's place in the page) lets the server write the bar from kept HTML (docs/decisions/0081).
 */
const PANEL_ID_PREFIX = 'main-nav';

/**
 * Desktop main navigation (000 §4): hovering a top-level category opens it with its first sub-category, leaving
 * clears the selection after 100 ms, a click goes to the category. Keyboard users get a disclosure button per
 * category; Escape closes and returns focus to it. The page carries the top level only; the menus' contents come
 * from the navigation tree, fetched when the pointer or focus first reaches the bar (docs/decisions/0055).
 */
export function MegaMenu({
  categories,
  saleIcon = null,
  navTree = browserNavTree,
}: {
  categories: NavTop[];
  /** The running sale's navIcon placement (000 §3), shown as a link at the end of the bar. */
  saleIcon?: { src: string; alt: string; href: string } | null;
  navTree?: NavTreeSource;
}) {
  const copy = useCopy().nav;
  const [selection, setSelection] = useState<Selection | null>(null);
  const tree = navTree.useLoaded(selection !== null);
  const prefetch = () => void navTree.load().catch(() => {});
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggles = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const open = (top: number) => {
    clearTimeout(leaveTimer.current);
    setSelection({ top, sub: categories[top]?.hasMenu ? 0 : null });
  };
  const close = () => {
    clearTimeout(leaveTimer.current);
    setSelection(null);
  };
  const scheduleClose = () => {
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => setSelection(null), TIMINGS_MS.categoryHoverLeave);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || selection === null) return;
    const toggle = toggles.current[selection.top];
    close();
    toggle?.focus();
  };

  return (
    <nav
      aria-label={copy.label}
      className={styles.nav}
      onMouseLeave={scheduleClose}
      onMouseEnter={() => {
        clearTimeout(leaveTimer.current);
        prefetch();
      }}
      onFocus={prefetch}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <ul className={styles.bar}>
        {categories.map((category, index) => {
          const isOpen = selection?.top === index;
          const hasSubs = category.hasMenu;
          const contents = isOpen ? tree?.find((c) => c.uri === category.uri) : undefined;
          const panelId = `${PANEL_ID_PREFIX}-panel-${index}`;
          return (
            <li key={category.uri} className={styles.item} onMouseEnter={() => open(index)}>
              <Link
                to={category.uri}
                className={`${styles.topLink} ${isOpen ? styles.topLinkOpen : ''}`}
                onClick={close}
              >
                {category.title}
              </Link>
              {hasSubs ? (
                <button
                  type="button"
                  ref={(element) => {
                    toggles.current[index] = element;
                  }}
                  className={styles.toggle}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  aria-label={fillCopy(copy.categoryMenu, { category: category.title })}
                  onClick={() => (isOpen ? close() : open(index))}
                >
                  <Icon name="chevronDown" size={16} strokeWidth={2.5} />
                </button>
              ) : null}
              {hasSubs ? (
                // Only the open panel has content: the closed ones are hidden anyway, and leaving their links out
                // keeps them from every page's HTML and render (docs/decisions/0047-cheaper-fresh-render.md).
                <div id={panelId} className={styles.panel} hidden={!isOpen}>
                  {isOpen && contents && selection ? (
                    <MegaMenuPanel
                      category={contents}
                      selected={selection.sub}
                      onSelect={(sub) => setSelection({ top: index, sub })}
                      onNavigate={close}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
        {saleIcon ? (
          <li className={styles.item}>
            <Link to={saleIcon.href} className={styles.topLink} onClick={close}>
              {/* Lazy: on a phone the bar is hidden, and a hidden lazy picture is never fetched; on a desktop it is in view at once. */}
              <img
                src={saleIcon.src}
                alt={saleIcon.alt}
                height={32}
                width={96}
                className={styles.saleIcon}
                loading="lazy"
                decoding="async"
              />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
