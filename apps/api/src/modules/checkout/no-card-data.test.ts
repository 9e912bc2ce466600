import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db';
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

// The storefront never sees a card number (ADR 0027): after card checkouts of every outcome, no table of the
// database (the storefront's and the sandbox's) and no answer holds one.

let h: CheckoutHarness;
beforeAll(async () => {
  h = await createCheckoutHarness();
});
afterAll(async () => h?.close());

describe(`no card number is kept or answered (${dbLabel})`, () => {
  it('finds none in any table or response after approved, refused and challenged checkouts', async () => {
    const item = await stockedProduct(h, 30, { priceCents: 12_300, stockQuantity: 100 });
    const date = await firstDeliveryDate(h, item);
    const answers: string[] = [];
    for (const [i, number] of Object.values(CARDS).entries()) {
      const s = shopper(h, `10.7.0.${i}`);
      const cartId = await s.add(item, 1);
      const blob = await h.sandbox.encryptCard(testCard(number));
      const res = await s.checkout(
        orderBody({ cartId, deliveryDate: date, encryptedValues: { default: blob } }),
      );
      answers.push(res.body, JSON.stringify(res.headers));
    }
    const tables = await queryRows<{ schema: string; name: string }>(
      h.handle.db,
      sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_schema IN ('public', 'payments') AND table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    const dumps: string[] = [];
    for (const t of tables) {
      const rows = await queryRows<{ row: string }>(
        h.handle.db,
        sql`SELECT t::text AS row FROM ${sql.identifier(t.schema)}.${sql.identifier(t.name)} t`,
      );
      dumps.push(rows.map((r) => r.row).join('\n'));
    }
    const everything = [...dumps, ...answers].join('\n');
    for (const number of Object.values(CARDS)) {
      expect(everything).not.toContain(number);
      expect(everything).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
    }
    // The search does see what it should: the orders are there.
    expect(everything).toContain('ada@example.com');
  });
});
