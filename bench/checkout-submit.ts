/**
 * Checkout submit latency: builds the storefront API and the payments sandbox in this process, as the checkout tests
 * do (apps/api/src/modules/checkout/test-checkout.ts: a fresh seeded database, an in-memory PGlite, or a new database
 * on TEST_DATABASE_URL's PostgreSQL server dropped at the end, so runs never fill each other's delivery calendar),
 * then `--requests` times, one after another: a new shopper puts one product in a cart and takes the first delivery
 * date on offer (not timed), then POST /api/checkout with an approved test card (timed). Each submit reserves the
 * stock, authorises at the sandbox, places the order and captures, all through Fastify's inject (no sockets, so the
 * figures are the route's own cost); printed as p50/p95/p99 beside the same count of requests to a bare Fastify
 * "hello" on the same machine (the ceiling). Target (issue 12): the submit's p95 reported, and below 150 ms.
 *
 *   npm run bench:checkout -- [--requests 200]
 */
import Fastify, { type FastifyInstance } from 'fastify';
import {
  testCard,
  CARDS,
  createCheckoutHarness,
  firstDeliveryDate,
  orderBody,
  shopper,
  stockedProduct,
} from '@shop/api/modules/checkout/test-checkout';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const requests = arg('requests', 200);

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function row(name: string, r: { times: number[]; failures: number }): string {
  const ms = (p: number) => `${percentile(r.times, p).toFixed(2).padStart(7)} ms`;
  const fail = r.failures ? `  (${r.failures} not placed)` : '';
  return `${name.padEnd(32)} p50 ${ms(50)}  p95 ${ms(95)}  p99 ${ms(99)}${fail}`;
}

async function hellos(app: FastifyInstance, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await app.inject({ method: 'GET', url: '/' });
    times.push(performance.now() - t0);
  }
  return { times: times.sort((a, b) => a - b), failures: 0 };
}

const warm = Math.min(20, requests);
const h = await createCheckoutHarness();
const hello = Fastify({ logger: false });
hello.get('/', async () => ({ hello: 'world' }));
try {
  await hello.ready();
  // A product of the shop's own delivery with stock for every submit, warm-up included.
  const item = await stockedProduct(h, 10, { priceCents: 89_900, stockQuantity: requests + warm + 10 });
  const blob = await h.sandbox.encryptCard(testCard(CARDS.visa));
  let shoppers = 0;

  /** Sends `count` submits, each from a new shopper (own cart, own client address, so no per-client limit bites). */
  async function submits(count: number) {
    const times: number[] = [];
    let failures = 0;
    for (let i = 0; i < count; i++) {
      const n = shoppers++;
      const s = shopper(h, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
      const cartId = await s.add(item, 1);
      // Asked per cart: placed orders use up each day's capacity, and the first free day moves on.
      const deliveryDate = await firstDeliveryDate(h, item);
      const body = orderBody({ cartId, deliveryDate, encryptedValues: { default: blob } });
      const t0 = performance.now();
      const res = await s.checkout(body);
      times.push(performance.now() - t0);
      if (res.statusCode !== 200 || res.json<{ orderCompleted: boolean }>().orderCompleted !== true)
        failures++;
    }
    return { times: times.sort((a, b) => a - b), failures };
  }

  await submits(warm);
  await hellos(hello, warm);
  const submit = await submits(requests);
  const ceiling = await hellos(hello, requests);
  console.log(
    `\nCheckout submit (${h.handle.kind}): one line per cart, an approved card through the in-process sandbox ` +
      `(authorise and capture); ${requests} sequential requests each\n`,
  );
  console.log(row('bare Fastify hello (ceiling)', ceiling));
  console.log(row('POST /api/checkout', submit));
} finally {
  await hello.close();
  await h.close();
}
