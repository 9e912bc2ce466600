import { createHash } from 'node:crypto';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { SITE_LAYOUT, shellChunks } from './chunks.ts';
import routes from './app/routes.ts';

// Pinned to this folder so the storefront server (cwd = repository root) and the CLI agree on paths.
const root = import.meta.dirname;

/** The route files outside the site layout (checkout and its confirmation): their pages never load its file. */
const outsideSite = routes
  .filter((entry) => entry.file !== `./${SITE_LAYOUT}`)
  .map((entry) => entry.file.replace(/^\.\//, ''));

/**
 * A CSS module's class is named `<class>_<five characters from its file's path>` in builds: every page carries the
 * class-name maps of all modules in its shell script and the names in its HTML, and the default name (the class, a
 * hash and a line number) made both bigger (docs/decisions/0046-js-budget.md). Same input, same name, so the server
 * and browser builds agree; two files whose ids collide stop the build rather than share class names.
 */
function shortClassNames(): (name: string, filename: string) => string {
  const files = new Map<string, string>();
  return (name, filename) => {
    const file = path.relative(root, filename.split('?', 1)[0]!);
    const hex = createHash('sha256').update(file).digest('hex');
    const id = BigInt(`0x${hex.slice(0, 12)}`).toString(36).slice(-5);
    const owner = files.get(id);
    if (owner === undefined) files.set(id, file);
    else if (owner !== file) throw new Error(`CSS module ids collide: ${owner} and ${file} (${id})`);
    return `${name}_${id}`;
  };
}

export default defineConfig(({ command }) => ({
  root,
  // Vitest uses vitest.config.ts; the guard keeps the plugin out if this file is ever loaded under it.
  plugins: process.env.VITEST ? [] : [reactRouter(), shellChunks(outsideSite), precompress()],
  css: {
    modules: {
      localsConvention: 'camelCaseOnly',
      ...(command === 'build' ? { generateScopedName: shortClassNames() } : {}),
    },
  },
  build: {
    assetsInlineLimit: 0,
    // One render-blocking stylesheet for every page instead of one per component or route: all the app's rules in
    // one file, which React Router links from the root route, whichever chunk a CSS module's class names go to
    // (chunks.ts; docs/decisions/0015-page-speed.md).
    cssCodeSplit: false,
    // BUILD_SOURCEMAPS=1 writes source maps, for looking into what each chunk holds.
    sourcemap: process.env.BUILD_SOURCEMAPS === '1',
  },
  // Pre-bundled up front: discovered on the first page view instead, zod forces Vite to reload the page once.
  optimizeDeps: { include: ['zod'] },
}));
