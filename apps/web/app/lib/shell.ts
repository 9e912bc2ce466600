import { createContext, useContext } from 'react';
import type { RegionCode } from '@shop/domain';

/** The fixed top bar's view (000 §4 "Navigation view"); closing a panel resets it to none. */
export type NavView = 'none' | 'search' | 'cart' | 'store' | 'contactUs';

export interface ShellState {
  view: NavView;
  setView: (view: NavView) => void;
  mobileNavOpen: boolean;
  setMobileNavOpen: (open: boolean) => void;
  /** A known region code from ?region_id=, kept for the location logic after it leaves the address. */
  regionId: RegionCode | null;
}

const DETACHED: ShellState = {
  view: 'none',
  setView: () => {},
  mobileNavOpen: false,
  setMobileNavOpen: () => {},
  regionId: null,
};

export const ShellContext = createContext<ShellState>(DETACHED);

/** The shell's shared state; outside the shell (component tests) a harmless stand-in. */
export function useShell(): ShellState {
  return useContext(ShellContext);
}
