import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { AvailabilityResponse, Cart, UpsellOptions } from '@shop/contracts';
import { giftCards, orderLines, orders, queryRows } from '@shop/db';
import { dollarsToCents } from '@shop/domain';
import { dbLabel } from '../shared/test-app.ts';
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

// Whatever the cart (products, quantities, warranties, installs, a seeded coupon and gift card, delivery services, a
// supplier's line, a deposit), the sandbox is charged exactly the server's total (or the deposit), that total is what
// the cart and the calendar showed, and the order's lines are the cart's lines.

interface Item {
  sku: string;
  warrantyId: number | null;
  installId: number | null;
}

let h: CheckoutHarness;
let items: Item[];
let date: [number, number, number];
let blob: string;
const COUPONS = ['WELCOME10', 'SAVE50', 'FREEDEL', 'LAUNDRY15'] as const;
const SEEDED_BALANCES = [
  ['GIFT-100-A1B2', 10_000],
  ['GIFT-500-C3D4', 50_000],
] as const;
const GIFT_CARDS = SEEDED_BALANCES.map(([code]) => code);

beforeAll(async () => {
  h = await createCheckoutHarness();
  // Odd cents and a supplier-delivered brand (Weber) so rounding and supplier prices are exercised.
  const shapes = [
    { priceCents: 123_457, stockQuantity: 10_000 },
    { priceCents: 89_999, stockQuantity: 10_000 },
    { priceCents: 4_995, stockQuantity: 10_000 },
    { priceCents: 45_000, stockQuantity: 10_000, brand: 'Weber' },
  ];
  items = [];
  for (const [i, shape] of shapes.entries()) {
    const row = await stockedProduct(h, 50 + i, shape);
    const offers = UpsellOptions.parse(
      (
        await h.app.inject({ url: `/api/v2/product/upselloptions/sku/${encodeURIComponent(row.sku)}` })
      ).json(),
    );
    items.push({
      sku: row.sku,
      warrantyId: offers.warranties[0]?.id ?? null,
      installId: offers.installs[0]?.id ?? null,
    });
    if (i === 0) date = await firstDeliveryDate(h, row);
  }
  blob = await h.sandbox.encryptCard(testCard(CARDS.visa));
});
afterAll(async () => h?.close());

const line = fc.record({
  // The cheap product more often, so gift cards cover whole orders and delivery too.
  item: fc.constantFrom(0, 1, 2, 2, 2, 3),
  qty: fc.integer({ min: 1, max: 3 }),
  warranty: fc.boolean(),
  install: fc.boolean(),
});
const scenario = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
  coupon: fc.option(fc.constantFrom(...COUPONS), { nil: null }),
  giftCard: fc.option(fc.constantFrom(...GIFT_CARDS), { nil: null }),
  services: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  deposit: fc.boolean(),
});

let run = 0;

describe(`placement over random carts (${dbLabel})`, () => {
  it('charges the server total (or the deposit) and copies the cart lines into the order', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (sc) => {
        run += 1;
        const s = shopper(h, `10.40.${Math.floor(run / 200)}.${run % 200}`);
        const email = `shopper${run}@example.com`;
        // Each cart starts from the seeded balances, so a card spent by an earlier run still pays.
        for (const [code, balanceCents] of SEEDED_BALANCES)
          await h.handle.db.update(giftCards).set({ balanceCents }).where(eq(giftCards.code, code));
        for (const l of sc.lines) {
          const it = items[l.item]!;
          const res = await s.call('POST', '/api/cart/product/', {
            code: it.sku,
            quantity: l.qty,
            mode: 'set',
            warrantyId: l.warranty ? it.warrantyId : null,
            installId: l.install ? it.installId : null,
          });
          expect(res.statusCode, res.body).toBe(200);
        }
        // A code the cart refuses (a spent gift card, a minimum spend not met) is simply not applied.
        for (const code of [sc.coupon, sc.giftCard])
          if (code) await s.call('POST', '/api/cart/coupon/', { code, userEmail: email });
        const cart = Cart.parse((await s.call('GET', '/api/cart/')).json());
        const base = orderBody({
          cartId: cart.cartId,
          deliveryDate: date,
          email,
          encryptedValues: { default: blob },
        });

        const avail = AvailabilityResponse.parse(
          (await s.call('POST', '/api/checkout/avail', { ...base, deliveryDate: null })).json(),
        );
        const chosenDate = avail.availability.dates.find((d) => d.available);
        const services = avail.deliveryServices.filter((x, i) => !x.hidden && sc.services[i]);
        const suppliers = Object.entries(avail.supplierAvailability).map(([supplier, a]) => ({
          supplier,
          deliveryDate: a.dates[0]!.date,
          price: a.dates[0]!.price,
        }));
        // The oracle: the cart's total, plus the day, the suppliers and the services, less what the gift card has
        // left after paying for products.
        const [card] = sc.giftCard
          ? await h.handle.db.select().from(giftCards).where(eq(giftCards.code, sc.giftCard))
          : [];
        const applied = cart.codes.some((c) => c.kind === 'giftCard');
        const leftOnCard = applied && card ? card.balanceCents - dollarsToCents(cart.giftCardTotal ?? 0) : 0;
        const delivery =
          dollarsToCents(chosenDate?.price ?? 0) +
          suppliers.reduce((n, x) => n + dollarsToCents(x.price), 0) +
          services.reduce((n, x) => n + dollarsToCents(x.price), 0);
        const expected = Math.max(0, dollarsToCents(cart.orderTotal ?? 0) + delivery - leftOnCard);
        const depositDollars = Math.ceil(expected / 200);
        const deposit = sc.deposit && expected >= 1_000 ? depositDollars : null;

        const res = await s.checkout({
          ...base,
          deliveryDate: chosenDate ? chosenDate.date : null,
          deliveryServices: services.map((x) => x.sku),
          supplierDeliveryDates: suppliers,
          partialPayment: deposit === null ? null : String(deposit),
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ orderCompleted: true });

        const [order] = await h.handle.db.select().from(orders).where(eq(orders.cartId, cart.cartId));
        expect(order!.totalCents).toBe(expected);
        expect(order!.depositCents).toBe(deposit === null ? null : dollarsToCents(deposit));
        const charges = await queryRows<{ amount_cents: number; status: string }>(
          h.handle.db,
          sql`SELECT amount_cents, status FROM payments.payments WHERE merchant_reference LIKE ${`chk_${order!.id}%`}`,
        );
        const charged = deposit === null ? expected : dollarsToCents(deposit);
        expect(charges.map((c) => [Number(c.amount_cents), c.status])).toEqual(
          charged === 0 ? [] : [[charged, 'captured']],
        );

        const ordered = await h.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
        const key = (x: { sku: string; warranty: number; install: number }) =>
          `${x.sku}|${x.warranty}|${x.install}`;
        const fromOrder = ordered.map((l) => ({
          sku: l.sku,
          qty: l.qty,
          unit: l.unitPriceCents,
          warranty: l.warrantyCents,
          install: l.installCents,
          total: l.lineTotalCents,
        }));
        const fromCart = cart.products.map((p) => ({
          sku: p.sku,
          qty: p.quantity,
          unit: dollarsToCents(p.price ?? 0),
          warranty: dollarsToCents(p.selectedWarranty?.price ?? 0),
          install: dollarsToCents(p.selectedInstall?.price ?? 0),
          total: dollarsToCents(p.lineTotal ?? 0),
        }));
        const sorted = <T extends { sku: string; warranty: number; install: number }>(xs: T[]) =>
          [...xs].sort((a, b) => key(a).localeCompare(key(b)));
        expect(sorted(fromOrder)).toEqual(sorted(fromCart));
      }),
      { numRuns: 25 },
    );
  });
});
