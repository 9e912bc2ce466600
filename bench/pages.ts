/**
 * Page speed of the server-rendered home, category, product and checkout pages:
 * Lighthouse 13 (mobile, Debian's Chromium) performance / accessibility / best-practices / SEO
 * scores, every scored audit that did not pass, and the gzipped JavaScript each page loads on first visit.
 * The checkout is measured with a cart of one line, made through the API as the product page's button would.
 *
 *   npm run bench:pages -- [--products 3000] [--port 3210] [--details] [--save DIR] [--only home,checkout] [--cold]
 *
 * Each page is asked for twice before Lighthouse loads it, as the shoppers before this one did: a catalogue page is
 * then answered from the shared page cache (docs/decisions/0042-shared-page-cache.md), which is what a typical
 * shopper gets at any busy moment. `--cold` skips that, so the page is rendered for Lighthouse's own request (the
 * first shopper after a change); checkout is rendered for every request either way.
 *
 * It serves the existing build of apps/web (`npm run build` first after a change to the web app).
 * --details also prints what each failing audit found (its detail rows); --save writes each page's Lighthouse report
 * as JSON to DIR; --only measures the named pages.
 *
 * JS is given twice: what the page's HTML names (its first load), and every script the browser fetched while
 * Lighthouse watched (the first load plus what loaded on demand or when the browser was idle), each gzipped at
 * level 9 as a CDN would send it.
 *
 * Aim (issues 4 and 17): performance >= 95, the rest 100, no page over 150 KB of gzipped JavaScript.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, ensureBrowser } from '../scripts/browser.ts';
import { startShop } from './processes.ts';
import { samplePages } from './sample-pages.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const products = arg('products', 3000);
// --port moves the shop (and its identity and payments services, on the next two ports) off the default.
const port = arg('port', 3210);
const base = `http://localhost:${port}`;

/** A category's score as Lighthouse weighs it, leaving one audit out. */
function seoWithout(lhr: LighthouseResult, auditId: string): number {
  const refs = (lhr.categories['seo']?.auditRefs ?? []).filter((ref) => ref.id !== auditId && ref.weight > 0);
  let weighted = 0;
  let weights = 0;
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null) continue;
    weighted += audit.score * ref.weight;
    weights += ref.weight;
  }
  return weights === 0 ? 0 : Math.round((weighted / weights) * 100);
}
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The scripts' gzipped sizes (level 9, as a CDN would send them), fetched as plain files. */
async function gzippedSize(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

/**
 * Every script the page's HTML names (module scripts, modulepreloads and the inline module's imports), whether asked
 * for at once or after the first paint.
 */
async function scriptsNamedBy(url: string, headers: Record<string, string>): Promise<Set<string>> {
  const html = await (await fetch(url, { headers })).text();
  const sources = new Set<string>();
  for (const m of html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
  )) {
    if (m[1]) sources.add(new URL(m[1], url).href);
  }
  // The inline module's imports (`import "…"`, `import * as route0 from "…"`, `import("…")`), written as they are or,
  // in the loader that adds them after the first paint (docs/decisions/0066, 0070), as a string literal with its
  // quotes escaped; that loader also lists the module preloads it adds.
  for (const m of html.matchAll(/(?:import|from)\s*\(?\s*\\?"([^"\\]+\.js)\\?"/g))
    if (m[1]) sources.add(new URL(m[1], url).href);
  for (const m of html.matchAll(/,(\["[^\]]*\])\)<\/script>/g)) {
    for (const href of JSON.parse(m[1] ?? '[]') as string[])
      if (href.endsWith('.js')) sources.add(new URL(href, url).href);
  }
  return sources;
}

// Found (or installed) as `npm test` does, before the shop starts: a missing browser stops here with what to do.
const browser = ensureBrowser();
const shop = await startShop({
  port,
  products,
  dataDir: `bench/.data-${products}`,
  env: { RATE_LIMIT_PER_MINUTE: '100000' },
});
// A browser that fails to start must not leave the shop running on the bench port.
const chrome = await chromeLauncher
  .launch({
    chromePath: browser.path,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  .catch((error: unknown) => {
    shop.kill('SIGTERM');
    throw error;
  });
try {
  const pages = await samplePages(base);
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '').split(',') : null;
  const saveIndex = process.argv.indexOf('--save');
  const saveDir = saveIndex >= 0 ? process.argv[saveIndex + 1] : undefined;
  const cold = process.argv.includes('--cold');
  const rows: string[] = [];
  const failing: string[] = [];
  const hostIndexes: number[] = [];
  const warnings = new Set<string>();
  for (const { name, url, headers } of pages) {
    if (only && !only.includes(name)) continue;
    // Twice: a page is kept from the second request of its address (docs/decisions/0056).
    if (!cold)
      for (let ask = 0; ask < 2; ask++)
        await (await fetch(url, { headers: { ...headers, 'accept-encoding': 'br, gzip' } })).arrayBuffer();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      extraHeaders: headers,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    hostIndexes.push(lhr.environment.benchmarkIndex);
    for (const warning of lhr.runWarnings) warnings.add(warning);
    const score = (key: string) => String(Math.round((lhr.categories[key]?.score ?? 0) * 100)).padStart(3);
    // Checkout is kept out of search results on purpose (noindex and robots.txt, ADR 0049), which Lighthouse's
    // is-crawlable audit always fails: its SEO is also given without that one audit, which must then be 100.
    const seo =
      name === 'checkout'
        ? `${score('seo')} (${String(seoWithout(lhr, 'is-crawlable')).padStart(3)} without is-crawlable)`
        : score('seo');
    const named = await scriptsNamedBy(url, headers);
    // Every script the browser fetched while Lighthouse watched, by URL (same origin only: the shop's own files).
    const requests = (
      lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
    )?.items;
    const fetched = new Set(
      (requests ?? []).filter((r) => r.resourceType === 'Script' && r.url.startsWith(base)).map((r) => r.url),
    );
    const firstLoad = await gzippedSize(named);
    const all = await gzippedSize(new Set([...named, ...fetched]));
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(path.join(saveDir, `${name}.json`), JSON.stringify(lhr, null, 1));
    }
    // What keeps a category below 100: every scored audit that did not pass, by category.
    for (const [key, category] of Object.entries(lhr.categories)) {
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          failing.push(
            `${name} ${key}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''} ${audit.title}`,
          );
          const items = (audit.details as { items?: unknown[] } | undefined)?.items;
          if (process.argv.includes('--details') && items) {
            for (const item of items.slice(0, 10)) failing.push(`    ${JSON.stringify(item).slice(0, 400)}`);
          }
        }
      }
    }
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    rows.push(
      `${name.padEnd(9)} performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  SEO ${seo}  JS ${(firstLoad / 1024).toFixed(1).padStart(6)} KB gz first load, ${(all / 1024).toFixed(1).padStart(6)} KB gz fetched  FCP ${metric('first-contentful-paint')} LCP ${metric('largest-contentful-paint')} TBT ${metric('total-blocking-time')} CLS ${metric('cumulative-layout-shift')}  ${url.replace(base, '')}`,
    );
  }
  console.log(
    `\nLighthouse 13, mobile, ${products} products, ${cold ? 'cold: each page rendered for Lighthouse' : 'pages asked for twice before (a typical shopper)'} (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})\n`,
  );
  console.log(rows.join('\n'));
  // Lighthouse's phone is this machine's CPU slowed four times, so TBT (and the performance score with it) follows the
  // machine: its BenchmarkIndex says how fast this one is (Lighthouse expects 1000 or more and warns below).
  console.log(
    `\nThis machine's Lighthouse BenchmarkIndex: ${hostIndexes.map((i) => Math.round(i)).join(', ')}${[...warnings].map((w) => `\nLighthouse: ${w}`).join('')}`,
  );
  console.log(
    failing.length > 0
      ? `\nScored audits that did not pass:\n${failing.join('\n')}`
      : '\nEvery scored audit passed.',
  );
} finally {
  await chrome.kill();
  shop.kill('SIGTERM');
}
