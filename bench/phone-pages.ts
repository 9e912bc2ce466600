/**
 * What the in-browser page benchmarks (bench/main-thread.ts, bench/rerenders.ts) share: the shop started on its
 * production build with a seeded catalogue, Chromium, the four sample pages, and each page opened on a phone screen
 * as Lighthouse's mobile run opens it, loaded until it has hydrated and the network is quiet.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_FLAGS, ensureBrowser } from '../scripts/browser.ts';
import { startShop } from './processes.ts';
import { samplePages, type SamplePage } from './sample-pages.ts';

const assetsDir = path.join(import.meta.dirname, '..', 'apps', 'web', 'build', 'client', 'assets');
const maps = new Map<string, SourceMapConsumer | null>();

/**
 * Where a position in a built chunk (0-based line, as Chromium gives it) comes from: the source file (its path from
 * node_modules or the repository) and the name there. Null when the build has no source map for the chunk.
 */
export function originalPosition(
  url: string,
  line: number,
  column: number,
): { source: string; name: string | null; line: number | null } | null {
  const file = url.replace(/^.*\/assets\//, '');
  if (!maps.has(file)) {
    const mapFile = path.join(assetsDir, `${file}.map`);
    maps.set(
      file,
      existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null,
    );
  }
  const at = maps.get(file)?.originalPositionFor({ line: line + 1, column });
  if (!at) return null;
  const source = (at.source ?? file).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return { source, name: at.name ?? null, line: at.line ?? null };
}

export interface PhonePage {
  sample: SamplePage;
  context: BrowserContext;
  page: Page;
  /** Loads the page again and resolves once it has hydrated (`data-hydrated`) and the network is quiet. */
  load: () => Promise<void>;
}

/**
 * Starts the shop and Chromium, then calls `each` for every sample page (those in `only`, when given) in a context of
 * its own, closed afterwards; `prepare` runs on a new context before its page opens. Stops both at the end.
 */
export async function onPhonePages(
  options: {
    port: number;
    products: number;
    only: string[] | null;
    prepare?: (context: BrowserContext) => Promise<unknown>;
  },
  each: (phone: PhonePage) => Promise<void>,
): Promise<void> {
  const found = ensureBrowser();
  const shop = await startShop({
    port: options.port,
    products: options.products,
    dataDir: `bench/.data-${options.products}`,
    env: { RATE_LIMIT_PER_MINUTE: '100000' },
  });
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_FLAGS });
    for (const sample of await samplePages(`http://localhost:${options.port}`)) {
      if (options.only && !options.only.includes(sample.name)) continue;
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        extraHTTPHeaders: sample.headers,
      });
      await options.prepare?.(context);
      const page = await context.newPage();
      const load = async () => {
        await page.goto(sample.url, { waitUntil: 'load' });
        await page.waitForSelector('[data-hydrated]', { state: 'attached' });
        await page.waitForLoadState('networkidle');
      };
      try {
        await each({ sample, context, page, load });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser?.close();
    shop.kill('SIGTERM');
  }
}
