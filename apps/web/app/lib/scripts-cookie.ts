import { SCRIPTS_COOKIE } from '@shop/contracts/web';

/**
 * Tells the storefront that this browser runs the page's scripts, so pages shared between shoppers may be served to
 * it and its personal parts (compare ticks) drawn after load (docs/decisions/0042). Not secret, readable by scripts.
 */
export function markScriptsRun(doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${SCRIPTS_COOKIE}=1; Path=/; Max-Age=2592000; SameSite=Lax${secure}`;
}
