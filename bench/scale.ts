/**
 * Scale-out, proven on one machine: two storefront processes on one PostgreSQL database and one Redis, behind Debian's
 * nginx (installed when missing), with the identity service and the payments sandbox beside them, as production runs
 * them (apps/<service>/src/main.ts). Shoppers browse the catalogue, fill carts and check out with an approved test
 * card through the sandbox, all at once and through the balancer; part-way through one storefront is killed with
 * SIGKILL (no shutdown hook runs) and started again later. Then the database is checked against what the shoppers
 * were told: no lost cart line, no oversell, no double charge, no lost order. Prints throughput, p50 and p99 per
 * journey and those counts; exits 1 when a count is not 0. Everything it starts is stopped when it ends, on error or
 * on Ctrl-C. Design and figures: docs/decisions/0043-scale-out-shared-state.md.
 *
 *   npm run bench:scale -- [--duration 30] [--products 3000] [--port 4100] [--catalogue 12] [--carts 6] [--buyers 6]
 *
 * PostgreSQL: SCALE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/scale_bench; the database is dropped and
 * created afresh each run, through the server's `postgres` database). Redis: REDIS_URL (default redis://127.0.0.1:6379).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { CompactEncrypt, importX509 } from 'jose';
import { openDatabase, queryRows, type DbHandle } from '@shop/db';
import { CARDS, orderBody, stockedProduct, testCard } from '@shop/api/modules/checkout/test-checkout';
import {
  Tally,
  cartShopper,
  catalogueShopper,
  checkoutShopper,
  cutOffCheckouts,
  type CartFindings,
  type CheckoutFindings,
  type LoadWindow,
} from './scale/journeys.ts';
import { ensureNginx, writeBalancerConfig } from './scale/nginx.ts';
import {
  killAllNow,
  killHard,
  startProcess,
  stopAll,
  waitUntilReady,
  type Started,
} from './scale/processes.ts';
import { checkCorrectness, reservedOrders, type StockedProduct } from './scale/verify.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    products: { type: 'string', default: '3000' },
    port: { type: 'string', default: '4100' },
    catalogue: { type: 'string', default: '12' },
    carts: { type: 'string', default: '6' },
    buyers: { type: 'string', default: '6' },
  },
});
const num = (name: keyof typeof flags) => {
  const value = Number(flags[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
  return value;
};
const duration = num('duration');
const products = num('products');
const port = num('port');
const ports = { balancer: port, a: port + 1, b: port + 2, identity: port + 3, payments: port + 4 };
const databaseUrl = new URL(
  process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scale_bench',
);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const databaseName = databaseUrl.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(databaseName))
  throw new Error('SCALE_DATABASE_URL must name a database of lower-case letters, digits and _');

const log = (line: string) => console.log(`[bench:scale] ${line}`);
const runDir = await mkdtemp(path.join(os.tmpdir(), 'bench-scale-'));
let keepRunDir = false;

let cleaning: Promise<void> | null = null;
const cleanup = () =>
  (cleaning ??= (async () => {
    await stopAll();
    if (!keepRunDir) await rm(runDir, { recursive: true, force: true });
  })());
process.on('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping everything this run started…`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function recreateDatabase() {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const handle = await openDatabase({ url: admin.toString(), poolSize: 1 });
  try {
    await handle.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
    await handle.db.execute(sql.raw(`CREATE DATABASE ${databaseName}`));
  } finally {
    await handle.close();
  }
}

function buildWebIfMissing() {
  if (existsSync(path.join(root, 'apps/web/build/server/index.js'))) return;
  log('The web app is not built: npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed; see its output above');
}

const dataDir = path.join(runDir, 'data');
/** What every service reads (each takes the variables it knows); the shared DATA_DIR holds the development secrets. */
const commonEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl.toString(),
  REDIS_URL: redisUrl,
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
  SEED_PRODUCTS: String(products),
  // Every shopper comes from an address of their own; the budget only keeps the shop's own limit out of the figures.
  RATE_LIMIT_PER_MINUTE: '100000',
  IDENTITY_PORT: String(ports.identity),
  PAYMENTS_PORT: String(ports.payments),
  IDENTITY_URL: `http://127.0.0.1:${ports.identity}`,
  PAYMENTS_URL: `http://127.0.0.1:${ports.payments}`,
  SITE_HOSTNAME: `localhost:${ports.balancer}`,
  IDENTITY_ALLOWED_ORIGINS: `http://localhost:${ports.balancer}`,
  PAYMENTS_ALLOWED_ORIGINS: `http://localhost:${ports.balancer}`,
  PAYMENTS_WEBHOOK_URL: `http://127.0.0.1:${ports.balancer}/api/checkout/payment-notifications`,
  PAYMENTS_AUTHORISE_PER_MINUTE: '100000',
};

function startService(name: string, entry: string, env: NodeJS.ProcessEnv = {}): Started {
  return startProcess(name, process.execPath, [path.join(root, entry)], {
    cwd: root,
    env: { ...commonEnv, ...env },
    logFile: path.join(runDir, `${name}.log`),
  });
}

const startStorefront = (name: string, servicePort: number) =>
  startService(name, 'apps/storefront/src/main.ts', { PORT: String(servicePort) });

async function encryptedCard(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${ports.payments}/v1/certificates`);
  const { certificates } = (await res.json()) as { certificates: Record<string, string> };
  const pem = certificates.default;
  if (!pem) throw new Error('the payments sandbox publishes no certificate named default');
  const key = await importX509(pem, 'RSA-OAEP-256');
  const card = { ...testCard(CARDS.visa), generationtime: new Date().toISOString() };
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(card)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
    .encrypt(key);
}

interface Failover {
  requests: number;
  retried: number;
  badGateway: number;
  byInstance: Record<string, number>;
}

/** From the balancer's access log: requests per instance, those passed on to the other, and 502s it answered. */
async function failoverFigures(): Promise<Failover> {
  const text = await readFile(path.join(runDir, 'access.log'), 'utf8').catch(() => '');
  const figures: Failover = { requests: 0, retried: 0, badGateway: 0, byInstance: {} };
  for (const line of text.split('\n')) {
    const m = /^(\d{3}) \S+ "([^"]*)"/.exec(line);
    if (!m) continue;
    figures.requests++;
    if (m[1] === '502') figures.badGateway++;
    const tried = m[2]!.split(/,\s*|\s+:\s+/).filter((addr) => /:\d+$/.test(addr));
    if (tried.length > 1) figures.retried++;
    const last = tried.at(-1);
    if (last) figures.byInstance[last] = (figures.byInstance[last] ?? 0) + 1;
  }
  return figures;
}

const row = (cells: (string | number)[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ');

async function main(): Promise<boolean> {
  const nginx = ensureNginx(log);
  buildWebIfMissing();
  log(`PostgreSQL database ${databaseName}: dropped and created afresh`);
  await recreateDatabase();
  await mkdir(dataDir, { recursive: true });

  // The identity service migrates the empty database first (every service runs the same migrations); the first
  // storefront then loads the demo catalogue, and the second starts on the loaded database.
  log(
    `starting identity (:${ports.identity}), then payments (:${ports.payments}) and storefront A (:${ports.a}, loads ${products} products)…`,
  );
  const identity = startService('identity', 'apps/identity/src/main.ts');
  await waitUntilReady(identity, `http://127.0.0.1:${ports.identity}/readyz`);
  const payments = startService('payments', 'apps/payments/src/main.ts');
  const a = startStorefront('storefront-a', ports.a);
  await Promise.all([
    waitUntilReady(payments, `http://127.0.0.1:${ports.payments}/readyz`),
    waitUntilReady(a, `http://127.0.0.1:${ports.a}/readyz`, 600_000),
  ]);
  log(`starting storefront B (:${ports.b})…`);
  let b = startStorefront('storefront-b', ports.b);
  await waitUntilReady(b, `http://127.0.0.1:${ports.b}/readyz`);

  const config = await writeBalancerConfig(nginx, {
    dir: runDir,
    listenPort: ports.balancer,
    upstreams: [
      { host: '127.0.0.1', port: ports.a },
      { host: '127.0.0.1', port: ports.b },
    ],
  });
  const balancer = startProcess('nginx', nginx, ['-p', runDir, '-c', config], {
    cwd: runDir,
    env: process.env,
    logFile: path.join(runDir, 'nginx.log'),
  });
  const base = `http://localhost:${ports.balancer}`;
  await waitUntilReady(balancer, `${base}/healthz`);
  log(`nginx balancing ${base} over :${ports.a} and :${ports.b} (config ${config})`);

  const handle: DbHandle = await openDatabase({ url: databaseUrl.toString(), poolSize: 4 });
  try {
    // Three scarce products (5 units each) every buyer reaches for, and one with stock for every order of the run.
    const scarceRows = await Promise.all(
      [10, 11, 12].map((i) => stockedProduct({ handle }, i, { priceCents: 49_900, stockQuantity: 5 })),
    );
    const ample = await stockedProduct({ handle }, 13, { priceCents: 89_900, stockQuantity: 1_000_000 });
    const stocked: StockedProduct[] = [...scarceRows, ample].map((p) => ({
      id: p.id,
      sku: p.sku,
      initial: p.stockQuantity,
    }));
    const exclude = stocked.map((p) => p.id);
    const cartSkus = (
      await queryRows<{ sku: string }>(
        handle.db,
        sql`SELECT sku FROM products WHERE price_cents > 0 AND stock_quantity >= 10
            AND id NOT IN (${sql.join(
              exclude.map((id) => sql`${id}`),
              sql`, `,
            )}) ORDER BY id LIMIT 40`,
      )
    ).map((r) => r.sku);
    const [locality] = await queryRows<{ postcode: string; suburb: string; state: string }>(
      handle.db,
      sql`SELECT postcode, suburb, state FROM localities WHERE country = 'AU' AND postcode = '3000' ORDER BY suburb LIMIT 1`,
    );
    if (!locality) throw new Error('the demo data has no locality with postcode 3000');
    const featured = (await (await fetch(`${base}/api/v2/product/featured?limit=6`)).json()) as {
      products: { slug: string; categoryUri: string }[];
    };
    const slugs = featured.products.map((p) => p.slug);
    const categories = [...new Set(featured.products.map((p) => p.categoryUri))];
    if (slugs.length === 0 || cartSkus.length < 3)
      throw new Error('the demo data has no products to shop for');
    const targets = {
      pages: ['/', ...categories.slice(0, 2), ...slugs.slice(0, 3).map((s) => `/p/${s}`)],
      apis: slugs.map((s) => `/api/v2/product/slug/${s}`),
    };
    const cardBlob = await encryptedCard();
    const setup = {
      scarceSkus: scarceRows.map((p) => p.sku),
      ampleSku: ample.sku,
      address: locality,
      cardBlob,
      body: (over: { cartId: string; deliveryDate: [number, number, number]; blob: string }) =>
        orderBody({
          cartId: over.cartId,
          deliveryDate: over.deliveryDate,
          encryptedValues: { default: over.blob },
          deliveryAddress: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            companyName: '',
            address: '1 Analytical Way',
            suburb: locality.suburb,
            state: locality.state,
            postcode: locality.postcode,
            deliveryInstructions: '',
            country: 'AU',
          },
        }),
    };

    // Warm both instances' read caches and the renderer once, as a deployed shop would be before its peak.
    for (const target of [...targets.pages, ...targets.apis])
      for (const instance of [ports.a, ports.b])
        await (
          await fetch(`http://127.0.0.1:${instance}${target}`, { headers: { 'accept-encoding': 'br' } })
        ).text();

    const tallies = { catalogue: new Tally(), cart: new Tally(), checkout: new Tally() };
    const cartFindings: CartFindings = { acked: [], readBackMissing: 0, unacknowledged: 0 };
    const checkoutFindings: CheckoutFindings = {
      placed: [],
      outOfStock: 0,
      unknown: 0,
      other: new Map(),
      scarceAdded: 0,
      scarceRefused: 0,
    };
    const started = performance.now();
    const window: LoadWindow = { until: started + duration * 1000 };
    const killAt = duration * 0.4 * 1000;
    const restartAt = duration * 0.7 * 1000;
    const events: string[] = [];
    const at = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
    log(
      `load for ${duration}s: ${flags.catalogue} catalogue, ${flags.carts} cart and ${flags.buyers} checkout shoppers at once; ` +
        `storefront B is killed with SIGKILL at ${(killAt / 1000).toFixed(0)} s and started again at ${(restartAt / 1000).toFixed(0)} s`,
    );
    const chaos = (async () => {
      // The kill lands while some checkouts are in B's hands (sent to it directly just before).
      await sleep(Math.max(0, killAt - 2_000));
      const cutOff = await cutOffCheckouts({
        doomedBase: `http://127.0.0.1:${ports.b}`,
        balancerBase: base,
        setup,
        count: 4,
        killAfterMs: 150,
        kill: async () => {
          await killHard(b);
          events.push(`storefront B killed (SIGKILL) at ${at()}, 150 ms after 4 checkouts were sent to it`);
        },
        tally: tallies.checkout,
        findings: checkoutFindings,
      });
      events.push(
        `${cutOff} of those checkouts cut off by the kill; their buyers pressed again through the balancer`,
      );
      await sleep(Math.max(0, restartAt - (performance.now() - started)));
      b = startStorefront('storefront-b', ports.b);
      events.push(`storefront B started again at ${at()}`);
      await waitUntilReady(b, `http://127.0.0.1:${ports.b}/readyz`);
      events.push(`storefront B ready again at ${at()}`);
    })().then(
      () => null,
      (err: unknown) => err,
    );
    await Promise.all([
      ...Array.from({ length: num('catalogue') }, () =>
        catalogueShopper(base, targets, tallies.catalogue, window),
      ),
      ...Array.from({ length: num('carts') }, () =>
        cartShopper(base, cartSkus, tallies.cart, window, cartFindings),
      ),
      ...Array.from({ length: num('buyers') }, () =>
        checkoutShopper(base, setup, tallies.checkout, window, checkoutFindings),
      ),
    ]);
    const elapsed = (performance.now() - started) / 1000;
    // The restarted instance must be back before the books are checked (its start-up reconciler runs too).
    const chaosError = await chaos;
    if (chaosError) throw chaosError;

    // An order the killed process reserved (and perhaps had authorised) is settled by the surviving processes'
    // reconciler: placed when the gateway holds its authorisation, released otherwise (ADR 0025, after 2 minutes).
    const settleBy = Date.now() + 240_000;
    let unsettled = await reservedOrders(handle.db);
    if (unsettled > 0)
      log(`${unsettled} order(s) left reserved by the killed process: waiting for the reconciler…`);
    while (unsettled > 0 && Date.now() < settleBy) {
      await sleep(5_000);
      unsettled = await reservedOrders(handle.db);
    }
    if (unsettled === 0) events.push(`every reservation settled at ${at()}`);

    const { counts, figures } = await checkCorrectness(handle.db, {
      acked: cartFindings.acked,
      placed: checkoutFindings.placed,
      stocked,
    });
    // nginx writes its access log every second.
    await sleep(1_500);
    const failover = await failoverFigures();

    const w = [34, 9, 8, 8, 8, 14];
    const lines = [
      '',
      `Scale-out: 2 storefronts + identity + payments sandbox behind nginx, PostgreSQL + Redis, ${products} products, ${elapsed.toFixed(1)} s of load`,
      ...events.map((e) => `  ${e}`),
      '',
      row(['journey (all its requests)', 'requests', 'req/s', 'p50 ms', 'p99 ms', '5xx/no answer'], w),
      ...(
        [
          ['catalogue (pages + product API)', tallies.catalogue],
          ['cart (set 3 lines, read back)', tallies.cart],
          ['checkout (cart, calendar, order)', tallies.checkout],
        ] as const
      ).map(([name, t]) =>
        row(
          [
            name,
            t.count,
            (t.count / elapsed).toFixed(0),
            t.percentile(50).toFixed(0),
            t.percentile(99).toFixed(0),
            t.failures,
          ],
          w,
        ),
      ),
      '',
      `balancer: ${failover.requests} requests; by instance ${Object.entries(failover.byInstance)
        .map(([k, v]) => `${k} ${v}`)
        .join(
          ', ',
        )}; ${failover.retried} passed on to the other instance; ${failover.badGateway} answered 502`,
      `cart: ${cartFindings.acked.length} lines acknowledged, ${cartFindings.unacknowledged} sets never acknowledged (retried, shop not there)`,
      `checkout: ${checkoutFindings.placed.length} orders placed as the shoppers were told, ${checkoutFindings.outOfStock} out of stock, ` +
        `${checkoutFindings.unknown} outcome unknown to the shopper${[...checkoutFindings.other].map(([k, v]) => `, ${v} × ${k}`).join('')}; ` +
        `scarce units put in carts ${checkoutFindings.scarceAdded}, refused ${checkoutFindings.scarceRefused}`,
      `database: ${figures.placedOrders} placed orders, ${figures.captures} captures; ` +
        figures.sold.map((s) => `${s.sku} ${s.initial}→${s.left} (${s.sold} sold)`).join(', '),
      '',
      row(['correctness (each must be 0)', 'count'], [40, 9]),
      row(['lost cart lines', counts.lostCartLines], [40, 9]),
      row(['cart lines missing on read-back', cartFindings.readBackMissing], [40, 9]),
      row(['oversold products', counts.oversold], [40, 9]),
      row(['double charges', counts.doubleCharged], [40, 9]),
      row(['orders lost (told placed, not placed)', counts.lostOrders], [40, 9]),
      row(['charges without a placed order', counts.chargesWithoutOrder], [40, 9]),
      row(['orders still reserved', counts.unsettled], [40, 9]),
    ];
    console.log(lines.join('\n'));
    const ok =
      Object.values(counts).every((n) => n === 0) &&
      cartFindings.readBackMissing === 0 &&
      checkoutFindings.placed.length > 0;
    if (!ok) {
      keepRunDir = true;
      console.log(
        `\nA correctness count is wrong (or no order was placed). Logs and nginx config kept in ${runDir}`,
      );
    }
    return ok;
  } finally {
    await handle.close();
  }
}

let ok = false;
try {
  ok = await main();
} catch (err) {
  keepRunDir = true;
  console.error(`[bench:scale] ${(err as Error).stack ?? String(err)}\nLogs kept in ${runDir}`);
} finally {
  await cleanup();
}
process.exit(ok ? 0 : 1);
