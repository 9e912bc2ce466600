import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AvailabilityResponse, RescheduleResult } from '@shop/contracts';
import {
  deliverySlots,
  orderDeliveryChanges,
  orderPayments,
  orders,
  warehouses,
  type OrderRow,
} from '@shop/db';
import { addDays, centsToDollars, dollarsToCents, formatIsoDate, toCalendarDate } from '@shop/domain';
import { addTestLocalities, NEAR } from '../delivery/test-fixtures.ts';
import { takeDeliverySlot } from '../delivery/service.ts';
import { dbLabel } from '../shared/test-app.ts';
import { createLinkSigner } from './link-token.ts';
import { shopToday } from './shop-day.ts';
import { insertPlacedOrder } from './test-orders.ts';
import { createOrdersTestApp, TEST_SECRET, type OrdersTestApp } from './test-setup.ts';

let t: OrdersTestApp;
let product: { id: number; sku: string };
const signer = createLinkSigner({ storefrontSecret: TEST_SECRET, dataDir: '', production: true });
const iso = (d: readonly number[]) => formatIsoDate(toCalendarDate(d as [number, number, number]));
/**
 * The API's clock: 10 am on Wednesday 10 July 2030 in Sydney. A fixed day keeps the calendar (weekdays, public
 * holidays, the two-working-day window) the same whenever the tests run; no national holiday falls in its 56 days.
 */
const NOW = new Date('2030-07-10T00:00:00Z');
const today = shopToday('AU', NOW);

/** The calendar of NEAR as a first order sees it: every available date with its price in cents, and the warehouse. */
let calendar: { date: string; cents: number }[];
let warehouseId: number;

beforeAll(async () => {
  t = await createOrdersTestApp({ now: () => NOW });
  await addTestLocalities(t.handle.db);
  product = await t.buyable();
  const probe = await placed({ deliveryDate: formatIsoDate(addDays(today, 40)) });
  const res = await t.app.inject(
    `/api/checkout/reschedule?orderNumber=${probe.orderNumber}&token=${await signer.sign(probe.id)}`,
  );
  const answer = AvailabilityResponse.parse(res.json());
  calendar = answer.availability.dates
    .filter((d) => d.available)
    .map((d) => ({ date: iso(d.date), cents: dollarsToCents(d.price) }));
  const [wh] = await t.handle.db
    .select()
    .from(warehouses)
    .where(eq(warehouses.name, answer.deliveredBy ?? ''));
  warehouseId = wh!.id;
});
afterAll(async () => t?.close());

/** A placed order delivered to NEAR, paid by a card the sandbox authorised, captured and stored (unless noCard). */
async function placed(over: Partial<OrderRow> & { noCard?: boolean } = {}): Promise<OrderRow> {
  const { noCard, ...order } = over;
  const total = 130_000 + (order.shippingCents ?? 0);
  let payment = {};
  if (!noCard) {
    const ref = `test-${Math.random().toString(36).slice(2)}`;
    const encrypted = await t.payments.encryptCard({
      number: '4242424242424242',
      cvc: '123',
      expiryMonth: '12',
      expiryYear: '2035',
      holderName: 'Alex Shopper',
    });
    const amount = { valueCents: total, currency: 'AUD' as const };
    const auth = await t.payments.gateway.authorise(
      {
        merchantReference: ref,
        amount,
        keyName: 'default',
        card: { encrypted },
        storePaymentMethod: true,
        returnUrl: 'http://localhost:3000/api/checkout/3ds',
      },
      ref,
    );
    await t.payments.gateway.capture('default', auth.pspReference, amount, `capture-${ref}`);
    payment = {
      gatewayReference: auth.pspReference,
      paymentMethodToken: auth.paymentMethodToken ?? null,
      amountCents: total,
    };
  }
  return insertPlacedOrder(t.handle.db, {
    order: {
      deliveryAddress: {
        firstName: 'Alex',
        lastName: 'Shopper',
        companyName: '',
        address: '3 Test Street',
        country: 'AU',
        ...NEAR,
      },
      subTotalCents: 130_000,
      shippingCents: 0,
      totalCents: total,
      ...order,
    },
    lines: [
      { productId: product.id, sku: product.sku, qty: 1, unitPriceCents: 130_000, lineTotalCents: 130_000 },
    ],
    payments: noCard ? [] : [payment],
  });
}

/** A date far enough out to move from, priced between the cheapest and the dearest day of the calendar. */
function middleDay() {
  // Past the dear next day: Saturdays are dearer, some weekdays FREE, the rest standard (ADR 0026).
  const later = calendar.slice(10);
  const prices = later.map((d) => d.cents);
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const day = later.find((d) => d.cents > lo && d.cents < hi);
  const dearer = later.find((d) => d.cents === hi);
  const cheaper = later.find((d) => d.cents === lo);
  if (!day || !dearer || !cheaper) throw new Error(`no middle-priced day in ${JSON.stringify(calendar)}`);
  return { day, dearer, cheaper };
}

const post = async (order: OrderRow, date: string, token?: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/reschedule',
    payload: {
      orderNumber: order.orderNumber,
      deliveryDate: date.split('-').map(Number),
      ...(token === null ? {} : { token: token ?? (await signer.sign(order.id)) }),
    },
  });
const reload = async (id: string) => (await t.handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentsOf = (id: string) =>
  t.handle.db.select().from(orderPayments).where(eq(orderPayments.orderId, id));
const booked = async (date: string) =>
  (
    await t.handle.db
      .select()
      .from(deliverySlots)
      .where(and(eq(deliverySlots.warehouseId, warehouseId), eq(deliverySlots.deliveryDate, date)))
  )[0]?.booked ?? 0;

describe(`reschedule on ${dbLabel}`, () => {
  it("needs the e-mail link's token or the signed-in owner, and marks the current date", async () => {
    const { day } = middleDay();
    const order = await placed({
      deliveryDate: day.date,
      shippingCents: day.cents,
      accountId: 'acct-resched',
    });
    const base = `/api/checkout/reschedule?orderNumber=${order.orderNumber}`;
    for (const url of [base, `${base}&token=${await signer.sign('another-order')}`, `${base}&token=x`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'order_not_found' });
    }
    expect((await post(order, calendar[20]!.date, null)).statusCode).toBe(404);
    expect((await t.app.inject('/api/checkout/reschedule?orderNumber=999999999&token=x')).statusCode).toBe(
      404,
    );

    const res = await t.app.inject(`${base}&token=${await signer.sign(order.id)}`);
    expect(res.statusCode).toBe(200);
    const answer = AvailabilityResponse.parse(res.json());
    expect(answer.currentDeliveryDate && iso(answer.currentDeliveryDate)).toBe(day.date);
    expect(answer.availability.dates.find((d) => iso(d.date) === day.date)?.available).toBe(false);

    const owner = t.browser();
    await owner.signIn('acct-resched');
    expect((await owner.call('GET', base)).statusCode).toBe(200);
    await owner.signIn('acct-not-the-owner');
    expect((await owner.call('GET', base)).statusCode).toBe(404);
  });

  it('is open until two working days before delivery, and closed from then on', async () => {
    expect(formatIsoDate(today)).toBe('2030-07-10');
    // Thursday and Friday are whole working days before Monday's delivery: open.
    const monday = await placed({ deliveryDate: '2030-07-15' });
    const open = await t.app.inject(
      `/api/checkout/reschedule?orderNumber=${monday.orderNumber}&token=${await signer.sign(monday.id)}`,
    );
    expect(open.statusCode).toBe(200);
    // Friday's delivery leaves only Thursday: closed.
    const order = await placed({ deliveryDate: '2030-07-12' });
    const token = await signer.sign(order.id);
    const get = await t.app.inject(
      `/api/checkout/reschedule?orderNumber=${order.orderNumber}&token=${token}`,
    );
    expect(get.statusCode).toBe(400);
    expect(get.json()).toMatchObject({ code: 'reschedule_closed' });
    expect(get.json().errors[0]).toContain('1300 726 400');
    const res = await post(order, calendar[20]!.date);
    expect(res.json()).toMatchObject({ code: 'reschedule_closed' });
    expect((await reload(order.id)).deliveryDate).toBe(order.deliveryDate);
  });

  it('refuses a day that is full or not on the calendar, and changes nothing', async () => {
    const { day, dearer } = middleDay();
    const order = await placed({ deliveryDate: day.date, shippingCents: day.cents });
    await t.handle.db
      .insert(deliverySlots)
      .values({ warehouseId, deliveryDate: dearer.date, capacity: 1, booked: 1 })
      .onConflictDoUpdate({
        target: [deliverySlots.warehouseId, deliverySlots.deliveryDate],
        set: { capacity: 1, booked: 1 },
      });
    for (const date of [dearer.date, formatIsoDate(addDays(today, 200))]) {
      const res = await post(order, date);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'delivery_date_unavailable' });
    }
    expect((await reload(order.id)).deliveryDate).toBe(day.date);
    expect(await paymentsOf(order.id)).toHaveLength(1);
    await t.handle.db
      .delete(deliverySlots)
      .where(and(eq(deliverySlots.warehouseId, warehouseId), eq(deliverySlots.deliveryDate, dearer.date)));
  });

  it('charges a dearer day to the stored card once, moves the slot and records the change', async () => {
    const { day, dearer } = middleDay();
    const order = await placed({
      deliveryDate: day.date,
      shippingCents: day.cents,
      warehouseId,
      slotBooked: true,
    });
    expect(await takeDeliverySlot(t.handle.db, warehouseId, day.date)).toBe(true);
    const before = await booked(day.date);
    const diff = dearer.cents - day.cents;
    const first = await post(order, dearer.date);
    expect(first.statusCode).toBe(200);
    expect(RescheduleResult.parse(first.json())).toEqual({
      orderNumber: order.orderNumber,
      deliveryDate: dearer.date.split('-').map(Number),
      priceDifference: centsToDollars(diff),
    });
    const again = await post(order, dearer.date);
    expect(again.json()).toEqual(first.json());

    const moved = await reload(order.id);
    expect(moved).toMatchObject({
      deliveryDate: dearer.date,
      shippingCents: dearer.cents,
      totalCents: order.totalCents + diff,
    });
    expect(await booked(day.date)).toBe(before - 1);
    expect(await booked(dearer.date)).toBeGreaterThanOrEqual(1);
    const charges = (await paymentsOf(order.id)).filter((p) => p.kind === 'reschedule');
    expect(charges).toEqual([expect.objectContaining({ amountCents: diff, status: 'captured' })]);
    const atGateway = await t.payments.gateway.findByMerchantReference('default', charges[0]!.idempotencyKey);
    expect(atGateway).toEqual([expect.objectContaining({ status: 'captured', capturedCents: diff })]);
    const changes = await t.handle.db
      .select()
      .from(orderDeliveryChanges)
      .where(eq(orderDeliveryChanges.orderId, order.id));
    expect(changes).toEqual([
      expect.objectContaining({
        fromDate: day.date,
        toDate: dearer.date,
        fromCents: day.cents,
        toCents: dearer.cents,
        paymentId: charges[0]!.id,
      }),
    ]);
  });

  it('charges once when the same move is asked for several times at once', async () => {
    const { day, dearer } = middleDay();
    const order = await placed({ deliveryDate: day.date, shippingCents: day.cents });
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(order, dearer.date)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(answers[0]!.json());
    }
    const charges = (await paymentsOf(order.id)).filter((p) => p.kind === 'reschedule');
    expect(charges).toHaveLength(1);
    const atGateway = await t.payments.gateway.findByMerchantReference('default', charges[0]!.idempotencyKey);
    expect(atGateway).toHaveLength(1);
    expect(atGateway[0]?.status).toBe('captured');
    const changes = await t.handle.db
      .select()
      .from(orderDeliveryChanges)
      .where(eq(orderDeliveryChanges.orderId, order.id));
    expect(changes).toHaveLength(1);
  });

  it('refunds a cheaper day on the original payment', async () => {
    const { day, cheaper } = middleDay();
    const order = await placed({ deliveryDate: day.date, shippingCents: day.cents });
    const res = await post(order, cheaper.date);
    expect(res.statusCode).toBe(200);
    const diff = day.cents - cheaper.cents;
    expect(res.json()).toMatchObject({ priceDifference: -centsToDollars(diff) });
    const payments = await paymentsOf(order.id);
    expect(payments.filter((p) => p.kind === 'refund')).toEqual([
      expect.objectContaining({ amountCents: diff, status: 'refunded' }),
    ]);
    const original = payments.find((p) => p.kind === 'charge')!;
    const atGateway = await t.payments.gateway.lookup('default', original.gatewayReference!);
    expect(atGateway?.refundedCents).toBe(diff);
    expect((await reload(order.id)).totalCents).toBe(order.totalCents - diff);
  });

  it('records a dearer day as due when the order holds no stored card', async () => {
    const { day, dearer } = middleDay();
    const order = await placed({ deliveryDate: day.date, shippingCents: day.cents, noCard: true });
    const res = await post(order, dearer.date);
    expect(res.statusCode).toBe(200);
    const diff = dearer.cents - day.cents;
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({ kind: 'reschedule', status: 'due', amountCents: diff }),
    ]);
    expect((await reload(order.id)).remainingCents).toBe(diff);
  });
});
