import type { Navbar, NavCategory } from '@shop/contracts';
import { browserApi } from './browser-api.ts';
import { onDemandValue } from './on-demand.ts';

/**
 * The main navigation as every page carries it: the top-level categories only (docs/decisions/0055). The menus'
 * contents (sub-categories, their children, the brands), 5–6 KB of every page's data, are fetched from
 * `GET /api/navbar/` when the shopper first reaches for a menu; the API marks that answer shareable for five minutes,
 * so the browser's cache answers it on the pages after.
 */
export interface NavTop {
  title: string;
  uri: string;
  /** It opens a menu (it has sub-categories); without one it is a plain link. */
  hasMenu: boolean;
}

export interface ShellNav {
  mainNav: NavTop[];
  topNav: Navbar['topNav'];
}

/** What of the navbar goes into a page. */
export function shellNav(navbar: Navbar): ShellNav {
  return {
    mainNav: navbar.mainNav.map((c) => ({ title: c.title, uri: c.uri, hasMenu: c.subCategories.length > 0 })),
    topNav: navbar.topNav,
  };
}

/** The top-level entries as categories without contents: what the menus show when the tree cannot be had. */
export function bareCategories(tops: readonly NavTop[]): NavCategory[] {
  return tops.map((t) => ({ title: t.title, uri: t.uri, subCategories: [], brands: [] }));
}

/** Where the menus' contents come from: `load`, `openWhenLoaded` and `useLoaded` as in `onDemandValue`. */
export type NavTreeSource = ReturnType<typeof navTreeSource>;

export function navTreeSource(fetchTree: () => Promise<NavCategory[]>) {
  return onDemandValue(fetchTree);
}

/** The browser's source: one fetch per page load at most, the HTTP cache beyond that. */
export const browserNavTree = navTreeSource(() =>
  browserApi()
    .navbar()
    .then((navbar) => navbar.mainNav),
);
