import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OrderConfirmation, OrderPostResult, PROVIDER_RETURN_PARAMS } from '@shop/contracts';
import { carts, orderPayments, orders, outboxMessages, products, queryRows, type ProductRow } from '@shop/db';
import {
  PAYMENT_OPTION_FLAGS,
  REDIRECT_PROVIDERS,
  REDIRECT_PROVIDER_OPTIONS,
  type RedirectProvider,
} from '@shop/domain';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '@shop/server-kit';
import { GatewayUnavailableError } from '../gateway/gateway.ts';
import { dbLabel } from '../shared/test-app.ts';
import { CHECKOUT_COPY_SERVER } from './reserve.ts';
import { PROVIDER_COPY } from './provider.ts';
import { PAYMENT_NOTIFICATIONS_PATH } from './routes.ts';
import {
  createCheckoutHarness,
  deliverNotifications,
  firstDeliveryDate,
  orderBody,
  shopper,
  stockedProduct,
  type CheckoutHarness,
} from './test-checkout.ts';

// Hosted-page providers (docs/decisions/0029): the submit sends the shopper to the sandbox's provider page, the
// shopper's return and the gateway's signed notification are one operation, and any order or repetition of them
// makes one order with one capture.

let h: CheckoutHarness;
let date: [number, number, number];
/** 'down': every call to the gateway fails as an outage would. */
let outage: 'none' | 'down' | 'start' = 'none';

beforeAll(async () => {
  h = await createCheckoutHarness({
    wrapGateway: (inner) => ({
      ...inner,
      async createRedirect(request, key) {
        if (outage !== 'none') throw new GatewayUnavailableError('connection refused');
        return inner.createRedirect(request, key);
      },
      async findByMerchantReference(keyName, reference) {
        if (outage === 'down') throw new GatewayUnavailableError('connection refused');
        return inner.findByMerchantReference(keyName, reference);
      },
    }),
  });
  const any = await stockedProduct(h, 50, { priceCents: 10_000, stockQuantity: 1000 });
  date = await firstDeliveryDate(h, any);
});
afterAll(async () => h?.close());

let nextProduct = 0;
let nextClient = 1;

async function stockOf(product: ProductRow): Promise<number> {
  const [row] = await h.handle.db.select().from(products).where(eq(products.id, product.id));
  return row!.stockQuantity;
}

async function gatewayRows(merchantReference: string) {
  return queryRows<{ status: string; captured_cents: number }>(
    h.handle.db,
    sql`SELECT status, captured_cents FROM payments.payments WHERE merchant_reference = ${merchantReference}`,
  );
}

/** A shopper with a $500 product (stock 5) in the cart, checking out with `provider`. */
async function paying(provider: RedirectProvider, priceCents = 50_000) {
  const item = await stockedProduct(h, nextProduct++, { priceCents, stockQuantity: 5 });
  const s = shopper(h, `10.40.0.${nextClient++}`);
  const cartId = await s.add(item, 1);
  const body = orderBody({
    cartId,
    deliveryDate: date,
    selectedPaymentOption: REDIRECT_PROVIDER_OPTIONS[provider].flag,
    cardDetails: null,
    cardHolderName: null,
  });
  const orderOf = async () =>
    (await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId))).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
  const start = async () => {
    const res = await s.checkout(body);
    expect(res.statusCode, res.body).toBe(200);
    const result = OrderPostResult.parse(res.json());
    expect(result).toMatchObject({
      orderCompleted: false,
      success: true,
      paymentReference: null,
      secure3DResponse: null,
      orderNumber: null,
    });
    const url = new URL(result.redirectUrl!);
    const psp = decodeURIComponent(url.pathname.split('/').at(-1)!);
    expect(url.pathname).toBe(`/pay/${provider}/${encodeURIComponent(psp)}`);
    return psp;
  };
  const confirm = (params: Record<string, string>, as = s) =>
    as.call('POST', `/api/checkout/${provider}confirmation?${new URLSearchParams(params).toString()}`);
  return { item, s, cartId, body, orderOf, start, confirm };
}

describe(`hosted-page providers (${dbLabel})`, () => {
  it.each(REDIRECT_PROVIDERS)(
    '%s: approve, return, one order with one capture; the same return again answers the same',
    async (provider) => {
      const { item, s, cartId, orderOf, start, confirm } = await paying(provider);
      const psp = await start();
      const [reserved] = await orderOf();
      expect(reserved).toMatchObject({
        status: 'reserved',
        paymentMethod: REDIRECT_PROVIDER_OPTIONS[provider].method,
      });
      const [payment] = await h.handle.db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, reserved!.id));
      expect(payment).toMatchObject({
        status: 'redirected',
        method: REDIRECT_PROVIDER_OPTIONS[provider].method,
        gatewayReference: psp,
      });
      expect(await stockOf(item)).toBe(4);

      const back = await h.sandbox.approve(psp);
      expect(back.location).toMatch(new RegExp(`/customer/checkout\\?provider=${provider}&`));
      expect(back.params[PROVIDER_RETURN_PARAMS[provider]]).toBe(psp);
      expect(back.params.status).toBe('SUCCESS');
      const res = await confirm(back.params);
      expect(res.statusCode, res.body).toBe(200);
      const result = OrderPostResult.parse(res.json());
      expect(result).toMatchObject({
        orderCompleted: true,
        success: true,
        redirectUrl: `/customer/confirmation?id=${cartId}`,
      });
      expect(result.orderNumber).toMatch(/^\d+$/);
      const [placed] = await orderOf();
      expect(placed).toMatchObject({ status: 'placed', orderNumber: result.orderNumber });
      expect(await gatewayRows(payment!.idempotencyKey)).toEqual([
        { status: 'captured', captured_cents: payment!.amountCents },
      ]);
      expect(await h.handle.db.select().from(carts).where(eq(carts.id, cartId))).toEqual([]);

      // Replayed: the same answer, nothing charged again.
      expect((await confirm(back.params)).json()).toEqual(result);
      expect(await gatewayRows(payment!.idempotencyKey)).toHaveLength(1);
      // The confirmation page names the provider.
      const page = OrderConfirmation.parse(
        (await s.call('GET', `/api/checkout/confirmation?id=${cartId}`)).json(),
      );
      expect(page.paymentMethod).toBe(REDIRECT_PROVIDER_OPTIONS[provider].label);
      // And so does the order e-mail, queued once.
      const mail = await h.handle.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.dedupeKey, `order:${placed!.id}`));
      expect(mail).toHaveLength(1);
      expect(mail[0]!.textBody).toContain(REDIRECT_PROVIDER_OPTIONS[provider].label);
    },
  );

  it('cancel at the provider: "You\'ve cancelled your payment.", everything given back, the cart kept', async () => {
    const { item, cartId, orderOf, start, confirm } = await paying('afterpay');
    const psp = await start();
    const back = await h.sandbox.cancel(psp);
    expect(back.params).toMatchObject({ orderToken: psp, status: 'CANCELLED' });
    const res = await confirm(back.params);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([PROVIDER_COPY.cancelled]);
    const [order] = await orderOf();
    expect(order).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(item)).toBe(5);
    expect(await h.handle.db.select().from(carts).where(eq(carts.id, cartId))).toHaveLength(1);
    // Again: the same answer.
    expect((await confirm(back.params)).json().errors).toEqual([PROVIDER_COPY.cancelled]);
  });

  it('a CANCELLED return while the payment still waits at the provider cancels it there first', async () => {
    const { item, orderOf, start, confirm } = await paying('zip');
    const psp = await start();
    const res = await confirm({ checkoutId: psp, status: 'CANCELLED' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([PROVIDER_COPY.cancelled]);
    const [order] = await orderOf();
    expect(order).toMatchObject({ status: 'cancelled' });
    expect((await gatewayRows(`chk_${order!.id}_charge`)).map((r) => r.status)).toEqual(['cancelled']);
    expect(await stockOf(item)).toBe(5);
  });

  it('a SUCCESS return the gateway does not agree with changes nothing', async () => {
    const { item, orderOf, start, confirm } = await paying('paypal');
    const psp = await start();
    const res = await confirm({ token: psp, PayerID: 'FORGED', status: 'SUCCESS' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([PROVIDER_COPY.stillPending]);
    expect((await orderOf())[0]).toMatchObject({ status: 'reserved' });
    expect(await stockOf(item)).toBe(4);
  });

  it("tampered, unknown and other carts' references: 400, nothing changes", async () => {
    const mine = await paying('paypal');
    const minePsp = await mine.start();
    const theirs = await paying('paypal');
    const theirPsp = await theirs.start();
    await h.sandbox.approve(theirPsp);

    const unknown = await mine.confirm({ token: 'psp_does_not_exist', status: 'SUCCESS' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([PROVIDER_COPY.unknownPayment]);
    const missing = await mine.confirm({ status: 'SUCCESS' });
    expect(missing.statusCode).toBe(400);
    // Another shopper's approved reference, returned through my browser: not mine, not placed.
    const stolen = await mine.confirm({ token: theirPsp, status: 'SUCCESS' });
    expect(stolen.statusCode).toBe(400);
    expect((await theirs.orderOf())[0]).toMatchObject({ status: 'reserved' });
    // My reference through another provider's return.
    const crossed = await mine.s.call(
      'POST',
      `/api/checkout/afterpayconfirmation?orderToken=${encodeURIComponent(minePsp)}&status=SUCCESS`,
    );
    expect(crossed.statusCode).toBe(400);
    expect((await mine.orderOf())[0]).toMatchObject({ status: 'reserved' });
    // The owner's return still places it.
    const ok = await theirs.confirm({ token: theirPsp, status: 'SUCCESS' });
    expect(ok.json()).toMatchObject({ orderCompleted: true });
  });

  it("refuses a total outside the provider's range and an option the viewer is not offered", async () => {
    const dear = await paying('afterpay', 250_000);
    const res = await dear.s.checkout(dear.body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'checkout_invalid' });
    expect(res.json().errors).toEqual([CHECKOUT_COPY_SERVER.outsideRange('Afterpay', 1, 2000)]);
    expect(await dear.orderOf()).toEqual([]);
    expect(await stockOf(dear.item)).toBe(5);

    const inStore = await dear.s.checkout({
      ...dear.body,
      selectedPaymentOption: PAYMENT_OPTION_FLAGS.ZipInStore,
      devicePaymentCode: '123456',
    });
    expect(inStore.statusCode).toBe(400);
    expect(inStore.json().errors).toEqual([CHECKOUT_COPY_SERVER.methodUnavailable]);
    const other = await dear.s.checkout({
      ...dear.body,
      selectedPaymentOption: PAYMENT_OPTION_FLAGS.StaffOnlyOtherPaymentMethod,
    });
    expect(other.json().errors).toEqual([CHECKOUT_COPY_SERVER.methodUnavailable]);
  });

  it('a gateway down at the start: 503, the reservation given back; down at the return: 503, nothing lost', async () => {
    const first = await paying('klarna');
    outage = 'start';
    const res = await first.s.checkout(first.body).finally(() => (outage = 'none'));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'gateway_unavailable' });
    expect((await first.orderOf())[0]).toMatchObject({ status: 'failed' });
    expect(await stockOf(first.item)).toBe(5);

    const psp = await first.start();
    const back = await h.sandbox.approve(psp);
    outage = 'down';
    const down = await first.confirm(back.params).finally(() => (outage = 'none'));
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'gateway_unavailable' });
    expect((await first.orderOf()).map((o) => o.status)).toEqual(['failed', 'reserved']);
    const again = await first.confirm(back.params);
    expect(again.json()).toMatchObject({ orderCompleted: true });
  });

  it('never oversells: 12 shoppers sent to providers at once for 3 units get 3 redirects and 9 out-of-stock answers', async () => {
    const scarce = await stockedProduct(h, nextProduct++, { priceCents: 30_000, stockQuantity: 3 });
    const buyers = [];
    for (let i = 0; i < 12; i++) {
      const s = shopper(h, `10.41.0.${i}`);
      const cartId = await s.add(scarce, 1);
      buyers.push({ s, cartId });
    }
    const answers = await Promise.all(
      buyers.map(({ s, cartId }, i) =>
        s.checkout(
          orderBody({
            cartId,
            deliveryDate: date,
            selectedPaymentOption: REDIRECT_PROVIDER_OPTIONS[REDIRECT_PROVIDERS[i % 5]!].flag,
            cardDetails: null,
            cardHolderName: null,
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200 && a.json().redirectUrl)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400 && a.json().code === 'out_of_stock')).toHaveLength(9);
    expect(await stockOf(scarce)).toBe(0);
  });

  it('a second submit while at the provider cancels that attempt there and starts a new one', async () => {
    const { item, orderOf, start, confirm } = await paying('humm');
    const firstPsp = await start();
    const secondPsp = await start();
    expect(secondPsp).not.toBe(firstPsp);
    const [first, second] = await orderOf();
    expect(first).toMatchObject({ status: 'cancelled' });
    expect(second).toMatchObject({ status: 'reserved' });
    expect((await gatewayRows(`chk_${first!.id}_charge`)).map((r) => r.status)).toEqual(['cancelled']);
    expect(await stockOf(item)).toBe(4);
    // The first page's return is no longer an open payment.
    const stale = await confirm({ x_reference: firstPsp, status: 'SUCCESS' });
    expect(stale.statusCode).toBe(400);
    const back = await h.sandbox.approve(secondPsp);
    expect((await confirm(back.params)).json()).toMatchObject({ orderCompleted: true });
    expect(await stockOf(item)).toBe(4);
  });

  it('a second submit after approving at the provider answers with the order it places', async () => {
    const { orderOf, start, s, body } = await paying('paypal');
    const psp = await start();
    await h.sandbox.approve(psp);
    const res = await s.checkout(body);
    expect(res.json()).toMatchObject({ orderCompleted: true });
    expect((await orderOf()).map((o) => o.status)).toEqual(['placed']);
  });
});

describe(`payment notifications (${dbLabel})`, () => {
  const post = (body: string, signature?: string, origin?: string) =>
    h.app.inject({
      method: 'POST',
      url: PAYMENT_NOTIFICATIONS_PATH,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { [WEBHOOK_SIGNATURE_HEADER]: signature }),
        ...(origin === undefined ? {} : { origin }),
      },
      payload: body,
    });

  it('refuses a bad, missing or stale signature with 401 and no effect', async () => {
    const { orderOf, start } = await paying('zip');
    const psp = await start();
    await h.sandbox.approve(psp);
    const [order] = await orderOf();
    const body = JSON.stringify({
      eventId: 'evt_forged',
      eventCode: 'AUTHORISATION',
      pspReference: psp,
      merchantReference: `chk_${order!.id}_charge`,
      merchantAccount: 'default',
      method: 'zip',
      amount: { value: 50_000 + order!.shippingCents, currency: 'AUD' },
      createdAt: new Date().toISOString(),
    });
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, signWebhook('not-the-secret', body))).statusCode).toBe(401);
    const stale = signWebhook(h.sandbox.webhookSecret, body, new Date(Date.now() - 10 * 60_000));
    expect((await post(body, stale)).statusCode).toBe(401);
    expect((await post(`${body} `, signWebhook(h.sandbox.webhookSecret, body))).statusCode).toBe(401);
    expect((await orderOf())[0]).toMatchObject({ status: 'reserved' });

    // Signed right, from the gateway's server (no browser origin) or naming its origin: accepted and acted on.
    const ok = await post(body, signWebhook(h.sandbox.webhookSecret, body), 'http://payments.test');
    expect(ok.statusCode).toBe(200);
    expect((await orderOf())[0]).toMatchObject({ status: 'placed' });
    // A browser page of another site cannot post to it.
    expect(
      (await post(body, signWebhook(h.sandbox.webhookSecret, body), 'https://evil.example')).statusCode,
    ).toBe(403);
  });

  it('acknowledges a notification for no payment of ours', async () => {
    const body = JSON.stringify({
      eventId: 'evt_unknown',
      eventCode: 'AUTHORISATION',
      pspReference: 'psp_unknown',
      merchantReference: 'chk_00000000-0000-0000-0000-000000000000_charge',
      merchantAccount: 'default',
      method: 'paypal',
      amount: { value: 100, currency: 'AUD' },
      createdAt: new Date().toISOString(),
    });
    expect((await post(body, signWebhook(h.sandbox.webhookSecret, body))).statusCode).toBe(200);
  });

  it('webhook before the return: one order, one capture; the return then answers it', async () => {
    const { cartId, orderOf, start, confirm } = await paying('afterpay');
    const psp = await start();
    const back = await h.sandbox.approve(psp);
    expect(await deliverNotifications(h)).toBeGreaterThanOrEqual(1);
    const [order] = await orderOf();
    expect(order).toMatchObject({ status: 'placed' });
    const res = await confirm(back.params);
    expect(res.json()).toMatchObject({
      orderCompleted: true,
      orderNumber: order!.orderNumber,
      redirectUrl: `/customer/confirmation?id=${cartId}`,
    });
    expect((await gatewayRows(`chk_${order!.id}_charge`)).map((r) => r.status)).toEqual(['captured']);
    // Nothing is left to deliver, and delivering again changes nothing.
    await deliverNotifications(h);
    expect(await orderOf()).toHaveLength(1);
  });

  it('return before the webhook: one order; the notification is acknowledged and changes nothing', async () => {
    const { orderOf, start, confirm } = await paying('klarna');
    const psp = await start();
    const back = await h.sandbox.approve(psp);
    expect((await confirm(back.params)).json()).toMatchObject({ orderCompleted: true });
    const [before] = await orderOf();
    await deliverNotifications(h);
    const [after] = await orderOf();
    expect(after).toMatchObject({ status: 'placed', orderNumber: before!.orderNumber });
    expect((await gatewayRows(`chk_${before!.id}_charge`)).map((r) => r.status)).toEqual(['captured']);
  });

  it('a cancellation notification gives everything back before the shopper returns', async () => {
    const { item, orderOf, start, confirm } = await paying('humm');
    const psp = await start();
    const back = await h.sandbox.cancel(psp);
    await deliverNotifications(h);
    expect((await orderOf())[0]).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(item)).toBe(5);
    expect((await confirm(back.params)).json().errors).toEqual([PROVIDER_COPY.cancelled]);
  });

  it('two returns and a notification at once: one order, one capture, stock taken once', async () => {
    const { item, orderOf, start, confirm } = await paying('paypal');
    const psp = await start();
    const back = await h.sandbox.approve(psp);
    const [a, b] = await Promise.all([confirm(back.params), confirm(back.params), deliverNotifications(h)]);
    expect(a.json()).toMatchObject({ orderCompleted: true });
    expect(b.json()).toEqual(a.json());
    const all = await orderOf();
    expect(all.map((o) => o.status)).toEqual(['placed']);
    expect(await gatewayRows(`chk_${all[0]!.id}_charge`)).toEqual([
      { status: 'captured', captured_cents: all[0]!.totalCents },
    ]);
    expect(await stockOf(item)).toBe(4);
  });
});
