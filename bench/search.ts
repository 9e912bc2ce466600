/**
 * Search latency: starts the storefront API in a child process on its own seeded database (the same
 * bench/.data-<N> directory `npm run bench` uses, so a second run reuses it), then sends real HTTP requests
 * one after another (or `--connections` at a time) for a mix of typeahead terms and prints p50/p95/p99 per
 * endpoint beside the catalogue size. Targets (docs/decisions/0010): typeahead p95 < 15 ms at 3,000 products,
 * < 40 ms at 100,000.
 *
 *   npm run bench:search -- [--products 3000] [--requests 2000] [--connections 1]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const products = arg('products', 3000);
const requests = arg('requests', 2000);
const connections = Math.max(1, arg('connections', 1));
const port = arg('port', 3210);

/** What shoppers type: prefixes, whole words, two words, typos (auto-correct on), furniture and appliances. */
const TERMS = [
  'sa',
  'sam',
  'samsung',
  'samsung fr',
  'samsung fridge',
  'samsng fridge',
  'lg',
  'lg wash',
  'washing machine',
  'washng machine',
  'dishwasher',
  'bosch dish',
  'tv',
  '65 tv',
  'oven',
  'westinghouse oven',
  'coffee',
  'breville',
  'sofa',
  'bed',
  'fisher paykel',
  'dryer',
  'micro',
  'microwave',
  'vacuum',
  'dyson',
  'fridge',
  'french door',
  'cooktop',
  'rangehood',
];

async function serve(): Promise<void> {
  const { buildStorefrontApi, loadStorefrontConfig } = await import('@shop/api');
  const { isSeeded, migrateDatabase, openDatabase, queryRows, rebuildSearchLexicon, seedDemo } =
    await import('@shop/db');
  const { sql } = await import('drizzle-orm');
  const handle = await openDatabase({ dataDir: path.join(root, `bench/.data-${products}`, 'pglite') });
  await migrateDatabase(handle);
  if (!(await isSeeded(handle.db))) {
    console.log(`seeding ${products} products…`);
    await seedDemo(handle.db, { products, log: (line) => console.log(line) });
  }
  const [lexicon] = await queryRows<{ n: number }>(
    handle.db,
    sql`SELECT count(*)::int AS n FROM search_lexicon`,
  );
  // A database seeded before the lexicon existed gets it now.
  if (!lexicon || Number(lexicon.n) === 0)
    console.log(`lexicon: ${await rebuildSearchLexicon(handle.db)} words`);
  const config = loadStorefrontConfig({
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  const app = await buildStorefrontApi({ db: handle.db, config });
  await app.listen({ port, host: '127.0.0.1' });
  console.log('search bench ready');
}

function start(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), '--serve', '--products', String(products), '--port', String(port)],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (!/search bench ready/.test(text)) process.stdout.write(text);
      if (/search bench ready/.test(output)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(urlFor: (term: string) => string, count: number) {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const url = urlFor(TERMS[i % TERMS.length]!);
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (!res.ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), errors };
}

if (process.argv.includes('--serve')) {
  await serve();
} else {
  const server = await start();
  try {
    const base = `http://127.0.0.1:${port}`;
    const q = encodeURIComponent;
    const targets: [string, (term: string) => string, number][] = [
      [
        'GET /api/search/products?searchTerms',
        (t) => `${base}/api/search/products?searchTerms=${q(t)}`,
        requests,
      ],
      [
        'GET /api/v3/search?searchTerm&limit=8',
        (t) => `${base}/api/v3/search?searchTerm=${q(t)}&isAutoCorrectEnabled=true&limit=8`,
        requests,
      ],
      [
        'GET /api/v2/SiteSearch/f/{term} (facets)',
        (t) => `${base}/api/v2/SiteSearch/f/${q(t)}`,
        Math.ceil(requests / 4),
      ],
    ];
    const fmt = (ms: number) => `${ms.toFixed(1).padStart(6)} ms`;
    const rows: string[] = [];
    for (const [name, urlFor, count] of targets) {
      await measure(urlFor, Math.min(200, count)); // warm-up: JIT, plan cache, PGlite buffers
      const r = await measure(urlFor, count);
      rows.push(
        `${name.padEnd(42)} p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  p99 ${fmt(r.p99)}  (${count} requests${r.errors ? `, ${r.errors} errors` : ''})`,
      );
    }
    console.log(`\nCatalogue: ${products} products; ${TERMS.length} terms; ${connections} connection(s)\n`);
    console.log(rows.join('\n'));
  } finally {
    server.kill('SIGTERM');
  }
}
