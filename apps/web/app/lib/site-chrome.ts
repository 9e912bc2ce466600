import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import type { ShellData } from './shell.ts';

/** The shell parts only the site's own pages show (components/shell/SiteChrome.tsx), as the site layout hands them. */
export interface SiteChromeParts {
  /** Above the page: the sale and alert banners and the site header. */
  Top: ComponentType<{ shell: ShellData; pathname: string }>;
  /** Below the footer: back to top and the sale footer banner. */
  Bottom: ComponentType<{ shell: ShellData }>;
  /** The compare tray, after the shell. */
  Compare: ComponentType<{ shell: ShellData }>;
}

/** What a route's handle carries to give the shell its site parts. */
export interface SiteChromeHandle {
  siteChrome: SiteChromeParts;
}

/** What the shell reads from the matched routes' handles: the site's parts, or checkout's header. */
interface ShellParts {
  siteChrome: SiteChromeParts;
  checkoutHeader: ComponentType<{ shell: ShellData }>;
}

/** The first matched route's handle that carries `key`, read from it; null when none does. */
function useHandlePart<K extends keyof ShellParts>(key: K): ShellParts[K] | null {
  for (const { handle } of useMatches()) {
    if (typeof handle === 'object' && handle !== null && key in handle) return (handle as ShellParts)[key];
  }
  return null;
}

/**
 * The site parts when the page is under the site layout (routes/site.tsx), else null (checkout and its confirmation,
 * docs/decisions/0058). React Router loads every matched route's module before it renders, on the server, before
 * hydration and before a client-side navigation, so the parts are there whenever a match asks for them.
 */
export function useSiteChrome(): SiteChromeParts | null {
  return useHandlePart('siteChrome');
}

/**
 * The checkout header, as checkout and its confirmation hand it in their handles (`checkoutHeader`): only those pages
 * show it, so its code is theirs and no other page's (docs/decisions/0068). Null on every other page.
 */
export function useCheckoutHeader(): ComponentType<{ shell: ShellData }> | null {
  return useHandlePart('checkoutHeader');
}
