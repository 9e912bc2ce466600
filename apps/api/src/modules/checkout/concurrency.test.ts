import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { giftCards, orderPayments, orders, products, queryRows, type ProductRow } from '@shop/db';
import { loadStorefrontConfig } from '../../config.ts';
import type { CardGateway } from '../gateway/gateway.ts';
import { TEST_GATEWAY_URL } from '../gateway/test-gateway.ts';
import { dbLabel } from '../shared/test-app.ts';
import type { CheckoutContext } from './context.ts';
import { createCardTestingGuard } from './limits.ts';
import { runOnce } from './reconciler.ts';
import {
  CARDS,
  createCheckoutHarness,
  firstDeliveryDate,
  orderBody,
  shopper,
  stockedProduct,
  testCard,
  type CheckoutHarness,
} from './test-checkout.ts';

// Many buyers, many submits, and a process that dies between the gateway's authorisation and the order's commit.

let h: CheckoutHarness;
/** 'before': the authorise call never reaches the gateway; 'after': the gateway authorises, the answer is lost. */
let crash: 'none' | 'before' | 'after' = 'none';
let date: [number, number, number];

beforeAll(async () => {
  h = await createCheckoutHarness({
    wrapGateway: (inner): CardGateway => ({
      ...inner,
      async authorise(request, key) {
        if (crash === 'before') throw new Error('the process died before the gateway answered');
        const result = await inner.authorise(request, key);
        if (crash === 'after') throw new Error('the process died before the order was committed');
        return result;
      },
    }),
  });
  const any = await stockedProduct(h, 10, { priceCents: 10_000, stockQuantity: 1000 });
  date = await firstDeliveryDate(h, any);
});
afterAll(async () => h?.close());

async function chargesFor(orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return queryRows<{ status: string }>(
    h.handle.db,
    sql`SELECT status FROM payments.payments WHERE merchant_reference IN (${sql.join(
      orderIds.map((id) => sql`${`chk_${id}_charge`}`),
      sql`, `,
    )})`,
  );
}

async function ordersOf(product: ProductRow) {
  const rows = await queryRows<{ id: string; status: string }>(
    h.handle.db,
    sql`SELECT DISTINCT o.id, o.status FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.product_id = ${product.id}`,
  );
  return rows;
}

describe(`checkout under concurrency (${dbLabel})`, () => {
  it('200 buyers for 10 units: 10 orders, stock 0, 190 out-of-stock answers, 10 charges', async () => {
    const scarce = await stockedProduct(h, 11, { priceCents: 25_000, stockQuantity: 10 });
    const buyers = [];
    for (let i = 0; i < 200; i++) {
      const s = shopper(h, `10.1.${Math.floor(i / 250)}.${i % 250}`);
      const cartId = await s.add(scarce, 1);
      buyers.push({ s, cartId });
    }
    const blob = await h.sandbox.encryptCard(testCard(CARDS.visa));
    const answers = await Promise.all(
      buyers.map(({ s, cartId }) =>
        s.checkout(orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } })),
      ),
    );
    const byStatus = (code: number) => answers.filter((a) => a.statusCode === code);
    expect(byStatus(200)).toHaveLength(10);
    expect(byStatus(400)).toHaveLength(190);
    expect(byStatus(400).every((a) => a.json().code === 'out_of_stock')).toBe(true);
    const [left] = await h.handle.db.select().from(products).where(eq(products.id, scarce.id));
    expect(left!.stockQuantity).toBe(0);
    const placed = (await ordersOf(scarce)).filter((o) => o.status === 'placed');
    expect(placed).toHaveLength(10);
    expect(await chargesFor(placed.map((o) => o.id))).toHaveLength(10);
  });

  it('20 submits of one cart at once: one order, one charge, one answer', async () => {
    const item = await stockedProduct(h, 12, { priceCents: 30_000, stockQuantity: 50 });
    const s = shopper(h, '10.2.0.1');
    const cartId = await s.add(item, 2);
    const blob = await h.sandbox.encryptCard(testCard(CARDS.mastercard));
    const body = orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.checkout(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const all = await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(all).toHaveLength(1);
    expect(await chargesFor(all.map((o) => o.id))).toEqual([{ status: 'captured' }]);
    const [left] = await h.handle.db.select().from(products).where(eq(products.id, item.id));
    expect(left!.stockQuantity).toBe(48);
  });

  it('spends a gift card balance once when five carts holding it check out at once', async () => {
    const item = await stockedProduct(h, 13, { priceCents: 40_000, stockQuantity: 50 });
    await h.handle.db.insert(giftCards).values({ code: 'SHARED-GIFT', balanceCents: 30_000 });
    const blob = await h.sandbox.encryptCard(testCard(CARDS.visa));
    const carts = [];
    for (let i = 0; i < 5; i++) {
      const s = shopper(h, `10.3.0.${i}`);
      const cartId = await s.add(item, 1);
      expect((await s.call('POST', '/api/cart/coupon/', { code: 'SHARED-GIFT' })).statusCode).toBe(200);
      carts.push({ s, cartId });
    }
    const answers = await Promise.all(
      carts.map(({ s, cartId }) =>
        s.checkout(orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } })),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.json().code === 'gift_card_invalid')).toBe(true);
    const placed = await h.handle.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.cartId,
          carts.map((c) => c.cartId),
        ),
      );
    const spent = placed.filter((o) => o.status === 'placed').reduce((n, o) => n + o.giftCardCents, 0);
    const [card] = await h.handle.db.select().from(giftCards).where(eq(giftCards.code, 'SHARED-GIFT'));
    expect(card!.balanceCents).toBeGreaterThanOrEqual(0);
    expect(spent + card!.balanceCents).toBe(30_000);
  });

  describe('a process that dies between authorisation and commit', () => {
    const ctx = (): CheckoutContext => {
      const config = loadStorefrontConfig({ LOG_LEVEL: 'silent', PAYMENTS_URL: TEST_GATEWAY_URL });
      return {
        db: h.handle.db,
        config,
        gateway: h.sandbox.gateway,
        guard: createCardTestingGuard({ phone: config.customerSupportNumber }),
        log: { error: () => {}, warn: () => {} },
        now: () => new Date(),
        returnUrl: (ref) => `http://localhost:3000/api/checkout/3ds?ref=${ref}`,
        mailOrder: async () => {},
      };
    };
    const later = () => new Date(Date.now() + 3 * 60_000);

    it('after the gateway authorised: the reconciler places the order (a charge always has its order)', async () => {
      const item = await stockedProduct(h, 14, { priceCents: 20_000, stockQuantity: 5 });
      const s = shopper(h, '10.4.0.1');
      const cartId = await s.add(item, 1);
      const blob = await h.sandbox.encryptCard(testCard(CARDS.visa));
      crash = 'after';
      const res = await s.checkout(
        orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } }),
      );
      crash = 'none';
      expect(res.statusCode).toBe(500);
      const [reserved] = await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
      expect(reserved).toMatchObject({ status: 'reserved' });
      expect(await chargesFor([reserved!.id])).toEqual([{ status: 'authorised' }]);

      const report = await runOnce(ctx(), later());
      expect(report.placed).toBeGreaterThanOrEqual(1);
      const [placed] = await h.handle.db.select().from(orders).where(eq(orders.id, reserved!.id));
      expect(placed).toMatchObject({ status: 'placed' });
      expect(await chargesFor([reserved!.id])).toEqual([{ status: 'captured' }]);
      const again = await s.checkout(
        orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } }),
      );
      expect(again.json()).toMatchObject({ orderCompleted: true, orderNumber: placed!.orderNumber });
    });

    it('before the gateway answered: the reconciler releases the reservation (stock only with an order)', async () => {
      const item = await stockedProduct(h, 15, { priceCents: 20_000, stockQuantity: 5 });
      const s = shopper(h, '10.4.0.2');
      const cartId = await s.add(item, 2);
      const blob = await h.sandbox.encryptCard(testCard(CARDS.visa));
      crash = 'before';
      const res = await s.checkout(
        orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } }),
      );
      crash = 'none';
      expect(res.statusCode).toBe(500);
      const [held] = await h.handle.db.select().from(products).where(eq(products.id, item.id));
      expect(held!.stockQuantity).toBe(3);

      await runOnce(ctx(), later());
      const [order] = await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
      expect(order).toMatchObject({ status: 'failed' });
      const [payment] = await h.handle.db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, order!.id));
      expect(payment).toMatchObject({ status: 'error' });
      const [back] = await h.handle.db.select().from(products).where(eq(products.id, item.id));
      expect(back!.stockQuantity).toBe(5);
      expect(await chargesFor([order!.id])).toEqual([]);
    });
  });
});
