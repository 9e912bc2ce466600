import { createContext, useContext } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { AlertBanner } from '@shop/contracts';
import {
  DEFAULT_COUNTRY,
  DEFAULT_THEME,
  THEMES,
  type Country,
  type Currency,
  type RegionCode,
  type ThemeId,
} from '@shop/domain';
import { NO_INTEGRATIONS, type IntegrationKeys } from '@shop/domain/integrations';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@shop/domain/feature-flag-values';
import type { CopyOverrides } from '../copy/base.ts';
import { fromJsonText, toJsonText, type JsonText } from './json-text.ts';
import type { ShellNav } from './nav-tree.ts';
import type { SaleImage } from './sale.server.ts';

// What the shell shares between the root loader (shell.server.ts) and the browser: its data and its state.

/** Width and height (from the placement's attributes, else the usual banner size) reserve the box before it loads. */
export interface BannerImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface HeaderSaleBanner {
  url: string;
  name: string;
  colour: string;
  /** siteWideHeaderBanner1 on wider screens, siteWideHeaderBanner2 on small ones (docs/decisions/0007-shell.md). */
  wide: BannerImage;
  narrow: BannerImage;
}

/** The sale placements the shell itself shows (000 §3): nav icons, the footer banner and the tiles' price tag. */
export interface ShellSalePlacements {
  url: string;
  colour: string;
  navIcon: SaleImage | null;
  navIconMobile: SaleImage | null;
  footerBanner: SaleImage | null;
  priceTag: SaleImage | null;
  productUrgencyMessage: SaleImage | null;
}

export interface ShellCompare {
  /** The shopper's compare list as the page was rendered (ADR 0013: seeds the client store). */
  skus: string[];
}

/** The root loader's data: site configuration, navigation and the shell's sale placements. */
export interface ShellData {
  theme: ThemeId;
  lang: string;
  country: Country;
  currency: Currency;
  companyName: string;
  customerSupportNumber: string;
  hostname: string;
  canonicalOrigin: string;
  loginRoute: string;
  /** The main navigation's top level and the header's switches (the menus' contents load on demand, ADR 0055). */
  navbar: ShellNav | null;
  saleBanner: HeaderSaleBanner | null;
  salePlacements: ShellSalePlacements | null;
  /** The site-wide notice, rendered on the server (docs/decisions/0053); null: none; left out when the call failed. */
  alertBanner?: AlertBanner | null;
  ipCountry: Country | null;
  /** The same brand's site in the other country (the location popup links to it); null: derived from the host. */
  otherCountryOrigin: string | null;
  /** The brand's feature flags (000 §7; docs/decisions/0041). */
  flags: FeatureFlags;
  /** The theme's changes to the base copy catalogue (docs/decisions/0018-copy-catalogue.md). */
  copy: CopyOverrides;
  /** Left out when unknown (the call failed, or the root loader itself did: FALLBACK_SHELL has none). */
  compare?: ShellCompare;
  /** Public keys of the third-party scripts and the consent switch (components/integrations). */
  integrations: IntegrationKeys;
}

/** Used when the root loader itself failed, so the error page still has a themed shell. */
export const FALLBACK_SHELL: ShellData = {
  theme: DEFAULT_THEME,
  lang: 'en-AU',
  country: DEFAULT_COUNTRY,
  currency: 'AUD',
  companyName: THEMES[DEFAULT_THEME].companyName,
  customerSupportNumber: '',
  hostname: '',
  canonicalOrigin: '',
  loginRoute: '',
  navbar: null,
  saleBanner: null,
  salePlacements: null,
  ipCountry: null,
  otherCountryOrigin: null,
  flags: DEFAULT_FEATURE_FLAGS,
  copy: {},
  integrations: NO_INTEGRATIONS,
};

/** What the root loader returns: the site's part as one JSON text (docs/decisions/0082), the shopper's apart. */
export interface RootData {
  site: JsonText<Omit<ShellData, 'compare'>>;
  compare?: ShellCompare;
}

/** The root loader's answer for a shell. */
export function toRootData(shell: ShellData): RootData {
  const { compare, ...site } = shell;
  return { site: toJsonText(site), ...(compare ? { compare } : {}) };
}

const shells = new WeakMap<RootData, ShellData>();

/** The root data's shell: read once per loader answer, so every reader gets the same object. */
export function shellOf(root: RootData): ShellData {
  let shell = shells.get(root);
  if (!shell) {
    const site = fromJsonText(root.site);
    shell = root.compare ? { ...site, compare: root.compare } : site;
    shells.set(root, shell);
  }
  return shell;
}

/** The root loader's data (site configuration, navigation) for any component or page. */
export function useShellData(): ShellData {
  const root = useRouteLoaderData<RootData>('root');
  return root ? shellOf(root) : FALLBACK_SHELL;
}

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
