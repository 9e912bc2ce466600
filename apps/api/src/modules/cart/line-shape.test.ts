import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, gt } from 'drizzle-orm';
import { Cart } from '@shop/contracts';
import { products } from '@shop/db';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { CART_COOKIE } from '../shared/list-cookie.ts';

// 001 §3 'Cart line (sent)': a client written from the spec posts { qty, sku, unitId, productCode, category,
// warrantyId, installId } to POST /api/cart/product/, beside today's { code, quantity }.

let t: TestApp;
let first: { sku: string };
let second: { sku: string };

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  const rows = await t.handle.db
    .select({ sku: products.sku })
    .from(products)
    .where(and(gt(products.stockQuantity, 3), gt(products.priceCents, 0)))
    .orderBy(asc(products.id))
    .limit(2);
  [first, second] = rows as [{ sku: string }, { sku: string }];
});
afterAll(async () => t?.close());

function shopper() {
  let cookie = '';
  return async (payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/product/',
      payload,
      ...(cookie ? { headers: { cookie } } : {}),
    });
    const set = res.cookies.find((c) => c.name === CART_COOKIE);
    if (set) cookie = `${CART_COOKIE}=${set.value}`;
    return res;
  };
}

const quantities = (res: { json(): unknown }) =>
  Object.fromEntries(Cart.parse(res.json()).products.map((p) => [p.sku, p.quantity]));

describe(`cart line shapes on ${dbLabel}`, () => {
  it("adds and sets lines sent in the spec's shape, beside today's", async () => {
    const post = shopper();
    const spec = await post({
      qty: 2,
      sku: first.sku,
      productCode: first.sku,
      unitId: 'unit-1',
      category: 'Whatever the client thinks',
      warrantyId: 0,
      installId: null,
    });
    expect(spec.statusCode).toBe(200);
    expect(quantities(spec)).toEqual({ [first.sku]: 2 });
    expect(quantities(await post({ qty: 1, sku: second.sku }))).toEqual({ [first.sku]: 2, [second.sku]: 1 });
    expect(quantities(await post({ qty: 3, productCode: first.sku, mode: 'set' }))).toMatchObject({
      [first.sku]: 3,
    });
    expect(quantities(await post({ code: second.sku, quantity: 2 }))).toMatchObject({ [second.sku]: 3 });
  });

  it('refuses a sent line that names no product, two products, or an upsell the product lacks', async () => {
    const post = shopper();
    for (const body of [
      { qty: 1 },
      { qty: 1, sku: first.sku, productCode: second.sku },
      { qty: 0, sku: first.sku },
      { qty: 1, sku: 'bad\u0000code' },
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const upsell = await post({ qty: 1, sku: first.sku, warrantyId: 999_999 });
    expect(upsell.statusCode).toBe(400);
    expect(upsell.json()).toMatchObject({ code: 'warranty_not_offered' });
  });
});
