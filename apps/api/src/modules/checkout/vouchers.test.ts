import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { Cart, OrderConfirmation, OrderPostResult, type CheckoutRequest } from '@shop/contracts';
import {
  carts,
  giftCards,
  orderPayments,
  orderVouchers,
  orders,
  outboxMessages,
  type ProductRow,
} from '@shop/db';
import { VOUCHER_CODE_ALPHABET } from '@shop/domain';
import { loadStorefrontConfig } from '../../config.ts';
import { createFakeIdentityClient, profileFor } from '../auth/fake-identity-client.ts';
import { createTestIdentity, type TestIdentity } from '../auth/test-tokens.ts';
import { NEAR } from '../delivery/test-fixtures.ts';
import { TEST_GATEWAY_URL } from '../gateway/test-gateway.ts';
import { dbLabel } from '../shared/test-app.ts';
import type { CheckoutContext } from './context.ts';
import { createCardTestingGuard } from './limits.ts';
import { placeReserved } from './payment-flow.ts';
import { CHECKOUT_COPY_SERVER } from './reserve.ts';
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

// Gift vouchers through the checkout (docs/decisions/0031): no delivery for a voucher-only cart, paid in full, and
// issued exactly once, in the transaction that places the order.

let h: CheckoutHarness;
let identity: TestIdentity;
const fake = createFakeIdentityClient();
let kettle: ProductRow; // $20
let date: [number, number, number];

beforeAll(async () => {
  identity = await createTestIdentity();
  h = await createCheckoutHarness({ env: identity.env, identity: fake });
  kettle = await stockedProduct(h, 7, { priceCents: 2_000, stockQuantity: 100 });
  date = await firstDeliveryDate(h, kettle);
});
afterAll(async () => h?.close());

const BILLING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: '',
  address: '1 Analytical Way',
  suburb: NEAR.suburb,
  state: NEAR.state,
  postcode: NEAR.postcode,
  country: 'AU',
};
const NO_ADDRESS = {
  ...BILLING,
  firstName: '',
  lastName: '',
  address: '',
  suburb: '',
  state: '',
  postcode: '',
};

const voucher = (over: Record<string, unknown> = {}) => ({
  value: 100,
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  senderName: 'Ada',
  message: 'Happy birthday, <Grace>!',
  ...over,
});

/** A voucher-only order's body: contact and billing address, no delivery address or date. */
function voucherBody(cartId: string, over: Partial<CheckoutRequest> = {}): CheckoutRequest {
  const { deliveryDate: _, ...body } = orderBody({ cartId, deliveryDate: date });
  return {
    ...body,
    deliveryAddress: { ...NO_ADDRESS, deliveryInstructions: '' },
    billingAddress: BILLING,
    ...over,
  };
}

async function buyer(remote: string, vouchers: Record<string, unknown>[] = [voucher()]) {
  const s = shopper(h, remote);
  let cartId = '';
  for (const v of vouchers) {
    const res = await s.call('POST', '/api/cart/vouchers', v);
    expect(res.statusCode, res.body).toBe(200);
    cartId = Cart.parse(res.json()).cartId;
  }
  return { s, cartId };
}

async function card(number: string) {
  return { encryptedValues: { default: await h.sandbox.encryptCard(testCard(number)) } };
}

async function orderOf(cartId: string) {
  const rows = await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
  return rows.find((o) => o.status === 'placed') ?? rows[0]!;
}

async function issued(orderId: string) {
  const rows = await h.handle.db.select().from(orderVouchers).where(eq(orderVouchers.orderId, orderId));
  const ids = rows.flatMap((r) => (r.giftCardId === null ? [] : [r.giftCardId]));
  const cards = ids.length
    ? await h.handle.db.select().from(giftCards).where(inArray(giftCards.id, ids))
    : [];
  const mails = await h.handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'voucher'));
  return { rows, cards, mails: mails.filter((m) => m.dedupeKey?.startsWith(`voucher:${orderId}:`)) };
}

describe(`gift voucher checkout (${dbLabel})`, () => {
  it('places a voucher-only order with the test card, without delivery, and issues one gift card and one mail', async () => {
    const { s, cartId } = await buyer('10.70.0.1');
    const res = await s.checkout(voucherBody(cartId, await card(CARDS.visa)));
    expect(res.statusCode, res.body).toBe(200);
    expect(OrderPostResult.parse(res.json())).toMatchObject({ orderCompleted: true });
    const order = await orderOf(cartId);
    expect(order).toMatchObject({
      status: 'placed',
      deliveryDate: null,
      warehouseId: null,
      slotBooked: false,
      shippingCents: 0,
      subTotalCents: 10_000,
      totalCents: 10_000,
      depositCents: null,
    });
    expect(order.billingAddress).toMatchObject({ firstName: 'Ada', suburb: NEAR.suburb });
    const { rows, cards, mails } = await issued(order.id);
    expect(rows).toHaveLength(1);
    expect(cards).toHaveLength(1);
    const [gift] = cards;
    expect(gift!.balanceCents).toBe(10_000);
    expect(gift!.code).toMatch(new RegExp(`^[${VOUCHER_CODE_ALPHABET}]{16}$`));
    const years = (gift!.expiresAt!.getTime() - order.placedAt!.getTime()) / (365.25 * 24 * 3600 * 1000);
    expect(years).toBeGreaterThan(2.99);
    expect(years).toBeLessThan(3.01);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'grace@example.com', attempts: 0, nextAttemptAt: null });
    expect(mails[0]!.subject).toMatch(/^Ada sent you a \$100 \S.* gift voucher$/);
    expect(mails[0]!.textBody).toContain(`Your code: ${gift!.code}`);
    expect(mails[0]!.textBody).toContain('Happy birthday, <Grace>!');
    expect(mails[0]!.htmlBody).toContain('Happy birthday, &lt;Grace&gt;!');
    expect(mails[0]!.htmlBody).not.toContain('<Grace>');

    // The confirmation and the order e-mail list the voucher, and say nothing of a delivery.
    const confirmation = await s.call('GET', `/api/checkout/confirmation?id=${cartId}`);
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    expect(OrderConfirmation.parse(confirmation.json())).toMatchObject({
      lines: [],
      vouchers: [
        { value: 100, recipientName: 'Grace Hopper', recipientEmail: 'grace@example.com', senderName: 'Ada' },
      ],
      deliveryDate: null,
      total: 100,
    });
    const [orderMail] = await h.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `order:${order.id}`));
    expect(orderMail!.textBody).toContain('Gift voucher $100 for Grace Hopper');
    expect(orderMail!.textBody).not.toContain('Delivery address');

    // Submitting again answers the same order and issues nothing more.
    const again = await s.checkout(voucherBody(cartId, await card(CARDS.visa)));
    expect(again.statusCode).toBe(200);
    expect((await issued(order.id)).cards).toHaveLength(1);

    // The account's order page lists it as a line of its own, with no delivery address.
    const account = 'acct-voucher-buyer';
    fake.profiles.set(account, profileFor(account));
    await h.handle.db.update(orders).set({ accountId: account }).where(eq(orders.id, order.id));
    const mine = await h.app.inject({
      url: `/api/account/order/invoiced/${order.id}`,
      headers: { authorization: `Bearer ${await identity.tokenFor(account)}` },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      lines: [
        { sku: 'GIFT-VOUCHER-1', title: 'Gift voucher $100 for Grace Hopper', quantity: 1, price: 100 },
      ],
      deliveryAddress: null,
      deliveryDate: null,
    });
  });

  it('spends the e-mailed code at a later checkout, leaving the rest of its balance on it', async () => {
    const first = await buyer('10.70.0.2', [voucher({ value: 150 })]);
    expect((await first.s.checkout(voucherBody(first.cartId, await card(CARDS.visa)))).statusCode).toBe(200);
    const [gift] = (await issued((await orderOf(first.cartId)).id)).cards;

    const later = shopper(h, '10.70.0.3');
    const cartId = await later.add(kettle, 2);
    const applied = await later.call('POST', '/api/cart/coupon/', { code: gift!.code.toLowerCase() });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(Cart.parse(applied.json())).toMatchObject({ subTotal: 40, giftCardTotal: 40, orderTotal: 0 });
    const res = await later.checkout(orderBody({ cartId, deliveryDate: date }));
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderOf(cartId);
    expect(order.status).toBe('placed');
    // The card paid the products and the delivery: what it paid is gone from its balance, the rest stays.
    expect(order.giftCardCents).toBe(4_000 + order.shippingCents);
    const [after] = await h.handle.db.select().from(giftCards).where(eq(giftCards.id, gift!.id));
    expect(after!.balanceCents).toBe(15_000 - order.giftCardCents);
    expect(after!.balanceCents).toBeGreaterThan(0);
  });

  it('issues nothing when the card is refused, and keeps the vouchers in the cart to pay again', async () => {
    const { s, cartId } = await buyer('10.70.0.4');
    const res = await s.checkout(voucherBody(cartId, await card(CARDS.declined)));
    expect(res.statusCode).toBe(401);
    const [order] = await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order!.status).toBe('failed');
    const { rows, cards, mails } = await issued(order!.id);
    expect(rows.map((r) => r.giftCardId)).toEqual([null]);
    expect(cards).toEqual([]);
    expect(mails).toEqual([]);
    expect(Cart.parse((await s.call('GET', '/api/cart/')).json()).vouchers).toHaveLength(1);
  });

  it('refuses a deposit on a cart holding a voucher, and asks a voucher-only order for a billing address', async () => {
    const { s, cartId } = await buyer('10.70.0.5', [voucher({ value: 1000 })]);
    const deposit = await s.checkout(
      voucherBody(cartId, { ...(await card(CARDS.visa)), partialPayment: 300 }),
    );
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json()).toMatchObject({ errors: [CHECKOUT_COPY_SERVER.depositWithVoucher] });
    const noBilling = await s.checkout(
      voucherBody(cartId, { ...(await card(CARDS.visa)), billingAddress: null }),
    );
    expect(noBilling.statusCode).toBe(400);
    expect(noBilling.json().errors.length).toBeGreaterThan(0);
    expect(await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId))).toEqual([]);
  });

  it('delivers the products of a mixed cart as usual: the date is still required, the slot taken', async () => {
    const { s, cartId } = await buyer('10.70.0.6');
    await s.add(kettle, 1);
    const { deliveryDate: _, ...undated } = orderBody({ cartId, deliveryDate: date });
    const missing = await s.checkout({ ...undated, ...(await card(CARDS.visa)) });
    expect(missing.statusCode).toBe(400);
    const projectId = randomUUID();
    await h.handle.db.update(carts).set({ projectId }).where(eq(carts.id, cartId));
    const res = await s.checkout(orderBody({ cartId, deliveryDate: date, ...(await card(CARDS.visa)) }));
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderOf(cartId);
    expect(order).toMatchObject({ status: 'placed', slotBooked: true, projectId });
    expect(order.subTotalCents).toBe(12_000);
    expect((await issued(order.id)).cards.map((c) => c.balanceCents)).toEqual([10_000]);
  });

  it('issues each voucher once when the same reserved order is placed several times at once', async () => {
    const { s, cartId } = await buyer('10.70.0.7', [
      voucher(),
      voucher({ value: 20, recipientName: 'Alan' }),
    ]);
    const res = await s.checkout(voucherBody(cartId, await card(CARDS.challenge)));
    expect(res.statusCode, res.body).toBe(200);
    expect(OrderPostResult.parse(res.json()).secure3DResponse).not.toBeNull();
    const order = await orderOf(cartId);
    expect(order.status).toBe('reserved');
    const [payment] = await h.handle.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    const config = loadStorefrontConfig({ LOG_LEVEL: 'silent', PAYMENTS_URL: TEST_GATEWAY_URL });
    const ctx: CheckoutContext = {
      db: h.handle.db,
      config,
      gateway: h.sandbox.gateway,
      guard: createCardTestingGuard({ phone: config.customerSupportNumber }),
      log: { error: () => {}, warn: () => {} },
      now: () => new Date(),
      returnUrl: (ref) => `http://localhost:3000/api/checkout/3ds?ref=${ref}`,
      mailOrder: async () => {},
    };
    const auth = { pspReference: payment!.gatewayReference!, captured: true };
    const numbers = await Promise.all([1, 2, 3, 4].map(() => placeReserved(ctx, order.id, payment!, auth)));
    expect(numbers.filter((n) => n !== null)).toHaveLength(1);
    const { rows, cards, mails } = await issued(order.id);
    expect(rows.every((r) => r.giftCardId !== null)).toBe(true);
    expect(cards.map((c) => c.balanceCents).sort((a, b) => a - b)).toEqual([2_000, 10_000]);
    expect(new Set(cards.map((c) => c.code)).size).toBe(2);
    expect(mails.map((m) => m.recipient).sort()).toEqual(['grace@example.com', 'grace@example.com']);
  });
});
