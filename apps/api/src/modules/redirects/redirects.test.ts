import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedirectResult } from '@shop/contracts';
import { redirects } from '@shop/db';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { normaliseUrl } from './service.ts';

let t: TestApp;
const lookup = async (fromUrl: string) => {
  const res = await t.app.inject({ url: `/api/redirect?fromUrl=${encodeURIComponent(fromUrl)}` });
  expect(res.statusCode).toBe(200);
  return RedirectResult.parse(res.json());
};
const destination = async (fromUri: string) => {
  const res = await t.app.inject({
    url: `/api/redirect/getdestination?fromUri=${encodeURIComponent(fromUri)}`,
  });
  expect(res.statusCode).toBe(200);
  return RedirectResult.parse(res.json());
};

beforeAll(async () => {
  t = await createTestApp();
  await t.handle.db.insert(redirects).values([
    { fromUri: '/promo?id=5', destinationUri: '/promotion/samsung-bonus-soundbar' },
    { fromUri: '/promo', destinationUri: '/promotions' },
    { fromUri: '/trailing/', destinationUri: '/c/laundry' },
    { fromUri: '/loop', destinationUri: '/loop/' },
    { fromUri: '/winter-sale', destinationUri: '/sale', statusCode: 307 },
    { fromUri: '/old-checkout', destinationUri: '/cart', statusCode: 308 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('normaliseUrl', () => {
  it.each([
    ['/Old-Fridges/', { path: '/old-fridges', query: '' }],
    ['old-fridges', { path: '/old-fridges', query: '' }],
    ['//a//b///', { path: '/a/b', query: '' }],
    ['/', { path: '/', query: '' }],
    ['/x?B=2&a=1&', { path: '/x', query: 'a=1&b=2' }],
    ['/x#top', { path: '/x', query: '' }],
    ['https://www.shop.example/Careers/?utm_source=Mail', { path: '/careers', query: 'utm_source=mail' }],
    ['www.shop.example/tv', { path: '/tv', query: '' }],
    ['/caf%C3%A9', { path: '/café', query: '' }],
    ['/bad%E0%A4%A', { path: '/bad%e0%a4%a', query: '' }],
  ])('%s', (raw, expected) => {
    expect(normaliseUrl(raw)).toEqual(expected);
  });
  it('refuses other schemes', () => {
    expect(normaliseUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseUrl('   ')).toBeNull();
  });
});

describe(`redirect lookups on ${dbLabel}`, () => {
  it('finds a relative destination, whatever the case, trailing slash or extra query', async () => {
    const expected = {
      doRedirect: true,
      destinationUri: '/c/kitchen/refrigeration/fridges/',
      statusCode: 301,
    };
    expect(await lookup('/old-fridges')).toEqual(expected);
    expect(await lookup('/OLD-FRIDGES/')).toEqual(expected);
    expect(await lookup('/old-fridges?utm_source=newsletter')).toEqual(expected);
    expect(await destination('/old-fridges')).toEqual(expected);
  });

  it('answers an absolute destination and a www. destination as stored', async () => {
    expect(await lookup('/careers')).toEqual({
      doRedirect: true,
      destinationUri: 'https://careers.example.com/',
      statusCode: 301,
    });
    expect(await destination('/blog')).toEqual({
      doRedirect: true,
      destinationUri: 'www.example.com/blog',
      statusCode: 301,
    });
  });

  it('takes the path from an absolute address', async () => {
    expect(await lookup('https://www.shop.example/tv?x=1')).toEqual({
      doRedirect: true,
      destinationUri: '/c/tv-audio/tvs/',
      statusCode: 301,
    });
  });

  it('prefers the row with the same query over the bare path', async () => {
    expect(await lookup('/promo?id=5')).toEqual({
      doRedirect: true,
      destinationUri: '/promotion/samsung-bonus-soundbar',
      statusCode: 301,
    });
    const bare = { doRedirect: true, destinationUri: '/promotions', statusCode: 301 };
    expect(await lookup('/promo?ID=5&utm=1')).toEqual(bare);
    expect(await lookup('/promo')).toEqual(bare);
  });

  it('matches a row stored with a trailing slash', async () => {
    expect(await lookup('/trailing')).toEqual({
      doRedirect: true,
      destinationUri: '/c/laundry',
      statusCode: 301,
    });
  });

  it("answers each row's status: 301 by default, 302 and 307 temporary, 308 permanent", async () => {
    expect(await lookup('/catalogue')).toEqual({
      doRedirect: true,
      destinationUri: '/promotions',
      statusCode: 302,
    });
    expect(await destination('/catalogue')).toMatchObject({ statusCode: 302 });
    expect(await lookup('/Winter-Sale?utm_source=mail')).toEqual({
      doRedirect: true,
      destinationUri: '/sale',
      statusCode: 307,
    });
    expect(await destination('/old-checkout/')).toEqual({
      doRedirect: true,
      destinationUri: '/cart',
      statusCode: 308,
    });
  });

  it('refuses to store a status that is not a redirect', async () => {
    await expect(
      t.handle.db.insert(redirects).values({ fromUri: '/teapot', destinationUri: '/', statusCode: 418 }),
    ).rejects.toThrow();
  });

  it('answers doRedirect false with 200 when nothing matches, or when the row points back at itself', async () => {
    const none = { doRedirect: false, destinationUri: null, statusCode: null };
    expect(await lookup('/no-such-page')).toEqual(none);
    expect(await lookup('/')).toEqual(none);
    expect(await destination('/loop')).toEqual(none);
    expect(await lookup("/x' or '1'='1")).toEqual(none);
    expect(await lookup(`/${'a'.repeat(1500)}`)).toEqual(none);
  });

  it('refuses a missing, over-long or control-character address with 400', async () => {
    for (const url of [
      '/api/redirect',
      '/api/redirect?fromUrl=',
      `/api/redirect?fromUrl=${'a'.repeat(2001)}`,
      '/api/redirect?fromUrl=%2Fa%00b',
      '/api/redirect/getdestination',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(400);
    }
  });
});
