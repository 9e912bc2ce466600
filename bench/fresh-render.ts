/**
 * Throughput of pages that must be rendered fresh, beside a bare Fastify "hello" ceiling in the same run.
 * The shop runs with its shared page cache off (`PAGE_CACHE_SECONDS=0`, docs/decisions/0042), so every request runs
 * the loaders and React in full, as a first render, a staff member's page or a commercial brand's signed-in page does
 * (signed-in customers get the shared pages since docs/decisions/0048). Requests look signed in (`loggedin`, an
 * access and an ID token naming a customer, no staff claim, so the page does not ask for the staff toolbar); the
 * tokens are not valid, so the header shows the signed-out state, as after a session ends. Catalogue and content
 * reads are warm (docs/decisions/0016-read-caching.md): what is measured is the render itself (docs/decisions/0047).
 * Each row also gives the shop's CPU time per request, which the rest of the machine moves far less than req/s.
 *
 *   node bench/fresh-render.ts [--products 3000] [--duration 10] [--connections 50] [--only home,category,product]
 *     [--cpu-prof <dir>]
 *
 * With --cpu-prof the shop runs under `node --cpu-prof` and writes its profile to <dir> when the run ends; read it
 * with `node bench/cpuprofile-summary.ts <dir>/<file>.cpuprofile`.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import autocannon from './load.ts';
import { cliOption, cpuMillis, startShop, startHello } from './processes.ts';

const products = Number(cliOption('products') ?? 3000);
const duration = Number(cliOption('duration') ?? 10);
const connections = Number(cliOption('connections') ?? 50);
const profileDir = cliOption('cpu-prof');
const only = cliOption('only')?.split(',') ?? null;
const port = 3700;
const helloPort = 3799;

// A different (made-up) client address per request through the trusted proxy header, so the per-address rate limit
// counts shoppers; compressed answers accepted, as every browser does.
const SIGNED_IN_COOKIE = `loggedin=true; shop_access_token=x; shop_id_token=x.${Buffer.from('{"sub":"1"}').toString('base64url')}.y`;
let shopper = 0;
const signedIn = (request: autocannon.Request): autocannon.Request => {
  shopper = (shopper + 1) % 65_536;
  return {
    ...request,
    headers: {
      ...request.headers,
      'x-forwarded-for': `10.${shopper >> 8}.${shopper & 255}.1`,
      'accept-encoding': 'gzip, deflate, br',
      cookie: SIGNED_IN_COOKIE,
    },
  };
};

async function measure(url: string, cookie: boolean, served: ChildProcess) {
  const cpuBefore = cpuMillis(served);
  const result = await autocannon({
    url,
    duration,
    connections,
    pipelining: 1,
    requests: [{ setupRequest: cookie ? signedIn : (request) => request }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPerRequest: (cpuMillis(served) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

const shop = await startShop({
  port,
  products,
  dataDir: `/tmp/render-data-${products}`,
  env: { DATABASE_URL: '', REDIS_URL: '', TRUST_PROXY: 'true', PAGE_CACHE_SECONDS: '0' },
  ...(profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
});
const hello = await startHello(helloPort);

try {
  const base = `http://localhost:${port}`;
  const featured = (await (await fetch(`${base}/api/v2/product/featured?limit=1`)).json()) as {
    products: { slug: string; categoryUri: string }[];
  };
  const slug = featured.products[0]?.slug;
  const categoryUri = featured.products[0]?.categoryUri;
  if (!slug || !categoryUri) throw new Error('no product to measure');

  const pages: [string, string, string][] = [
    ['home', 'signed-in home page /', `${base}/`],
    ['category', 'signed-in category page', `${base}${categoryUri}`],
    ['product', 'signed-in product page /p/{slug}', `${base}/p/${slug}`],
  ];
  const targets: [string, string, boolean][] = [
    ['bare Fastify hello (ceiling)', `http://127.0.0.1:${helloPort}/`, false],
    ...pages
      .filter(([page]) => !only || only.includes(page))
      .map(([, name, url]): [string, string, boolean] => [name, url, true]),
  ];
  const rows: string[] = [];
  let ceiling = 0;
  for (const [name, url, cookie] of targets) {
    // One request first, so the reads it makes are warm before the clock starts.
    if (cookie) await (await fetch(url, { headers: { cookie: SIGNED_IN_COOKIE } })).text();
    const r = await measure(url, cookie, cookie ? shop : hello);
    if (ceiling === 0) ceiling = r.rps;
    rows.push(
      `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  ${((r.rps / ceiling) * 100).toFixed(1).padStart(5)}% of ceiling  ${r.cpuPerRequest.toFixed(2).padStart(6)} ms CPU/req${r.errors ? `  (${r.errors} errors/non-2xx)` : ''}`,
    );
  }
  console.log(`\nFresh renders: ${products} products; ${connections} connections for ${duration}s each\n`);
  console.log(rows.join('\n'));
} finally {
  hello.kill('SIGTERM');
  shop.kill('SIGINT');
  await once(shop, 'exit');
}
