import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CART_COOKIE, type CheckoutRequest } from '@shop/contracts';
import { inTransaction, orders, referralCodes, referralRewards, type Db, type ProductRow } from '@shop/db';
import { REFERRAL_COOKIE } from '@shop/domain';
import { dbLabel } from '../shared/test-app.ts';
import {
  CARDS,
  createCheckoutHarness,
  firstDeliveryDate,
  orderBody,
  stockedProduct,
  testCard,
  type CheckoutHarness,
} from '../checkout/test-checkout.ts';
import { insertPlacedOrder } from '../orders/test-orders.ts';
import { awardReferral } from './service.ts';

// Rewards are written in the transaction that places the order (docs/decisions/0039): through the real checkout,
// the payments sandbox and, with TEST_DATABASE_URL, a real PostgreSQL with concurrent connections.

let h: CheckoutHarness;
let item: ProductRow;
let date: [number, number, number];
const CODE = 'HAPPYK23';
const REFERRER = { accountId: 'acct-referrer', email: 'jo.referrer@example.com' };

beforeAll(async () => {
  h = await createCheckoutHarness();
  item = await stockedProduct(h, 20, { priceCents: 50_000, stockQuantity: 1000 });
  date = await firstDeliveryDate(h, item);
  await h.handle.db.insert(referralCodes).values({ ...REFERRER, code: CODE });
});
afterAll(async () => h?.close());

type Res = Awaited<ReturnType<FastifyInstance['inject']>>;

/** A browser that followed a friend's link (the referral cookie) and keeps its cart cookie. */
function referredShopper(remoteAddress: string, referral: string | null = CODE) {
  let cart = '';
  const call = async (method: 'GET' | 'POST', url: string, payload?: object): Promise<Res> => {
    const cookie = [cart, referral ? `${REFERRAL_COOKIE}=${referral}` : ''].filter(Boolean).join('; ');
    const res = await h.app.inject({
      method,
      url,
      remoteAddress,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
    const set = res.cookies.find((c) => c.name === CART_COOKIE);
    if (set) cart = `${CART_COOKIE}=${set.value}`;
    return res;
  };
  return {
    async add(): Promise<string> {
      const res = await call('POST', '/api/cart/product/', { code: item.sku, quantity: 1, mode: 'set' });
      expect(res.statusCode).toBe(200);
      return (res.json() as { cartId: string }).cartId;
    },
    checkout: (body: CheckoutRequest) => call('POST', '/api/checkout', body),
  };
}

let address = 0;
async function placeOrder(email: string, card: string = CARDS.visa, referral: string | null = CODE) {
  const s = referredShopper(`10.40.0.${++address}`, referral);
  const cartId = await s.add();
  const blob = await h.sandbox.encryptCard(testCard(card));
  const res = await s.checkout(
    orderBody({ cartId, email, deliveryDate: date, encryptedValues: { default: blob } }),
  );
  const [order] = await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
  return { res, order: order! };
}

const rewardsOf = (orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : h.handle.db.select().from(referralRewards).where(inArray(referralRewards.orderId, orderIds));

describe(`refer-a-friend rewards at placement (${dbLabel})`, () => {
  it("keeps the link's code on the order and rewards both sides $25 on the friend's first order", async () => {
    const { res, order } = await placeOrder('Sam.First@Example.com');
    expect(res.statusCode).toBe(200);
    expect(order.status).toBe('placed');
    expect(order.referralCode).toBe(CODE);
    const rewards = await rewardsOf([order.id]);
    expect(
      rewards.map((r) => ({ role: r.role, accountId: r.accountId, email: r.email, cents: r.amountCents })),
    ).toEqual(
      expect.arrayContaining([
        { role: 'referrer', accountId: REFERRER.accountId, email: REFERRER.email, cents: 2500 },
        { role: 'referred', accountId: null, email: 'sam.first@example.com', cents: 2500 },
      ]),
    );
    expect(rewards).toHaveLength(2);
  });

  it("gives nothing for the same shopper's second order, whatever the case of the e-mail", async () => {
    const { res, order } = await placeOrder('SAM.FIRST@example.com ');
    expect(res.statusCode).toBe(200);
    expect(await rewardsOf([order.id])).toEqual([]);
  });

  it("gives nothing for the referrer's own e-mail, an unknown code, or no code", async () => {
    const own = await placeOrder(REFERRER.email.toUpperCase());
    const unknown = await placeOrder('lee@example.com', CARDS.visa, 'ZZZZZZZZ');
    const junk = await placeOrder('max@example.com', CARDS.visa, "x'; drop table orders;--");
    const none = await placeOrder('kim@example.com', CARDS.visa, null);
    for (const placed of [own, unknown, junk, none]) expect(placed.res.statusCode).toBe(200);
    expect(junk.order.referralCode).toBeNull();
    expect(none.order.referralCode).toBeNull();
    expect(await rewardsOf([own.order.id, unknown.order.id, junk.order.id, none.order.id])).toEqual([]);
  });

  it('gives nothing for a refused payment, and still rewards that shopper’s first placed order after it', async () => {
    const refused = await placeOrder('ria@example.com', CARDS.declined);
    expect(refused.res.statusCode).toBe(401);
    expect(refused.order.status).toBe('failed');
    expect(await rewardsOf([refused.order.id])).toEqual([]);
    const paid = await placeOrder('ria@example.com');
    expect(paid.res.statusCode).toBe(200);
    expect((await rewardsOf([paid.order.id])).map((r) => r.role).sort()).toEqual(['referred', 'referrer']);
  });

  it('rewards exactly one of several first orders of one e-mail placed at the same time', async () => {
    const email = 'twin@example.com';
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const s = referredShopper(`10.41.0.${++address}`);
        return { s, cartId: await s.add() };
      }),
    );
    const blob = await h.sandbox.encryptCard(testCard(CARDS.mastercard));
    const answers = await Promise.all(
      shoppers.map(({ s, cartId }) =>
        s.checkout(orderBody({ cartId, email, deliveryDate: date, encryptedValues: { default: blob } })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const placed = await h.handle.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.cartId,
          shoppers.map((s) => s.cartId),
        ),
      );
    expect(placed.filter((o) => o.status === 'placed')).toHaveLength(6);
    const rewards = await rewardsOf(placed.map((o) => o.id));
    expect(rewards).toHaveLength(2);
    expect(new Set(rewards.map((r) => r.orderId)).size).toBe(1);
  });

  it('writes an order’s rewards once however often it is judged', async () => {
    const { order } = await placeOrder('once@example.com');
    const again = await inTransaction(h.handle.db, (tx) => awardReferral(tx, order));
    expect(again).toBe(0);
    expect(await rewardsOf([order.id])).toHaveLength(2);
  });

  it('judges the second of two overlapping placements after the first commits, so only the first earns', async () => {
    const email = 'overlap@example.com';
    const reserved = () =>
      insertPlacedOrder(h.handle.db, {
        order: { status: 'reserved', orderNumber: null, placedAt: null, email, referralCode: CODE },
      });
    const a = await reserved();
    const b = await reserved();
    // The placing transaction's steps, as placeReserved runs them: lock the reserved order, place it, judge it.
    const placeAndJudge = async (tx: Db, orderId: string) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      await tx
        .update(orders)
        .set({ status: 'placed', orderNumber: sql`nextval('order_number_seq')::text`, placedAt: new Date() })
        .where(eq(orders.id, orderId));
      return awardReferral(tx, order!);
    };
    let aJudged = (): void => {};
    const aHasJudged = new Promise<void>((resolve) => (aJudged = resolve));
    let bJudged = (): void => {};
    const bHasJudged = new Promise<void>((resolve) => (bJudged = resolve));
    // A keeps its transaction open until B has judged its order too, or a moment has passed (B waiting for A): were
    // they judged side by side, neither would see the other and both would count as first orders.
    const first = inTransaction(h.handle.db, async (tx) => {
      const earned = await placeAndJudge(tx, a.id);
      aJudged();
      await Promise.race([bHasJudged, delay(300)]);
      return earned;
    });
    const second = aHasJudged.then(() =>
      inTransaction(h.handle.db, (tx) => placeAndJudge(tx, b.id)).finally(bJudged),
    );
    expect(await Promise.all([first, second])).toEqual([2, 0]);
    expect(await rewardsOf([a.id, b.id])).toHaveLength(2);
  });
});
