/**
 * The order in which a page's `<head>` asks for what it needs, for the first paint.
 *
 * React writes a document's head as: the charset and viewport, then every preload it gathered (the page's images and
 * React Router's module preloads, 15–20 of them), and only then the elements rendered in the head, among them the one
 * stylesheet (ADR 0015). The page is whole without its scripts (the HTML is server-rendered and every form works
 * without them): the first paint waits only for the stylesheet, and the largest image is what the shopper looks at
 * first. Two rewrites of the head's text make the browser ask for those first:
 *
 * - the stylesheets move to just after the viewport tag, before any preload (docs/decisions/0050-stylesheet-first.md);
 * - module preloads are marked `fetchpriority="low"`, so on a slow line the scripts' 150 KB no longer share the line
 *   with the stylesheet and the hero image; they follow them, and hydration starts once they are in
 *   (docs/decisions/0051-scripts-after-the-first-paint.md). Where the page's module script can be moved, the
 *   preloads then leave the head altogether and are asked for after the first paint (scripts-after-paint.server.ts,
 *   docs/decisions/0066-scripts-fetched-after-the-first-paint.md).
 *
 * A third adds the page's pre-paint scripts (the alert banner's, docs/decisions/0053) just after the viewport tag,
 * before the stylesheet: an inline script after a stylesheet still loading would wait for it and hold up the parser.
 * They are written here rather than by React so hydration never meets them.
 *
 * All work on the head's text up to `</head>` (apps/web/app/lib/page-stream.server.ts holds it back until then).
 */
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const VIEWPORT = /<meta\b[^>]*\bname="viewport"[^>]*>/;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)/gi;

/** The head with its stylesheet links moved to just after the viewport tag (unchanged if it has neither). */
export function stylesheetsFirst(head: string): string {
  const viewport = VIEWPORT.exec(head);
  if (!viewport) return head;
  const links = head.match(STYLESHEET);
  if (!links) return head;
  const at = viewport.index + viewport[0].length;
  const before = head.slice(0, at);
  if (links.every((link) => before.includes(link))) return head;
  const after = head.slice(at).replace(STYLESHEET, '');
  return `${before}${links.join('')}${after}`;
}

/** Every module preload that names no priority of its own asks at low priority. */
export function modulePreloadsLow(head: string): string {
  return head.replace(MODULE_PRELOAD, '<link fetchpriority="low"');
}

/** The head with `html` (pre-paint scripts) just after the viewport tag; unchanged without one, or if already there. */
export function prePaintFirst(head: string, html: string): string {
  const viewport = VIEWPORT.exec(head);
  if (!viewport || html === '') return head;
  const at = viewport.index + viewport[0].length;
  if (head.startsWith(html, at)) return head;
  return `${head.slice(0, at)}${html}${head.slice(at)}`;
}

/** Every rewrite, as a page's head gets them: `prePaint` is the inline scripts to run before the first paint. */
export function orderHead(head: string, prePaint = ''): string {
  return prePaintFirst(modulePreloadsLow(stylesheetsFirst(head)), prePaint);
}
