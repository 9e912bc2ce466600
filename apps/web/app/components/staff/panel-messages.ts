// The messages between the side panel's staff pages and the storefront page around them (000 §6;
// docs/decisions/0030). The page accepts them only from the panel's own origin and its own frame.

export type PanelMessage =
  { type: 'staff:reminders-changed' } | { type: 'staff:close' } | { type: 'staff:navigate'; path: string };

/** A path of this site to go to: one leading '/', no scheme, no backslash, no second slash. */
export function isSitePath(path: unknown): path is string {
  return typeof path === 'string' && /^\/(?![/\\])[^\\\s]*$/.test(path) && path.length <= 2000;
}

/** The message, when it is one, came from the panel's origin and from the panel's own frame; otherwise null. */
export function acceptPanelMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  panelOrigin: string | null,
  panelWindow: unknown,
): PanelMessage | null {
  if (!panelOrigin || event.origin !== panelOrigin) return null;
  if (!panelWindow || event.source !== panelWindow) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  if (type === 'staff:reminders-changed' || type === 'staff:close') return { type };
  if (type === 'staff:navigate') {
    const path = (data as { path?: unknown }).path;
    return isSitePath(path) ? { type, path } : null;
  }
  return null;
}

/**
 * Where a staff page may send its messages: the parent_base_url it was opened with (000 §6), and only when that is the
 * page's own origin, since the staff pages are the storefront's own; null otherwise (nothing is sent).
 */
export function parentOrigin(parentBaseUrl: string | null, ownOrigin: string): string | null {
  if (!parentBaseUrl) return null;
  try {
    const origin = new URL(parentBaseUrl).origin;
    return origin === ownOrigin ? origin : null;
  } catch {
    return null;
  }
}

/** Sends a message to the storefront page around the panel, if the page is in one and its origin is known. */
export function postToParent(message: PanelMessage): void {
  if (typeof window === 'undefined' || window.parent === window) return;
  const target = parentOrigin(
    new URL(window.location.href).searchParams.get('parent_base_url'),
    window.location.origin,
  );
  if (target) window.parent.postMessage(message, target);
}
