import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orderPayments, outboxMessages, type DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { loadStorefrontConfig } from '../../config.ts';
import { GatewayUnavailableError, type CardGateway } from '../gateway/gateway.ts';
import { createTestGateway, type TestGateway } from '../gateway/test-gateway.ts';
import { dbLabel } from '../shared/test-app.ts';
import { createOutboxSender } from './mail-sender.ts';
import { createOrderMail, type MailTransport } from './order-mail.ts';
import { insertPlacedOrder } from './test-orders.ts';

const config = loadStorefrontConfig({ LOG_LEVEL: 'silent', STOREFRONT_SECRET: 'x'.repeat(40) });
const quiet = { error: () => undefined };
const MIN = 60_000;
let handle: DbHandle;
let payments: TestGateway;

beforeAll(async () => {
  handle = await createTestDatabase({ seed: { products: 0 } });
  payments = await createTestGateway({ db: handle.db });
});
afterAll(async () => {
  await payments?.close();
  await handle?.close();
});

/** A transport that fails while `down` and counts what it delivered. */
function fakeTransport() {
  const t = {
    down: true,
    delivered: [] as string[],
    sendMail: async (m: { to: string; subject: string }) => {
      if (t.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      t.delivered.push(m.subject);
    },
    close: () => undefined,
  } satisfies MailTransport & Record<string, unknown>;
  return t;
}

const clock = (start: Date) => {
  const c = { at: start, now: () => c.at, advance: (ms: number) => (c.at = new Date(c.at.getTime() + ms)) };
  return c;
};

const mailOf = async (orderId: string) =>
  (
    await handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `order:${orderId}`))
  )[0]!;

describe(`mail sender on ${dbLabel}`, () => {
  it('retries a failed send on the backoff schedule until it is sent, once', async () => {
    const c = clock(new Date('2030-01-01T00:00:00Z'));
    const transport = fakeTransport();
    const mail = createOrderMail(config, quiet, { transport, now: c.now });
    const sender = createOutboxSender({
      db: handle.db,
      mail,
      gateway: payments.gateway,
      log: quiet,
      now: c.now,
    });
    const order = await insertPlacedOrder(handle.db);
    await mail.queue(handle.db, order.id);
    await mail.idle();
    let row = await mailOf(order.id);
    expect(row).toMatchObject({
      attempts: 1,
      sentAt: null,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
    expect(row.nextAttemptAt).toEqual(new Date(c.at.getTime() + MIN));

    c.advance(MIN - 1000);
    expect((await sender.runOnce()).mail).toBe(0); // not due yet
    c.advance(1000);
    expect((await sender.runOnce()).mail).toBe(1); // due: tried again, still down
    row = await mailOf(order.id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt).toEqual(new Date(c.at.getTime() + 5 * MIN));

    transport.down = false;
    c.advance(4 * MIN);
    expect((await sender.runOnce()).mail).toBe(0);
    c.advance(MIN);
    expect((await sender.runOnce()).mail).toBe(1);
    row = await mailOf(order.id);
    expect(row).toMatchObject({ attempts: 3, sentAt: c.at, nextAttemptAt: null, lastError: null });
    c.advance(24 * 60 * MIN);
    expect((await sender.runOnce()).mail).toBe(0);
    expect(transport.delivered).toHaveLength(1);
    await mail.close();
  });

  it('gives up after ten attempts', async () => {
    const c = clock(new Date('2030-02-01T00:00:00Z'));
    const transport = fakeTransport();
    const mail = createOrderMail(config, quiet, { transport, now: c.now });
    const sender = createOutboxSender({
      db: handle.db,
      mail,
      gateway: payments.gateway,
      log: quiet,
      now: c.now,
    });
    const order = await insertPlacedOrder(handle.db);
    await mail.queue(handle.db, order.id);
    await mail.idle();
    for (let i = 0; i < 12; i++) {
      c.advance(6 * 60 * MIN);
      await sender.runOnce();
    }
    expect(await mailOf(order.id)).toMatchObject({ attempts: 10, nextAttemptAt: null, sentAt: null });
  });

  it('sends a due mail once when two loops run at once', async () => {
    const c = clock(new Date('2030-03-01T00:00:00Z'));
    const transport = fakeTransport();
    const mail = createOrderMail(config, quiet, { transport, now: c.now });
    const order = await insertPlacedOrder(handle.db);
    await mail.queue(handle.db, order.id);
    await mail.idle();
    transport.down = false;
    c.advance(MIN);
    const loops = [1, 2].map(() =>
      createOutboxSender({ db: handle.db, mail, gateway: payments.gateway, log: quiet, now: c.now }),
    );
    const runs = await Promise.all(loops.map((l) => l.runOnce()));
    expect(runs.map((r) => r.mail).sort()).toEqual([0, 1]);
    expect(transport.delivered).toHaveLength(1);
  });

  it('keeps mail unsent and never due without SMTP', async () => {
    const mail = createOrderMail(config, quiet, { transport: null });
    const order = await insertPlacedOrder(handle.db);
    await mail.queue(handle.db, order.id);
    expect(await mailOf(order.id)).toMatchObject({ attempts: 0, nextAttemptAt: null, sentAt: null });
  });
});

describe(`refund retries on ${dbLabel}`, () => {
  it('retries an errored refund under its first key until the gateway answers, refunding once', async () => {
    const ref = `test-${randomUUID()}`;
    const amount = { valueCents: 100_000, currency: 'AUD' as const };
    const card = {
      number: '4242424242424242',
      cvc: '123',
      expiryMonth: '12',
      expiryYear: '2035',
      holderName: 'A',
    };
    const auth = await payments.gateway.authorise(
      {
        merchantReference: ref,
        amount,
        keyName: 'default',
        card: { encrypted: await payments.encryptCard(card) },
        returnUrl: 'http://localhost:3000/api/checkout/3ds',
      },
      ref,
    );
    await payments.gateway.capture('default', auth.pspReference, amount, `capture-${ref}`);
    const order = await insertPlacedOrder(handle.db, { payments: [{ gatewayReference: auth.pspReference }] });
    const key = `reschedule:${order.id}:1:2030-06-20`;
    const t0 = new Date('2030-04-01T00:00:00Z');
    // The first refund went through, but its answer was lost: the row says error.
    await payments.gateway.refund(
      'default',
      auth.pspReference,
      { ...amount, valueCents: 2500 },
      `refund:${key}`,
    );
    const [refund] = await handle.db
      .insert(orderPayments)
      .values({
        orderId: order.id,
        kind: 'refund',
        method: 'CreditCard',
        amountCents: 2500,
        currency: 'AUD',
        status: 'error',
        idempotencyKey: key,
        gatewayReference: auth.pspReference,
        keyName: 'default',
        refusalReason: 'attempt 1: gateway timed out',
        updatedAt: t0,
      })
      .returning();

    let down = true;
    const gateway: CardGateway = {
      ...payments.gateway,
      refund: (...args) => {
        if (down) return Promise.reject(new GatewayUnavailableError('gateway answered 503'));
        return payments.gateway.refund(...args);
      },
    };
    const c = clock(t0);
    const mail = createOrderMail(config, quiet, { transport: null });
    const sender = createOutboxSender({ db: handle.db, mail, gateway, log: quiet, now: c.now });
    const rowOf = async () =>
      (await handle.db.select().from(orderPayments).where(eq(orderPayments.id, refund!.id)))[0]!;

    c.advance(30_000);
    expect((await sender.runOnce()).refunds).toBe(0); // 1 minute after the first failure
    c.advance(30_000);
    expect((await sender.runOnce()).refunds).toBe(1);
    expect(await rowOf()).toMatchObject({
      status: 'error',
      refusalReason: 'attempt 2: gateway answered 503',
    });
    down = false;
    c.advance(4 * MIN);
    expect((await sender.runOnce()).refunds).toBe(0); // 5 minutes after the second
    c.advance(MIN);
    expect((await sender.runOnce()).refunds).toBe(1);
    expect(await rowOf()).toMatchObject({ status: 'refunded', refusalReason: null });
    c.advance(24 * 60 * MIN);
    expect((await sender.runOnce()).refunds).toBe(0);
    const atGateway = await payments.gateway.lookup('default', auth.pspReference);
    expect(atGateway?.refundedCents).toBe(2500);
  });
});
