/**
 * Page speed of the server-rendered home, category and product pages:
 * Lighthouse 13 (mobile, Debian's Chromium) performance / accessibility / best-practices / SEO
 * scores, and the gzipped JavaScript each page loads on first visit.
 *
 *   npm run bench:pages -- [--products 3000] [--details] [--save DIR]
 *
 * --details lists every scored audit that did not pass; --save writes each page's Lighthouse report as JSON to DIR.
 *
 * Aim (issue 4): performance >= 95, the rest 100, no page over 150 KB of gzipped JavaScript.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const products = arg('products', 3000);
const port = 3210;
const base = `http://localhost:${port}`;

function startShop(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/start.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        IDENTITY_PORT: String(port + 1),
        PAYMENTS_PORT: String(port + 2),
        DATA_DIR: `bench/.data-${products}`,
        SEED_PRODUCTS: String(products),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Shop is up/.test(output)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`shop exited with ${code}:\n${output}`)));
  });
}

/** Every script the page's HTML names (module scripts and modulepreloads), gzipped as a CDN would send them. */
async function gzippedJs(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const sources = new Set<string>();
  for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) {
    if (m[1]) sources.add(m[1]);
  }
  for (const m of html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) if (m[1]) sources.add(m[1]);
  let total = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

const shop = await startShop();
// A browser that fails to start must not leave the shop running on the bench port.
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}).catch((error: unknown) => {
  shop.kill('SIGTERM');
  throw error;
});
try {
  const featured = (await (await fetch(`${base}/api/v2/product/featured?limit=1`)).json()) as {
    products: { slug: string; categoryUri: string }[];
  };
  const sample = featured.products[0];
  if (!sample) throw new Error('no product to measure');
  const pages: [string, string][] = [
    ['home', `${base}/`],
    ['category', `${base}${sample.categoryUri}`],
    ['product', `${base}/p/${sample.slug}`],
  ];
  const rows: string[] = [];
  for (const [name, url] of pages) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
    });
    const categories = result?.lhr.categories ?? {};
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const js = await gzippedJs(url);
    const saveIndex = process.argv.indexOf('--save');
    const saveDir = saveIndex >= 0 ? process.argv[saveIndex + 1] : undefined;
    if (saveDir && result) {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(path.join(saveDir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
    }
    if (process.argv.includes('--details')) {
      // What keeps a category below 100: every scored audit that did not pass, by category.
      for (const [key, category] of Object.entries(categories)) {
        for (const ref of category.auditRefs) {
          const audit = result?.lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            console.log(`  ${name} ${key}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''} ${audit.title}`);
          }
        }
      }
    }
    rows.push(
      `${name.padEnd(9)} performance ${String(score('performance')).padStart(3)}  accessibility ${String(score('accessibility')).padStart(3)}  best-practices ${String(score('best-practices')).padStart(3)}  SEO ${String(score('seo')).padStart(3)}  JS ${(js / 1024).toFixed(1).padStart(6)} KB gzipped  ${url.replace(base, '')}`,
    );
  }
  console.log(`\nLighthouse 13, mobile, ${products} products\n`);
  console.log(rows.join('\n'));
} finally {
  await chrome.kill();
  shop.kill('SIGTERM');
}
