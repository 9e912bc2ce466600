import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CART_COOKIE } from '@shop/contracts';
import {
  orderVouchers,
  orders,
  outboxMessages,
  products,
  queryRows,
  referralCodes,
  referralRewards,
  type DbHandle,
  type ProductRow,
} from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { REDIRECT_PROVIDER_OPTIONS, REFERRAL_COOKIE } from '@shop/domain';
import { addTestLocalities } from '../delivery/test-fixtures.ts';
import {
  CARDS,
  createCheckoutHarness,
  firstDeliveryDate,
  orderBody,
  stockedProduct,
  testCard,
  type CheckoutHarness,
} from './test-checkout.ts';

// Issue 12: "Concurrency, on PostgreSQL with two storefront processes". Two real storefront processes
// (two-process-server.ts) share one PostgreSQL database and one payments sandbox listening on a port of this process;
// buyers reach them over HTTP, half through each, so only the database (row locks, conditional updates, the one live
// order per cart index) keeps stock, orders and charges right, as it must between machines.

const adminUrl = process.env.TEST_DATABASE_URL;
const SERVER = fileURLToPath(new URL('./two-process-server.ts', import.meta.url));

interface Storefront {
  child: ChildProcess;
  base: string;
}

/** Starts one storefront process; resolves once it prints its ready line (a state, not a delay). */
function startStorefront(env: Record<string, string>): Promise<Storefront> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER, '--port', '0'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /storefront ready on (\d+)/.exec(output);
      if (ready) resolve({ child, base: `http://127.0.0.1:${ready[1]}` });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`the storefront process exited with ${code}:\n${output}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid!, 'SIGTERM');
  await exited;
}

/**
 * A browser over HTTP: keeps its cart cookie, and comes from its own address as the load balancer in front of the
 * processes reports it (the per-client limits count each buyer apart, as they would in production).
 */
function buyer(clientAddress: string, otherCookies = '') {
  let cookie = '';
  return async (base: string, path: string, body: unknown) => {
    const cookies = [cookie, otherCookies].filter(Boolean).join('; ');
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': clientAddress,
        ...(cookies ? { cookie: cookies } : {}),
      },
      body: JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith(`${CART_COOKIE}=`));
    if (set) cookie = set.split(';')[0]!;
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
}

describe.skipIf(!adminUrl)('checkout with two storefront processes on PostgreSQL', () => {
  let handle: DbHandle;
  let h: CheckoutHarness;
  let fronts: Storefront[] = [];
  let date: [number, number, number];

  beforeAll(async () => {
    handle = await createTestDatabase({ seed: { products: 60 } });
    await addTestLocalities(handle.db);
    // The harness's sandbox (and its certificate for encrypting cards), here on a real port for the two processes.
    h = await createCheckoutHarness({ handle });
    const sandboxUrl = await h.sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const [current] = await queryRows<{ name: string }>(handle.db, sql`SELECT current_database() AS name`);
    const databaseUrl = new URL(adminUrl!);
    databaseUrl.pathname = `/${current!.name}`;
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      PAYMENTS_URL: sandboxUrl,
      PAYMENTS_API_KEY: h.sandbox.apiKey,
      PAYMENTS_WEBHOOK_SECRET: h.sandbox.webhookSecret,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      TRUST_PROXY: 'true',
      NODE_ENV: 'production',
    };
    fronts = await Promise.all([startStorefront(env), startStorefront(env)]);
    date = await firstDeliveryDate(
      h,
      await stockedProduct(h, 10, { priceCents: 10_000, stockQuantity: 1000 }),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(fronts.map((f) => stop(f.child)));
    await h?.close();
    await handle?.close();
  });

  const stockOf = async (p: ProductRow) =>
    (await handle.db.select().from(products).where(eq(products.id, p.id)))[0]!.stockQuantity;
  const ordersOf = (p: ProductRow) =>
    queryRows<{ id: string; status: string }>(
      handle.db,
      sql`SELECT DISTINCT o.id, o.status FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE l.product_id = ${p.id}`,
    );
  /** The sandbox's payments for these orders' charges. */
  const chargesOf = async (orderIds: string[]) =>
    orderIds.length === 0
      ? []
      : queryRows<{ status: string }>(
          handle.db,
          sql`SELECT status FROM payments.payments WHERE merchant_reference IN (${sql.join(
            orderIds.map((id) => sql`${`chk_${id}_charge`}`),
            sql`, `,
          )})`,
        );
  const allPayments = () =>
    queryRows<{ status: string; n: number }>(
      handle.db,
      sql`SELECT status, count(*)::int AS n FROM payments.payments GROUP BY status ORDER BY status`,
    );

  it('200 buyers for 10 units over two processes: 10 orders, stock 0, 190 out-of-stock answers, 10 charges', async () => {
    const scarce = await stockedProduct(h, 11, { priceCents: 25_000, stockQuantity: 10 });
    const blob = await h.sandbox.encryptCard(testCard(CARDS.visa));
    const buyers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const post = buyer(`10.20.${Math.floor(i / 250)}.${i % 250}`);
        const base = fronts[i % 2]!.base;
        const added = await post(base, '/api/cart/product/', { code: scarce.sku, quantity: 1, mode: 'set' });
        expect(added.status).toBe(200);
        return { post, base, cartId: added.json.cartId as string };
      }),
    );
    const answers = await Promise.all(
      buyers.map(({ post, base, cartId }) =>
        post(
          base,
          '/api/checkout',
          orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } }),
        ),
      ),
    );
    const placedAnswers = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 400);
    expect(placedAnswers).toHaveLength(10);
    expect(placedAnswers.every((a) => a.json.orderCompleted === true)).toBe(true);
    expect(refused).toHaveLength(190);
    expect(refused.every((a) => a.json.code === 'out_of_stock')).toBe(true);

    expect(await stockOf(scarce)).toBe(0);
    const all = await ordersOf(scarce);
    expect(all.map((o) => o.status)).toEqual(Array(10).fill('placed'));
    expect(await chargesOf(all.map((o) => o.id))).toEqual(Array(10).fill({ status: 'captured' }));
    // Nothing else reached the sandbox: no stray authorisation for a buyer who got the out-of-stock answer.
    expect(await allPayments()).toEqual([{ status: 'captured', n: 10 }]);
  });

  it('a provider payment: returns to both processes and the notification at once make one order, one capture', async () => {
    const item = await stockedProduct(h, 13, { priceCents: 40_000, stockQuantity: 7 });
    const post = buyer('10.22.0.1');
    const added = await post(fronts[0]!.base, '/api/cart/product/', {
      code: item.sku,
      quantity: 2,
      mode: 'set',
    });
    const cartId = added.json.cartId as string;
    const started = await post(
      fronts[1]!.base,
      '/api/checkout',
      orderBody({
        cartId,
        deliveryDate: date,
        selectedPaymentOption: REDIRECT_PROVIDER_OPTIONS.afterpay.flag,
        cardDetails: null,
        cardHolderName: null,
      }),
    );
    expect(started.status).toBe(200);
    const psp = decodeURIComponent(new URL(started.json.redirectUrl as string).pathname.split('/').at(-1)!);
    const back = await h.sandbox.approve(psp);
    const path = `/api/checkout/afterpayconfirmation?${new URLSearchParams(back.params).toString()}`;
    const [a, b, c, d] = await Promise.all([
      post(fronts[0]!.base, path, undefined),
      post(fronts[1]!.base, path, undefined),
      post(fronts[0]!.base, path, undefined),
      post(fronts[1]!.base, path, undefined),
      h.sandbox.deliverNotifications(async (n) => {
        const res = await fetch(`${fronts[0]!.base}${new URL(n.url).pathname}`, {
          method: 'POST',
          headers: n.headers,
          body: n.body,
        });
        return res.status;
      }),
    ]);
    for (const answer of [a, b, c, d])
      expect(answer).toMatchObject({ status: 200, json: { orderCompleted: true } });
    expect(new Set([a, b, c, d].map((x) => x.json.orderNumber)).size).toBe(1);
    const placed = await handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(placed.map((o) => o.status)).toEqual(['placed']);
    expect(
      await queryRows<{ status: string }>(
        handle.db,
        sql`SELECT status FROM payments.payments WHERE merchant_reference = ${`chk_${placed[0]!.id}_charge`}`,
      ),
    ).toEqual([{ status: 'captured' }]);
    expect(await stockOf(item)).toBe(5);
  });

  it('20 simultaneous submits of one cart, half to each process: one order, one charge', async () => {
    const item = await stockedProduct(h, 12, { priceCents: 30_000, stockQuantity: 50 });
    const post = buyer('10.21.0.1');
    const added = await post(fronts[0]!.base, '/api/cart/product/', {
      code: item.sku,
      quantity: 2,
      mode: 'set',
    });
    expect(added.status).toBe(200);
    const cartId = added.json.cartId as string;
    const blob = await h.sandbox.encryptCard(testCard(CARDS.mastercard));
    const body = orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(fronts[i % 2]!.base, '/api/checkout', body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const numbers = new Set(answers.map((a) => a.json.orderNumber));
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).toEqual(expect.any(String));

    const placed = await handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(placed.map((o) => o.status)).toEqual(['placed']);
    expect(await chargesOf(placed.map((o) => o.id))).toEqual([{ status: 'captured' }]);
    expect(await stockOf(item)).toBe(48);
    expect(await allPayments()).toEqual([{ status: 'captured', n: 12 }]);
  });

  it('a gift voucher paid through a provider: returns to both processes and the notification at once issue one card', async () => {
    const post = buyer('10.23.0.1');
    const added = await post(fronts[0]!.base, '/api/cart/vouchers', {
      value: 250,
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace.two@example.com',
      senderName: 'Ada',
    });
    expect(added.status).toBe(200);
    const cartId = added.json.cartId as string;
    const { deliveryDate: _, ...body } = orderBody({ cartId, deliveryDate: date });
    const billing = { ...body.deliveryAddress };
    const started = await post(fronts[1]!.base, '/api/checkout', {
      ...body,
      billingAddress: billing,
      deliveryAddress: { ...billing, address: '', suburb: '', postcode: '', state: '' },
      selectedPaymentOption: REDIRECT_PROVIDER_OPTIONS.paypal.flag,
      cardDetails: null,
      cardHolderName: null,
    });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const psp = decodeURIComponent(new URL(started.json.redirectUrl as string).pathname.split('/').at(-1)!);
    const back = await h.sandbox.approve(psp);
    const path = `/api/checkout/paypalconfirmation?${new URLSearchParams(back.params).toString()}`;
    // Four returns and the notification at once: every placer but the first finds the order placed, issues nothing.
    const [a, b, c, d] = await Promise.all([
      post(fronts[0]!.base, path, undefined),
      post(fronts[1]!.base, path, undefined),
      post(fronts[0]!.base, path, undefined),
      post(fronts[1]!.base, path, undefined),
      h.sandbox.deliverNotifications(async (n) => {
        const res = await fetch(`${fronts[1]!.base}${new URL(n.url).pathname}`, {
          method: 'POST',
          headers: n.headers,
          body: n.body,
        });
        return res.status;
      }),
    ]);
    const answers = [a, b, c, d];
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 200, json: { orderCompleted: true } });
    const placed = await handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(placed.map((o) => o.status)).toEqual(['placed']);
    const issued = await queryRows<{ balance_cents: number }>(
      handle.db,
      sql`SELECT g.balance_cents FROM ${orderVouchers} v JOIN gift_cards g ON g.id = v.gift_card_id
        WHERE v.order_id = ${placed[0]!.id}`,
    );
    expect(issued).toEqual([{ balance_cents: 25_000 }]);
    const mails = await handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'grace.two@example.com'));
    expect(mails).toHaveLength(1);
  });

  // Last: it adds charges that the tests above count.
  it("a referred shopper's first orders placed at once over both processes earn one pair of rewards", async () => {
    await handle.db
      .insert(referralCodes)
      .values({ accountId: 'two-process-referrer', code: 'TWQPRCSS', email: 'referrer@example.com' });
    const item = await stockedProduct(h, 14, { priceCents: 20_000, stockQuantity: 100 });
    const blob = await h.sandbox.encryptCard(testCard(CARDS.visa));
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const post = buyer(`10.23.0.${i + 1}`, `${REFERRAL_COOKIE}=TWQPRCSS`);
        const base = fronts[i % 2]!.base;
        const added = await post(base, '/api/cart/product/', { code: item.sku, quantity: 1, mode: 'set' });
        const cartId = added.json.cartId as string;
        return post(
          base,
          '/api/checkout',
          orderBody({
            cartId,
            email: 'friend@example.com',
            deliveryDate: date,
            encryptedValues: { default: blob },
          }),
        );
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const rewards = await handle.db.select().from(referralRewards);
    expect(rewards.map((r) => r.role).sort()).toEqual(['referred', 'referrer']);
    expect(new Set(rewards.map((r) => r.orderId)).size).toBe(1);
    const [earning] = await handle.db.select().from(orders).where(eq(orders.id, rewards[0]!.orderId));
    expect(earning).toMatchObject({
      status: 'placed',
      referralCode: 'TWQPRCSS',
      email: 'friend@example.com',
    });
  });
});
