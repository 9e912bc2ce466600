import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { AlertBanner, ErrorBody, Sale, SettingsResponse, StaticPage, StaticPageList } from '@shop/contracts';
import { alertBanners, salePlacements, sales, settings, staticPages } from '@shop/db';
import { SALE_DEFAULTS, startOfZonedDay } from '@shop/domain';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { saleSharedSeconds } from './routes.ts';

let t: TestApp;
const get = (url: string) => t.app.inject({ url });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;

describe(`content API on ${dbLabel}`, () => {
  it('GET /api/settings lists the settings with their count', async () => {
    const res = await get('/api/settings');
    expect(res.statusCode).toBe(200);
    const body = SettingsResponse.parse(res.json());
    expect(body.totalCount).toBe(body.items.length);
    expect(body.items).toEqual(
      expect.arrayContaining([
        { name: 'countryCode', value: 'AU' },
        { name: 'IntercomEnabled', value: 'true' },
      ]),
    );
    // The same for every visitor: pages and any shared cache may keep it a minute (docs/decisions/0069).
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  describe('alert banner', () => {
    it('answers the active banner with its HTML', async () => {
      const res = await get('/api/alertBanner/');
      expect(res.statusCode).toBe(200);
      // The same for every visitor: pages may keep it and render it on the server (ADR 0053).
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      const banner = AlertBanner.parse(res.json());
      expect(banner.bannerURL).toBe('/s/delivery');
      expect(banner.desktopContent).toContain('<strong>Free metro delivery</strong>');
      expect((await get('/api/alertBanner')).statusCode).toBe(200);
    });

    it('cleans script, handlers and javascript: links out of banner HTML and URL', async () => {
      await t.handle.db.insert(alertBanners).values({
        bannerUrl: 'javascript:alert(1)',
        backgroundColor: 'red;background:url(javascript:alert(1))',
        desktopContent:
          '<p onmouseover="alert(1)">Sale<script>alert(document.cookie)</script> <a href="javascript:alert(1)">now</a></p>',
        mobileContent: '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
        startsAt: new Date(Date.now() - 1000),
        endsAt: new Date(Date.now() + DAY),
      });
      t.clearCache();
      const banner = AlertBanner.parse((await get('/api/alertBanner/')).json());
      expect(banner.desktopContent).toBe('<p>Sale <a>now</a></p>');
      expect(banner.mobileContent).toBe('<img src="x" />');
      expect(banner.bannerURL).toBeNull();
      expect(banner.backgroundColor).toBe('#003b71');
    });

    it('answers 204 with no body when no banner is active', async () => {
      await t.handle.db
        .update(alertBanners)
        .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - DAY) });
      t.clearCache();
      const res = await get('/api/alertBanner/');
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    });
  });

  describe('sale', () => {
    it('is on now, with the defaults filled in and images keyed by placement', async () => {
      const res = await get('/api/promotion/sale/');
      expect(res.statusCode).toBe(200);
      const sale = Sale.parse(res.json());
      expect(sale.isSaleOn).toBe(true);
      expect(sale.url).toBe('/sale');
      expect(sale.colour).toBe('#c4102b');
      expect(sale.time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      // The demo rows may carry more attributes (width, height); the alt text is the sale's name.
      expect(sale.images.siteWideHeaderBanner1).toEqual({
        src: 'siteWideHeaderBanner1.svg',
        attributes: expect.objectContaining({ alt: sale.name }),
      });
      expect((await get('/api/promotion/sale')).json()).toEqual(sale);
      // Shared as the read cache keeps it, never past the sale's end (docs/decisions/0069); the demo sale runs for days.
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });

    it('is shared for no longer than the sale runs, and a staff preview of another day is not shared', async () => {
      const now = new Date('2030-01-01T00:00:00Z');
      expect(saleSharedSeconds({ time: null }, now)).toBe(60);
      expect(saleSharedSeconds({ time: '2030-01-02T00:00:00Z' }, now)).toBe(60);
      expect(saleSharedSeconds({ time: '2030-01-01T00:00:25.900Z' }, now)).toBe(25);
      expect(saleSharedSeconds({ time: '2030-01-01T00:00:00.500Z' }, now)).toBe(0);
      expect(saleSharedSeconds({ time: '2029-12-31T23:59:00Z' }, now)).toBe(0);
      expect(saleSharedSeconds({ time: 'not a time' }, now)).toBe(0);
      const inside = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
      const preview = await get(`/api/promotion/sale?dateOverride=${inside}`);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['cache-control']).toBeUndefined();
    });

    it('answers for a dateOverride day: on inside the window, off outside it', async () => {
      const inside = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
      const outside = new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10);
      expect(Sale.parse((await get(`/api/promotion/sale?dateOverride=${inside}`)).json()).isSaleOn).toBe(
        true,
      );
      const off = Sale.parse((await get(`/api/promotion/sale/?dateOverride=${outside}`)).json());
      expect(off).toEqual({
        isSaleOn: false,
        name: '',
        baseImagePath: '',
        url: SALE_DEFAULTS.url,
        colour: SALE_DEFAULTS.colour,
        time: null,
        images: {},
      });
    });

    it('refuses a malformed or impossible dateOverride with 400', async () => {
      for (const bad of ['2026-1-1', 'tomorrow', '2026-02-30', `${'9'.repeat(500)}`]) {
        const res = await get(`/api/promotion/sale?dateOverride=${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(ErrorBody.parse(res.json()).errors[0]).toMatch(/^dateOverride: /);
      }
    });

    it('reads a dateOverride as the calendar day in the shop time zone', async () => {
      // A sale that starts at midnight Sydney time on 2030-03-10 (13:00 UTC the day before, daylight saving).
      const starts = startOfZonedDay('2030-03-10', 'Australia/Sydney');
      expect(starts.toISOString()).toBe('2030-03-09T13:00:00.000Z');
      expect(startOfZonedDay('2030-07-01', 'Australia/Sydney').toISOString()).toBe(
        '2030-06-30T14:00:00.000Z',
      );
      const [row] = await t.handle.db
        .insert(sales)
        .values({
          name: 'Autumn Sale',
          startsAt: starts,
          endsAt: new Date(starts.getTime() + 2 * DAY),
          url: '',
          colour: '',
        })
        .returning({ id: sales.id });
      await t.handle.db.insert(salePlacements).values({
        saleId: row!.id,
        placement: 'navIcon',
        src: 'javascript:alert(1)',
        attributes: { alt: 'Autumn', onclick: 'alert(1)', href: 'javascript:alert(1)', style: 'x' },
      });
      await t.handle.db.insert(salePlacements).values({
        saleId: row!.id,
        placement: 'priceTag',
        src: 'tag.svg',
        attributes: { alt: 'Autumn', href: '/sale/autumn', onclick: 'alert(1)', style: 'x' },
      });
      expect(Sale.parse((await get('/api/promotion/sale?dateOverride=2030-03-09')).json()).isSaleOn).toBe(
        false,
      );
      const on = Sale.parse((await get('/api/promotion/sale?dateOverride=2030-03-10')).json());
      expect(on).toMatchObject({ isSaleOn: true, name: 'Autumn Sale', url: '/sale', colour: '#c4102b' });
      expect(on.images).toEqual({
        priceTag: { src: 'tag.svg', attributes: { alt: 'Autumn', href: '/sale/autumn' } },
      });
      expect(Sale.parse((await get('/api/promotion/sale?dateOverride=2030-03-11')).json()).isSaleOn).toBe(
        true,
      );
      expect(Sale.parse((await get('/api/promotion/sale?dateOverride=2030-03-12')).json()).isSaleOn).toBe(
        false,
      );
    });
  });

  describe('static pages', () => {
    it('serves a page by name, any letter case', async () => {
      const res = await get('/api/Static/about-us');
      expect(res.statusCode).toBe(200);
      const page = StaticPage.parse(res.json());
      expect(page).toMatchObject({ name: 'about-us', heading: 'About Us', metaTitle: 'About Us' });
      expect(page.body.startsWith('<p>')).toBe(true);
      expect((await get('/api/Static/About-Us')).json()).toEqual(page);
    });

    it('answers 404 for an unknown page, 400 for a name too long or with control characters', async () => {
      const missing = await get('/api/Static/no-such-page');
      expect(missing.statusCode).toBe(404);
      expect(ErrorBody.parse(missing.json()).code).toBe('static_page_not_found');
      expect((await get(`/api/Static/${'a'.repeat(500)}`)).statusCode).toBe(400);
      expect((await get('/api/Static/a%00b')).statusCode).toBe(400);
      expect((await get("/api/Static/x'%20or%201=1--")).statusCode).toBe(404);
    });

    it('lists every page by heading with its path and last change (GET /api/Static/)', async () => {
      const res = await get('/api/Static/');
      expect(res.statusCode).toBe(200);
      const list = StaticPageList.parse(res.json());
      const rows = await t.handle.db.select().from(staticPages);
      expect(list.totalCount).toBe(rows.length);
      expect(list.pages.map((p) => p.name).sort()).toEqual(rows.map((r) => r.name).sort());
      const headings = list.pages.map((p) => p.heading);
      expect(headings).toEqual([...headings].sort((a, b) => a.localeCompare(b, 'en')));
      const about = list.pages.find((p) => p.name === 'about-us');
      expect(about).toEqual({
        name: 'about-us',
        heading: 'About Us',
        uri: '/s/about-us',
        updatedAt: rows.find((r) => r.name === 'about-us')!.updatedAt.toISOString(),
      });
      for (const spelling of ['/api/Static', '/api/static/', '/api/static'])
        expect((await get(spelling)).json(), spelling).toEqual(list);
    });

    it('lists a new page once the cache is cleared', async () => {
      await t.handle.db
        .insert(staticPages)
        .values({ name: 'gift-cards', heading: 'Gift Cards', body: '<p>x</p>' });
      t.clearCache();
      const list = StaticPageList.parse((await get('/api/Static/')).json());
      expect(list.pages.find((p) => p.name === 'gift-cards')?.uri).toBe('/s/gift-cards');
      await t.handle.db.delete(staticPages).where(eq(staticPages.name, 'gift-cards'));
    });

    it('cleans the body of a page before sending it', async () => {
      await t.handle.db.insert(staticPages).values({
        name: 'xss-test',
        heading: 'Hi',
        body: '<h2 onclick="x()">Title</h2><script>alert(1)</script><a href="https://ok.example" target="_blank">ok</a><a href="javascript:alert(1)">bad</a><style>*{}</style>',
        meta: {},
      });
      const page = StaticPage.parse((await get('/api/Static/xss-test')).json());
      expect(page.body).toBe(
        '<h2>Title</h2><a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a><a>bad</a>',
      );
      expect(page.metaTitle).toBeNull();
    });
  });
});

describe('cached reads (docs/decisions/0016)', () => {
  afterEach(() => {
    vi.useRealTimers();
    t.clearCache();
  });

  it('serves a cached answer until its time to live is over, then reads the change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = SettingsResponse.parse((await get('/api/settings')).json());
    await t.handle.db.update(settings).set({ value: 'NZ' }).where(eq(settings.name, 'countryCode'));
    try {
      // Within the minute the change is not seen: the answer came from memory, not from the database.
      vi.setSystemTime(Date.now() + 59_000);
      expect(SettingsResponse.parse((await get('/api/settings')).json())).toEqual(before);
      vi.setSystemTime(Date.now() + 2_000);
      const after = SettingsResponse.parse((await get('/api/settings')).json());
      expect(after.items).toContainEqual({ name: 'countryCode', value: 'NZ' });
    } finally {
      await t.handle.db.update(settings).set({ value: 'AU' }).where(eq(settings.name, 'countryCode'));
    }
  });

  it('keeps the sale no longer than it runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A flash sale that started after the demo sale (so it wins) and ends in ten seconds.
    const [flash] = await t.handle.db
      .insert(sales)
      .values({
        name: 'Flash Sale',
        startsAt: new Date(Date.now() - 1000),
        endsAt: new Date(Date.now() + 10_000),
        url: '',
        colour: '',
      })
      .returning({ id: sales.id });
    t.clearCache();
    try {
      expect(Sale.parse((await get('/api/promotion/sale/')).json()).name).toBe('Flash Sale');
      vi.setSystemTime(Date.now() + 9_000);
      expect(Sale.parse((await get('/api/promotion/sale/')).json()).name).toBe('Flash Sale');
      // Well inside the minute a sale is kept for, but the flash sale is over.
      vi.setSystemTime(Date.now() + 2_000);
      expect(Sale.parse((await get('/api/promotion/sale/')).json()).name).not.toBe('Flash Sale');
    } finally {
      await t.handle.db.delete(sales).where(eq(sales.id, flash!.id));
    }
  });

  it('reads a staff preview (dateOverride) fresh every time', async () => {
    const day = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    const first = Sale.parse((await get(`/api/promotion/sale?dateOverride=${day}`)).json());
    await t.handle.db.update(sales).set({ name: 'Preview Name' }).where(eq(sales.name, first.name));
    try {
      expect(Sale.parse((await get(`/api/promotion/sale?dateOverride=${day}`)).json()).name).toBe(
        'Preview Name',
      );
    } finally {
      await t.handle.db.update(sales).set({ name: first.name }).where(eq(sales.name, 'Preview Name'));
    }
  });
});
