import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Cart, CompareList, GeoData, LocationSuggestions, ShopperState } from '@shop/contracts';
import { products, type DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { EMPTY_CART_ID } from '@shop/domain';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import { createFakeIdentityClient, profileFor, type FakeIdentityClient } from '../auth/fake-identity-client.ts';
import { createTestIdentity, type TestIdentity } from '../auth/test-tokens.ts';
import { CART_COOKIE, COMPARE_COOKIE } from '../shared/list-cookie.ts';
import { dbLabel } from '../shared/test-app.ts';

let handle: DbHandle;
let identity: TestIdentity;
let fake: FakeIdentityClient;
const apps: FastifyInstance[] = [];
let app: FastifyInstance;
let commercial: FastifyInstance;
let skus: string[];

async function build(env: Record<string, string> = {}) {
  const built = await buildStorefrontApi({
    db: handle.db,
    config: loadStorefrontConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...identity.env, ...env }),
    identity: fake,
  });
  await built.ready();
  apps.push(built);
  return built;
}

beforeAll(async () => {
  identity = await createTestIdentity();
  fake = createFakeIdentityClient();
  handle = await createTestDatabase({ seed: { products: 40 } });
  app = await build();
  commercial = await build({ THEME: 'aoc' });
  const rows = await handle.db
    .select({ sku: products.sku })
    .from(products)
    .where(and(gt(products.priceCents, 0), gt(products.stockQuantity, 5)))
    .orderBy(asc(products.id))
    .limit(3);
  skus = rows.map((r) => r.sku);
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await handle?.close();
});

/** A browser keeping every cookie it is given (cart, compare, location), sending an access token while signed in. */
function browser(on: () => FastifyInstance = () => app) {
  const jar = new Map<string, string>();
  let token = '';
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await on().inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
    for (const c of res.cookies) {
      if (c.value) jar.set(c.name, c.value);
      else jar.delete(c.name);
    }
    return res;
  };
  return {
    call,
    jar,
    shopper: async () => {
      const res = await call('GET', '/api/shopper/');
      expect(res.statusCode, res.body).toBe(200);
      return { res, body: ShopperState.parse(res.json()) };
    },
    /** The three endpoints the answer stands for, as the page used to call them. */
    parts: async () => ({
      cart: Cart.parse((await call('GET', '/api/cart/')).json()),
      compare: CompareList.parse((await call('GET', '/api/compare/')).json()),
      geo: GeoData.parse((await call('GET', '/api/geo')).json()),
    }),
    signIn: async (accountId: string, firstName: string) => {
      fake.profiles.set(accountId, profileFor(accountId, { firstName }));
      token = await identity.tokenFor(accountId);
    },
  };
}

describe(`the shopper's personal parts in one read, on ${dbLabel}`, () => {
  it('answers a new visitor with the empty cart and list, the default location and no account, never cached', async () => {
    const b = browser();
    const { res, body } = await b.shopper();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(body).toMatchObject({ cart: { cartId: EMPTY_CART_ID, productCount: 0 }, compare: { skus: [] }, account: null });
    expect(body.geo).toMatchObject({ postcode: '2000', country: 'AU', newUser: true });
    const { cart, compare, geo } = await b.parts();
    expect(body).toEqual({ cart, compare, geo, account: null });
  });

  it("answers a shopper's cart, compare list and chosen location exactly as their own endpoints do", async () => {
    const b = browser();
    expect((await b.call('POST', '/api/cart/product/', { code: skus[0], quantity: 2 })).statusCode).toBe(200);
    expect((await b.call('POST', '/api/compare/product/', { sku: skus[1] })).statusCode).toBe(200);
    expect((await b.call('POST', '/api/compare/product/', { sku: skus[2] })).statusCode).toBe(200);
    const [richmond] = LocationSuggestions.parse((await b.call('GET', '/api/locality/3121')).json());
    expect((await b.call('POST', '/api/geo/setlocation', { localityId: richmond!._id })).statusCode).toBe(200);
    expect([...b.jar.keys()].sort()).toEqual([CART_COOKIE, COMPARE_COOKIE, 'shop_location'].sort());

    const { res, body } = await b.shopper();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(body.cart.products.map((p) => [p.sku, p.quantity])).toEqual([[skus[0], 2]]);
    expect(body.compare.skus).toEqual([skus[1], skus[2]]);
    expect(body.geo).toMatchObject({ postcode: '3121', newUser: false });
    expect(body.account).toBeNull();
    expect(body).toEqual({ ...(await b.parts()), account: null });
    // Another browser sees none of it.
    expect((await browser().shopper()).body).toMatchObject({ cart: { productCount: 0 }, compare: { skus: [] } });
  });

  it("gives a signed-in shopper their first name and the account's lists, merging the session's on first read", async () => {
    const b = browser();
    await b.call('POST', '/api/cart/product/', { code: skus[0], quantity: 1 });
    await b.call('POST', '/api/compare/product/', { sku: skus[0] });
    await b.signIn('acct-shopper-1', 'Robin');
    const { res, body } = await b.shopper();
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The anonymous lists followed the account; their cookies are cleared, as GET /api/cart/ would clear them.
    expect(res.cookies.filter((c) => c.value === '').map((c) => c.name).sort()).toEqual(
      [CART_COOKIE, COMPARE_COOKIE].sort(),
    );
    expect(body.account).toEqual({ firstName: 'Robin' });
    expect(body.cart.products.map((p) => p.sku)).toEqual([skus[0]]);
    expect(body.compare.skus).toEqual([skus[0]]);
    expect(body).toEqual({ ...(await b.parts()), account: { firstName: 'Robin' } });
    // The account's name reaches only its own browser.
    expect((await browser().shopper()).body.account).toBeNull();
  });

  it('answers the rest as signed out when the identity service cannot give the name', async () => {
    const b = browser();
    await b.signIn('acct-shopper-2', 'Sam');
    fake.profiles.delete('acct-shopper-2');
    const { body } = await b.shopper();
    expect(body.account).toBeNull();
    expect(body.cart.cartId).toBe(EMPTY_CART_ID);
  });

  it('treats a token that does not verify as a visitor', async () => {
    const res = await app.inject({ url: '/api/shopper/', headers: { authorization: 'Bearer not.a.token' } });
    expect(res.statusCode).toBe(200);
    expect(ShopperState.parse(res.json()).account).toBeNull();
  });

  it("hides a commercial theme's cart amounts from a visitor, as GET /api/cart/ does, and shows them signed in", async () => {
    const visitor = browser(() => commercial);
    await visitor.call('POST', '/api/cart/product/', { code: skus[0], quantity: 1 });
    const hidden = (await visitor.shopper()).res.json<{ cart: { subTotal: unknown; pricesHidden?: boolean } }>();
    expect(hidden.cart).toMatchObject({ subTotal: null, pricesHidden: true });
    const customer = browser(() => commercial);
    await customer.signIn('acct-shopper-3', 'Kim');
    await customer.call('POST', '/api/cart/product/', { code: skus[0], quantity: 1 });
    const shown = (await customer.shopper()).res.json<{ cart: { subTotal: unknown; pricesHidden?: boolean } }>();
    expect(typeof shown.cart.subTotal).toBe('number');
    expect(shown.cart.pricesHidden).toBeUndefined();
  });
});
