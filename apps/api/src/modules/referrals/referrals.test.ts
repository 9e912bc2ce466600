import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ReferralCodeCheck, ReferralSummary } from '@shop/contracts';
import { referralCodes, referralRewards, type DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { normaliseReferralCode } from '@shop/domain';
import { buildStorefrontApi } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import {
  createFakeIdentityClient,
  profileFor,
  type FakeIdentityClient,
} from '../auth/fake-identity-client.ts';
import { createTestIdentity, type TestIdentity } from '../auth/test-tokens.ts';
import { insertPlacedOrder } from '../orders/test-orders.ts';
import { dbLabel } from '../shared/test-app.ts';
import { codeOfAccount } from './service.ts';

let app: FastifyInstance;
let handle: DbHandle;
let identity: TestIdentity;
let fake: FakeIdentityClient;

beforeAll(async () => {
  identity = await createTestIdentity();
  fake = createFakeIdentityClient();
  handle = await createTestDatabase({ seed: { products: 0 } });
  app = await buildStorefrontApi({
    db: handle.db,
    config: loadStorefrontConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
      SITE_HOSTNAME: 'www.example.com.au',
      ...identity.env,
    }),
    identity: fake,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

let n = 0;
async function customer() {
  const id = `acct-referral-${++n}`;
  fake.profiles.set(id, profileFor(id, { email: `Customer.${n}@Example.com` }));
  const token = await identity.tokenFor(id);
  const ask = (host?: string) =>
    app.inject({
      url: '/api/account/referral',
      headers: { authorization: `Bearer ${token}`, ...(host ? { host } : {}) },
    });
  return { id, ask };
}

describe(`GET /api/account/referral (${dbLabel})`, () => {
  it('asks a visitor to sign in, whatever token they send', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const res = await app.inject({ url: '/api/account/referral', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized', errors: ['Please sign in.'] });
    }
  });

  it('makes the code on the first ask and answers the same one after, with the link and no rewards yet', async () => {
    const c = await customer();
    const res = await c.ask();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const first = ReferralSummary.parse(res.json());
    expect(normaliseReferralCode(first.code)).toBe(first.code);
    expect(first.link).toBe(
      `https://www.example.com.au/refer?code=${first.code}&market=au&campaign=refer-a-friend`,
    );
    expect(first).toMatchObject({
      program: { market: 'au', domain: 'www.example.com.au', campaign: 'refer-a-friend' },
      rewardAmount: { referrer: 25, referred: 25 },
      rewards: [],
      totals: { count: 0, amount: 0 },
    });
    expect(ReferralSummary.parse((await c.ask()).json()).code).toBe(first.code);
    const [row] = await handle.db.select().from(referralCodes).where(eq(referralCodes.accountId, c.id));
    expect(row).toMatchObject({ code: first.code, email: `customer.${n}@example.com` });
  });

  it('links to the host and market of the site the customer asked on, with the same code', async () => {
    const c = await customer();
    const au = ReferralSummary.parse((await c.ask()).json());
    const nz = ReferralSummary.parse((await c.ask('aol-nz.localhost')).json());
    expect(nz.code).toBe(au.code);
    expect(nz.program).toMatchObject({ market: 'nz', campaign: 'refer-a-friend' });
    expect(nz.link).toMatch(
      new RegExp(`^https://aol-nz\\.localhost(:\\d+)?/refer\\?code=${au.code}&market=nz&`),
    );
  });

  it('gives one code to ten first asks made at once', async () => {
    const c = await customer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => c.ask()));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => ReferralSummary.parse(a.json()).code)).size).toBe(1);
    expect(
      await handle.db.select().from(referralCodes).where(eq(referralCodes.accountId, c.id)),
    ).toHaveLength(1);
  });

  it('draws again when a drawn code is already taken', async () => {
    await handle.db
      .insert(referralCodes)
      .values({ accountId: 'acct-taken', code: 'AAAAAAAA', email: 'a@example.com' });
    let draw = 0;
    const code = await codeOfAccount(
      handle.db,
      'acct-second-draw',
      async () => 'b@example.com',
      (size) => new Uint8Array(size).fill(draw++ === 0 ? 0 : 1),
    );
    expect(code).toBe('BBBBBBBB');
  });

  it("lists the rewards the customer earned, newest first, with the friend's e-mail masked, and the totals", async () => {
    const c = await customer();
    const { code } = ReferralSummary.parse((await c.ask()).json());
    const older = await insertPlacedOrder(handle.db, { order: { email: 'sam@example.net' } });
    const newer = await insertPlacedOrder(handle.db, { order: { email: 'lee@example.org' } });
    const reward = (
      orderId: string,
      role: 'referrer' | 'referred',
      accountId: string | null,
      email: string,
      at: string,
    ) => ({
      orderId,
      code,
      role,
      accountId,
      email,
      amountCents: 2500,
      createdAt: new Date(at),
    });
    await handle.db
      .insert(referralRewards)
      .values([
        reward(older.id, 'referrer', c.id, `customer.${n}@example.com`, '2026-01-02T00:00:00Z'),
        reward(older.id, 'referred', null, 'sam@example.net', '2026-01-02T00:00:00Z'),
        reward(newer.id, 'referrer', c.id, `customer.${n}@example.com`, '2026-03-04T00:00:00Z'),
        reward(newer.id, 'referred', 'acct-lee', 'lee@example.org', '2026-03-04T00:00:00Z'),
      ]);
    const summary = ReferralSummary.parse((await c.ask()).json());
    expect(summary.rewards).toEqual([
      { role: 'referrer', amount: 25, friend: 'l•••@example.org', earnedAt: '2026-03-04T00:00:00.000Z' },
      { role: 'referrer', amount: 25, friend: 's•••@example.net', earnedAt: '2026-01-02T00:00:00.000Z' },
    ]);
    expect(summary.totals).toEqual({ count: 2, amount: 50 });
  });
});

describe(`GET /api/referral/{code} (${dbLabel})`, () => {
  it('says whether a code can be used, in any case, and nothing about whose it is', async () => {
    await handle.db
      .insert(referralCodes)
      .values({ accountId: 'acct-check', code: 'CHECKME2', email: 'c@example.com' });
    const check = async (code: string) => {
      const res = await app.inject({ url: `/api/referral/${encodeURIComponent(code)}` });
      expect(res.statusCode).toBe(200);
      return ReferralCodeCheck.parse(res.json());
    };
    expect(await check('checkme2')).toEqual({ code: 'CHECKME2', valid: true });
    expect(await check('CHECK-ME2')).toEqual({ code: 'CHECKME2', valid: true });
    expect(await check('CHECKME3')).toEqual({ code: 'CHECKME3', valid: false });
    expect(await check("x' or 1=1")).toEqual({ code: "x' or 1=1", valid: false });
    expect((await app.inject({ url: `/api/referral/${'A'.repeat(41)}` })).statusCode).toBe(400);
  });
});
