/**
 * Delivery calendar latency: builds the storefront API in this process on its own seeded database (PGlite under
 * bench/.data-calendar-<N>, reused by the next run; or DATABASE_URL), puts three products in a cart, then sends
 * POST /api/checkout/avail for a Sydney address `--requests` times, one after another through Fastify's inject (no
 * sockets, so the figures are the route's own cost), and prints p50/p95/p99 beside the same count of requests to a bare
 * Fastify "hello" on the same machine (the ceiling). Target (issue 12): the calendar call's p95 reported, and kept
 * well below the checkout submit's 150 ms.
 *
 *   npm run bench:calendar -- [--products 3000] [--requests 1000]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { buildStorefrontApi, loadStorefrontConfig } from '@shop/api';
import { CART_COOKIE } from '@shop/contracts';
import { isSeeded, migrateDatabase, openDatabase, seedDemo } from '@shop/db';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const products = arg('products', 3000);
const requests = arg('requests', 1000);

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Sends `count` requests one after another; the latencies in ms, and how many did not answer 200. */
async function measure(app: FastifyInstance, request: () => InjectOptions, count: number) {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await app.inject(request());
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) failures++;
  }
  return { times: times.sort((a, b) => a - b), failures };
}

function row(name: string, r: { times: number[]; failures: number }): string {
  const ms = (p: number) => `${percentile(r.times, p).toFixed(2).padStart(7)} ms`;
  const fail = r.failures ? `  (${r.failures} not 200)` : '';
  return `${name.padEnd(32)} p50 ${ms(50)}  p95 ${ms(95)}  p99 ${ms(99)}${fail}`;
}

const handle = await openDatabase(
  process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL }
    : { dataDir: path.join(root, `bench/.data-calendar-${products}`, 'pglite') },
);
const hello = Fastify({ logger: false });
hello.get('/', async () => ({ hello: 'world' }));
let app: FastifyInstance | null = null;
try {
  await migrateDatabase(handle);
  if (!(await isSeeded(handle.db))) {
    console.log(`seeding ${products} products…`);
    await seedDemo(handle.db, { products });
  }
  const config = loadStorefrontConfig({
    ...process.env,
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  app = await buildStorefrontApi({ db: handle.db, config });
  await app.ready();
  await hello.ready();

  const featured = (await app.inject({ method: 'GET', url: '/api/v2/product/featured?limit=12' })).json<{
    products: { sku: string; price: number }[];
  }>();
  const skus = featured.products
    .filter((p) => p.price > 0)
    .map((p) => p.sku)
    .slice(0, 3);
  if (skus.length === 0) throw new Error('no product to put in a cart');
  let cookie = '';
  for (const code of skus) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/product/',
      headers: cookie ? { cookie } : {},
      payload: { code, quantity: 1, mode: 'set' },
    });
    if (res.statusCode !== 200) throw new Error(`cart setup failed: ${res.statusCode} ${res.body}`);
    const set = res.cookies.find((c) => c.name === CART_COOKIE);
    if (set) cookie = `${CART_COOKIE}=${set.value}`;
  }

  const avail = (): InjectOptions => ({
    method: 'POST',
    url: '/api/checkout/avail',
    headers: { cookie },
    payload: {
      deliveryAddress: { suburb: 'SYDNEY', state: 'NSW', postcode: '2000', country: 'AU' },
      deliveryDate: null,
      deliveryServices: ['SVC-UNPACK'],
      winningDeliveryServiceOverride: false,
    },
  });
  const first = (await app.inject(avail())).json<{
    availability: { unavailable: boolean; dates: unknown[] };
  }>();
  if (first.availability.unavailable) throw new Error('the bench address is outside every delivery area');

  const warm = Math.min(50, requests);
  await measure(app, avail, warm);
  await measure(hello, () => ({ method: 'GET', url: '/' }), warm);
  const calendar = await measure(app, avail, requests);
  const ceiling = await measure(hello, () => ({ method: 'GET', url: '/' }), requests);
  console.log(
    `\nCatalogue: ${products} products (${handle.kind}); a cart of ${skus.length} lines; ` +
      `${first.availability.dates.length} calendar dates; ${requests} sequential requests each\n`,
  );
  console.log(row('bare Fastify hello (ceiling)', ceiling));
  console.log(row('POST /api/checkout/avail', calendar));
} finally {
  await app?.close();
  await hello.close();
  await handle.close();
}
