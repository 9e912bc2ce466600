import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { AvailabilityResponse } from '@shop/contracts';
import { orderLines, orders, queryRows, type ProductRow } from '@shop/db';
import {
  STOCK_FEE_MESSAGE,
  addDays,
  deliveryDayPriceCents,
  formatIsoDate,
  toCalendarDate,
  uniqueRequirementsDate,
} from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { loadStorefrontConfig } from '../../config.ts';
import { shopDay } from '../delivery/service.ts';
import { TEST_GATEWAY_URL } from '../gateway/test-gateway.ts';
import { dbLabel } from '../shared/test-app.ts';
import type { CheckoutContext } from './context.ts';
import { DELIVERY_CHOICE_COPY } from './delivery-choice.ts';
import { createCardTestingGuard } from './limits.ts';
import { reserveOrder } from './reserve.ts';
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

// 001 §4's delivery choices as the server takes them: unique requirements, cash and carry, the stock-fee
// acknowledgement, and the lines a supplier delivers.

let h: CheckoutHarness;
let fridge: ProductRow; // the shop's own delivery, $1,000
let grill: ProductRow; // Weber: delivered by 'Weber Direct'
let date: [number, number, number];
let blob: string;

beforeAll(async () => {
  h = await createCheckoutHarness();
  fridge = await stockedProduct(h, 30, { priceCents: 100_000, stockQuantity: 100 });
  grill = await stockedProduct(h, 31, { priceCents: 45_000, stockQuantity: 100, brand: 'Weber' });
  date = await firstDeliveryDate(h, fridge);
  blob = await h.sandbox.encryptCard(testCard(CARDS.visa));
});
afterAll(async () => h?.close());

async function orderOf(cartId: string) {
  const [order] = await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
  return order!;
}

async function chargedCents(orderId: string): Promise<number[]> {
  const rows = await queryRows<{ amount_cents: number }>(
    h.handle.db,
    sql`SELECT amount_cents FROM payments.payments WHERE merchant_reference LIKE ${`chk_${orderId}%`}`,
  );
  return rows.map((r) => Number(r.amount_cents));
}

describe(`delivery choices at placement (${dbLabel})`, () => {
  it('dates a unique-requirements order today + 21 at that day price, whatever date was sent, taking no slot', async () => {
    const s = shopper(h, '10.20.0.1');
    const cartId = await s.add(fridge, 1);
    const res = await s.checkout(
      orderBody({
        cartId,
        deliveryDate: date,
        uniqueDeliveryRequirements: true,
        encryptedValues: { default: blob },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderOf(cartId);
    const today = shopDay('AU', new Date());
    const day = uniqueRequirementsDate(today);
    expect(order).toMatchObject({
      status: 'placed',
      uniqueRequirements: true,
      deliveryDate: formatIsoDate(day),
      slotBooked: false,
      shippingCents: deliveryDayPriceCents('AU', today, day, false),
    });
    expect(await chargedCents(order.id)).toEqual([order.totalCents]);
  });

  it('refuses unique requirements where the calendar does not offer them (a supplier-only cart)', async () => {
    const s = shopper(h, '10.20.0.2');
    const cartId = await s.add(grill, 1);
    const res = await s.checkout(
      orderBody({
        cartId,
        deliveryDate: date,
        uniqueDeliveryRequirements: true,
        encryptedValues: { default: blob },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'checkout_invalid',
      errors: [DELIVERY_CHOICE_COPY.uniqueRequirementsUnavailable],
    });
    expect(await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId))).toEqual([]);
  });

  it('refuses cash and carry to a shopper with a clear 400 (staff only)', async () => {
    const s = shopper(h, '10.20.0.3');
    const cartId = await s.add(fridge, 1);
    const res = await s.checkout(
      orderBody({ cartId, deliveryDate: date, cashAndCarry: true, encryptedValues: { default: blob } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'checkout_invalid',
      errors: [DELIVERY_CHOICE_COPY.cashAndCarryStaffOnly],
    });
    expect(await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId))).toEqual([]);
  });

  it('assigns supplier lines to their supplier and records the quoted supplier date and price', async () => {
    const s = shopper(h, '10.20.0.4');
    await s.add(fridge, 1);
    const cartId = await s.add(grill, 2);
    const body = orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } });
    const avail = AvailabilityResponse.parse(
      (await s.call('POST', '/api/checkout/avail', { ...body, deliveryDate: null })).json(),
    );
    const weber = avail.supplierAvailability['Weber Direct']!;
    expect(weber.products).toEqual([grill.sku]);
    const chosen = weber.dates[1]!;
    const res = await s.checkout({
      ...body,
      supplierDeliveryDates: [{ supplier: 'Weber Direct', deliveryDate: chosen.date, price: chosen.price }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderOf(cartId);
    const iso = `${chosen.date[0]}-${String(chosen.date[1]).padStart(2, '0')}-${String(chosen.date[2]).padStart(2, '0')}`;
    expect(order.supplierDeliveries).toEqual([
      { supplier: 'Weber Direct', date: iso, priceCents: chosen.price * 100 },
    ]);
    expect(order.extrasCents).toBe(4_900);
    expect(order.totalCents).toBe(100_000 + 2 * 45_000 + order.shippingCents + 4_900);
    const lines = await h.handle.db
      .select({ sku: orderLines.sku, supplier: orderLines.supplier })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.lineNo));
    expect(lines).toEqual([
      { sku: fridge.sku, supplier: null },
      { sku: grill.sku, supplier: 'Weber Direct' },
    ]);
    expect(await chargedCents(order.id)).toEqual([order.totalCents]);
  });

  it('places a far date without the acknowledgement under the shown rule (60 free days exceed the 56-day window)', async () => {
    const s = shopper(h, '10.20.0.5');
    const cartId = await s.add(fridge, 1);
    const avail = AvailabilityResponse.parse(
      (
        await s.call('POST', '/api/checkout/avail', orderBody({ cartId, deliveryDate: null as never }))
      ).json(),
    );
    const last = avail.availability.dates.filter((d) => d.available).at(-1)!;
    const res = await s.checkout(
      orderBody({
        cartId,
        deliveryDate: last.date,
        stockFeeAcknowledged: null,
        encryptedValues: { default: blob },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderOf(cartId)).toMatchObject({ status: 'placed', stockFeeAcknowledged: false });
  });

  describe("the stock-fee acknowledgement, with the shop's own extended storage values", () => {
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
        // Two free days: a date three days after the first available one is charged storage.
        stockFeeRule: { freeDays: 2 },
      };
    };
    let later: [number, number, number];
    beforeAll(async () => {
      // An available day at least three days after the first: past the two free days.
      const s = shopper(h, '10.20.1.0');
      const cartId = await s.add(fridge, 1);
      const avail = AvailabilityResponse.parse(
        (
          await s.call('POST', '/api/checkout/avail', orderBody({ cartId, deliveryDate: null as never }))
        ).json(),
      );
      const from = formatIsoDate(addDays(toCalendarDate(date), 3));
      const day = avail.availability.dates.find(
        (d) => d.available && formatIsoDate(toCalendarDate(d.date)) >= from,
      )!;
      later = day.date;
    });

    async function reserving(product: ProductRow, remote: string, acknowledged: boolean | null) {
      const s = shopper(h, remote);
      const cartId = await s.add(product, 1);
      const body = orderBody({
        cartId,
        deliveryDate: later,
        stockFeeAcknowledged: acknowledged,
        encryptedValues: { default: blob },
      });
      return { cartId, run: () => reserveOrder(ctx(), { cartId, body: body as never, accountId: null }) };
    }

    it('refuses a date past the free days with 001 §5 message until the box is ticked, then records it', async () => {
      const { cartId, run } = await reserving(fridge, '10.20.1.1', null);
      const refused = await run().catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'checkout_invalid', messages: [STOCK_FEE_MESSAGE] });
      expect(await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId))).toEqual([]);

      const ok = await reserving(fridge, '10.20.1.2', true);
      expect(await ok.run()).toMatchObject({ kind: 'reserved' });
      expect(await orderOf(ok.cartId)).toMatchObject({ status: 'reserved', stockFeeAcknowledged: true });
    });

    it('does not ask for it when no product reaches the minimum price', async () => {
      const kettle = await stockedProduct(h, 32, { priceCents: 29_999, stockQuantity: 100 });
      const { cartId, run } = await reserving(kettle, '10.20.1.3', null);
      expect(await run()).toMatchObject({ kind: 'reserved' });
      expect(await orderOf(cartId)).toMatchObject({ stockFeeAcknowledged: false });
    });
  });
});
