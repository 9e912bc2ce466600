import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asc, eq, inArray } from 'drizzle-orm';
import { Cart, UpsellOptions } from '@shop/contracts';
import { cartLines, products, type ProductRow } from '@shop/db';
import { dollarsToCents } from '@shop/domain';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { CART_COOKIE } from '../shared/list-cookie.ts';
import { CART_COPY } from './copy.ts';
import { amount } from '../shared/amount.ts';

let t: TestApp;
let items: { sku: string; stock: number; warrantyId: number | null }[];
let hot: ProductRow;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  const db = t.handle.db;
  const rows = await db.select().from(products).orderBy(asc(products.id)).limit(5);
  // Varied prices, odd cents and line discounts so rounding is exercised; small stocks so the bound is hit.
  const shapes = [
    { priceCents: 19_999, lineDiscountCents: 1_001, stockQuantity: 4 },
    { priceCents: 123_457, lineDiscountCents: 0, stockQuantity: 3 },
    { priceCents: 4_995, lineDiscountCents: 995, stockQuantity: 6 },
    { priceCents: 89_900, lineDiscountCents: 3_333, stockQuantity: 2 },
  ];
  items = [];
  for (const [i, shape] of shapes.entries()) {
    const [row] = await db
      .update(products)
      .set({ ...shape, stockStatus: 'inStock' })
      .where(eq(products.id, rows[i]!.id))
      .returning();
    const offers = UpsellOptions.parse(
      (await t.app.inject({ url: `/api/v2/product/upselloptions/sku/${encodeURIComponent(row!.sku)}` })).json(),
    );
    items.push({ sku: row!.sku, stock: shape.stockQuantity, warrantyId: offers.warranties[0]?.id ?? null });
  }
  const [hotRow] = await db
    .update(products)
    .set({ priceCents: 10_000, stockQuantity: 25, stockStatus: 'inStock', lineDiscountCents: 0 })
    .where(eq(products.id, rows[4]!.id))
    .returning();
  hot = hotRow!;
});
afterAll(async () => t?.close());

type Op =
  | { kind: 'add'; item: number; qty: number; warranty: boolean }
  | { kind: 'set'; item: number; qty: number; warranty: boolean }
  | { kind: 'remove'; item: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), item: fc.nat(3), qty: fc.integer({ min: 1, max: 4 }), warranty: fc.boolean() }),
  fc.record({ kind: fc.constant('set' as const), item: fc.nat(3), qty: fc.integer({ min: 1, max: 5 }), warranty: fc.boolean() }),
  fc.record({ kind: fc.constant('remove' as const), item: fc.nat(3) }),
);

const cents = dollarsToCents;

describe(`cart invariants on ${dbLabel}`, () => {
  it('any sequence of adds, quantity changes and removals leaves totals equal to the sum of the lines', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        let cookie = '';
        const call = async (method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object) => {
          const res = await t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
          const set = res.cookies.find((c) => c.name === CART_COOKIE);
          if (set?.value) cookie = `${CART_COOKIE}=${set.value}`;
          return res;
        };
        for (const o of ops) {
          const item = items[o.item]!;
          if (o.kind === 'remove') {
            const res = await call('DELETE', `/api/cart/product/${encodeURIComponent(item.sku)}`);
            expect([200, 404]).toContain(res.statusCode);
            continue;
          }
          const warrantyId = o.warranty ? item.warrantyId : null;
          const res = await call('POST', '/api/cart/product/', { code: item.sku, quantity: o.qty, mode: o.kind, warrantyId });
          if (res.statusCode === 400) expect(res.json<{ errors: string[] }>().errors[0]).toBe(CART_COPY.stockLimit(
            (await t.handle.db.select({ title: products.title }).from(products).where(eq(products.sku, item.sku)))[0]!.title,
            item.stock,
          ));
          else expect(res.statusCode).toBe(200);
        }
        const cart = Cart.parse((await call('GET', '/api/cart/')).json());
        const sum = cart.products.reduce((s, p) => s + cents(amount(p.lineTotal)), 0);
        expect(cents(amount(cart.subTotal))).toBe(sum);
        expect(cents(amount(cart.orderTotal))).toBe(sum);
        expect(cart.productCount).toBe(cart.products.reduce((n, p) => n + p.quantity, 0));
        for (const p of cart.products) {
          const upsell = cents(amount(p.selectedWarranty?.price ?? 0)) + cents(amount(p.selectedInstall?.price ?? 0));
          expect(cents(amount(p.lineTotal))).toBe(
            cents(amount(p.price)) * p.quantity - cents(amount(p.lineDiscount)) + upsell * p.quantity,
          );
          expect(p.quantity).toBeGreaterThanOrEqual(1);
        }
        // Units of a product across its lines never exceed its stock; no line is doubled.
        for (const item of items) {
          const lines = cart.products.filter((p) => p.sku === item.sku);
          expect(lines.reduce((n, p) => n + p.quantity, 0)).toBeLessThanOrEqual(item.stock);
          expect(new Set(lines.map((p) => p.warrantyId)).size).toBe(lines.length);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('parallel adds of the same product from two tabs land in one line with every unit counted', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/cart/product/', payload: { code: hot.sku, quantity: 1 } });
    const cookie = `${CART_COOKIE}=${first.cookies.find((c) => c.name === CART_COOKIE)!.value}`;
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({ method: 'POST', url: '/api/cart/product/', headers: { cookie }, payload: { code: hot.sku, quantity: 1 } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const cart = Cart.parse((await t.app.inject({ url: '/api/cart/', headers: { cookie } })).json());
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]!.quantity).toBe(13);
    const rows = await t.handle.db.select().from(cartLines).where(inArray(cartLines.cartId, [cart.cartId]));
    expect(rows).toHaveLength(1);
  });

  it('parallel adds beyond stock: exactly the stock is taken, the rest get the stock message', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/cart/product/', payload: { code: hot.sku, quantity: 20 } });
    const cookie = `${CART_COOKIE}=${first.cookies.find((c) => c.name === CART_COOKIE)!.value}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: '/api/cart/product/', headers: { cookie }, payload: { code: hot.sku, quantity: 1 } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json<{ errors: string[] }>().errors[0]).toBe(CART_COPY.stockLimit(hot.title, 25));
    }
    const cart = Cart.parse((await t.app.inject({ url: '/api/cart/', headers: { cookie } })).json());
    expect(cart.products[0]!.quantity).toBe(25);
  });
});
