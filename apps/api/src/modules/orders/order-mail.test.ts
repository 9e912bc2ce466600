import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '@shop/db';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { createLinkSigner } from './link-token.ts';
import { currentOrderMail, queueOrderEmail, siteOriginOf } from './order-mail.ts';
import { insertPlacedOrder } from './test-orders.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 0, env: { STOREFRONT_SECRET: SECRET, SITE_HOSTNAME: 'shop.example' } });
});
afterAll(async () => t?.close());

const outboxOf = (orderId: string) =>
  t.handle.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.dedupeKey, `order:${orderId}`));

describe(`order e-mail on ${dbLabel}`, () => {
  it('renders the confirmation content once per order, with a signed reschedule link', async () => {
    const order = await insertPlacedOrder(t.handle.db, {
      order: {
        depositCents: 40_000,
        remainingCents: 90_950,
        deliveryAddress: {
          firstName: 'Alex',
          lastName: 'Shopper',
          companyName: 'Acme & Sons',
          address: '1 Example Street',
          suburb: 'Richmond',
          state: 'VIC',
          postcode: '3121',
          country: 'AU',
          deliveryInstructions: '<script>alert(1)</script> side gate',
        },
      },
      lines: [{ title: 'Fridge <b>Deluxe</b>', sku: 'FR-1', warrantyName: '5 years', warrantyCents: 9900 }],
    });
    await queueOrderEmail(t.handle.db, order.id);
    await queueOrderEmail(t.handle.db, order.id);
    const rows = await outboxOf(order.id);
    expect(rows).toHaveLength(1);
    const mail = rows[0]!;
    expect(mail.recipient).toBe('alex@example.com');
    expect(mail.subject).toContain(order.orderNumber!);
    for (const part of [
      `Order number: ${order.orderNumber}`,
      '1 × Fridge <b>Deluxe</b> (FR-1) $1,299',
      'Warranty: 5 years $99',
      'Delivery date: Thursday 13 June 2030',
      'Acme & Sons',
      'Richmond VIC 3121',
      'Shipping: $10.5',
      'Total: $1,309.50',
      'Deposit paid: $400',
      'Remaining payment: $909.50',
      'Payment method: Credit Card (Visa ending 4242)',
    ])
      expect(mail.textBody).toContain(part);

    const token = await createLinkSigner({ storefrontSecret: SECRET, dataDir: '', production: true }).sign(
      order.id,
    );
    const link = `https://shop.example/customer/reschedule-delivery?orderNumber=${order.orderNumber}&token=${token}`;
    expect(mail.textBody).toContain(link);
    expect(mail.htmlBody).toContain(link.replaceAll('&', '&amp;'));
    // Values from the order are text in the HTML body, never markup.
    expect(mail.htmlBody).not.toContain('<script>');
    expect(mail.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt; side gate');
    expect(mail.htmlBody).toContain('Fridge &lt;b&gt;Deluxe&lt;/b&gt;');
    expect(mail.htmlBody).toContain('Acme &amp; Sons');
  });

  it('leaves the link out when the order has no delivery date to move', async () => {
    const order = await insertPlacedOrder(t.handle.db, { order: { deliveryDate: null } });
    await queueOrderEmail(t.handle.db, order.id);
    const [mail] = await outboxOf(order.id);
    expect(mail?.textBody).toContain('Delivery date: to be arranged');
    expect(mail?.textBody).not.toContain('reschedule-delivery');
  });

  it('says a cash-and-carry order is collected from the store, with no date and no link', async () => {
    const order = await insertPlacedOrder(t.handle.db, { order: { deliveryDate: null, cashAndCarry: true } });
    await queueOrderEmail(t.handle.db, order.id);
    const [mail] = await outboxOf(order.id);
    expect(mail?.textBody).toContain('Cash and carry: collected from the store');
    expect(mail?.textBody).not.toContain('Delivery date:');
    expect(mail?.textBody).not.toContain('reschedule-delivery');
  });

  it('refuses to mail an order that was never placed', async () => {
    const order = await insertPlacedOrder(t.handle.db, { order: { status: 'reserved', orderNumber: null } });
    await expect(queueOrderEmail(t.handle.db, order.id)).rejects.toThrow(/no order number/);
  });

  it('lists the outbox newest first with every value escaped', async () => {
    const first = await insertPlacedOrder(t.handle.db, { order: { email: 'first@example.com' } });
    const second = await insertPlacedOrder(t.handle.db, { order: { email: 'second@example.com' } });
    await queueOrderEmail(t.handle.db, first.id);
    await queueOrderEmail(t.handle.db, second.id);
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body.indexOf('second@example.com')).toBeLessThan(res.body.indexOf('first@example.com'));
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;!doctype html&gt;');
  });

  it('uses http for a local shop and https for any other host', () => {
    expect(siteOriginOf('localhost:3000')).toBe('http://localhost:3000');
    expect(siteOriginOf('Shop.Example')).toBe('https://shop.example');
    expect(currentOrderMail().kind).toBe('outbox');
  });
});

describe('the outbox in production', () => {
  it('is not there', async () => {
    const prod = await createTestApp({ products: 0, env: { PRODUCTION: 'true', STOREFRONT_SECRET: SECRET } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
