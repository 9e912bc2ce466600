import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cartLines, openDatabase, products, queryRows, type DbHandle, type ProductRow } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import { CART_COOKIE } from '../shared/list-cookie.ts';

// docs/decisions/0043: the cart's write queue (serial.ts) lives in each process, so two instances behind a balancer
// each queue their own requests for one cart. Two storefront API instances, each with its own queue and its own
// connection pool, share one PostgreSQL database here; a shopper's adds to one cart, sent through both at once, must
// all count — the cart row's lock, not the queue, keeps them apart.

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('one cart edited through two instances at once (PostgreSQL)', () => {
  let handle: DbHandle;
  let second: DbHandle;
  let apps: FastifyInstance[] = [];
  let items: ProductRow[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase({ seed: { products: 30 } });
    const [current] = await queryRows<{ name: string }>(handle.db, sql`SELECT current_database() AS name`);
    const url = new URL(adminUrl!);
    url.pathname = `/${current!.name}`;
    second = await openDatabase({ url: url.toString(), poolSize: 4 });
    const config = loadStorefrontConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000' });
    apps = [
      await buildStorefrontApi({ db: handle.db, config }),
      await buildStorefrontApi({ db: second.db, config }),
    ];
    await Promise.all(apps.map((a) => a.ready()));
    const all = await handle.db.select().from(products).orderBy(asc(products.id)).limit(4);
    items = await Promise.all(
      all.map(
        async (p) =>
          (
            await handle.db
              .update(products)
              .set({ priceCents: 10_000, stockQuantity: 500, stockStatus: 'inStock' })
              .where(eq(products.id, p.id))
              .returning()
          )[0]!,
      ),
    );
  }, 60_000);

  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await second?.close();
    await handle?.close();
  });

  const add = (app: FastifyInstance, cookie: string, code: string, quantity: number) =>
    app.inject({
      method: 'POST',
      url: '/api/cart/product/',
      headers: { cookie },
      payload: { code, quantity, mode: 'add' },
    });

  it('adds to one line through both instances at once: every unit counts, one line', async () => {
    const first = await add(apps[0]!, '', items[0]!.sku, 1);
    expect(first.statusCode).toBe(200);
    const cookie = `${CART_COOKIE}=${first.cookies.find((c) => c.name === CART_COOKIE)!.value}`;
    const cartId = first.json<{ cartId: string }>().cartId;

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => add(apps[i % 2]!, cookie, items[0]!.sku, 1 + (i % 3))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    const expected = 1 + Array.from({ length: 40 }, (_, i) => 1 + (i % 3)).reduce((a, b) => a + b, 0);

    const lines = await handle.db.select().from(cartLines).where(eq(cartLines.cartId, cartId));
    expect(lines.map((l) => [l.productCode, l.qty])).toEqual([[items[0]!.sku, expected]]);
    for (const app of apps) {
      const read = await app.inject({ method: 'GET', url: '/api/cart/', headers: { cookie } });
      expect(read.json<{ products: { sku: string; quantity: number }[] }>().products).toEqual([
        expect.objectContaining({ sku: items[0]!.sku, quantity: expected }),
      ]);
    }
  });

  it('adds different products to one cart through both instances at once: no line is lost', async () => {
    const first = await add(apps[1]!, '', items[1]!.sku, 1);
    const cookie = `${CART_COOKIE}=${first.cookies.find((c) => c.name === CART_COOKIE)!.value}`;
    const cartId = first.json<{ cartId: string }>().cartId;
    const answers = await Promise.all(
      [items[2]!, items[3]!, items[2]!, items[3]!, items[1]!, items[2]!].map((p, i) =>
        add(apps[i % 2]!, cookie, p.sku, 2),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const lines = await handle.db
      .select({ code: cartLines.productCode, qty: cartLines.qty })
      .from(cartLines)
      .where(eq(cartLines.cartId, cartId));
    expect(Object.fromEntries(lines.map((l) => [l.code, l.qty]))).toEqual({
      [items[1]!.sku]: 3,
      [items[2]!.sku]: 6,
      [items[3]!.sku]: 4,
    });
  });
});
