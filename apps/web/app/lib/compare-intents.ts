import type { BrowserApi } from '@shop/contracts';

// What an 'Add to Compare' form asks for, and where the shopper lands afterwards. With scripts the /compare route's
// clientAction hands the intent to the compare store (analytics, limit dialog, tray); without them its action calls
// the API for the shopper and redirects back to the page they were on (POST/redirect/GET, ADR 0013).

export const COMPARE_INTENTS = ['add', 'remove'] as const;
export type CompareIntent = (typeof COMPARE_INTENTS)[number];

export interface CompareFormInput {
  intent: CompareIntent;
  sku: string;
}

/**
 * The query flag a no-script answer leaves on the page it returns to: the page cannot open a dialog, so it shows the
 * message inline (CompareNotice) until the shopper follows 'Got it'.
 */
export const COMPARE_NOTICE_PARAM = 'compare';
export const COMPARE_NOTICES = ['limit', 'error'] as const;
export type CompareNotice = (typeof COMPARE_NOTICES)[number];

function isIntent(value: string): value is CompareIntent {
  return (COMPARE_INTENTS as readonly string[]).includes(value);
}

function isNotice(value: string | null): value is CompareNotice {
  return value !== null && (COMPARE_NOTICES as readonly string[]).includes(value);
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

export function readCompareForm(form: FormData): CompareFormInput | null {
  const intent = text(form, 'intent');
  const sku = text(form, 'sku');
  // 64: the API's own bound on a sku (apps/api compare routes).
  if (!isIntent(intent) || !sku || sku.length > 64) return null;
  return { intent, sku };
}

/** The element a no-script answer scrolls back to, so a shopper deep in a listing is not thrown to the top. */
export function compareAnchorId(sku: string): string {
  return `compare-${sku.replace(/\s+/g, '_')}`;
}

const BASE = 'http://return-to.invalid';

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
const LOCAL_PATH = /^\/(?![/\\])/;

/**
 * A same-origin path from the form's returnTo, or '/'. The value comes from the client, so it must never send the
 * shopper elsewhere: '//host' and '/\host' are protocol-relative to browsers, and they drop tabs and newlines inside
 * a URL ('/\t/host'), so besides the prefix check the value must resolve on our own origin.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !LOCAL_PATH.test(value) || hasControlCharacter(value)) return '/';
  try {
    if (new URL(value, BASE).origin !== BASE) return '/';
  } catch {
    return '/';
  }
  // Path and query only: a fragment is never sent to the server, and the answer adds its own.
  return value.split('#', 1)[0] ?? '/';
}

function paramName(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The path with the notice flag taken out; the rest of the query is kept byte for byte (filters, sort, skus). */
export function withoutCompareNotice(path: string): string {
  const q = path.indexOf('?');
  if (q < 0) return path;
  const kept = path
    .slice(q + 1)
    .split('&')
    .filter((pair) => pair !== '' && paramName(pair) !== COMPARE_NOTICE_PARAM);
  return kept.length > 0 ? `${path.slice(0, q)}?${kept.join('&')}` : path.slice(0, q);
}

/** Where the no-script answer sends the shopper: back to their page, with the notice flag and the toggle's anchor. */
export function compareRedirectTarget(
  returnTo: unknown,
  notice: CompareNotice | null,
  sku: string | null,
): string {
  const path = withoutCompareNotice(safeReturnTo(returnTo));
  const flagged = notice ? `${path}${path.includes('?') ? '&' : '?'}${COMPARE_NOTICE_PARAM}=${notice}` : path;
  // The compare page has no toggles to come back to (its Remove buttons post here too).
  const anchored = sku && flagged.split('?', 1)[0] !== '/compare';
  return anchored ? `${flagged}#${encodeURIComponent(compareAnchorId(sku))}` : flagged;
}

/** The notice a page address carries (after a no-script compare post), if any. */
export function compareNoticeOf(search: string): CompareNotice | null {
  const value = new URLSearchParams(search).get(COMPARE_NOTICE_PARAM);
  return isNotice(value) ? value : null;
}

/**
 * Server side: the change made with the request's API client (the shopper's cookies, relayed). Answers the notice
 * to show, null when the change went through. The API checks the limit itself, so a fourth product adds nothing.
 */
export async function runCompareIntent(
  api: BrowserApi,
  input: CompareFormInput | null,
): Promise<CompareNotice | null> {
  if (!input) return 'error';
  try {
    if (input.intent === 'remove') {
      await api.compareRemove(input.sku);
      return null;
    }
    const answer = await api.compareAdd(input.sku);
    return answer.result === 'limit' ? 'limit' : null;
  } catch {
    return 'error';
  }
}
