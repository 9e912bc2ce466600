import { EMBED_TOKEN_PARAM, type StaffPanel } from '@shop/contracts';

// The side panel's addresses (000 §6, §7 'Staff embedded pages'; docs/decisions/0030).

/** Each panel's path under the staff content system. */
export const PANEL_PATHS: Record<StaffPanel, string> = {
  'product-page': 'product-page',
  'reminders-create': 'reminders/create',
  'reminders-list': 'reminders/list',
  'reminders-stats': 'reminders/stats',
  project: 'project',
};

/** 000 §4: reminders and project pages take the full width of the window. */
export function isFullWidthPanel(panel: StaffPanel): boolean {
  return panel.startsWith('reminders-') || panel === 'project';
}

/**
 * The staff content system's base address: the account's `winningCmsUrl`, which may be a path of the storefront
 * itself ('/staff', the pages the web app serves). null when there is none or it is not http(s).
 */
export function contentSystemBase(winningCmsUrl: string | null, storefrontOrigin: string): URL | null {
  const raw = winningCmsUrl?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw, storefrontOrigin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
    url.search = '';
    url.hash = '';
    return url;
  } catch {
    return null;
  }
}

export interface PanelUrlInput {
  panel: StaffPanel;
  base: URL | null;
  salespersonCode: string | null;
  siteName: string;
  parentBaseUrl: string;
  sku?: string | undefined;
  id?: string | undefined;
  projectId?: string | undefined;
}

/** Whether a panel can have an address at all: a content system, and a salesperson code except for the product panel. */
export function panelAvailable(panel: StaffPanel, base: URL | null, salespersonCode: string | null): boolean {
  return base !== null && (panel === 'product-page' || Boolean(salespersonCode));
}

/**
 * A panel's address with everything 000 §7 lists: the page's own parameter (sku, id or projectId), salespersoncode,
 * the site name, embed=true, the embed token in place of the session's tokens, a cache-buster, and parent_base_url
 * (000 §6) so the page knows whom to talk to. null when the panel is not available.
 */
export function panelUrl(input: PanelUrlInput, token: string, cacheBuster: string): string | null {
  const { panel, base } = input;
  if (!base || !panelAvailable(panel, base, input.salespersonCode)) return null;
  const url = new URL(PANEL_PATHS[panel], base);
  const params = url.searchParams;
  if (panel === 'product-page' && input.sku) params.set('sku', input.sku);
  if (panel === 'reminders-create') {
    if (input.id) params.set('id', input.id);
    else if (input.projectId) params.set('projectId', input.projectId);
  }
  // 000 §7 'project?salespersoncode': the list, or one project with its id.
  if (panel === 'project' && input.projectId) params.set('projectId', input.projectId);
  params.set('salespersoncode', input.salespersonCode ?? '');
  params.set('sitename', input.siteName);
  params.set('embed', 'true');
  params.set(EMBED_TOKEN_PARAM, token);
  params.set('cb', cacheBuster);
  params.set('parent_base_url', input.parentBaseUrl);
  return url.toString();
}
