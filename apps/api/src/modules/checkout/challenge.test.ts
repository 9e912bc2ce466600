import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, products, type ProductRow } from '@shop/db';
import { TEST_GATEWAY_URL } from '../gateway/test-gateway.ts';
import { dbLabel } from '../shared/test-app.ts';
import { ATTEMPTS_EXCEEDED_MESSAGE } from './limits.ts';
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

// 3-D Secure through the sandbox's own challenge page, the void call, the CSRF allowance and card-testing defence.

let h: CheckoutHarness;
let item: ProductRow;
let date: [number, number, number];

beforeAll(async () => {
  h = await createCheckoutHarness();
  item = await stockedProduct(h, 20, { priceCents: 70_000, stockQuantity: 100 });
  date = await firstDeliveryDate(h, item);
});
afterAll(async () => h?.close());

async function challenged(remote: string) {
  const s = shopper(h, remote);
  const cartId = await s.add(item, 1);
  const blob = await h.sandbox.encryptCard(testCard(CARDS.challenge));
  const res = await s.checkout(orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } }));
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json<{
    orderCompleted: boolean;
    secure3DResponse: { htmlFormAction: string; htmlFormToPost: Record<string, string> };
  }>();
  expect(result.orderCompleted).toBe(false);
  return { s, cartId, form: result.secure3DResponse };
}

/** The browser posts the form to the challenge page and presses a button; the page's form for it, as posted back. */
async function press(
  form: { htmlFormAction: string; htmlFormToPost: Record<string, string> },
  button: 'Complete' | 'Fail',
) {
  const page = await h.sandbox.app.inject({
    method: 'POST',
    url: new URL(form.htmlFormAction).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: new URLSearchParams(form.htmlFormToPost).toString(),
  });
  expect(page.statusCode).toBe(200);
  const forms = [...page.body.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  const chosen = forms.find((f) => f[2]?.includes(`>${button}</button>`))!;
  const fields = Object.fromEntries(
    [...chosen[2]!.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  const action = new URL(chosen[1]!.replaceAll('&amp;', '&'));
  return (origin = TEST_GATEWAY_URL) =>
    h.app.inject({
      method: 'POST',
      url: `${action.pathname}${action.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: new URLSearchParams(fields).toString(),
    });
}

describe(`3-D Secure, void and card testing (${dbLabel})`, () => {
  it('completes a challenge: the return places the order and sends the shopper to the confirmation', async () => {
    const { cartId, form } = await challenged('10.5.0.1');
    const back = await press(form, 'Complete');
    const res = await back();
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/customer/confirmation?id=${cartId}`);
    const [order] = await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order).toMatchObject({ status: 'placed' });
    // The same post again: the same page, nothing charged twice.
    expect((await back()).headers.location).toBe(`/customer/confirmation?id=${cartId}`);
  });

  it('fails a challenge: the order is released and the shopper is sent back to checkout', async () => {
    const { cartId, form } = await challenged('10.5.0.2');
    const res = await (await press(form, 'Fail'))();
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/customer/checkout?payment=refused');
    const [order] = await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order).toMatchObject({ status: 'failed' });
  });

  it('accepts the return from the gateway origin only, and that origin nowhere else', async () => {
    const { s, cartId, form } = await challenged('10.5.0.3');
    const back = await press(form, 'Complete');
    expect((await back('https://evil.example')).statusCode).toBe(403);
    const voidFromGateway = await h.app.inject({
      method: 'POST',
      url: '/api/checkout/void',
      headers: { origin: TEST_GATEWAY_URL },
      payload: { cartId },
    });
    expect(voidFromGateway.statusCode).toBe(403);
    expect((await s.call('POST', '/api/checkout/void', { cartId })).json()).toEqual({ success: true });
  });

  it('voids a reserved order and gives its stock back, idempotently', async () => {
    const before = (await h.handle.db.select().from(products).where(eq(products.id, item.id)))[0]!
      .stockQuantity;
    const { s, cartId } = await challenged('10.5.0.4');
    expect((await s.call('POST', '/api/checkout/void', { cartId })).json()).toEqual({ success: true });
    expect((await s.call('POST', '/api/checkout/void', { cartId })).json()).toEqual({ success: true });
    const [order] = await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order).toMatchObject({ status: 'cancelled' });
    const [after] = await h.handle.db.select().from(products).where(eq(products.id, item.id));
    expect(after!.stockQuantity).toBe(before);
    // Another shopper cannot void this cart.
    expect((await shopper(h, '10.5.0.5').call('POST', '/api/checkout/void', { cartId })).json()).toEqual({
      success: false,
    });
  });

  it('refuses further attempts for a while after five refusals from one client', async () => {
    const s = shopper(h, '10.6.0.1');
    const cartId = await s.add(item, 1);
    const blob = await h.sandbox.encryptCard(testCard(CARDS.declined));
    const body = orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } });
    for (let i = 0; i < 5; i++) expect((await s.checkout(body)).statusCode).toBe(401);
    const blocked = await s.checkout(body);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'payment_attempts_exceeded',
      errors: [ATTEMPTS_EXCEEDED_MESSAGE.replace('{phone}', SUPPORT_PHONE)],
    });
    // The block is per cart and per client: another client with another cart still pays.
    const other = shopper(h, '10.6.0.2');
    const otherCart = await other.add(item, 1);
    const good = await h.sandbox.encryptCard(testCard(CARDS.visa));
    const ok = await other.checkout(
      orderBody({ cartId: otherCart, deliveryDate: date, encryptedValues: { default: good } }),
    );
    expect(ok.statusCode).toBe(200);
  });
});
