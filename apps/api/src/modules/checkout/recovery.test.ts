import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { carts, orderPayments, orders, outboxMessages, products, queryRows, type ProductRow } from '@shop/db';
import { CHECKOUT_ERROR_MESSAGES, checkoutErrorMessage, fillTemplate } from '@shop/domain';
import { loadStorefrontConfig } from '../../config.ts';
import { GatewayUnavailableError } from '../gateway/gateway.ts';
import { TEST_GATEWAY_URL } from '../gateway/test-gateway.ts';
import { queueOrderEmail } from '../orders/order-mail.ts';
import { dbLabel } from '../shared/test-app.ts';
import type { CheckoutContext } from './context.ts';
import { createCardTestingGuard } from './limits.ts';
import { RECONCILE, runOnce } from './reconciler.ts';
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

// A gateway that stops answering, the reconciler's clock-driven rules (expired challenges, orphan authorisations) and
// the order e-mail queued once per placed order.

let h: CheckoutHarness;
let date: [number, number, number];
/**
 * 'down': authorise never reaches the gateway; 'lost': the gateway authorises and the answer is lost; 'dark': as
 * 'lost', and every later question to the gateway (the look-up before a void) fails too.
 */
let outage: 'none' | 'down' | 'lost' | 'dark' = 'none';
let clock = Date.now();

beforeAll(async () => {
  h = await createCheckoutHarness({
    wrapGateway: (inner) => ({
      ...inner,
      async authorise(request, key) {
        if (outage === 'down') throw new GatewayUnavailableError('connection refused');
        const result = await inner.authorise(request, key);
        if (outage !== 'none') throw new GatewayUnavailableError('timed out');
        return result;
      },
      async findByMerchantReference(keyName, reference) {
        if (outage === 'dark') throw new GatewayUnavailableError('connection refused');
        return inner.findByMerchantReference(keyName, reference);
      },
    }),
  });
  const any = await stockedProduct(h, 40, { priceCents: 10_000, stockQuantity: 1000 });
  date = await firstDeliveryDate(h, any);
});
afterAll(async () => h?.close());

/** The reconciler's context on the real sandbox, reading time from `clock`. */
function reconcilerCtx(): CheckoutContext {
  const config = loadStorefrontConfig({ LOG_LEVEL: 'silent', PAYMENTS_URL: TEST_GATEWAY_URL });
  return {
    db: h.handle.db,
    config,
    gateway: h.sandbox.gateway,
    guard: createCardTestingGuard({ phone: config.customerSupportNumber }),
    log: { error: () => {}, warn: () => {} },
    now: () => new Date(clock),
    returnUrl: (ref) => `http://localhost:3000/api/checkout/3ds?ref=${ref}`,
    mailOrder: queueOrderEmail,
  };
}
const minutes = (n: number) => n * 60_000;

async function sandboxStatuses(reference: string): Promise<string[]> {
  const rows = await queryRows<{ status: string }>(
    h.handle.db,
    sql`SELECT status FROM payments.payments WHERE merchant_reference = ${reference}`,
  );
  return rows.map((r) => r.status);
}

async function stockOf(product: ProductRow): Promise<number> {
  const [row] = await h.handle.db.select().from(products).where(eq(products.id, product.id));
  return row!.stockQuantity;
}

async function buying(index: number, remote: string, card: string = CARDS.visa) {
  const item = await stockedProduct(h, index, { priceCents: 20_000, stockQuantity: 5 });
  const s = shopper(h, remote);
  const cartId = await s.add(item, 2);
  const blob = await h.sandbox.encryptCard(testCard(card));
  const body = orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } });
  const orderOf = async () => (await h.handle.db.select().from(orders).where(eq(orders.cartId, cartId)))[0]!;
  return { item, s, cartId, body, orderOf };
}

const OTHER_ERRORS = fillTemplate(CHECKOUT_ERROR_MESSAGES.checkoutOther, { phone: SUPPORT_PHONE });

describe(`gateway outages and the reconciler (${dbLabel})`, () => {
  it('a gateway that cannot be reached: 001 §8 other errors, the reservation released, nothing charged', async () => {
    const { item, s, cartId, body, orderOf } = await buying(41, '10.30.0.1');
    outage = 'down';
    const res = await s.checkout(body).finally(() => (outage = 'none'));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'gateway_unavailable' });
    expect(checkoutErrorMessage(res.statusCode, SUPPORT_PHONE, res.json().errors)).toBe(OTHER_ERRORS);
    const order = await orderOf();
    expect(order).toMatchObject({ status: 'failed', slotBooked: false });
    const [payment] = await h.handle.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'error' });
    expect(await stockOf(item)).toBe(5);
    expect(await sandboxStatuses(payment!.idempotencyKey)).toEqual([]);
    expect(await h.handle.db.select().from(carts).where(eq(carts.id, cartId))).toHaveLength(1);
  });

  it('an authorisation whose answer was lost: voided at once, the reservation released', async () => {
    const { item, s, body, orderOf } = await buying(42, '10.30.0.2');
    outage = 'lost';
    const res = await s.checkout(body).finally(() => (outage = 'none'));
    expect(res.statusCode).toBe(503);
    const order = await orderOf();
    expect(order).toMatchObject({ status: 'failed' });
    expect(await sandboxStatuses(`chk_${order.id}_charge`)).toEqual(['voided']);
    expect(await stockOf(item)).toBe(5);
  });

  it('an outcome nobody can tell: the order stays reserved, and the reconciler later places it (e-mail queued)', async () => {
    const { item, s, body, orderOf } = await buying(43, '10.30.0.3');
    outage = 'dark';
    const res = await s.checkout(body).finally(() => (outage = 'none'));
    expect(res.statusCode).toBe(503);
    expect(checkoutErrorMessage(res.statusCode, SUPPORT_PHONE, res.json().errors)).toBe(OTHER_ERRORS);
    const reserved = await orderOf();
    expect(reserved).toMatchObject({ status: 'reserved' });
    expect(await stockOf(item)).toBe(3);

    clock = Date.now() + RECONCILE.pendingAfterMs + minutes(1);
    const report = await runOnce(reconcilerCtx());
    expect(report.placed).toBeGreaterThanOrEqual(1);
    expect(await orderOf()).toMatchObject({ status: 'placed' });
    expect(await sandboxStatuses(`chk_${reserved.id}_charge`)).toEqual(['captured']);
    const mail = await h.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `order:${reserved.id}`));
    expect(mail).toHaveLength(1);
    // The shopper's next submit answers with the placed order and charges nothing more.
    const again = await s.checkout(body);
    expect(again.json()).toMatchObject({ orderCompleted: true });
    expect(await sandboxStatuses(`chk_${reserved.id}_charge`)).toEqual(['captured']);
  });

  it('voids and releases a 3-D Secure challenge left for more than 30 minutes, and not before', async () => {
    const { item, s, body, orderOf } = await buying(44, '10.30.0.4', CARDS.challenge);
    const res = await s.checkout(body);
    expect(res.json()).toMatchObject({ orderCompleted: false });
    const order = await orderOf();
    expect(await stockOf(item)).toBe(3);

    clock = Date.now() + RECONCILE.challengeAfterMs - minutes(1);
    await runOnce(reconcilerCtx());
    expect(await orderOf()).toMatchObject({ status: 'reserved' });

    clock = Date.now() + RECONCILE.challengeAfterMs + minutes(1);
    const report = await runOnce(reconcilerCtx());
    expect(report.released).toBeGreaterThanOrEqual(1);
    expect(await orderOf()).toMatchObject({ status: 'cancelled', failureReason: 'challenge expired' });
    const [payment] = await h.handle.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'voided' });
    expect(await stockOf(item)).toBe(5);
  });

  it('voids an uncaptured authorisation of ours with no placed order, and leaves other references alone', async () => {
    const blob = await h.sandbox.encryptCard(testCard(CARDS.mastercard));
    const authorise = (reference: string) =>
      h.sandbox.gateway.authorise(
        {
          merchantReference: reference,
          amount: { valueCents: 12_345, currency: 'AUD' },
          keyName: 'default',
          card: { encrypted: blob },
          browserInfo: null,
          returnUrl: 'http://localhost:3000/api/checkout/3ds',
          shopperIp: '10.30.0.5',
        },
        reference,
      );
    const orphan = `chk_${randomUUID()}_charge`;
    const foreign = `manual-${randomUUID()}`;
    expect(await authorise(orphan)).toMatchObject({ resultCode: 'Authorised' });
    expect(await authorise(foreign)).toMatchObject({ resultCode: 'Authorised' });

    clock = Date.now() + RECONCILE.orphanAfterMs - minutes(1);
    await runOnce(reconcilerCtx());
    expect(await sandboxStatuses(orphan)).toEqual(['authorised']);

    clock = Date.now() + RECONCILE.orphanAfterMs + minutes(1);
    const report = await runOnce(reconcilerCtx());
    expect(report.voided).toBeGreaterThanOrEqual(1);
    expect(await sandboxStatuses(orphan)).toEqual(['voided']);
    expect(await sandboxStatuses(foreign)).toEqual(['authorised']);
  });

  it('queues one order e-mail per placed order, however often the submit is repeated', async () => {
    const { s, body, orderOf } = await buying(45, '10.30.0.6');
    const answers = [await s.checkout(body), ...(await Promise.all([s.checkout(body), s.checkout(body)]))];
    answers.push(await s.checkout(body));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const order = await orderOf();
    const mail = await h.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `order:${order.id}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'order', recipient: 'ada@example.com' });
    expect(mail[0]!.subject).toContain(order.orderNumber!);

    // Every order placed in this file, by a request or by the reconciler, has exactly one e-mail.
    const counts = await queryRows<{ placed: number; mailed: number; duplicates: number }>(
      h.handle.db,
      sql`SELECT
        (SELECT count(*) FROM orders WHERE status = 'placed')::int AS placed,
        (SELECT count(*) FROM outbox_messages m JOIN orders o ON m.dedupe_key = 'order:' || o.id::text
          WHERE o.status = 'placed')::int AS mailed,
        (SELECT count(*) FROM outbox_messages m JOIN orders o ON m.dedupe_key = 'order:' || o.id::text
          WHERE o.status <> 'placed')::int AS duplicates`,
    );
    expect(counts[0]!.placed).toBeGreaterThanOrEqual(2);
    expect(counts[0]).toEqual({ placed: counts[0]!.placed, mailed: counts[0]!.placed, duplicates: 0 });
  });
});
