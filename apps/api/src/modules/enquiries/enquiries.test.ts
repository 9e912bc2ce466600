import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EnquiryCreated, ErrorBody } from '@shop/contracts';
import { enquiries, productLoadEvents, searchEvents } from '@shop/db';
import { buildStorefront } from '../../app.ts';
import { loadStorefrontConfig } from '../../config.ts';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(async () => t?.close());

const valid = {
  name: 'Sam Shopper',
  email: 'Sam@Example.com',
  phone: '+61 412 345 678',
  postcode: '3121',
  topic: 'productAdvice',
  message: 'Which fridge fits a 900 mm space?\nThanks',
  productSku: 'SR340LX',
  source: 'ask-an-expert',
};
// Each call from its own address, so the 5-per-10-minutes limit only bites in the test about it.
let client = 0;
const post = (
  payload: unknown,
  headers: Record<string, string> = {},
  app = t.app,
  remoteAddress = `10.0.0.${++client}`,
) => app.inject({ method: 'POST', url: '/api/enquiry', payload: payload as string, headers, remoteAddress });

describe(`enquiries API on ${dbLabel}`, () => {
  it('stores a valid enquiry and answers 201 { id }', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const { id } = EnquiryCreated.parse(res.json());
    const [row] = await t.handle.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({
      email: 'sam@example.com',
      phone: '0412345678',
      source: 'ask-an-expert',
      productSku: 'SR340LX',
    });
    expect(row!.message).toContain('\n');
  });

  it('validates with the shared rules and answers the catalogue 400 with field messages', async () => {
    const res = await post({
      ...valid,
      email: 'not-an-email',
      phone: '12345678',
      postcode: '12',
      topic: 'gossip',
      name: '',
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorBody.parse(res.json());
    expect(body.errors.join(' ')).toContain('Please enter a valid email address');
    expect(body.errors.join(' ')).toContain('Please include your area code');
    expect(body.errors.join(' ')).toContain('Please enter a valid postcode');
    expect(body.message).toBe(body.errors.join(' '));
    const nz = await post({ ...valid, phone: '021 234 5678', country: 'NZ' });
    expect(nz.statusCode).toBe(201);
    const nzMiss = await post({ ...valid, phone: '02', country: 'NZ' });
    expect(ErrorBody.parse(nzMiss.json()).errors.join(' ')).toMatch(/phone: /);
  });

  it('accepts only JSON bodies (CSRF): form and text posts are 415', async () => {
    const form = await post('name=x&email=a%40b.com', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    const text = await post(JSON.stringify(valid), { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(ErrorBody.parse(text.json()).message).toBe('An error has occurred, please try again');
    const broken = await post('{"name":', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
  });

  it('strips NUL and control characters instead of failing', async () => {
    const res = await post({ ...valid, message: 'hello\u0000 there\u0007', productSku: '\u0000' });
    expect(res.statusCode).toBe(201);
  });

  it('limits each client to 5 enquiries per 10 minutes', async () => {
    // A storefront of its own (same database) so the other tests' posts do not count.
    const app = await buildStorefront({
      db: t.handle.db,
      config: loadStorefrontConfig({ LOG_LEVEL: 'silent' }),
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await post(valid, {}, app, '192.0.2.1')).statusCode);
      expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await app.close();
    }
  });
});

describe(`analytics API on ${dbLabel}`, () => {
  it('records search events (GET and POST) and answers true', async () => {
    const get = await t.app.inject({ url: '/api/analytics/search?searchTerm=%3Cb%3Esamsung' });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/search',
      payload: {
        analyticsEventType: 1,
        query: 'samsung fridge',
        productList: ['SR340LX', 201078, 'a\u0000b'],
        url: '/search/samsung',
        isRepeatUser: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    const rows = await t.handle.db.select().from(searchEvents);
    expect(rows.map((r) => [r.eventType, r.query])).toEqual(
      expect.arrayContaining([
        [0, 'b samsung'],
        [1, 'samsung fridge'],
      ]),
    );
    expect(rows.find((r) => r.eventType === 1)).toMatchObject({
      productList: ['SR340LX', 201078, 'ab'],
      isRepeatUser: true,
    });
  });

  it('refuses event types outside 0-5 and non-JSON posts', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/search',
      payload: { analyticsEventType: 6 },
    });
    expect(bad.statusCode).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/search',
      payload: 'analyticsEventType=0',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });

  it('records product load events and answers true', async () => {
    const res = await t.app.inject({ url: '/api/analytics/product-load-event?productId=201078' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    const rows = await t.handle.db
      .select()
      .from(productLoadEvents)
      .where(eq(productLoadEvents.productId, 201078));
    expect(rows).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/analytics/product-load-event?productId=abc' })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: '/api/analytics/product-load-event' })).statusCode).toBe(400);
  });
});
