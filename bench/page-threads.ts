/**
 * Where one page's CPU goes, per request and per kind of thread: the main thread (routing, loaders, React), V8's
 * helper threads (garbage collection) and libuv's pool (compression). Unlike req/s, these figures move little with
 * the rest of the machine, so two builds or settings can be compared in runs one after the other.
 *
 *   node bench/page-threads.ts [--page home|category|product] [--cache on|off] [--new-address]
 *                              [--duration 8] [--connections 50] [--products 3000] [--cpu-prof <dir>]
 *
 * --cache off runs the shop with its shared page cache off (`PAGE_CACHE_SECONDS=0`); --new-address asks a
 * never-asked address every time (`?r=N`), as a first render, an ad click's tracking parameter or a cache-busting
 * flood does. Requests are anonymous and accept Brotli, as a browser's first visit. With --cpu-prof the shop runs
 * under `node --cpu-prof` and writes its profile to <dir> when the run ends (read it with bench/cpuprofile-summary.ts).
 */
import { once } from 'node:events';
import autocannon from './load.ts';
import { cliOption, startShop, threadCpuMillis } from './processes.ts';

const page = cliOption('page') ?? 'home';
const cache = cliOption('cache') ?? 'on';
const newAddress = process.argv.includes('--new-address');
const duration = Number(cliOption('duration') ?? 8);
const connections = Number(cliOption('connections') ?? 50);
const products = Number(cliOption('products') ?? 3000);
const profileDir = cliOption('cpu-prof');
const port = 3720;

if (!['home', 'category', 'product'].includes(page) || !['on', 'off'].includes(cache)) {
  console.error('--page is home, category or product; --cache is on or off');
  process.exit(2);
}

const shop = await startShop({
  port,
  products,
  dataDir: `/tmp/render-data-${products}`,
  env: {
    DATABASE_URL: '',
    REDIS_URL: '',
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...(cache === 'off' ? { PAGE_CACHE_SECONDS: '0' } : {}),
  },
  ...(profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
});

try {
  const base = `http://localhost:${port}`;
  const featured = (await (await fetch(`${base}/api/v2/product/featured?limit=1`)).json()) as {
    products: { slug: string; categoryUri: string }[];
  };
  const product = featured.products[0];
  if (!product) throw new Error('no product to measure');
  const path = page === 'category' ? product.categoryUri : page === 'product' ? `/p/${product.slug}` : '/';

  let n = 0;
  const dress = (request: autocannon.Request): autocannon.Request => {
    n++;
    return {
      ...request,
      path: newAddress ? `${path}?r=${n}` : path,
      headers: {
        ...request.headers,
        'accept-encoding': 'gzip, deflate, br',
        // A made-up client address through the trusted proxy header, so the per-address rate limit counts shoppers.
        'x-forwarded-for': `10.${(n >> 8) & 255}.${n & 255}.1`,
      },
    };
  };
  const run = (seconds: number, clients: number) =>
    autocannon({
      url: `${base}${path}`,
      duration: seconds,
      connections: clients,
      requests: [{ setupRequest: dress }],
    });

  // JIT and read caches warm before the clock starts.
  await run(3, 20);
  const before = threadCpuMillis(shop);
  const result = await run(duration, connections);
  const after = threadCpuMillis(shop);

  const total = Math.max(1, result.requests.total);
  const perRequest = [...after]
    .map(([kind, millis]) => [kind, (millis - (before.get(kind) ?? 0)) / total] as const)
    .filter(([, millis]) => millis >= 0.01)
    .sort((a, b) => b[1] - a[1]);
  const sum = perRequest.reduce((all, [, millis]) => all + millis, 0);
  console.log(
    `\n${page} (${path}${newAddress ? '?r=N' : ''}), page cache ${cache}; ${connections} connections for ${duration}s`,
  );
  console.log(
    `${result.requests.average.toFixed(0)} req/s  p99 ${result.latency.p99} ms  errors/non-2xx ${result.errors + result.non2xx}`,
  );
  console.log(
    `CPU per request: ${perRequest.map(([kind, millis]) => `${kind} ${millis.toFixed(2)} ms`).join(', ')}; total ${sum.toFixed(2)} ms`,
  );
} finally {
  shop.kill('SIGINT');
  await once(shop, 'exit');
}
