import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaintLoader, importsFirst, scriptsAfterPaint } from './scripts-after-paint.server.ts';

const NONCE = 'n0Nce+/=';
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  '<link rel="stylesheet" href="/assets/style.css"/><link rel="preload" as="image" href="/images/hero.svg"/>' +
  `<link fetchpriority="low" rel="modulepreload" href="/assets/entry.client.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/vendor.js?v=1&amp;x=2" nonce="${NONCE}"/><title>Dishwashers</title>`;
const CODE =
  ';\nimport * as route0 from "/assets/root.js";\nwindow.__routes = { route0 };\nimport("/assets/entry.client.js");';
// The module text as the loader adds it: the preloads it does not import dynamically are imported by the text itself.
const LOADED_CODE = `import "/assets/vendor.js?v=1&x=2";\n${CODE}`;
const REST =
  '</head><body><main><p>Dishwashers</p></main>' +
  `<script nonce="${NONCE}">window.__context = {"a":1};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${CODE}</script>` +
  `<script nonce="${NONCE}">window.__context.done = true;</script></body></html>`;

/** Runs a classic inline script's text as the browser would, in this test's document. */
function runInline(html: string): void {
  const text = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(html)?.[1];
  if (text === undefined) throw new Error('not one inline script');
  new Function(text)();
}

const loaderOf = (rest: Buffer) =>
  /<script nonce="[^"]+">\(function[\s\S]*?<\/script>/.exec(rest.toString())?.[0] ?? '';

describe('scriptsAfterPaint', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('takes the module preloads out of the head and puts a loader in place of the module script', () => {
    const shell = scriptsAfterPaint(HEAD, Buffer.from(REST));
    expect(shell).not.toBeNull();
    expect(shell!.head).not.toContain('modulepreload');
    // Everything else of the head stays as it was, in its order.
    expect(shell!.head).toBe(HEAD.replace(/<link[^>]*modulepreload[^>]*>/g, ''));
    const rest = shell!.rest.toString();
    expect(rest).not.toMatch(/<script[^>]*type="module"/);
    expect(rest.startsWith('</head><body><main><p>Dishwashers</p></main>')).toBe(true);
    expect(rest).toContain(`<script nonce="${NONCE}">window.__context = {"a":1};</script>`);
    expect(
      rest.endsWith(`<script nonce="${NONCE}">window.__context.done = true;</script></body></html>`),
    ).toBe(true);
  });

  it('adds the module script, importing the preloads, with the nonce, only once the page has painted', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    runInline(loaderOf(scriptsAfterPaint(HEAD, Buffer.from(REST))!.rest));
    // Read and run as the parser meets it: nothing is asked for yet.
    expect(document.querySelectorAll('link, script')).toHaveLength(0);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    // Still nothing within the frame that paints.
    expect(document.querySelectorAll('link, script')).toHaveLength(0);
    await vi.runAllTimersAsync();
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.nonce])).toEqual([
      ['modulepreload', '/assets/entry.client.js', NONCE],
    ]);
    const scripts = [...document.body.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('module');
    expect(scripts[0]!.nonce).toBe(NONCE);
    expect(scripts[0]!.textContent).toBe(LOADED_CODE);
  });

  it('adds them at once in a tab that is not shown, which runs no animation frames', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    runInline(loaderOf(scriptsAfterPaint(HEAD, Buffer.from(REST))!.rest));
    expect(frames).toHaveLength(0);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
    expect(document.body.querySelector('script[type="module"]')?.textContent).toBe(LOADED_CODE);
  });

  it('is done once: a shell already rewritten is left as it is', () => {
    const once = scriptsAfterPaint(HEAD, Buffer.from(REST))!;
    expect(scriptsAfterPaint(once.head, once.rest)).toBeNull();
  });

  it('leaves a shell alone without an inline module script with a nonce', () => {
    const rest = (script: string) => Buffer.from(`</head><body><p>Hi</p>${script}</body></html>`);
    expect(scriptsAfterPaint(HEAD, rest(''))).toBeNull();
    expect(scriptsAfterPaint(HEAD, rest(`<script type="module" async="">${CODE}</script>`))).toBeNull();
    expect(
      scriptsAfterPaint(HEAD, rest(`<script nonce="${NONCE}" type="module" src="/assets/x.js"></script>`)),
    ).toBeNull();
    // The words in another script's text are not a module script.
    expect(
      scriptsAfterPaint(HEAD, rest(`<script nonce="${NONCE}">var t = 'type="module"';</script>`)),
    ).toBeNull();
  });
});

describe('importsFirst', () => {
  it('imports each preload ahead of the text, keeps the one the text imports dynamically a preload, names none twice', () => {
    const code =
      'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';
    const { code: loaded, links } = importsFirst(code, [
      '/assets/manifest.js',
      '/assets/entry.client.js',
      '/assets/vendor.js',
      '/assets/root.js',
      '/assets/shell.js',
    ]);
    expect(links).toEqual(['/assets/entry.client.js']);
    expect(loaded).toBe(`import "/assets/vendor.js";\nimport "/assets/shell.js";\n${code}`);
    // Static imports come before any statement, so the text's own statements run after every module is evaluated.
    expect(loaded.indexOf('import("/assets/entry.client.js")')).toBeGreaterThan(
      loaded.lastIndexOf('import "'),
    );
  });

  it('leaves the text as it is when every preload is named in it', () => {
    const code = 'import "/assets/a.js";\nimport("/assets/b.js");';
    expect(importsFirst(code, ['/assets/a.js', '/assets/b.js'])).toEqual({ code, links: ['/assets/b.js'] });
  });
});

describe('afterPaintLoader', () => {
  it('writes the module text so that nothing in it can end the inline script', () => {
    const loader = afterPaintLoader(NONCE, 'let a = "</script><script>alert(1)</script>"; a < b;\u2028', []);
    const inner = loader.slice(loader.indexOf('>') + 1, loader.lastIndexOf('</script>'));
    expect(inner).not.toContain('<');
    expect(inner).not.toContain('\u2028');
    expect(inner).toContain('\\u003c/script>');
  });
});
