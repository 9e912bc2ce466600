/**
 * Throughput and latency of the storefront's hot paths against a bare Fastify "hello" ceiling.
 * Starts the production build on its own seeded database (kept under bench/.data-<N> so a
 * second run reuses it), then drives each target with autocannon and prints a table.
 *
 *   npm run bench -- [--products 3000] [--duration 10] [--connections 50]
 *
 * Every target asks for the same address again and again, so after its first request the shop answers its catalogue
 * and content reads from memory (docs/decisions/0016-read-caching.md): these are the figures of a popular page. With
 * 50 connections opened at once the process accepts them slowly while it is saturated, which shows in p99.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const products = arg('products', 3000);
const duration = arg('duration', 10);
const connections = arg('connections', 50);
const port = 3200;
const helloPort = 3299;

function startProcess(args: string[], env: NodeJS.ProcessEnv, readyText: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (readyText.test(output)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
}

// The shop limits requests per client address; a load test from one address would measure 429 answers after the
// first 100,000 requests of a minute. The shop runs behind a trusted proxy here and every request comes from a
// different (made-up) shopper address, as real traffic does. Like every browser, each request accepts compressed
// answers, so pages are measured as shoppers get them (streamed through Brotli, docs/decisions/0015-page-speed.md).
let shopper = 0;
const asNewShopper = (request: autocannon.Request): autocannon.Request => {
  shopper = (shopper + 1) % 65_536;
  return {
    ...request,
    headers: {
      ...request.headers,
      'x-forwarded-for': `10.${shopper >> 8}.${shopper & 255}.1`,
      'accept-encoding': 'gzip, deflate, br',
    },
  };
};

async function measure(url: string) {
  const result = await autocannon({
    url,
    duration,
    connections,
    pipelining: 1,
    requests: [{ setupRequest: asNewShopper }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const shop = await startProcess(
  ['scripts/start.ts'],
  {
    PORT: String(port),
    IDENTITY_PORT: String(port + 1),
    PAYMENTS_PORT: String(port + 2),
    DATA_DIR: `bench/.data-${products}`,
    SEED_PRODUCTS: String(products),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    TRUST_PROXY: 'true',
  },
  /Shop is up/,
);
const hello = await startProcess(['bench/hello.ts'], { PORT: String(helloPort) }, /hello ready/);

try {
  const base = `http://localhost:${port}`;
  const featured = (await (await fetch(`${base}/api/v2/product/featured?limit=1`)).json()) as {
    products: { slug: string; categoryUri: string }[];
  };
  const slug = featured.products[0]?.slug;
  const categoryUri = featured.products[0]?.categoryUri;
  if (!slug || !categoryUri) throw new Error('no product to measure');

  const targets: [string, string][] = [
    ['bare Fastify hello (ceiling)', `http://127.0.0.1:${helloPort}/`],
    ['GET /api/v2/product/slug/{slug}', `${base}/api/v2/product/slug/${slug}`],
    ['GET /api/navbar/', `${base}/api/navbar/`],
    ['SSR home page /', `${base}/`],
    ['SSR category page', `${base}${categoryUri}`],
    ['SSR product page /p/{slug}', `${base}/p/${slug}`],
  ];
  const rows: string[] = [];
  let ceiling = 0;
  for (const [name, url] of targets) {
    const r = await measure(url);
    if (ceiling === 0) ceiling = r.rps;
    rows.push(
      `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ${((r.rps / ceiling) * 100).toFixed(1).padStart(5)}% of ceiling${r.errors ? `  (${r.errors} errors/non-2xx)` : ''}`,
    );
  }
  console.log(`\nCatalogue: ${products} products; ${connections} connections for ${duration}s each\n`);
  console.log(rows.join('\n'));
} finally {
  shop.kill('SIGTERM');
  hello.kill('SIGTERM');
}
