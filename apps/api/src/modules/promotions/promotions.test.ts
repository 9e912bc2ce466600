import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorBody, PromotionDetail, PromotionList } from '@shop/contracts';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 200 });
  // Hostile copy, to prove the detail is sanitised on the way out.
  await t.handle.db.execute(
    sql`UPDATE promotions SET body = '<p onclick="x()">Deal<script>alert(1)</script> <a href="javascript:alert(1)">go</a></p>' WHERE path = 'samsung-bonus-soundbar'`,
  );
});
afterAll(async () => t?.close());

describe(`promotions API on ${dbLabel}`, () => {
  it('lists only current promotions by default, featured first, in the spec shape', async () => {
    const res = await t.app.inject({ url: '/api/v2/promotions' });
    expect(res.statusCode).toBe(200);
    const body = PromotionList.parse(res.json());
    expect(body.totalCount).toBeGreaterThan(0);
    const now = Date.now();
    for (const p of body.promotions) {
      expect(p.isCurrent).toBe(true);
      expect(Date.parse(p.startDate)).toBeLessThanOrEqual(now);
      expect(Date.parse(p.endDate)).toBeGreaterThanOrEqual(now);
      if (p.childHasActiveRedemption) expect(p.redemption).toMatch(/^https:/);
    }
    const featured = body.promotions.map((p) => p.featured);
    expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));
    const samsung = body.promotions.find((p) => p.path === 'samsung-bonus-soundbar')!;
    expect(samsung).toMatchObject({
      brand: { name: 'Samsung', uri: 'samsung' },
      ribbon: 'bonus',
      rewardLabel: 'Bonus Soundbar',
    });
  });

  it('includes past and future promotions with all=true, and filters featured and brand', async () => {
    const current = PromotionList.parse((await t.app.inject({ url: '/api/v2/promotions' })).json());
    const all = PromotionList.parse((await t.app.inject({ url: '/api/v2/promotions?all=true' })).json());
    expect(all.totalCount).toBeGreaterThanOrEqual(current.totalCount);
    const featured = PromotionList.parse(
      (await t.app.inject({ url: '/api/v2/promotions?featured=true' })).json(),
    );
    expect(featured.promotions.every((p) => p.featured)).toBe(true);
    const lg = PromotionList.parse(
      (await t.app.inject({ url: '/api/v2/promotions?brand=lg&all=true' })).json(),
    );
    expect(lg.promotions.every((p) => p.brand?.uri === 'lg')).toBe(true);
    expect((await t.app.inject({ url: '/api/v2/promotions?all=maybe' })).statusCode).toBe(400);
  });

  it('gives the detail with full products and sanitised copy', async () => {
    const res = await t.app.inject({ url: '/api/v2/promotions/samsung-bonus-soundbar' });
    expect(res.statusCode).toBe(200);
    const body = PromotionDetail.parse(res.json());
    expect(body.body).toContain('Deal');
    expect(body.body).not.toMatch(/script|onclick|javascript:/);
    for (const p of body.products) expect(p.brand).toBe('Samsung');
  });

  it('answers 404 with the catalogue message for an unknown promotion', async () => {
    const res = await t.app.inject({ url: '/api/v2/promotions/no-such-deal' });
    expect(res.statusCode).toBe(404);
    expect(ErrorBody.parse(res.json()).message).toBe(
      'The page you looking for does not exist, please try again',
    );
    expect(
      (
        await t.app.inject({
          url: `/api/v2/promotions/${encodeURIComponent("x'; DROP TABLE promotions; --")}`,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/v2/promotions/a%00b' })).statusCode).toBe(400);
  });
});
