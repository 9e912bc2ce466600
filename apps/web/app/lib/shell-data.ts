import { useRouteLoaderData } from 'react-router';
import { DEFAULT_COUNTRY, DEFAULT_THEME, THEMES } from '@shop/domain';
import type { ShellData } from './shell-data.server.ts';

export type { ShellData, HeaderSaleBanner } from './shell-data.server.ts';

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
};

/** The root loader's data (site configuration, navigation) for any component or page. */
export function useShellData(): ShellData {
  return useRouteLoaderData<ShellData>('root') ?? FALLBACK_SHELL;
}
