import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { CompareAddResult, CompareList } from '@shop/contracts';
import { compareLists, products } from '@shop/db';
import { COMPARE_COOKIE } from '../shared/list-cookie.ts';
import { createTestIdentity, testBrowser, type TestIdentity } from '../auth/test-tokens.ts';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';

let t: TestApp;
let identity: TestIdentity;
let skus: string[];
let account = 0;
const newAccount = () => `acct-compare-${++account}`;

beforeAll(async () => {
  identity = await createTestIdentity();
  t = await createTestApp({ products: 40, env: identity.env });
  const rows = await t.handle.db.select().from(products).orderBy(asc(products.id)).limit(5);
  skus = rows.map((r) => r.sku);
});
afterAll(async () => t?.close());

/** A browser keeping its compare cookie, sending an access token while signed in. */
function browser() {
  const b = testBrowser(t.app, identity, COMPARE_COOKIE);
  const call = b.call.bind(b);
  return Object.assign(b, {
    list: async () => CompareList.parse((await call('GET', '/api/compare/')).json()).skus,
    add: async (sku: string) => CompareAddResult.parse((await call('POST', '/api/compare/product/', { sku })).json()),
  });
}

describe(`signed-in compare list on ${dbLabel}`, () => {
  it('merges the anonymous list into the account on the first signed-in request, up to 3', async () => {
    const acct = newAccount();
    const a = browser();
    await a.add(skus[0]!);
    await a.add(skus[1]!);
    await a.signIn(acct);
    const first = await a.call('GET', '/api/compare/');
    expect(CompareList.parse(first.json()).skus).toEqual([skus[0], skus[1]]);
    expect(first.cookies.find((c) => c.name === COMPARE_COOKIE)?.value).toBe('');

    const b = browser();
    await b.add(skus[2]!);
    await b.add(skus[1]!);
    await b.add(skus[3]!);
    await b.signIn(acct);
    // The account held 2: the new sku is appended, the held one skipped, the limit of 3 stops the rest.
    expect(await b.list()).toEqual([skus[0], skus[1], skus[2]]);
    expect(b.cookie).toBe('');
    expect(await a.list()).toEqual([skus[0], skus[1], skus[2]]);
    expect((await a.add(skus[4]!)).result).toBe('limit');
    expect(await t.handle.db.select().from(compareLists).where(eq(compareLists.accountId, acct))).toHaveLength(1);
  });

  it('adds and removes on the account list without a cookie; signing out shows the cookie list again', async () => {
    const acct = newAccount();
    const a = browser();
    await a.signIn(acct);
    const added = await a.call('POST', '/api/compare/product/', { sku: skus[0] });
    expect(CompareAddResult.parse(added.json())).toMatchObject({ result: 'add', skus: [skus[0]] });
    expect(added.cookies.find((c) => c.name === COMPARE_COOKIE)).toBeUndefined();
    await a.add(skus[1]!);
    const removed = await a.call('DELETE', `/api/compare/product/${encodeURIComponent(skus[0]!)}`);
    expect(CompareList.parse(removed.json()).skus).toEqual([skus[1]]);
    a.signOut();
    expect(await a.list()).toEqual([]);
    await a.add(skus[2]!);
    expect(await a.list()).toEqual([skus[2]]);
    // Signing in again merges that new anonymous list.
    await a.signIn(acct);
    expect(await a.list()).toEqual([skus[1], skus[2]]);
  });

  it('treats an expired, forged or foreign token as signed out', async () => {
    const acct = newAccount();
    const forger = await createTestIdentity();
    const a = browser();
    await a.add(skus[0]!);
    const tokens = [
      await identity.tokenFor(acct, { now: new Date(Date.now() - 3_600_000), ttlSeconds: 60 }),
      await forger.tokenFor(acct),
      await identity.tokenFor(acct, { audience: 'another-shop' }),
    ];
    for (const token of tokens) {
      a.useToken(token);
      const res = await a.call('GET', '/api/compare/');
      expect(res.statusCode).toBe(200);
      expect(CompareList.parse(res.json()).skus).toEqual([skus[0]]);
      expect(res.cookies.find((c) => c.name === COMPARE_COOKIE)).toBeUndefined();
    }
    expect(await t.handle.db.select().from(compareLists).where(eq(compareLists.accountId, acct))).toEqual([]);
  });
});
