import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CheckoutView, OrderConfirmation, OrderPostResult, PaymentStatusResponse } from '@shop/contracts';
import { orderPayments, orders, products, queryRows, type ProductRow } from '@shop/db';
import { CHECKOUT_FIELD_MESSAGES, PAYMENT_OPTION_FLAGS, REDIRECT_PROVIDER_OPTIONS } from '@shop/domain';
import { loadStorefrontConfig } from '../../config.ts';
import { createFakeIdentityClient, profileFor } from '../auth/fake-identity-client.ts';
import { createTestIdentity, type TestIdentity } from '../auth/test-tokens.ts';
import { TEST_GATEWAY_URL } from '../gateway/test-gateway.ts';
import { queueOrderEmail } from '../orders/order-mail.ts';
import { dbLabel } from '../shared/test-app.ts';
import type { CheckoutContext } from './context.ts';
import { createCardTestingGuard } from './limits.ts';
import { PROVIDER_COPY } from './provider.ts';
import { RECONCILE, runOnce } from './reconciler.ts';
import {
  createCheckoutHarness,
  deliverNotifications,
  firstDeliveryDate,
  orderBody,
  shopper,
  stockedProduct,
  type CheckoutHarness,
} from './test-checkout.ts';

// Zip in store (staff, the customer's Zip app, the polled status) and what the reconciler and the notifications settle
// after a shopper who never came back, an in-store request nobody answered, and a process that died after the
// provider approved but before the order was placed (docs/decisions/0029).

let h: CheckoutHarness;
let identity: TestIdentity;
let date: [number, number, number];
/** The sandbox's clock: moved forward to lapse in-store requests. */
let sandboxOffsetMs = 0;
/**
 * 'after-lookup': the gateway answers the look-up, then the process dies before placing (the request ends in a
 * 500, as a killed process's would to its shopper); 'after-start': the gateway created the hosted payment and the
 * process died before recording it.
 */
let crash: 'none' | 'after-lookup' | 'after-start' = 'none';
const fake = createFakeIdentityClient();

beforeAll(async () => {
  identity = await createTestIdentity();
  h = await createCheckoutHarness({
    env: identity.env,
    identity: fake,
    sandboxNow: () => new Date(Date.now() + sandboxOffsetMs),
    wrapGateway: (inner) => ({
      ...inner,
      async findByMerchantReference(keyName, reference) {
        const held = await inner.findByMerchantReference(keyName, reference);
        if (crash === 'after-lookup' && held.some((p) => p.status === 'authorised')) {
          crash = 'none';
          throw new Error('the process died after the provider approved, before placing');
        }
        return held;
      },
      async createRedirect(request, key) {
        const session = await inner.createRedirect(request, key);
        if (crash === 'after-start') {
          crash = 'none';
          throw new Error('the process died after the gateway created the payment');
        }
        return session;
      },
    }),
  });
  const any = await stockedProduct(h, 0, { priceCents: 10_000, stockQuantity: 1000 });
  date = await firstDeliveryDate(h, any);
});
afterAll(async () => h?.close());

let nextProduct = 1;
let nextClient = 1;

function reconcilerCtx(): CheckoutContext {
  const config = loadStorefrontConfig({ LOG_LEVEL: 'silent', PAYMENTS_URL: TEST_GATEWAY_URL });
  return {
    db: h.handle.db,
    config,
    gateway: h.sandbox.gateway,
    guard: createCardTestingGuard({ phone: config.customerSupportNumber }),
    log: { error: () => {}, warn: () => {} },
    now: () => new Date(),
    returnUrl: (ref) => `http://localhost:3000/api/checkout/3ds?ref=${ref}`,
    mailOrder: queueOrderEmail,
  };
}
const later = (ms: number) => new Date(Date.now() + ms);
const minutes = (n: number) => n * 60_000;

async function stockOf(product: ProductRow): Promise<number> {
  const [row] = await h.handle.db.select().from(products).where(eq(products.id, product.id));
  return row!.stockQuantity;
}

async function gatewayStatuses(reference: string): Promise<string[]> {
  const rows = await queryRows<{ status: string }>(
    h.handle.db,
    sql`SELECT status FROM payments.payments WHERE merchant_reference = ${reference}`,
  );
  return rows.map((r) => r.status);
}

async function buying(opts: { account?: string; option: number; devicePaymentCode?: string }) {
  const item = await stockedProduct(h, nextProduct++, { priceCents: 40_000, stockQuantity: 5 });
  // Each buyer its own account (an account has one cart): staff accounts carry a Winning user id.
  const account = opts.account ? `${opts.account}-${nextClient}` : undefined;
  if (account)
    fake.profiles.set(
      account,
      profileFor(account, opts.account === 'acct-staff' ? { winningUserId: `W-${nextClient}` } : {}),
    );
  const token = account ? await identity.tokenFor(account) : undefined;
  const s = shopper(h, `10.50.0.${nextClient++}`, token);
  const cartId = await s.add(item, 1);
  const body = orderBody({
    cartId,
    deliveryDate: date,
    selectedPaymentOption: opts.option,
    cardDetails: null,
    cardHolderName: null,
    ...(opts.devicePaymentCode === undefined ? {} : { devicePaymentCode: opts.devicePaymentCode }),
  });
  const orderOf = async () => (await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId)))[0]!;
  const status = (reference: string) =>
    s.call(
      'GET',
      `/api/payment/status?${new URLSearchParams({ cartId, paymentReference: reference, selectedPaymentOption: '1' })}`,
    );
  return { item, s, cartId, body, orderOf, status };
}

async function startHosted(b: Awaited<ReturnType<typeof buying>>): Promise<string> {
  const res = await b.s.checkout(b.body);
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(OrderPostResult.parse(res.json()).redirectUrl!);
  return decodeURIComponent(url.pathname.split('/').at(-1)!);
}

async function startInStore(b: Awaited<ReturnType<typeof buying>>): Promise<string> {
  const res = await b.s.checkout(b.body);
  expect(res.statusCode, res.body).toBe(200);
  const result = OrderPostResult.parse(res.json());
  expect(result).toMatchObject({
    orderCompleted: false,
    success: true,
    redirectUrl: null,
    orderNumber: null,
  });
  expect(result.paymentReference).toEqual(expect.any(String));
  return result.paymentReference!;
}

describe(`Zip in store (${dbLabel})`, () => {
  it('is offered to signed-in staff only, and needs a 6-digit code (001 §5)', async () => {
    const staff = await buying({ account: 'acct-staff', option: PAYMENT_OPTION_FLAGS.ZipInStore });
    const view = CheckoutView.parse((await staff.s.call('GET', '/api/checkout')).json());
    expect(view.opts & PAYMENT_OPTION_FLAGS.ZipInStore).toBe(PAYMENT_OPTION_FLAGS.ZipInStore);
    const none = await staff.s.checkout(staff.body);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([CHECKOUT_FIELD_MESSAGES.devicePaymentCodeRequired]);
    const short = await staff.s.checkout({ ...staff.body, devicePaymentCode: '12a45' });
    expect(short.json().errors).toEqual([CHECKOUT_FIELD_MESSAGES.devicePaymentCodeFormat]);

    for (const account of ['acct-member', undefined]) {
      const other = await buying({
        ...(account ? { account } : {}),
        option: PAYMENT_OPTION_FLAGS.ZipInStore,
        devicePaymentCode: '123456',
      });
      const res = await other.s.checkout(other.body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'checkout_invalid' });
    }
  });

  it('Pending until the customer approves in the Zip app; Approved places the order', async () => {
    const b = await buying({ account: 'acct-staff', option: 1, devicePaymentCode: '246810' });
    const psp = await startInStore(b);
    const [payment] = await h.handle.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, (await b.orderOf()).id));
    expect(payment).toMatchObject({ status: 'redirected', method: 'ZipInStore', gatewayReference: psp });
    expect(PaymentStatusResponse.parse((await b.status(psp)).json())).toEqual({
      paymentStatus: 'Pending',
      message: null,
      redirectUrl: null,
    });
    await h.sandbox.approve(psp);
    const approved = PaymentStatusResponse.parse((await b.status(psp)).json());
    expect(approved).toEqual({
      paymentStatus: 'Approved',
      message: null,
      redirectUrl: `/customer/confirmation?id=${b.cartId}`,
    });
    const order = await b.orderOf();
    expect(order).toMatchObject({ status: 'placed', paymentMethod: 'ZipInStore' });
    expect(await gatewayStatuses(`chk_${order.id}_charge`)).toEqual(['captured']);
    // Polled again (and the notification after it): the same answer, one order.
    expect((await b.status(psp)).json()).toEqual(approved);
    await deliverNotifications(h);
    expect(await gatewayStatuses(`chk_${order.id}_charge`)).toEqual(['captured']);
    const page = OrderConfirmation.parse(
      (await b.s.call('GET', `/api/checkout/confirmation?id=${b.cartId}`)).json(),
    );
    expect(page.paymentMethod).toBe('Zip (in store)');
  });

  it('Declined gives everything back; only the cart that started it may ask', async () => {
    const b = await buying({ account: 'acct-staff', option: 1, devicePaymentCode: '135790' });
    const psp = await startInStore(b);
    expect(await stockOf(b.item)).toBe(4);
    const stranger = shopper(h, '10.50.9.9');
    const peek = await stranger.call(
      'GET',
      `/api/payment/status?cartId=${b.cartId}&paymentReference=${encodeURIComponent(psp)}&selectedPaymentOption=1`,
    );
    expect(peek.statusCode).toBe(400);
    await h.sandbox.decline(psp);
    expect((await b.status(psp)).json()).toEqual({
      paymentStatus: 'Declined',
      message: PROVIDER_COPY.inStoreDeclined,
      redirectUrl: null,
    });
    expect(await b.orderOf()).toMatchObject({ status: 'failed' });
    expect(await stockOf(b.item)).toBe(5);
  });

  it('Expired once the request lapses at the gateway, everything given back', async () => {
    const b = await buying({ account: 'acct-staff', option: 1, devicePaymentCode: '112233' });
    const psp = await startInStore(b);
    sandboxOffsetMs = minutes(3);
    try {
      expect((await b.status(psp)).json()).toEqual({
        paymentStatus: 'Expired',
        message: PROVIDER_COPY.inStoreExpired,
        redirectUrl: null,
      });
    } finally {
      sandboxOffsetMs = 0;
    }
    expect(await b.orderOf()).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(b.item)).toBe(5);
  });

  it('the page giving up (POST /api/checkout/void) cancels the request at the gateway', async () => {
    const b = await buying({ account: 'acct-staff', option: 1, devicePaymentCode: '445566' });
    const psp = await startInStore(b);
    const voided = await b.s.call('POST', '/api/checkout/void', {
      cartId: b.cartId,
      selectedPaymentOption: 1,
    });
    expect(voided.json()).toEqual({ success: true });
    const order = await b.orderOf();
    expect(order).toMatchObject({ status: 'cancelled' });
    expect(await gatewayStatuses(`chk_${order.id}_charge`)).toEqual(['cancelled']);
    expect((await b.status(psp)).json()).toMatchObject({ paymentStatus: 'Cancelled' });
    expect(await stockOf(b.item)).toBe(5);
  });
});

describe(`abandoned redirects and crashes (${dbLabel})`, () => {
  it('a shopper who never comes back: cancelled at the gateway and given back after 30 minutes, not before', async () => {
    const b = await buying({ option: REDIRECT_PROVIDER_OPTIONS.afterpay.flag });
    await startHosted(b);
    await runOnce(reconcilerCtx(), later(RECONCILE.redirectAfterMs - minutes(1)));
    expect(await b.orderOf()).toMatchObject({ status: 'reserved' });
    expect(await stockOf(b.item)).toBe(4);

    const report = await runOnce(reconcilerCtx(), later(RECONCILE.redirectAfterMs + minutes(1)));
    expect(report.released).toBeGreaterThanOrEqual(1);
    const order = await b.orderOf();
    expect(order).toMatchObject({ status: 'cancelled' });
    expect(await gatewayStatuses(`chk_${order.id}_charge`)).toEqual(['cancelled']);
    expect(await stockOf(b.item)).toBe(5);
  });

  it('approved at the provider but neither return nor notification arrived: the reconciler places it', async () => {
    const b = await buying({ option: REDIRECT_PROVIDER_OPTIONS.zip.flag });
    const psp = await startHosted(b);
    await h.sandbox.approve(psp);
    const report = await runOnce(reconcilerCtx(), later(RECONCILE.redirectAfterMs + minutes(1)));
    expect(report.placed).toBeGreaterThanOrEqual(1);
    const order = await b.orderOf();
    expect(order).toMatchObject({ status: 'placed' });
    expect(await gatewayStatuses(`chk_${order.id}_charge`)).toEqual(['captured']);
  });

  it('an in-store request nobody answered: given back once past its expiry', async () => {
    const b = await buying({ account: 'acct-staff', option: 1, devicePaymentCode: '778899' });
    await startInStore(b);
    sandboxOffsetMs = minutes(4);
    try {
      await runOnce(reconcilerCtx(), later(RECONCILE.inStoreAfterMs + minutes(1)));
    } finally {
      sandboxOffsetMs = 0;
    }
    const order = await b.orderOf();
    expect(order.status).not.toBe('reserved');
    expect(await gatewayStatuses(`chk_${order.id}_charge`)).toEqual(['expired']);
    expect(await stockOf(b.item)).toBe(5);
  });

  it('a process that died after the provider approved, before placing: the notification places it, once', async () => {
    const b = await buying({ option: REDIRECT_PROVIDER_OPTIONS.paypal.flag });
    const psp = await startHosted(b);
    const back = await h.sandbox.approve(psp);
    const confirm = () =>
      b.s.call('POST', `/api/checkout/paypalconfirmation?${new URLSearchParams(back.params).toString()}`);
    crash = 'after-lookup';
    const died = await confirm().finally(() => (crash = 'none'));
    expect(died.statusCode).toBe(500);
    const reserved = await b.orderOf();
    expect(reserved).toMatchObject({ status: 'reserved' });
    expect(await gatewayStatuses(`chk_${reserved.id}_charge`)).toEqual(['authorised']);

    expect(await deliverNotifications(h)).toBeGreaterThanOrEqual(1);
    const placed = await b.orderOf();
    expect(placed).toMatchObject({ status: 'placed' });
    expect(await gatewayStatuses(`chk_${reserved.id}_charge`)).toEqual(['captured']);
    // The shopper's retry of the return answers the order; nothing is charged again.
    expect((await confirm()).json()).toMatchObject({ orderCompleted: true, orderNumber: placed.orderNumber });
    // Nor does the reconciler find anything left to do for it.
    await runOnce(reconcilerCtx(), later(RECONCILE.redirectAfterMs + minutes(1)));
    expect(await gatewayStatuses(`chk_${reserved.id}_charge`)).toEqual(['captured']);
  });

  it('a process that died after the gateway created the payment: the shopper may still pay, and it is placed', async () => {
    const b = await buying({ option: REDIRECT_PROVIDER_OPTIONS.klarna.flag });
    crash = 'after-start';
    const died = await b.s.checkout(b.body).finally(() => (crash = 'none'));
    expect(died.statusCode).toBe(500);
    const reserved = await b.orderOf();
    const [pending] = await h.handle.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, reserved.id));
    expect(pending).toMatchObject({ status: 'pending', gatewayReference: null });
    const [row] = await queryRows<{ psp_reference: string }>(
      h.handle.db,
      sql`SELECT psp_reference FROM payments.payments WHERE merchant_reference = ${pending!.idempotencyKey}`,
    );

    // The pending rule (two minutes) finds it waiting at the provider: it becomes the provider's, not released.
    await runOnce(reconcilerCtx(), later(RECONCILE.pendingAfterMs + minutes(1)));
    const [recorded] = await h.handle.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, reserved.id));
    expect(recorded).toMatchObject({ status: 'redirected', gatewayReference: row!.psp_reference });
    expect(await b.orderOf()).toMatchObject({ status: 'reserved' });

    const back = await h.sandbox.approve(row!.psp_reference);
    const res = await b.s.call(
      'POST',
      `/api/checkout/klarnaconfirmation?${new URLSearchParams(back.params).toString()}`,
    );
    expect(res.json()).toMatchObject({ orderCompleted: true });
    expect(await gatewayStatuses(pending!.idempotencyKey)).toEqual(['captured']);
  });
});
