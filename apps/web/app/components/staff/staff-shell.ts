import { useRouteLoaderData } from 'react-router';
import type { Reminders, StaffPanel, StaffToolbar } from '@shop/contracts';

// The staff tools in the shell (000 §4 'Admin toggle', §6; docs/decisions/0030). Types only from the contracts, so
// no schema reaches the browser.

/** The cookie that keeps the admin toggle (000 §4: Off or On) across pages and visits; not a secret. */
export const ADMIN_TOGGLE_COOKIE = 'admin_toggle';
/** 000 §2: the toolbar's height ('toolbar nav height 50'), by which the themes with an admin offset move the header. */
export const ADMIN_TOOLBAR_HEIGHT = 50;
/** 000 §9: the reminders menu shows a reminder's notes cut at 20 characters. */
export const NOTES_PREVIEW_LENGTH = 20;

export type AdminToggle = 'on' | 'off';

/** What the root loader hands the shell for a signed-in staff member; null for everybody else. */
export interface StaffShell {
  toolbar: StaffToolbar;
  toggle: AdminToggle;
}

export function useStaffShell(): StaffShell | null {
  const root = useRouteLoaderData<{ staff?: StaffShell | null }>('root');
  return root?.staff ?? null;
}

/** The toggle as the cookie says; On unless it says off. */
export function readAdminToggle(cookieValue: string | null | undefined): AdminToggle {
  return cookieValue === 'off' ? 'off' : 'on';
}

export function adminToggleCookie(toggle: AdminToggle, secure: boolean): string {
  return `${ADMIN_TOGGLE_COOKIE}=${toggle}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** 000 §9: notes longer than 20 characters are cut there, with an ellipsis to show it. */
export function notesPreview(notes: string): string {
  const chars = [...notes.trim()];
  return chars.length > NOTES_PREVIEW_LENGTH
    ? `${chars.slice(0, NOTES_PREVIEW_LENGTH).join('')}…`
    : chars.join('');
}

export type ReminderList = Reminders['reminders'];

/** The staff pages' paths in the web app (the spec's staff content system, 000 §7). */
export const STAFF_PAGES_PREFIX = '/staff/';

export function isStaffPagePath(pathname: string): boolean {
  return pathname.startsWith(STAFF_PAGES_PREFIX);
}

/** A request for one panel; the product panel needs the sku of the product page it is opened on. */
export interface PanelRequest {
  panel: StaffPanel;
  sku?: string;
  id?: string;
  projectId?: string;
  /** What the panel's header says. */
  title: string;
}

/**
 * A page of the shop asks the toolbar to open a panel (the project page's "Add reminder") by dispatching this
 * cancelable event on `window`; the toolbar cancels it when it opened the panel, so the page can fall back to its
 * plain link when there is no toolbar or it is switched off.
 */
export const OPEN_PANEL_EVENT = 'staff:open-panel';

export function requestPanel(request: PanelRequest): boolean {
  const event = new CustomEvent<PanelRequest>(OPEN_PANEL_EVENT, { cancelable: true, detail: request });
  return !window.dispatchEvent(event);
}
