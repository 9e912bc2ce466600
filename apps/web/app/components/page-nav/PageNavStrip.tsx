import { useState, type MouseEvent } from 'react';
import { TIMINGS_MS } from '@shop/domain';
import { scrollToAnchor } from '../../lib/scroll.ts';
import styles from './PageNavStrip.module.css';
import { useCopy } from '../../copy/use-copy.ts';

export interface PageNavTab {
  title: string;
  /** Anchor of the section, with or without '#'. */
  uri: string;
  display: boolean;
}

export interface PageNavStripProps {
  tabs: PageNavTab[];
  /** Accessible name of the strip; default 'On this page'. */
  label?: string;
}

const anchorOf = (uri: string) => (uri.startsWith('#') ? uri : `#${uri}`);

/** In-page tabs (000 §2): real anchors, so they work without scripts; with scripts the scroll clears the header. */
export function PageNavStrip({ tabs, label }: PageNavStripProps) {
  const copy = useCopy().pageNav;
  const shown = tabs.filter((tab) => tab.display);
  const [active, setActive] = useState<string | null>(null);
  if (shown.length === 0) return null;

  const go = (event: MouseEvent<HTMLAnchorElement>, tab: PageNavTab) => {
    const anchor = anchorOf(tab.uri);
    setActive(anchor);
    // The strip sits below the header, so its own height is part of the offset.
    const strip = event.currentTarget.closest('nav')?.getBoundingClientRect().height ?? 0;
    if (scrollToAnchor(anchor, TIMINGS_MS.smoothScroll, strip)) {
      event.preventDefault();
      window.history.replaceState(window.history.state, '', anchor);
    }
  };

  return (
    <nav aria-label={label ?? copy.label} className={styles.strip}>
      <ul className={styles.list}>
        {shown.map((tab) => {
          const anchor = anchorOf(tab.uri);
          const isActive = anchor === active;
          return (
            <li key={anchor}>
              <a
                href={anchor}
                className={`${styles.tab} ${isActive ? styles.active : ''}`}
                aria-current={isActive ? 'true' : undefined}
                onClick={(event) => go(event, tab)}
              >
                {tab.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
