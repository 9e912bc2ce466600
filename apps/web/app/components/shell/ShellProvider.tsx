import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { REGION_PARAM_REMOVAL_MS, type RegionCode } from '@shop/domain';
import { addressWithoutRegion, regionFromSearch } from '../../lib/region-param.ts';
import { ShellContext, type NavView, type ShellState } from '../../lib/shell.ts';
import { useGlobalMessage } from '../../lib/global-message.ts';

/** Shell state plus what a route change resets: the mobile nav, the top-bar view and the global message. */
export function ShellProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<NavView>('none');
  const [mobileNavOpen, setMobileNavOpenState] = useState(false);
  const [regionId, setRegionId] = useState<RegionCode | null>(null);
  const { pathname, search } = useLocation();
  const { hide } = useGlobalMessage();

  useEffect(() => {
    setMobileNavOpenState(false);
    setView('none');
    hide();
  }, [pathname, hide]);

  useEffect(() => {
    const region = regionFromSearch(search);
    if (region) setRegionId(region);
    // Removed from the address bar only: history.replaceState keeps React Router's state and runs no loaders.
    const timer = setTimeout(() => {
      const next = addressWithoutRegion(window.location.href);
      if (next !== null) window.history.replaceState(window.history.state, '', next);
    }, REGION_PARAM_REMOVAL_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const state = useMemo<ShellState>(
    () => ({
      view,
      setView,
      mobileNavOpen,
      // Closing the mobile nav resets the view too (000 §4); its category selection unmounts with it.
      setMobileNavOpen: (open: boolean) => {
        setMobileNavOpenState(open);
        if (!open) setView('none');
      },
      regionId,
    }),
    [view, mobileNavOpen, regionId],
  );
  return <ShellContext value={state}>{children}</ShellContext>;
}
