import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { shellChunks } from './chunks.ts';

// Pinned to this folder so the storefront server (cwd = repository root) and the CLI agree on paths.
const root = import.meta.dirname;

export default defineConfig({
  root,
  // Vitest uses vitest.config.ts; the guard keeps the plugin out if this file is ever loaded under it.
  plugins: process.env.VITEST ? [] : [reactRouter(), shellChunks(), precompress()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  // BUILD_SOURCEMAPS=1 writes source maps, for looking into what each chunk holds.
  build: { assetsInlineLimit: 0, sourcemap: process.env.BUILD_SOURCEMAPS === '1' },
  // Pre-bundled up front: discovered on the first page view instead, zod forces Vite to reload the page once.
  optimizeDeps: { include: ['zod'] },
});
