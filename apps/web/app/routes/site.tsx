import { Outlet } from 'react-router';
import { SITE_CHROME } from '../components/shell/SiteChrome.tsx';
import type { SiteChromeHandle } from '../lib/site-chrome.ts';

// Every page but checkout and its confirmation sits under this layout (routes.ts). It renders nothing of its own: its
// handle gives the shell the site header, banners and compare tray, so their code is a part of these pages' first
// load and not of checkout's (docs/decisions/0058).

export const handle: SiteChromeHandle = { siteChrome: SITE_CHROME };

export default function SitePages() {
  return <Outlet />;
}
