import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { CompareAddResult, CompareList, CompareProducts } from '@shop/contracts';
import { compareLists, products } from '@shop/db';
import { buildStorefront } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import { createTestIdentity, type TestIdentity } from '../auth/test-tokens.ts';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { COMPARE_COOKIE } from '../shared/list-cookie.ts';
import { mergeCompareIntoAccount } from './queries.ts';

let t: TestApp;
let identity: TestIdentity;
let skus: string[];
const SLASH_SKU = 'AB/123-X';

beforeAll(async () => {
  identity = await createTestIdentity();
  t = await createTestApp({ products: 40, env: identity.env });
  const rows = await t.handle.db
    .select()
    .from(products)
    .where(eq(products.stockStatus, 'inStock'))
    .orderBy(asc(products.id))
    .limit(5);
  skus = rows.map((r) => r.sku);
  const src = rows[0]!;
  const { id: _id, searchVector: _sv, createdAt: _c, updatedAt: _u, ...copy } = src;
  await t.handle.db.insert(products).values({
    ...copy,
    productId: 9_000_001,
    sku: SLASH_SKU,
    uri: 'product/slash-sku/',
    slug: 'slash-sku',
  });
});
afterAll(async () => t?.close());

/** The session cookie as a Cookie header, from a response that set it. */
function cookieFrom(res: { cookies: { name: string; value: string }[] }): string {
  const c = res.cookies.find((x) => x.name === COMPARE_COOKIE);
  if (!c) throw new Error('no compare cookie');
  return `${COMPARE_COOKIE}=${c.value}`;
}

const add = (sku: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/compare/product/', payload: { sku }, headers: cookie ? { cookie } : {} });
const list = async (cookie: string) =>
  CompareList.parse((await t.app.inject({ url: '/api/compare/', headers: { cookie } })).json()).skus;

describe(`compare API on ${dbLabel}`, () => {
  it('answers an empty list without a session and sets no cookie', async () => {
    const res = await t.app.inject({ url: '/api/compare/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ skus: [] });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('adds a product and starts the session with an HttpOnly, SameSite=Lax cookie (not Secure over http)', async () => {
    const res = await add(skus[0]!);
    expect(res.statusCode).toBe(200);
    expect(CompareAddResult.parse(res.json())).toEqual({ result: 'add', sku: skus[0], skus: [skus[0]] });
    const cookie = res.cookies.find((c) => c.name === COMPARE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(await list(cookieFrom(res))).toEqual([skus[0]]);
  });

  it('marks the cookie Secure, under its __Host- name, when the shop is reached over https', async () => {
    const app = await buildStorefront({
      db: t.handle.db,
      config: loadStorefrontConfig({ LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }),
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/compare/product/',
        payload: { sku: skus[0] },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies.find((c) => c.name === `__Host-${COMPARE_COOKIE}`)).toMatchObject({
        secure: true,
        httpOnly: true,
        path: '/',
      });
    } finally {
      await app.close();
    }
  });

  it('returns the held product for an existing sku (any case) and adds nothing', async () => {
    const first = await add(skus[0]!);
    const cookie = cookieFrom(first);
    const again = await add(skus[0]!.toLowerCase(), cookie);
    expect(again.json()).toEqual({ result: 'existing', sku: skus[0], skus: [skus[0]] });
    expect(await list(cookie)).toEqual([skus[0]]);
  });

  it("answers 'limit' with 3 held and adds nothing; order is kept", async () => {
    const cookie = cookieFrom(await add(skus[0]!));
    await add(skus[1]!, cookie);
    await add(skus[2]!, cookie);
    const fourth = await add(skus[3]!, cookie);
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json()).toEqual({ result: 'limit', sku: null, skus: skus.slice(0, 3) });
    expect(await list(cookie)).toEqual(skus.slice(0, 3));
  });

  it('never passes the limit when two tabs add at once', async () => {
    const cookie = cookieFrom(await add(skus[0]!));
    const results = await Promise.all(skus.slice(1, 5).map((s) => add(s, cookie)));
    const answers = results.map((r) => CompareAddResult.parse(r.json()).result);
    expect(answers.filter((a) => a === 'add')).toHaveLength(2);
    expect(answers.filter((a) => a === 'limit')).toHaveLength(2);
    expect(await list(cookie)).toHaveLength(3);
  });

  it('answers an unknown sku with the 404 of the catalogue', async () => {
    const res = await add('NO-SUCH-SKU');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'product_not_found' });
  });

  it('rejects a missing or over-long sku with a 400', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/compare/product/', payload: {} });
    expect(none.statusCode).toBe(400);
    const long = await add('x'.repeat(65));
    expect(long.statusCode).toBe(400);
  });

  it('removes a product, including a sku with a slash sent URL-encoded', async () => {
    const cookie = cookieFrom(await add(SLASH_SKU));
    await add(skus[1]!, cookie);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/compare/product/${encodeURIComponent(SLASH_SKU)}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ skus: [skus[1]] });
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/compare/product/NOPE', headers: { cookie } });
    expect(missing.json()).toEqual({ skus: [skus[1]] });
    const noSession = await t.app.inject({ method: 'DELETE', url: '/api/compare/product/NOPE' });
    expect(noSession.json()).toEqual({ skus: [] });
  });

  it('refuses a cross-site add', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/compare/product/',
      payload: { sku: skus[0] },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lists products by SkuList (tilde or repeated) with specification rows aligned by name', async () => {
    const tilde = await t.app.inject({ url: `/api/compare/products?SkuList=${skus.slice(0, 3).join('~')}~NOPE` });
    expect(tilde.statusCode).toBe(200);
    const body = CompareProducts.parse(tilde.json());
    expect(body.products.map((p) => p.sku)).toEqual(skus.slice(0, 3));
    for (const p of body.products) {
      expect(p.price).toBeGreaterThanOrEqual(0);
      expect(p.brandName).not.toBe('');
      expect(typeof p.image).toBe('string');
    }
    expect(body.attributes.length).toBeGreaterThan(0);
    for (const row of body.attributes) {
      expect(row.values).toHaveLength(3);
      body.products.forEach((p, i) => expect(p.specifications[row.name] ?? null).toEqual(row.values[i]));
      expect(row.differs).toBe(row.values.some((v) => JSON.stringify(v) !== JSON.stringify(row.values[0])));
    }
    const repeated = await t.app.inject({ url: `/api/compare/products?SkuList=${skus[1]}&SkuList=${skus[0]}` });
    expect(CompareProducts.parse(repeated.json()).products.map((p) => p.sku)).toEqual([skus[1], skus[0]]);
    const none = await t.app.inject({ url: '/api/compare/products' });
    expect(none.json()).toEqual({ products: [], attributes: [] });
  });

  it('merges the session list into the account on sign-in', async () => {
    const db = t.handle.db;
    const a = cookieFrom(await add(skus[0]!));
    const sessionA = a.split('=')[1]!;
    expect(await mergeCompareIntoAccount(db, sessionA, 'acct-1')).toBe(sessionA);
    const [row] = await db.select().from(compareLists).where(eq(compareLists.id, sessionA));
    expect(row?.accountId).toBe('acct-1');

    const b = cookieFrom(await add(skus[1]!));
    await add(skus[0]!, b);
    await add(skus[2]!, b);
    const sessionB = b.split('=')[1]!;
    expect(await mergeCompareIntoAccount(db, sessionB, 'acct-1')).toBe(sessionA);
    const token = await identity.tokenFor('acct-1');
    const asAccount = await t.app.inject({ url: '/api/compare/', headers: { authorization: `Bearer ${token}` } });
    expect(CompareList.parse(asAccount.json()).skus).toEqual([skus[0], skus[1], skus[2]]);
    expect(await list(b)).toEqual([]);
    // Once it is the account's, the list is reached through the account only, not by its id (docs/decisions/0014).
    expect(await list(a)).toEqual([]);
    expect(await mergeCompareIntoAccount(db, '00000000-0000-4000-8000-000000000000', 'acct-2')).toBeNull();
  });
});
