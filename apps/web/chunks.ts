// How the browser build is cut into files (docs/decisions/0015-page-speed.md). Automatic splitting gave every page
// some forty small scripts and a dozen stylesheets; over HTTP/1.1 a phone fetches six at a time, so each extra round
// costs a full network round trip before the page can paint. Everything the root layout needs on every page is put
// in two files instead: 'vendor' (React DOM, React, React Router) and 'shell' (our footer, stores and rules); the
// site header and banners, which every page but checkout shows, go into a third, 'site' (docs/decisions/0058). Every
// stylesheet goes into one file. Route modules and what only they use keep splitting automatically, so a page still
// loads only its own code besides these.
import type { Plugin, Rolldown } from 'vite';

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>
>[1];

/**
 * Packages reached through an index that re-exports far more than the shell uses: counted as reachable, they would
 * pull schemas (zod) and dialogs (React Aria) into every page. They are left to automatic splitting, which only
 * takes what is imported.
 */
const SPLIT_AUTOMATICALLY =
  /\/node_modules\/(?:zod|react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized)\//;

/** The groups this file makes: what every page loads, what every page but checkout loads. */
const VENDOR = 'vendor';
const SHELL = 'shell';
const SITE = 'site';

/** The site layout route, beside the root: the header and banners every page but checkout shows. */
export const SITE_LAYOUT = 'routes/site.tsx';

/** The root, the client entry or a route module (its id may carry React Router's query): names the app's folder. */
const APP_MODULE = /^(.*\/app)\/(?:root\.tsx|entry\.client\.tsx|routes\/[^/?]+)(?:\?.*)?$/;

/**
 * The app's folder (where root.tsx and entry.client.tsx are), found by walking up from any module of the build to the
 * client entry or a route module, one of which imports every module of the app, statically or not; undefined for a
 * module none of them imports (which then belongs to no group).
 */
function appFolder(moduleId: string, ctx: ChunkingContext): string | undefined {
  const pending = [moduleId];
  const visited = new Set<string>();
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (visited.has(id)) continue;
    visited.add(id);
    const app = APP_MODULE.exec(id)?.[1];
    if (app) return app;
    const info = ctx.getModuleInfo(id);
    for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])])
      pending.push(importer);
  }
  return undefined;
}

/** A workspace package's index, imported as '@shop/<folder>': it only re-exports the package's modules. */
const PACKAGE_INDEX = /\/packages\/([^/]+)\/src\/index\.ts$/;

/**
 * The names a module's (transformed) code imports or re-exports from `specifier`; 'all' for a namespace import, a
 * star re-export, or when the code is not available (then nothing is left out).
 */
export function namesImported(code: string | null, specifier: string): Set<string> | 'all' {
  if (code === null) return 'all';
  const quoted = `["']${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["']`;
  if (
    new RegExp(
      `(?:import\\s*\\*\\s*as\\s+[\\w$]+|export\\s*\\*(?:\\s*as\\s+[\\w$]+)?)\\s*from\\s*${quoted}`,
    ).test(code)
  ) {
    return 'all';
  }
  const names = new Set<string>();
  const lists = new RegExp(
    `(?:import|export)\\s*(?:type\\s*)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*${quoted}`,
    'g',
  );
  for (const match of code.matchAll(lists)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * `outsideSite`: the route files (relative to the app's folder) that are not under the site layout (routes.ts), whose
 * pages must not load the 'site' file.
 */
export function shellChunkName(
  outsideSite: readonly string[] = [],
): (moduleId: string, ctx: ChunkingContext) => string | null {
  let shell: Set<string> | null = null;
  let site = new Set<string>();

  /**
   * Every module the root layout and the client entry import statically, directly or not. A package's index (which
   * only re-exports its modules) is followed only into the modules that define a name the shell imports from it:
   * through '@shop/domain' the shell would otherwise take every rule any page uses (the checkout form's schemas, and
   * zod with them), since a grouped module's code goes to the group's file whichever page it serves.
   */
  function collect(ctx: ChunkingContext, start: string[], dynamic = false): Set<string> {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      if (dynamic) queue.push(...(info?.dynamicallyImportedIds ?? []));
      for (const next of info?.importedIds ?? []) {
        const barrel = PACKAGE_INDEX.exec(next);
        if (!barrel) {
          queue.push(next);
          continue;
        }
        seen.add(next);
        const names = namesImported(info?.code ?? null, `@shop/${barrel[1]}`);
        for (const child of ctx.getModuleInfo(next)?.importedIds ?? []) {
          const exports = ctx.getModuleInfo(child)?.exports ?? [];
          if (names === 'all' || exports.some((name) => names.has(name))) queue.push(child);
        }
      }
    }
    return seen;
  }

  return (moduleId, ctx) => {
    if (!shell) {
      const app = appFolder(moduleId, ctx);
      if (app === undefined) return null;
      const roots = [`${app}/root.tsx`, `${app}/entry.client.tsx`].filter((id) => ctx.getModuleInfo(id));
      shell = collect(ctx, roots);
      for (const root of roots) shell.delete(root);
      // What the site layout imports and the shell does not (the site header, its menus and search, the banners,
      // the compare tray) goes into one more file, 'site', which every page but checkout loads (ADR 0058).
      // A module that a page outside the layout (checkout) also reaches, now or on demand (money, the cart rules,
      // the listbox keys), joins the shell instead: in 'site' it would bring the whole file to that page.
      const siteLayout = `${app}/${SITE_LAYOUT}`;
      if (ctx.getModuleInfo(siteLayout)) {
        const outside = collect(
          ctx,
          outsideSite.map((file) => `${app}/${file}`),
          true,
        );
        site = collect(ctx, [siteLayout]);
        site.delete(siteLayout);
        for (const id of shell) site.delete(id);
        for (const id of site) {
          if (!outside.has(id)) continue;
          site.delete(id);
          shell.add(id);
        }
      }
    }
    // A CSS module's JS side (its class-name map) goes where its component goes: with the shell only when the shell
    // uses it. Its rules go into the one stylesheet whatever the chunk (cssCodeSplit: false, vite.config.ts).
    if (SPLIT_AUTOMATICALLY.test(moduleId)) return null;
    if (shell.has(moduleId)) return moduleId.includes('/node_modules/') ? VENDOR : SHELL;
    if (site.has(moduleId) && !moduleId.includes('/node_modules/')) return SITE;
    return null;
  };
}

/**
 * A file that is certainly loaded already wherever a part imported on demand (`import()`) may ask for it: the
 * bundler's runtime, 'vendor' and 'shell', which the root route imports on every page, and 'site' (the group, and the
 * site layout's own module of the same name), which only parts under the site layout can ask for, since what checkout
 * reaches, now or on demand, is kept out of it. Vite names every file a part needs in the part's importer and, before
 * the import, adds a `modulepreload` link for each one the page has no link for; the page's first scripts are imported
 * by its module script, not linked (ADR 0070), so these were listed in every importer and found only when React had
 * already added the page's own preload links at hydration. Left out, they cost neither bytes nor a look-up, whenever
 * the part is asked for (docs/decisions/0070, addendum).
 */
const LOADED_ON_EVERY_PAGE = new RegExp(
  `(?:^|/)(?:rolldown-runtime|${VENDOR}|${SHELL}|${SITE})-[\\w-]{8}\\.js$`,
);

/** The files to preload before a part imported on demand: its dependencies less those the page has loaded. */
export function preloadsOnDemand(dependencies: readonly string[]): string[] {
  return dependencies.filter((file) => !LOADED_ON_EVERY_PAGE.test(file));
}

/**
 * Applies the grouping to the browser build. It needs includeDependenciesRecursively: false (so a grouped module does
 * not drag in what it imports) and that needs entry signatures that may be extended; React Router sets
 * 'exports-only' for its environments, so this runs after it and relaxes that for the client only (a route module
 * may then export a little more than it declares, which nothing reads).
 */
export function shellChunks(outsideSite: readonly string[] = []): Plugin {
  return {
    name: 'storefront-shell-chunks',
    apply: 'build',
    enforce: 'post',
    configEnvironment(name, config) {
      if (name !== 'client') return;
      config.build ??= {};
      config.build.rollupOptions ??= {};
      config.build.rollupOptions.preserveEntrySignatures = 'allow-extension';
      const output = config.build.rollupOptions.output;
      const group = {
        name: shellChunkName(outsideSite),
        debugName: 'shell',
        includeDependenciesRecursively: false,
      };
      config.build.modulePreload = {
        resolveDependencies: (_file, dependencies) => preloadsOnDemand(dependencies),
      };
      for (const o of Array.isArray(output) ? output : [output ?? (config.build.rollupOptions.output = {})]) {
        (o as Rolldown.OutputOptions).codeSplitting = { groups: [group] };
      }
      // zod's modules declare side effects, so unused schemas reachable through an index (the checkout form rules in
      // @shop/domain) would still ship; pages carry zod only where they import a schema.
      config.build.rollupOptions.treeshake = {
        moduleSideEffects: (id: string) => (/\/node_modules\/zod\//.test(id) ? false : undefined),
      };
    },
  };
}
