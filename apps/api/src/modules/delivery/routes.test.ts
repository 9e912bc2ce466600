import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { AvailabilityResponse, Cart } from '@shop/contracts';
import { categories, products, type ProductRow } from '@shop/db';
import { EMPTY_CART_ID } from '@shop/domain';
import { CART_COOKIE } from '../shared/list-cookie.ts';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { NEAR, OUTBACK, addTestLocalities, brandIdOf } from './test-fixtures.ts';

let t: TestApp;
let washer: ProductRow;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  await addTestLocalities(db);
  const [laundry] = await db
    .select()
    .from(categories)
    .where(sql`${categories.uri} LIKE 'laundry/%'`)
    .limit(1);
  const [first] = await db.select().from(products).orderBy(asc(products.id)).limit(1);
  const samsung = await brandIdOf(db, 'Samsung');
  const [updated] = await db
    .update(products)
    .set({
      categoryId: laundry!.id,
      brandId: samsung,
      brandName: 'Samsung',
      stockQuantity: 5,
      priceCents: 80_000,
    })
    .where(eq(products.id, first!.id))
    .returning();
  washer = updated!;
});
afterAll(async () => t?.close());

function shopper() {
  let cookie = '';
  return async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
    const set = res.cookies.find((c) => c.name === CART_COOKIE);
    if (set) cookie = `${CART_COOKIE}=${set.value}`;
    return res;
  };
}

const address = (where: { postcode: string; suburb: string; state: string }) => ({
  deliveryAddress: { ...where, country: 'AU' },
  deliveryDate: null,
  cardDetails: null,
});

describe(`POST /api/checkout/avail (${dbLabel})`, () => {
  it('answers unavailable for an empty cart', async () => {
    const res = await shopper()('POST', '/api/checkout/avail', address(NEAR));
    expect(res.statusCode).toBe(200);
    const body = AvailabilityResponse.parse(res.json());
    expect(body.availability).toEqual({ unavailable: true, dates: [] });
    expect(body.cartId).toBe(EMPTY_CART_ID);
  });

  it("prices the cart's calendar, services and warehouse for the address", async () => {
    const call = shopper();
    const added = await call('POST', '/api/cart/product/', { code: washer.sku, quantity: 1 });
    expect(added.statusCode).toBe(200);
    const cart = Cart.parse(added.json());
    const res = await call('POST', '/api/checkout/avail', {
      ...address(NEAR),
      deliveryServices: ['SVC-CONNECT-LAUNDRY'],
      winningDeliveryServiceOverride: false,
    });
    expect(res.statusCode).toBe(200);
    const body = AvailabilityResponse.parse(res.json());
    expect(body.cartId).toBe(cart.cartId);
    expect(body.availability.unavailable).toBe(false);
    expect(body.availability.dates.length).toBeGreaterThan(40);
    expect(body.availability.dates.some((d) => d.price === 0)).toBe(true);
    expect(body.availability.dates.every((d) => d.date.length === 3)).toBe(true);
    expect(body.deliveredBy).toBe('Moorebank Distribution Centre');
    const service = body.deliveryServices.find((s) => s.sku === 'SVC-CONNECT-LAUNDRY');
    expect(service).toMatchObject({ price: 89, selected: true, hidden: false });
    expect(service?.blurb).toContain('<p>');
    expect(body.showUniqueDeliveryRequirements).toBe(true);
    expect(body.proformaOnly).toBe(false);

    const far = AvailabilityResponse.parse(
      (await call('POST', '/api/checkout/avail', address(OUTBACK))).json(),
    );
    expect(far.availability.unavailable).toBe(true);
  });

  it('refuses the staff-only Winning Services override to a shopper who is not signed in as staff', async () => {
    const call = shopper();
    await call('POST', '/api/cart/product/', { code: washer.sku, quantity: 1 });
    const res = await call('POST', '/api/checkout/avail', {
      ...address(NEAR),
      winningDeliveryServiceOverride: true,
    });
    expect(res.statusCode).toBe(401);
    const own = await call('POST', '/api/checkout/avail', {
      ...address(NEAR),
      winningDeliveryServiceOverride: false,
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses an oversized address with a 400', async () => {
    const res = await shopper()('POST', '/api/checkout/avail', {
      deliveryAddress: { postcode: '2'.repeat(50), suburb: 'X', state: 'NSW' },
    });
    expect(res.statusCode).toBe(400);
  });
});
