/**
 * A page's scripts are asked for once it has painted (docs/decisions/0066-scripts-fetched-after-the-first-paint.md).
 *
 * React Router writes a `<link rel="modulepreload">` into the head for every module of the page (15–20 of them) and,
 * near the end of the shell, one inline module script that imports the route modules and starts hydration. The
 * browser fetches the preloads as soon as it reads the head and compiles each module as it arrives, on the main
 * thread, while the stylesheet is still on its way: the first paint then waits for that work as well as for the
 * stylesheet. The page is whole without its scripts (server-rendered, every form works without them), so nothing
 * the shopper sees needs them before the first paint.
 *
 * This rewrite of the shell takes the module preloads out of the head and puts, in place of the module script, a
 * classic inline script that adds the module script once the page has painted: in the task after the next animation
 * frame, or at once in a tab that is not shown (which paints nothing and runs no frames). The module script runs as
 * React Router wrote it, with the page's nonce, after importing the modules that were preloaded (`importsFirst`,
 * docs/decisions/0070). A shell without a module script, or whose module script names no nonce, is left as it is.
 */

import { serializeJsonLd } from './seo.ts';

const MODULE_PRELOAD_LINK = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/gi;
const HREF = /\bhref="([^"]+)"/;
const MODULE_SCRIPT = /^<script\b([^>]*)>([\s\S]*)<\/script>$/;
const NONCE = /\bnonce="([A-Za-z0-9+/=_-]+)"/;
const MODULE_TYPE = Buffer.from('type="module"');
const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');

/** A value as a JavaScript literal that is safe inside an inline `<script>`: no `<` survives (so no `</script>`). */
const scriptLiteral = serializeJsonLd;

/**
 * The classic inline script that, after the first paint, adds a module preload for each of `preloads` and then a
 * module script with `code`, both carrying `nonce`.
 */
export function afterPaintLoader(nonce: string, code: string, preloads: readonly string[]): string {
  const n = scriptLiteral(nonce);
  return (
    `<script nonce="${nonce}">(function(c,p){var d=document;function go(){` +
    `p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=${n};d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.nonce=${n};s.textContent=c;d.body.appendChild(s)}` +
    `if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})` +
    `})(${scriptLiteral(code)},${scriptLiteral(preloads)})</script>`
  );
}

/**
 * The module text with the modules it preloads imported by the text itself, ahead of its own statements, and what is
 * left to preload. Chromium starts a fetch as each `<link rel="modulepreload">` is added, a cost per element that the
 * 15-20 of a page made one long task; one `import "..."` per module starts the same fetches, in parallel, from a
 * single element (figures in docs/decisions/0070).
 *
 * Only the modules the code itself does not import dynamically become static imports: React Router's text sets
 * `window.__reactRouterRouteModules` and only then imports the client entry, so the entry (named in the text as
 * `import("...")`) stays a preload and is evaluated when the text asks for it. Every other module on the list is a
 * static dependency of the route modules or of the entry, evaluated after its own dependencies either way. A module
 * the text already names is not named twice.
 */
export function importsFirst(code: string, preloads: readonly string[]): { code: string; links: string[] } {
  const imports: string[] = [];
  const links: string[] = [];
  for (const href of preloads) {
    const quoted = JSON.stringify(href);
    if (code.includes(`import(${quoted})`)) links.push(href);
    else if (!code.includes(quoted)) imports.push(`import ${quoted};`);
  }
  return { code: imports.length > 0 ? `${imports.join('\n')}\n${code}` : code, links };
}

/**
 * The shell with its scripts asked for after the first paint: `head` is the document up to `</head>`, `rest` the
 * bytes of the same flush that follow it. Null when `rest` holds no inline module script with a nonce (nothing moves).
 */
export function scriptsAfterPaint(head: string, rest: Buffer): { head: string; rest: Buffer } | null {
  const type = rest.indexOf(MODULE_TYPE);
  if (type === -1) return null;
  const open = rest.lastIndexOf(SCRIPT_OPEN, type);
  const close = rest.indexOf(SCRIPT_CLOSE, type);
  if (open === -1 || close === -1) return null;
  const end = close + SCRIPT_CLOSE.length;
  const script = MODULE_SCRIPT.exec(rest.subarray(open, end).toString('utf8'));
  const attributes = script?.[1] ?? '';
  // Only an inline module script (React Router's): one with a source of its own, or a mention of the type inside
  // another script's text, is not moved.
  if (!script || !attributes.includes('type="module"') || attributes.includes('src=')) return null;
  const nonce = NONCE.exec(attributes)?.[1];
  if (!nonce) return null;
  const preloads: string[] = [];
  const trimmedHead = head.replace(MODULE_PRELOAD_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    if (!href) return link;
    preloads.push(href.replaceAll('&amp;', '&'));
    return '';
  });
  const { code, links } = importsFirst(script[2] ?? '', preloads);
  const loader = Buffer.from(afterPaintLoader(nonce, code, links));
  return {
    head: trimmedHead,
    rest: Buffer.concat([rest.subarray(0, open), loader, rest.subarray(end)]),
  };
}
