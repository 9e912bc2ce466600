import { useEffect, useMemo, useRef } from 'react';
import { type ThemeId } from '@shop/domain';
import { geoSnapshot } from '../../lib/geo-store.ts';
import { useShell } from '../../lib/shell.ts';
import { SearchBox } from './SearchBox.tsx';
import { searchServices } from './searchServices.ts';
import styles from './HeaderSearch.module.css';
import { Icon } from '../icon/Icon.tsx';

function hasLoggedInFlag(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)loggedin=true(?:;|$)/.test(document.cookie);
}

/**
 * The header's search: always in the top row from 975 px; below that a search button opens it as a row under the
 * bar (view mode 'search') and closing the search closes the row.
 */
export function HeaderSearch({ theme }: { theme: ThemeId }) {
  const { view, setView } = useShell();
  const open = view === 'search';
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) bar.current?.querySelector('input')?.focus();
  }, [open]);
  const services = useMemo(
    () =>
      searchServices({
        themeId: theme,
        isAuthenticated: hasLoggedInFlag,
        limit: 8,
        isRepeatUser: () => geoSnapshot().geo?.newUser === false,
      }),
    [theme],
  );
  return (
    <div ref={bar} className={`${styles.bar} ${open ? styles.open : ''}`} id="header-search">
      <SearchBox
        theme={theme}
        services={services}
        onClose={() => {
          if (open) setView('none');
        }}
      />
    </div>
  );
}

/** The small-screen search button (hidden from 975 px, where the search is always shown). */
export function HeaderSearchToggle({ toolClassName }: { toolClassName: string }) {
  const { view, setView } = useShell();
  const open = view === 'search';
  return (
    <button
      type="button"
      className={`${toolClassName} ${styles.toggle}`}
      aria-label="Show search"
      aria-expanded={open}
      aria-controls="header-search"
      onClick={() => setView(open ? 'none' : 'search')}
    >
      <Icon name="search" />
    </button>
  );
}
