/**
 * Cart throughput under concurrent shoppers: starts the shop as `npm run bench` does (production start, its own seeded
 * database under bench/.data-cart-<N>), opens one cart per connection (each connection keeps its own cart cookie, as
 * 50 shoppers in 50 browsers would), then drives POST /api/cart/product/ (set a line's quantity, rotating over three
 * products, quantity 1) and GET /api/cart/ (the priced cart) with autocannon, and prints req/s, p50 and p99.
 *
 *   npm run bench:cart -- [--products 3000] [--duration 10] [--connections 50]
 *
 * On PostgreSQL: DATABASE_URL=postgres://… npm run bench:cart (the shop inherits the environment and seeds that
 * database on its first start).
 */
import autocannon from './load.ts';
import { startShop } from './processes.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const products = arg('products', 3000);
const duration = arg('duration', 10);
const connections = arg('connections', 50);
const port = arg('port', 3230);


const shop = await startShop({
  port,
  products,
  dataDir: `bench/.data-cart-${products}`,
  env: { RATE_LIMIT_PER_MINUTE: '100000' },
});

try {
  const base = `http://localhost:${port}`;
  const featured = (await (await fetch(`${base}/api/v2/product/featured?limit=12`)).json()) as {
    products: { sku: string; price: number }[];
  };
  const skus = featured.products.filter((p) => p.price > 0).map((p) => p.sku).slice(0, 3);
  if (skus.length === 0) throw new Error('no product to put in a cart');

  // One cart per shopper, each holding the three products.
  const cookies: string[] = [];
  for (let i = 0; i < connections; i++) {
    let cookie = '';
    for (const code of skus) {
      const res = await fetch(`${base}/api/cart/product/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ code, quantity: 1, mode: 'set' }),
      });
      if (!res.ok) throw new Error(`cart setup failed: ${res.status} ${await res.text()}`);
      const set = res.headers.getSetCookie().find((c) => c.startsWith('shop_cart='));
      if (set) cookie = set.split(';')[0]!;
    }
    cookies.push(cookie);
  }

  type Ctx = { cookie?: string; n?: number };
  let next = 0;
  const withCookie = (req: autocannon.Request, context: Ctx) => {
    context.cookie ??= cookies[next++ % cookies.length];
    return { ...req, headers: { ...req.headers, cookie: context.cookie! } };
  };

  async function measure(name: string, request: autocannon.Request, amount?: number) {
    next = 0;
    const result = await autocannon({
      url: base,
      duration,
      connections,
      pipelining: 1,
      requests: [request],
      ...(amount ? { amount } : {}),
    });
    const problems = [
      result.timeouts ? `${result.timeouts} timeouts` : '',
      result.errors - result.timeouts ? `${result.errors - result.timeouts} errors` : '',
      result.non2xx ? `${result.non2xx} non-2xx` : '',
    ].filter(Boolean);
    return `${name.padEnd(30)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms${problems.length ? `  (${problems.join(', ')})` : ''}`;
  }

  const rows = [
    await measure('POST /api/cart/product/', {
      method: 'POST',
      path: '/api/cart/product/',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req, context: Ctx) => {
        context.n = ((context.n ?? 0) + 1) % skus.length;
        const body = JSON.stringify({ code: skus[context.n], quantity: 1, mode: 'set' });
        return { ...withCookie(req, context), body };
      },
    }),
    await measure('GET /api/cart/', { method: 'GET', path: '/api/cart/', setupRequest: withCookie }),
    // The cheapest catalogue read on the same server, for scale on a busy machine. Measured last and capped below the
    // per-client rate limit (100,000 a minute): with the read cache it runs fast enough to use the limit up, and the
    // rows measured after it used to come back as 429s.
    await measure(
      'GET /api/v2/product/sku (ref)',
      { method: 'GET', path: `/api/v2/product/sku/${encodeURIComponent(skus[0]!)}` },
      60_000,
    ),
  ];
  console.log(`\nCatalogue: ${products} products; ${connections} shoppers (one cart cookie each, 3 lines) for ${duration}s each\n`);
  console.log(rows.join('\n'));
} finally {
  // Wait for the shop to stop, so a following run cannot meet this one still closing on the same port.
  const exited = new Promise((resolve) => shop.once('exit', resolve));
  shop.kill('SIGTERM');
  await exited;
}
