import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OrderPostResult } from '@shop/contracts';
import { carts, giftCards, orderPayments, orders, products, queryRows, type ProductRow } from '@shop/db';
import {
  CHECKOUT_ERROR_MESSAGES,
  CHECKOUT_FIELD_MESSAGES,
  DEPOSIT_MESSAGES,
  fillTemplate,
} from '@shop/domain';
import { dbLabel } from '../shared/test-app.ts';
import {
  CARDS,
  SUPPORT_PHONE,
  createCheckoutHarness,
  firstDeliveryDate,
  orderBody,
  shopper,
  stockedProduct,
  testCard,
  type CheckoutHarness,
} from './test-checkout.ts';

let h: CheckoutHarness;
let fridge: ProductRow; // $1,000, plenty of stock
let date: [number, number, number];
const REFUSED = fillTemplate(CHECKOUT_ERROR_MESSAGES.payment401, { phone: SUPPORT_PHONE });

beforeAll(async () => {
  h = await createCheckoutHarness();
  fridge = await stockedProduct(h, 0, { priceCents: 100_000, stockQuantity: 1000 });
  date = await firstDeliveryDate(h, fridge);
});
afterAll(async () => h?.close());

/** Charges at the sandbox under a merchant reference prefix (every authorisation it holds). */
async function sandboxCharges(where = sql`true`) {
  return queryRows<{ status: string; amount_cents: number; merchant_reference: string }>(
    h.handle.db,
    sql`SELECT status, amount_cents, merchant_reference FROM payments.payments WHERE ${where}`,
  );
}

async function paying(card: string, remote = '127.0.0.1', qty = 1) {
  const s = shopper(h, remote);
  const cartId = await s.add(fridge, qty);
  const blob = await h.sandbox.encryptCard(testCard(card));
  return { s, cartId, body: orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } }) };
}

describe(`POST /api/checkout (${dbLabel})`, () => {
  it('places an approved card order: stock taken, one capture, cart emptied, the same answer again', async () => {
    const before = (await h.handle.db.select().from(products).where(eq(products.id, fridge.id)))[0]!
      .stockQuantity;
    const { s, cartId, body } = await paying(CARDS.visa);
    const res = await s.checkout(body);
    expect(res.statusCode, res.body).toBe(200);
    const result = OrderPostResult.parse(res.json());
    expect(result).toMatchObject({ orderCompleted: true, success: true, secure3DResponse: null });
    expect(result.orderNumber).toMatch(/^\d+$/);
    const [order] = await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order).toMatchObject({ status: 'placed', orderNumber: result.orderNumber });
    expect(order!.totalCents).toBe(100_000 + order!.shippingCents);
    const [stock] = await h.handle.db.select().from(products).where(eq(products.id, fridge.id));
    expect(stock!.stockQuantity).toBe(before - 1);
    expect(await h.handle.db.select().from(carts).where(eq(carts.id, cartId))).toEqual([]);
    const charges = await sandboxCharges(sql`merchant_reference LIKE ${`chk_${order!.id}%`}`);
    expect(charges).toEqual([
      { status: 'captured', amount_cents: order!.totalCents, merchant_reference: `chk_${order!.id}_charge` },
    ]);
    // The card is kept at the gateway (a token, never card data) for a rescheduled delivery's difference.
    const [kept] = await h.handle.db.select().from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(kept).toMatchObject({ cardBrand: 'visa', cardLast4: '4242' });
    expect(kept!.paymentMethodToken).toMatch(/\S{8,}/);

    const again = await s.checkout(body);
    expect(again.json()).toEqual(result);
    expect(await sandboxCharges(sql`merchant_reference LIKE ${`chk_${order!.id}%`}`)).toHaveLength(1);
  });

  it.each([
    ['declined', CARDS.declined],
    ['insufficient funds', CARDS.insufficient],
  ])('answers a %s card with 001 §8 401 and gives everything back', async (_name, card) => {
    const { s, cartId, body } = await paying(card, `10.0.1.${card.length}${card.at(-1)}`);
    const res = await s.checkout(body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'payment_refused' });
    expect(res.json().errors[0]).toBe(REFUSED);
    const [order] = await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order).toMatchObject({ status: 'failed' });
    const [payment] = await h.handle.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order!.id));
    expect(payment).toMatchObject({ status: 'refused' });
    // The cart is still there for another try.
    expect(await h.handle.db.select().from(carts).where(eq(carts.id, cartId))).toHaveLength(1);
  });

  it('answers 400 checkout_invalid with the 001 §5 messages of every failing field', async () => {
    const { s, body } = await paying(CARDS.visa);
    const res = await s.checkout({
      ...body,
      email: 'not-an-email',
      phoneNumber: '12',
      deliveryAddress: { ...body.deliveryAddress, firstName: '', address: 'PO Box 12', suburb: 'NOWHERE' },
      deliveryInstructions: undefined,
      cardHolderName: '',
      cardDetails: { nameOnCard: '' },
      encryptedValues: {},
    } as typeof body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'checkout_invalid' });
    expect(res.json().errors).toEqual([
      CHECKOUT_FIELD_MESSAGES.email,
      CHECKOUT_FIELD_MESSAGES.phoneNumber,
      CHECKOUT_FIELD_MESSAGES.firstName,
      CHECKOUT_FIELD_MESSAGES.poBox,
      CHECKOUT_FIELD_MESSAGES.suburbNotPicked,
    ]);
    const card = await s.checkout({
      ...body,
      cardHolderName: '',
      cardDetails: { nameOnCard: '' },
      encryptedValues: {},
    });
    expect(card.json().errors).toEqual([CHECKOUT_FIELD_MESSAGES.nameOnCard, CHECKOUT_FIELD_MESSAGES.cardNo]);
  });

  it('refuses deposits below the minimum or at the total, and charges a valid deposit only', async () => {
    const { s, cartId, body } = await paying(CARDS.mastercard);
    const low = await s.checkout({ ...body, partialPayment: '10' });
    expect(low.json().errors[0]).toMatch(/^Minimum deposit is 30% of order total \(\$\d+\.\d\d\)\.$/);
    const all = await s.checkout({ ...body, partialPayment: '99999' });
    expect(all.json().errors).toEqual([DEPOSIT_MESSAGES.requestExceedsTotal]);
    const ok = await s.checkout({ ...body, partialPayment: '500' });
    expect(ok.json()).toMatchObject({ orderCompleted: true });
    const [order] = await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order).toMatchObject({ depositCents: 50_000, remainingCents: order!.totalCents - 50_000 });
    const payments = await h.handle.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order!.id));
    expect(payments.map((p) => [p.kind, p.status, p.amountCents]).sort()).toEqual([
      ['balance', 'due', order!.totalCents - 50_000],
      ['deposit', 'captured', 50_000],
    ]);
  });

  it('answers out_of_stock when the cart asks for more than is left', async () => {
    const scarce = await stockedProduct(h, 1, { priceCents: 50_000, stockQuantity: 1 });
    const s = shopper(h, '10.0.2.1');
    const cartId = await s.add(scarce, 1);
    await h.handle.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, scarce.id));
    const blob = await h.sandbox.encryptCard(testCard(CARDS.visa));
    const res = await s.checkout(
      orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'out_of_stock' });
    expect(res.json().errors[0]).toContain(scarce.title);
  });

  it('places a gift-card order covering products and delivery without a card or a charge', async () => {
    await h.handle.db.insert(giftCards).values({ code: 'GIFT-ALL', balanceCents: 200_000 });
    const s = shopper(h, '10.0.3.1');
    const cartId = await s.add(fridge, 1);
    expect((await s.call('POST', '/api/cart/coupon/', { code: 'GIFT-ALL' })).statusCode).toBe(200);
    const res = await s.checkout(
      orderBody({ cartId, deliveryDate: date, cardHolderName: null, cardDetails: null }),
    );
    expect(res.json()).toMatchObject({ orderCompleted: true });
    const [order] = await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order).toMatchObject({
      totalCents: 0,
      paymentMethod: 'None',
      giftCardCents: 100_000 + order!.shippingCents,
    });
    expect(
      await h.handle.db.select().from(orderPayments).where(eq(orderPayments.orderId, order!.id)),
    ).toEqual([]);
    const [card] = await h.handle.db.select().from(giftCards).where(eq(giftCards.code, 'GIFT-ALL'));
    expect(card!.balanceCents).toBe(200_000 - order!.giftCardCents);
  });

  it('answers an empty cart with cart_empty', async () => {
    const res = await shopper(h, '10.0.4.1').checkout(orderBody({ deliveryDate: date }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'cart_empty' });
  });
});
