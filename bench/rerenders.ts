/**
 * What React draws again after a page has hydrated: for each of the four sample pages, every commit of the page's
 * load (the first is hydration), how many components rendered in it and, after hydration, which. A store update that
 * arrives after load (the cart, the compare list, the account, the location) renders its readers at once, in one
 * task, with everything they render; this shows whether that is a button or a whole product grid
 * (docs/decisions/0064-updates-after-hydration-reach-only-their-readers.md).
 *
 *   npm run bench:rerenders -- [--products 3000] [--port 3240] [--only home,category] [--top 12]
 *
 * It serves the existing build of apps/web. Component names need a build with source maps
 * (`BUILD_SOURCEMAPS=1 npm run build`); without them each is named by its chunk.
 *
 * It counts the way React's developer tools do, through the hook they install: a commit's components are those React
 * reached (a subtree React skipped keeps its child fibers) and did work on (the PerformedWork flag, 1).
 */
import type { BrowserContext, CDPSession } from 'playwright-core';
import { onPhonePages, originalPosition } from './phone-pages.ts';
import { cliOption } from './processes.ts';

const products = Number(cliOption('products') ?? 3000);
const port = Number(cliOption('port') ?? 3240);
const only = cliOption('only')?.split(',') ?? null;
const top = Number(cliOption('top') ?? 12);
const base = `http://localhost:${port}`;

/** Runs in the page before its scripts: records each commit's rendered component functions. */
function installHook(): void {
  type Fiber = {
    type: unknown;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  };
  const commits: { at: number; components: unknown[] }[] = [];
  const fnOf = (fiber: Fiber): unknown => {
    const type = fiber.type as
      { type?: unknown; render?: unknown } | ((...args: unknown[]) => unknown) | null;
    if (typeof type === 'function') return type;
    if (type && typeof type === 'object') {
      const inner = type.type ?? type.render;
      if (typeof inner === 'function') return inner;
    }
    return null;
  };
  const reached = (fiber: Fiber) => fiber.alternate === null || fiber.child !== fiber.alternate.child;
  const walk = (first: Fiber | null, into: unknown[]) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const fn = fnOf(fiber);
      if (fn && fiber.flags & 1) into.push(fn);
      if (fiber.child && reached(fiber)) walk(fiber.child, into);
    }
  };
  Object.assign(window, {
    __commits: commits,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
        const components: unknown[] = [];
        if (reached(root.current)) walk(root.current.child, components);
        commits.push({ at: performance.now(), components });
      },
    },
  });
}

function nameAt(url: string, line: number, column: number): string {
  const at = originalPosition(url, line, column);
  return at ? `${at.name ?? '(anonymous)'} ${at.source}:${at.line}` : url.replace(/^.*\/assets\//, '');
}

async function componentNames(
  cdp: CDPSession,
  scripts: Map<string, string>,
  index: number,
): Promise<string[]> {
  const list = await cdp.send('Runtime.evaluate', { expression: `window.__commits[${index}].components` });
  const items = await cdp.send('Runtime.getProperties', {
    objectId: list.result.objectId!,
    ownProperties: true,
  });
  const names: string[] = [];
  for (const item of items.result) {
    if (!/^\d+$/.test(item.name) || !item.value?.objectId) continue;
    const own = await cdp.send('Runtime.getProperties', {
      objectId: item.value.objectId,
      ownProperties: true,
    });
    const location = own.internalProperties?.find((p) => p.name === '[[FunctionLocation]]')?.value?.value as
      { scriptId: string; lineNumber: number; columnNumber: number } | undefined;
    names.push(
      location
        ? nameAt(scripts.get(location.scriptId) ?? '', location.lineNumber, location.columnNumber)
        : '(unknown)',
    );
  }
  return names;
}

console.log(
  `\nComponents React rendered in each commit of a page's load, a 412 px phone screen, ${products} products`,
);
const prepare = (context: BrowserContext) => context.addInitScript(installHook);
await onPhonePages({ port, products, only, prepare }, async ({ sample, context, page, load }) => {
  // One load first, so the shop's own caches are warm.
  await load();
  const cdp = await context.newCDPSession(page);
  const scripts = new Map<string, string>();
  cdp.on('Debugger.scriptParsed', (event) => scripts.set(event.scriptId, event.url));
  await cdp.send('Debugger.enable');
  await load();
  const commits = await page.evaluate(() =>
    (window as unknown as { __commits: { at: number; components: unknown[] }[] }).__commits.map((c) => ({
      at: c.at,
      count: c.components.length,
    })),
  );
  console.log(`\n${sample.name} ${sample.url.replace(base, '')}`);
  for (const [index, commit] of commits.entries()) {
    const what = index === 0 ? ' (hydration)' : '';
    console.log(
      `  ${commit.at.toFixed(0).padStart(5)} ms  ${String(commit.count).padStart(4)} components${what}`,
    );
    if (index === 0 || commit.count === 0) continue;
    const tally = new Map<string, number>();
    for (const component of await componentNames(cdp, scripts, index))
      tally.set(component, (tally.get(component) ?? 0) + 1);
    for (const [component, times] of [...tally].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`             ${String(times).padStart(4)}× ${component}`);
  }
});
