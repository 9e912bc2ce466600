import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CART_COOKIE } from '@shop/contracts';
import {
  orderPayments,
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
import type { CrashPoint } from './crash-server.ts';
import { RECONCILE } from './reconciler.ts';
import {
  CARDS,
  createCheckoutHarness,
  firstDeliveryDate,
  orderBody,
  stockedProduct,
  testCard,
  type CheckoutHarness,
} from './test-checkout.ts';

// Issue 12: "A crash test that kills the storefront between authorisation and commit and shows, after restart, no
// charge without an order." A real storefront process (crash-server.ts) charges through the payments sandbox over
// HTTP and kills itself with SIGKILL at a chosen point of the checkout; a fresh process on the same database then
// settles what the dead one left, through its own start-up reconciliation (docs/decisions/0025 'Crash recovery').

const adminUrl = process.env.TEST_DATABASE_URL;
const SERVER = fileURLToPath(new URL('./crash-server.ts', import.meta.url));
/** How long a restarted process may take to settle the order; polled, so a quick pass ends the wait at once. */
const SETTLE_DEADLINE_MS = 30_000;

interface Storefront {
  child: ChildProcess;
  base: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
}

const started: ChildProcess[] = [];

/** Starts one storefront process; resolves once it prints its ready line (a state, not a delay). */
function startStorefront(env: Record<string, string>, crash: CrashPoint): Promise<Storefront> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER, '--port', '0', '--crash', crash], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let output = '';
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>(
      (done) => child.once('exit', (code, signal) => done({ code, signal, output })),
    );
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /storefront ready on (\d+)/.exec(output);
      if (ready) resolve({ child, base: `http://127.0.0.1:${ready[1]}`, exited });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(({ code, signal }) =>
      reject(new Error(`the storefront process exited (${code ?? signal}) before it was ready:\n${output}`)),
    );
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid!, 'SIGTERM');
  await exited;
}

/** A browser over HTTP that keeps its cart cookie; the load balancer reports its address. */
function buyer(base: string, clientAddress: string, otherCookies = '') {
  let cookie = '';
  return async (path: string, body: unknown) => {
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

describe.skipIf(!adminUrl)('a storefront process killed in the middle of a checkout', () => {
  let handle: DbHandle;
  let h: CheckoutHarness;
  let env: Record<string, string>;
  let date: [number, number, number];

  beforeAll(async () => {
    handle = await createTestDatabase({ seed: { products: 60 } });
    await addTestLocalities(handle.db);
    // The harness's sandbox (and its certificate for encrypting cards), on a real port for the child processes.
    h = await createCheckoutHarness({ handle });
    const sandboxUrl = await h.sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const [current] = await queryRows<{ name: string }>(handle.db, sql`SELECT current_database() AS name`);
    const databaseUrl = new URL(adminUrl!);
    databaseUrl.pathname = `/${current!.name}`;
    env = {
      DATABASE_URL: databaseUrl.toString(),
      PAYMENTS_URL: sandboxUrl,
      PAYMENTS_API_KEY: h.sandbox.apiKey,
      PAYMENTS_WEBHOOK_SECRET: h.sandbox.webhookSecret,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      TRUST_PROXY: 'true',
      NODE_ENV: 'production',
    };
    date = await firstDeliveryDate(
      h,
      await stockedProduct(h, 20, { priceCents: 10_000, stockQuantity: 1000 }),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map(stop));
    await h?.close();
    await handle?.close();
  });

  const stockOf = async (p: ProductRow) =>
    (await handle.db.select().from(products).where(eq(products.id, p.id)))[0]!.stockQuantity;
  const orderOf = async (cartId: string) => {
    const rows = await handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };
  const paymentsOf = (orderId: string) =>
    handle.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  const sandboxOf = (orderId: string) =>
    queryRows<{ psp_reference: string; status: string; amount_cents: number; captured_cents: number }>(
      handle.db,
      sql`SELECT psp_reference, status, amount_cents, captured_cents FROM payments.payments
        WHERE merchant_reference = ${`chk_${orderId}_charge`}`,
    );

  /**
   * A shopper fills a cart on a storefront that crashes at `crash` during the submit. Returns the cart, once the
   * request has died with the process (SIGKILL, by the hook and nothing else).
   */
  async function checkoutThatCrashes(
    crash: CrashPoint,
    product: ProductRow,
    clientAddress: string,
    voucher?: Record<string, unknown>,
    referred?: { code: string; email: string },
  ) {
    const front = await startStorefront(env, crash);
    const post = buyer(front.base, clientAddress, referred ? `${REFERRAL_COOKIE}=${referred.code}` : '');
    if (voucher) expect((await post('/api/cart/vouchers', voucher)).status).toBe(200);
    const added = await post('/api/cart/product/', { code: product.sku, quantity: 2, mode: 'set' });
    expect(added.status).toBe(200);
    const cartId = added.json.cartId as string;
    const blob = await h.sandbox.encryptCard(testCard(CARDS.visa));
    const body = orderBody({
      cartId,
      deliveryDate: date,
      encryptedValues: { default: blob },
      ...(referred ? { email: referred.email } : {}),
    });
    // The socket closes under the request: the shopper gets no answer at all.
    await expect(post('/api/checkout', body)).rejects.toThrow();
    const death = await front.exited;
    expect(death).toMatchObject({ code: null, signal: 'SIGKILL' });
    expect(death.output).toContain(`crash hook: SIGKILL ${crash}`);
    return cartId;
  }

  /**
   * The restart: time passes beyond the reconciler's pending rule (the process may come back minutes later; the rule
   * waits two minutes so that it never races a live request of another process), then a fresh storefront without the
   * hook starts on the same database, and its start-up reconciliation settles the order. Polled to a final state.
   */
  async function restartAndSettle(
    orderId: string,
    settled: (status: string, payment: string) => boolean,
    agedMs: number = RECONCILE.pendingAfterMs + 60_000,
  ) {
    const past = sql`now() - ${`${agedMs} milliseconds`}::interval`;
    await handle.db.update(orders).set({ updatedAt: past }).where(eq(orders.id, orderId));
    await handle.db.update(orderPayments).set({ updatedAt: past }).where(eq(orderPayments.orderId, orderId));
    const front = await startStorefront(env, 'none');
    const deadline = Date.now() + SETTLE_DEADLINE_MS;
    for (;;) {
      const [order] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
      const [payment] = await paymentsOf(orderId);
      if (settled(order!.status, payment!.status)) break;
      if (Date.now() > deadline)
        throw new Error(`order still ${order!.status} / payment ${payment!.status} after the restart`);
      await delay(50);
    }
    await stop(front.child);
  }

  /** The issue's invariant over the whole database: no charge without an order, no stock without an order. */
  async function expectNoChargeWithoutOrder(product: ProductRow, initialStock: number) {
    const strays = await queryRows<{ merchant_reference: string; status: string }>(
      handle.db,
      sql`SELECT g.merchant_reference, g.status FROM payments.payments g
        WHERE g.status IN ('authorised', 'captured') AND NOT EXISTS (
          SELECT 1 FROM orders o WHERE o.status = 'placed' AND g.merchant_reference = 'chk_' || o.id::text || '_charge')`,
    );
    expect(strays).toEqual([]);
    const unpaid = await queryRows<{ id: string }>(
      handle.db,
      sql`SELECT o.id FROM orders o WHERE o.status = 'placed' AND o.total_cents > 0 AND (
          SELECT count(*) FROM payments.payments g
          WHERE g.merchant_reference = 'chk_' || o.id::text || '_charge' AND g.status = 'captured') <> 1`,
    );
    expect(unpaid).toEqual([]);
    const [held] = await queryRows<{ units: number }>(
      handle.db,
      sql`SELECT coalesce(sum(l.qty), 0)::int AS units FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.product_id = ${product.id} AND o.status IN ('placed', 'reserved')`,
    );
    expect(await stockOf(product)).toBe(initialStock - held!.units);
  }

  it('killed after the gateway authorised, before the order was placed: after a restart, placed with one charge', async () => {
    const product = await stockedProduct(h, 21, { priceCents: 25_000, stockQuantity: 5 });
    const cartId = await checkoutThatCrashes('after-authorise', product, '10.40.0.1');

    // The dead process's in-between state: reserved with its stock taken, an authorisation nobody recorded.
    const reserved = await orderOf(cartId);
    expect(reserved.status).toBe('reserved');
    expect(await stockOf(product)).toBe(3);
    expect(await paymentsOf(reserved.id)).toMatchObject([{ status: 'pending', gatewayReference: null }]);
    const authorised = await sandboxOf(reserved.id);
    expect(authorised).toEqual([
      expect.objectContaining({ status: 'authorised', amount_cents: reserved.totalCents, captured_cents: 0 }),
    ]);

    await restartAndSettle(reserved.id, (_, payment) => payment === 'captured');

    const placed = await orderOf(cartId);
    expect(placed).toMatchObject({ status: 'placed', orderNumber: expect.any(String) });
    expect(await paymentsOf(placed.id)).toMatchObject([
      { status: 'captured', gatewayReference: authorised[0]!.psp_reference },
    ]);
    // Exactly one charge, the one authorised before the crash, now captured in full.
    expect(await sandboxOf(placed.id)).toEqual([
      expect.objectContaining({ status: 'captured', captured_cents: reserved.totalCents }),
    ]);
    expect(await stockOf(product)).toBe(3);
    await expectNoChargeWithoutOrder(product, 5);
  }, 120_000);

  /**
   * A shopper pays with PayPal on a storefront that dies when the gateway's look-up (on the shopper's return) says
   * the provider approved: the order is still reserved, the payment authorised at the gateway. Returns the order.
   */
  async function providerReturnThatCrashes(product: ProductRow, clientAddress: string) {
    const front = await startStorefront(env, 'after-approve');
    const post = buyer(front.base, clientAddress);
    const added = await post('/api/cart/product/', { code: product.sku, quantity: 1, mode: 'set' });
    expect(added.status).toBe(200);
    const cartId = added.json.cartId as string;
    const body = orderBody({
      cartId,
      deliveryDate: date,
      selectedPaymentOption: REDIRECT_PROVIDER_OPTIONS.paypal.flag,
      cardDetails: null,
      cardHolderName: null,
    });
    const started = await post('/api/checkout', body);
    expect(started.status).toBe(200);
    const psp = decodeURIComponent(new URL(started.json.redirectUrl as string).pathname.split('/').at(-1)!);
    const back = await h.sandbox.approve(psp);
    await expect(
      post(`/api/checkout/paypalconfirmation?${new URLSearchParams(back.params).toString()}`, undefined),
    ).rejects.toThrow();
    const death = await front.exited;
    expect(death).toMatchObject({ code: null, signal: 'SIGKILL' });
    expect(death.output).toContain('crash hook: SIGKILL after-approve');
    const reserved = await orderOf(cartId);
    expect(reserved.status).toBe('reserved');
    expect(await paymentsOf(reserved.id)).toMatchObject([{ status: 'redirected', gatewayReference: psp }]);
    expect(await sandboxOf(reserved.id)).toEqual([expect.objectContaining({ status: 'authorised' })]);
    return { cartId, reserved };
  }

  it('killed after the provider approved, before placing: the notification to a fresh process places it, one charge', async () => {
    const product = await stockedProduct(h, 23, { priceCents: 30_000, stockQuantity: 3 });
    const { cartId, reserved } = await providerReturnThatCrashes(product, '10.40.0.3');
    const front = await startStorefront(env, 'none');
    const delivered = await h.sandbox.deliverNotifications(async ({ url, headers, body }) => {
      const res = await fetch(`${front.base}${new URL(url).pathname}`, { method: 'POST', headers, body });
      return res.status;
    });
    expect(delivered).toBeGreaterThanOrEqual(1);
    await stop(front.child);
    expect(await orderOf(cartId)).toMatchObject({ status: 'placed', orderNumber: expect.any(String) });
    expect(await sandboxOf(reserved.id)).toEqual([
      expect.objectContaining({ status: 'captured', captured_cents: reserved.totalCents }),
    ]);
    expect(await stockOf(product)).toBe(2);
    await expectNoChargeWithoutOrder(product, 3);
  }, 120_000);

  it('killed after the provider approved, no notification: a restart past the redirect rule places it, one charge', async () => {
    const product = await stockedProduct(h, 24, { priceCents: 30_000, stockQuantity: 3 });
    const { cartId, reserved } = await providerReturnThatCrashes(product, '10.40.0.4');
    await restartAndSettle(
      reserved.id,
      (status) => status !== 'reserved',
      RECONCILE.redirectAfterMs + 60_000,
    );
    expect(await orderOf(cartId)).toMatchObject({ status: 'placed' });
    expect(await sandboxOf(reserved.id)).toEqual([
      expect.objectContaining({ status: 'captured', captured_cents: reserved.totalCents }),
    ]);
    await expectNoChargeWithoutOrder(product, 3);
  }, 120_000);

  it('killed after the reservation, before the gateway was asked: after a restart, failed, stock back, no charge', async () => {
    const product = await stockedProduct(h, 22, { priceCents: 18_000, stockQuantity: 4 });
    const cartId = await checkoutThatCrashes('before-authorise', product, '10.40.0.2');

    const reserved = await orderOf(cartId);
    expect(reserved.status).toBe('reserved');
    expect(await stockOf(product)).toBe(2);
    expect(await sandboxOf(reserved.id)).toEqual([]);

    await restartAndSettle(reserved.id, (status) => status !== 'reserved');

    expect(await orderOf(cartId)).toMatchObject({
      status: 'failed',
      orderNumber: null,
      failureReason: 'not authorised (recovered)',
    });
    expect(await paymentsOf(reserved.id)).toMatchObject([{ status: 'error' }]);
    expect(await stockOf(product)).toBe(4);
    expect(await sandboxOf(reserved.id)).toEqual([]);
    await expectNoChargeWithoutOrder(product, 4);
  }, 120_000);
  it('a cart with a gift voucher killed after the gateway authorised: after a restart, one gift card and one mail', async () => {
    const product = await stockedProduct(h, 25, { priceCents: 12_000, stockQuantity: 4 });
    const recipient = 'grace.crash@example.com';
    const cartId = await checkoutThatCrashes('after-authorise', product, '10.40.0.5', {
      value: 300,
      recipientName: 'Grace Hopper',
      recipientEmail: recipient,
      senderName: 'Ada',
    });
    const reserved = await orderOf(cartId);
    expect(reserved.status).toBe('reserved');
    const issued = () =>
      queryRows<{ gift_card_id: number | null; balance_cents: number | null }>(
        handle.db,
        sql`SELECT v.gift_card_id, g.balance_cents FROM ${orderVouchers} v
          LEFT JOIN gift_cards g ON g.id = v.gift_card_id WHERE v.order_id = ${reserved.id}`,
      );
    // Authorised at the gateway but not placed: nothing issued yet.
    expect(await issued()).toEqual([{ gift_card_id: null, balance_cents: null }]);

    await restartAndSettle(reserved.id, (_, payment) => payment === 'captured');

    expect(await orderOf(cartId)).toMatchObject({ status: 'placed' });
    expect(await issued()).toEqual([{ gift_card_id: expect.any(Number), balance_cents: 30_000 }]);
    const mails = await handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient));
    expect(mails).toHaveLength(1);
    await expectNoChargeWithoutOrder(product, 4);
  }, 120_000);

  it("a referred shopper's first order killed after authorising earns its rewards once it is placed, and a failed one none", async () => {
    await handle.db
      .insert(referralCodes)
      .values({ accountId: 'crash-referrer', code: 'CRASHRWD', email: 'referrer@example.com' });
    const rewardsOf = (orderId: string) =>
      handle.db.select().from(referralRewards).where(eq(referralRewards.orderId, orderId));

    // Killed before the gateway was asked: the restart fails the order, and nothing is earned.
    const lost = await stockedProduct(h, 25, { priceCents: 15_000, stockQuantity: 5 });
    const lostCart = await checkoutThatCrashes('before-authorise', lost, '10.44.0.1', undefined, {
      code: 'CRASHRWD',
      email: 'crash-friend@example.com',
    });
    const failed = await orderOf(lostCart);
    expect(failed).toMatchObject({ status: 'reserved', referralCode: 'CRASHRWD' });
    await restartAndSettle(failed.id, (status) => status !== 'reserved');
    expect((await orderOf(lostCart)).status).not.toBe('placed');
    expect(await rewardsOf(failed.id)).toEqual([]);

    // Killed after the authorisation: nothing earned while reserved; the restart places it and both sides earn, once.
    const kept = await stockedProduct(h, 26, { priceCents: 15_000, stockQuantity: 5 });
    const keptCart = await checkoutThatCrashes('after-authorise', kept, '10.44.0.2', undefined, {
      code: 'CRASHRWD',
      email: 'crash-friend@example.com',
    });
    const reserved = await orderOf(keptCart);
    expect(await rewardsOf(reserved.id)).toEqual([]);
    await restartAndSettle(reserved.id, (_, payment) => payment === 'captured');
    expect((await orderOf(keptCart)).status).toBe('placed');
    const rewards = await rewardsOf(reserved.id);
    expect(rewards.map((r) => r.role).sort()).toEqual(['referred', 'referrer']);
    expect(
      await handle.db.select().from(referralRewards).where(eq(referralRewards.code, 'CRASHRWD')),
    ).toHaveLength(2);
  }, 180_000);
});
