import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { Cart } from '@shop/contracts';
import { carts, products, type ProductRow } from '@shop/db';
import { EMPTY_CART_ID } from '@shop/domain';
import { ACCESS_TOKEN_COOKIE } from '../auth/access-token.ts';
import { createTestIdentity, testBrowser, type TestIdentity } from '../auth/test-tokens.ts';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { CART_COOKIE } from '../shared/list-cookie.ts';

let t: TestApp;
let identity: TestIdentity;
let plain: ProductRow; // $200, stock 5
let miele: ProductRow; // $1,000, stock 3
let account = 0;
const newAccount = () => `acct-cart-${++account}`;

beforeAll(async () => {
  identity = await createTestIdentity();
  t = await createTestApp({ products: 40, env: identity.env });
  const rows = await t.handle.db.select().from(products).orderBy(asc(products.id)).limit(2);
  const set = async (p: ProductRow, values: Partial<ProductRow>) =>
    (await t.handle.db.update(products).set(values).where(eq(products.id, p.id)).returning())[0]!;
  const base = { lineDiscountCents: 0, rrpCents: null, stockStatus: 'inStock' as const };
  plain = await set(rows[0]!, { ...base, priceCents: 20_000, stockQuantity: 5 });
  miele = await set(rows[1]!, { ...base, priceCents: 100_000, stockQuantity: 3 });
});
afterAll(async () => t?.close());

/** A browser keeping its cart cookie, sending an access token while signed in. */
function browser() {
  const b = testBrowser(t.app, identity, CART_COOKIE);
  const call = b.call.bind(b);
  return Object.assign(b, {
    cart: async () => Cart.parse((await call('GET', '/api/cart/')).json()),
    add: async (code: string, quantity = 1) => {
      const res = await call('POST', '/api/cart/product/', { code, quantity });
      expect(res.statusCode, res.body).toBe(200);
      return Cart.parse(res.json());
    },
  });
}

const lines = (cart: Cart) => cart.products.map((p) => [p.sku, p.quantity]);

describe(`signed-in cart on ${dbLabel}`, () => {
  it('merges the anonymous cart into the account on the first signed-in request and drops the cookie', async () => {
    const a = browser();
    const anonymous = await a.add(plain.sku, 2);
    const sessionId = a.cookie.split('=')[1]!;
    const acct = newAccount();
    await a.signIn(acct);
    const first = await a.call('GET', '/api/cart/');
    expect(first.statusCode).toBe(200);
    // The account had no cart: the session cart became it.
    expect(Cart.parse(first.json())).toMatchObject({ cartId: anonymous.cartId, subTotal: 400, orderTotal: 400 });
    expect(first.cookies.find((c) => c.name === CART_COOKIE)?.value).toBe('');
    expect(a.cookie).toBe('');
    const [row] = await t.handle.db.select().from(carts).where(eq(carts.id, sessionId));
    expect(row?.accountId).toBe(acct);

    // Signed in without a cookie: the account's cart, and writes go to it without setting a cookie.
    const more = await a.call('POST', '/api/cart/product/', { code: miele.sku, quantity: 1 });
    expect(more.cookies.find((c) => c.name === CART_COOKIE)).toBeUndefined();
    expect(lines(Cart.parse(more.json()))).toEqual([
      [plain.sku, 2],
      [miele.sku, 1],
    ]);
    expect(Cart.parse(more.json())).toMatchObject({ subTotal: 1400, orderTotal: 1400, productCount: 3 });

    // Signed out, the browser is anonymous again: the account's cart is not reachable by its id.
    a.signOut();
    expect((await a.cart()).cartId).toBe(EMPTY_CART_ID);
    const byOldCookie = await t.app.inject({ url: '/api/cart/', headers: { cookie: `${CART_COOKIE}=${sessionId}` } });
    expect(Cart.parse(byOldCookie.json()).cartId).toBe(EMPTY_CART_ID);
  });

  it('shows a second browser signed in as the same account the same cart, adding its own anonymous lines', async () => {
    const acct = newAccount();
    const a = browser();
    await a.add(plain.sku, 1);
    await a.signIn(acct);
    const accountCart = await a.cart();

    const b = browser();
    await b.add(plain.sku, 2);
    await b.add(miele.sku, 1);
    const sessionB = b.cookie.split('=')[1]!;
    await b.signIn(acct);
    const merged = await b.cart();
    expect(merged.cartId).toBe(accountCart.cartId);
    expect(lines(merged)).toEqual([
      [plain.sku, 3],
      [miele.sku, 1],
    ]);
    expect(merged).toMatchObject({ subTotal: 1600, orderTotal: 1600, productCount: 4 });
    expect(await t.handle.db.select().from(carts).where(eq(carts.id, sessionB))).toEqual([]);
    // Both browsers now edit one cart.
    await a.add(miele.sku, 1);
    expect(lines(await b.cart())).toEqual([
      [plain.sku, 3],
      [miele.sku, 2],
    ]);
  });

  it("never merges another account's cart, whatever cookie comes with the token", async () => {
    const owner = browser();
    await owner.add(miele.sku, 1);
    const ownerCookie = owner.cookie;
    await owner.signIn(newAccount());
    const owned = await owner.cart();
    const intruder = await identity.tokenFor(newAccount());
    const res = await t.app.inject({
      url: '/api/cart/',
      headers: { cookie: ownerCookie, authorization: `Bearer ${intruder}` },
    });
    expect(Cart.parse(res.json()).cartId).toBe(EMPTY_CART_ID);
    expect(res.cookies.find((c) => c.name === CART_COOKIE)?.value).toBe('');
    expect(lines(await owner.cart())).toEqual([[miele.sku, 1]]);
    expect((await owner.cart()).cartId).toBe(owned.cartId);
  });

  it('merges no further than the stock', async () => {
    const acct = newAccount();
    const a = browser();
    await a.signIn(acct);
    await a.add(plain.sku, 3);
    const b = browser();
    await b.add(plain.sku, 4);
    await b.signIn(acct);
    expect(lines(await b.cart())).toEqual([[plain.sku, 5]]);
  });

  it('makes one cart for a new account even when two browsers add at once', async () => {
    const acct = newAccount();
    const browsers = [browser(), browser(), browser()];
    for (const b of browsers) await b.signIn(acct);
    const answers = await Promise.all(browsers.map((b) => b.add(miele.sku, 1)));
    expect(new Set(answers.map((c) => c.cartId)).size).toBe(1);
    expect(lines(await browsers[0]!.cart())).toEqual([[miele.sku, 3]]);
    expect(await t.handle.db.select().from(carts).where(eq(carts.accountId, acct))).toHaveLength(1);
  });

  it('carries the anonymous coupon over, and keeps totals right', async () => {
    const acct = newAccount();
    const a = browser();
    await a.add(plain.sku, 1);
    const withCoupon = Cart.parse((await a.call('POST', '/api/cart/coupon/', { code: 'SAVE50' })).json());
    expect(withCoupon).toMatchObject({ discountTotal: 50, orderTotal: 150 });
    const b = browser();
    await b.signIn(acct);
    await b.add(miele.sku, 1);
    await a.signIn(acct);
    const merged = await a.cart();
    expect(merged).toMatchObject({ couponCode: 'SAVE50', subTotal: 1200, discountTotal: 50, orderTotal: 1150 });
  });

  it('treats an expired, forged or foreign token as signed out: the cookie cart, unmerged', async () => {
    const acct = newAccount();
    const forger = await createTestIdentity();
    const bad = {
      expired: await identity.tokenFor(acct, { now: new Date(Date.now() - 3_600_000), ttlSeconds: 60 }),
      forged: await forger.tokenFor(acct),
      wrongAudience: await identity.tokenFor(acct, { audience: 'another-shop' }),
      garbage: 'x.y.z',
    };
    const a = browser();
    const anonymous = await a.add(plain.sku, 1);
    for (const [name, token] of Object.entries(bad)) {
      a.useToken(token);
      const res = await a.call('GET', '/api/cart/');
      expect(res.statusCode, name).toBe(200);
      expect(Cart.parse(res.json()).cartId, name).toBe(anonymous.cartId);
      expect(res.cookies.find((c) => c.name === CART_COOKIE), name).toBeUndefined();
      const cookieToken = await t.app.inject({
        url: '/api/cart/',
        headers: { cookie: `${a.cookie}; ${ACCESS_TOKEN_COOKIE}=${token}` },
      });
      expect(Cart.parse(cookieToken.json()).cartId, name).toBe(anonymous.cartId);
    }
    expect(await t.handle.db.select().from(carts).where(eq(carts.accountId, acct))).toEqual([]);
  });

  it('reads the token from the HttpOnly cookie as well', async () => {
    const acct = newAccount();
    const a = browser();
    await a.signIn(acct);
    const cart = await a.add(miele.sku, 1);
    const viaCookie = await t.app.inject({
      url: '/api/cart/',
      headers: { cookie: `${ACCESS_TOKEN_COOKIE}=${await identity.tokenFor(acct)}` },
    });
    expect(Cart.parse(viaCookie.json()).cartId).toBe(cart.cartId);
  });

  it('deletes the account cart; the next add makes a new one', async () => {
    const acct = newAccount();
    const a = browser();
    await a.signIn(acct);
    const first = await a.add(plain.sku, 1);
    const del = await a.call('DELETE', '/api/cart/');
    expect(Cart.parse(del.json()).cartId).toBe(EMPTY_CART_ID);
    expect((await a.cart()).cartId).toBe(EMPTY_CART_ID);
    const again = await a.add(plain.sku, 1);
    expect(again.cartId).not.toBe(first.cartId);
  });
});
