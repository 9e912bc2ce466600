import { describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import type { ThemeId } from '@shop/domain';
import {
  encodedBody,
  FIRST_ASK,
  isCustomerIdToken,
  mayShare,
  pageKey,
  PageCache,
  sharedAddress,
  windowBitsFor,
  type RenderOutcome,
} from './page-cache.ts';

const shared = (url: string, cookie?: string, method = 'GET', theme: ThemeId = 'aol') =>
  mayShare({ method, url, cookie, authorization: undefined, theme });

/** An ID token as the identity service shapes it; only its payload is read here. */
const idToken = (claims: Record<string, unknown>) =>
  ['eyJhbGciOiJFUzI1NiJ9', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'sig'].join('.');
const session = (claims: Record<string, unknown>) =>
  `loggedin=true; shop_access_token=at; shop_id_token=${idToken(claims)}; shop_js=1`;
const customer = session({ sub: 'acct-1', given_name: 'Robin', email: 'robin@example.com' });

describe('which requests may get a shared page', () => {
  it('shares the catalogue pages with anonymous shoppers and shoppers whose lists draw after load', () => {
    for (const url of [
      '/',
      '/c/fridges',
      '/c/fridges/french-door?brand=lg',
      '/p/lg-fridge-123',
      '/products?sort=name',
      '/brands',
      '/brands/lg',
      '/sale',
      '/s/delivery',
      '/search/fridge',
      '/stores/perth',
      '/promotions',
      '/promotion/winter',
      '/blog',
      '/article/how-to',
      '/landing',
      '/sitemap',
    ]) {
      expect(shared(url), url).toBe(true);
    }
    expect(shared('/p/lg-fridge-123', 'shop_cart=abc; shop_js=1')).toBe(true);
    expect(shared('/p/lg-fridge-123', 'shop_compare=abc; shop_js=1')).toBe(true);
    expect(shared('/c/fridges', undefined, 'HEAD')).toBe(true);
  });

  it('renders for the request itself whatever is personal, a form, a preview or a signed-in page', () => {
    for (const url of [
      '/cart',
      '/stores',
      '/compare?sku=a',
      '/customer/checkout',
      '/account',
      '/staff/analytics',
      '/vouchers',
      '/cooking-demos',
      '/refer-a-friend',
      '/contact-us',
      '/p/a/b',
      '/unknown-page',
    ]) {
      expect(shared(url), url).toBe(false);
    }
    expect(shared('/', undefined, 'POST')).toBe(false);
    expect(shared('/sale?dateOverride=2026-12-01')).toBe(false);
    for (const cookie of ['loggedin=true', 'shop_access_token=x', 'shop_id_token=y; shop_js=1']) {
      expect(shared('/p/lg-fridge-123', cookie), cookie).toBe(false);
    }
    // Without scripts the compare ticks are the server's to draw.
    expect(shared('/p/lg-fridge-123', 'shop_compare=abc')).toBe(false);
    expect(
      mayShare({ method: 'GET', url: '/', cookie: undefined, authorization: 'Bearer x', theme: 'aol' }),
    ).toBe(false);
  });

  it('shares the catalogue pages with a signed-in customer, whose name draws after load (ADR 0048)', () => {
    for (const url of [
      '/',
      '/c/fridges',
      '/p/lg-fridge-123',
      '/products',
      '/brands/lg',
      '/sale',
      '/s/delivery',
      '/stores/perth',
      '/promotions',
      '/blog',
      '/sitemap',
    ]) {
      expect(shared(url, customer), url).toBe(true);
    }
    // Pages that are never shared stay so.
    for (const url of ['/cart', '/account', '/stores', '/refer-a-friend'])
      expect(shared(url, customer), url).toBe(false);
  });

  it('renders fresh for staff, commercial themes, signed-in search and any session it cannot read', () => {
    // The staff toolbar is in the HTML of a staff member's pages.
    expect(shared('/c/fridges', session({ sub: 'a', winningUserId: 'W1' }))).toBe(false);
    expect(shared('/c/fridges', session({ sub: 'a', salespersonCode: 'SP1' }))).toBe(false);
    // Commercial themes show prices only to the signed in (ADR 0024); the other themes share.
    expect(shared('/c/fridges', customer, 'GET', 'aoc')).toBe(false);
    expect(shared('/c/fridges', undefined, 'GET', 'aoc')).toBe(true);
    expect(shared('/c/fridges', customer, 'GET', 'wa')).toBe(true);
    // Search results are asked for with the signed-in flag (000 §6).
    expect(shared('/search/fridge', customer)).toBe(false);
    // No ID token, or one that does not read, costs a fresh render.
    for (const cookie of [
      'loggedin=true; shop_access_token=at',
      session({ winningUserId: '' }).replace(/id_token=[^;]+/, 'id_token=a.!!.c'),
      'loggedin=true; shop_id_token=a.W10.c',
      'loggedin=true; shop_id_token=a.bnVsbA.c',
    ]) {
      expect(shared('/c/fridges', cookie), cookie).toBe(false);
    }
    expect(isCustomerIdToken(idToken({ sub: 'a' }))).toBe(true);
    expect(isCustomerIdToken(idToken({ given_name: 'no subject' }))).toBe(false);
    expect(isCustomerIdToken(null)).toBe(false);
    // Readings are kept per token; past the number kept, the oldest go and each token still reads as its own.
    const staffToken = idToken({ sub: 's', winningUserId: 'w1' });
    expect(isCustomerIdToken(staffToken)).toBe(false);
    for (let i = 0; i < 2_500; i++) expect(isCustomerIdToken(idToken({ sub: `c${i}` }))).toBe(true);
    expect(isCustomerIdToken(staffToken)).toBe(false);
    expect(isCustomerIdToken(idToken({ sub: 'c0' }))).toBe(true);
    // A scriptless compare list is still the server's to draw, signed in or not.
    expect(shared('/c/fridges', customer.replace('; shop_js=1', '; shop_compare=abc'))).toBe(false);
  });

  it('keys a page by brand, country, visitor country, host and the whole address', () => {
    const base = {
      host: 'Shop.example',
      theme: 'aol',
      country: 'AU',
      ipCountry: 'AU',
      url: '/c/fridges?page=2',
    };
    const keys = new Set([
      pageKey(base),
      pageKey({ ...base, theme: 'wa' }),
      pageKey({ ...base, country: 'NZ' }),
      pageKey({ ...base, ipCountry: 'NZ' }),
      pageKey({ ...base, ipCountry: null }),
      pageKey({ ...base, host: 'other.example' }),
      pageKey({ ...base, url: '/c/fridges?page=3' }),
    ]);
    expect(keys.size).toBe(7);
    expect(pageKey({ ...base, host: 'shop.example' })).toBe(pageKey(base));
  });
});

function page(text: string): RenderOutcome {
  return {
    keep: true,
    page: { status: 200, headers: [['content-type', 'text/html']], body: Buffer.from(text), nonce: 'n' },
  };
}

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const neverRendered = async (): Promise<RenderOutcome> => {
  throw new Error('a first ask renders nothing to keep');
};

/** The first request of `key`: nothing rendered to keep, the caller streams it (docs/decisions/0056). */
async function firstAsk(cache: PageCache, key: string) {
  expect(await cache.get(key, neverRendered)).toBe(FIRST_ASK);
}

/** The cache's answer for `key`, known not to be a first ask. */
async function kept(cache: PageCache, key: string, render: () => Promise<RenderOutcome>) {
  const answer = await cache.get(key, render);
  if (answer === FIRST_ASK) throw new Error(`${key} was taken for a first ask`);
  return answer;
}

describe('the address a shared page is kept under', () => {
  it('leaves out campaign tags and ad-click ids, and keeps every other parameter as it came', () => {
    expect(sharedAddress('/c/fridges')).toBe('/c/fridges');
    expect(sharedAddress('/c/fridges?utm_source=mail&utm_medium=email')).toBe('/c/fridges');
    expect(sharedAddress('/c/fridges?brand=lg&gclid=Cj0KCQ&page=2&fbclid=IwAR')).toBe(
      '/c/fridges?brand=lg&page=2',
    );
    expect(sharedAddress('/p/a?UTM_Campaign=eofy&msclkid=1&_gl=1*abc')).toBe('/p/a');
    expect(sharedAddress('/p/a?sort=price%20asc&&utm_content')).toBe('/p/a?sort=price%20asc');
    // Only whole names: a parameter that merely starts like one stays.
    expect(sharedAddress('/c/f?gclidx=1&utm=2&ref=mail')).toBe('/c/f?gclidx=1&utm=2&ref=mail');
    // Encoded names are read as the browser would send them; a name that cannot be decoded stays.
    expect(sharedAddress('/c/f?utm%5Fsource=x&%E0%A4%A=1')).toBe('/c/f?%E0%A4%A=1');
  });
});

describe('PageCache', () => {
  it('keeps a page from the second request of its address within fresh + stale seconds', async () => {
    const time = clock();
    const cache = new PageCache({ freshSeconds: 15, staleSeconds: 10, now: time.now });
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    await firstAsk(cache, 'once');
    await firstAsk(cache, 'twice');
    time.advance(24_999);
    expect((await kept(cache, 'twice', render))?.state).toBe('miss');
    expect((await kept(cache, 'twice', render))?.state).toBe('hit');
    expect([renders, cache.size]).toEqual([1, 1]);
    // Asked again only after the window: a first ask again.
    time.advance(1);
    await firstAsk(cache, 'once');
  });

  it('forgets the oldest asked addresses beyond five times its entry budget or a few megabytes of keys', async () => {
    const cache = new PageCache({ freshSeconds: 15, staleSeconds: 10, maxEntries: 2 });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']) await firstAsk(cache, key);
    await firstAsk(cache, 'a');
    expect((await kept(cache, 'k', async () => page('k')))?.state).toBe('miss');
    // However long the addresses: a few megabytes of keys at most.
    await firstAsk(cache, 'short');
    await firstAsk(cache, `/c/${'x'.repeat(4 * 1024 * 1024)}`);
    await firstAsk(cache, 'short');
  });

  it('renders a page once for concurrent misses, then answers it until it is stale', async () => {
    const time = clock();
    const cache = new PageCache({ freshSeconds: 15, staleSeconds: 10, now: time.now });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 5));
      return page(`render ${renders}`);
    };
    await firstAsk(cache, 'k');
    const answers = await Promise.all([
      kept(cache, 'k', render),
      kept(cache, 'k', render),
      kept(cache, 'k', render),
    ]);
    expect(renders).toBe(1);
    expect(answers.map((a) => a?.state)).toEqual(['miss', 'miss', 'miss']);
    time.advance(14_999);
    const hit = await kept(cache, 'k', render);
    expect(hit?.state).toBe('hit');
    expect(hit?.page.body.toString()).toBe('render 1');
    expect(cache.ageOf(hit!.page)).toBe(14);
    expect(renders).toBe(1);
  });

  it('answers a stale page while one render replaces it, and never a page older than fresh + stale', async () => {
    const time = clock();
    const cache = new PageCache({ freshSeconds: 15, staleSeconds: 10, now: time.now });
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    await firstAsk(cache, 'k');
    await kept(cache, 'k', render);
    time.advance(16_000);
    const stale = await Promise.all([kept(cache, 'k', render), kept(cache, 'k', render)]);
    expect(stale.map((a) => [a?.state, a?.page.body.toString()])).toEqual([
      ['stale', 'render 1'],
      ['stale', 'render 1'],
    ]);
    await new Promise((r) => setImmediate(r));
    expect(renders).toBe(2);
    expect((await kept(cache, 'k', render))?.page.body.toString()).toBe('render 2');
    // Long unasked: the old page is not answered; the address counts as new again.
    time.advance(25_000);
    await firstAsk(cache, 'k');
    const late = await kept(cache, 'k', render);
    expect([late?.state, late?.page.body.toString()]).toEqual(['miss', 'render 3']);
  });

  it('keeps nothing a render refuses to share, nor a failed render', async () => {
    const cache = new PageCache({ freshSeconds: 15, staleSeconds: 10 });
    await firstAsk(cache, 'k');
    expect(await cache.get('k', async () => ({ keep: false }))).toBeNull();
    await expect(cache.get('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
    expect((await kept(cache, 'k', async () => page('ok')))?.state).toBe('miss');
  });

  it('drops the least recently used pages beyond its entry and byte budgets', async () => {
    const cache = new PageCache({ freshSeconds: 15, staleSeconds: 10, maxEntries: 2, maxBytes: 10 });
    for (const key of ['a', 'b', 'c', 'd']) await firstAsk(cache, key);
    await kept(cache, 'a', async () => page('aaaa'));
    await kept(cache, 'b', async () => page('bbbb'));
    await kept(cache, 'a', async () => page('never'));
    await kept(cache, 'c', async () => page('cccc'));
    expect(cache.size).toBe(2);
    expect((await kept(cache, 'a', async () => page('again')))?.state).toBe('hit');
    await firstAsk(cache, 'b');
    expect((await kept(cache, 'b', async () => page('bbbb2')))?.state).toBe('miss');
    await kept(cache, 'd', async () => page('dddddddddd'));
    expect(cache.size).toBe(1);
  });

  it('compresses a page once per encoding, in a window that fits it', async () => {
    const cache = new PageCache({ freshSeconds: 15, staleSeconds: 10 });
    await firstAsk(cache, 'k');
    const answer = await kept(cache, 'k', async () => page('<p>hello</p>'.repeat(200)));
    const br = await encodedBody(answer!.page, 'br');
    expect(await encodedBody(answer!.page, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe('<p>hello</p>'.repeat(200));
    expect(gunzipSync(await encodedBody(answer!.page, 'gzip')).toString()).toBe('<p>hello</p>'.repeat(200));
    expect([
      windowBitsFor(0),
      windowBitsFor(87_000),
      windowBitsFor(131_072),
      windowBitsFor(50_000_000),
    ]).toEqual([16, 17, 18, 24]);
  });
});
