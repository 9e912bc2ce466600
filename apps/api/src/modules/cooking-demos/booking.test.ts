import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookingDemoEntry, ErrorBody } from '@shop/contracts';
import { COOKING_DEMO_MESSAGES, cookingDemoEligibilityMessage } from '@shop/domain';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import {
  defaultTestBrand,
  demoEntries,
  demoMail,
  insertDemo,
  otherTestBrand,
  placeOrderWithBrand,
  readDemo,
  tokenFromMail,
  tokenHash,
} from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 40 });
});
afterAll(async () => t?.close());

// Each call from its own address, so the per-client limit only bites in the test about it.
let client = 0;
const send = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as string,
    headers,
    remoteAddress: remoteAddress ?? `10.1.${Math.floor(++client / 250)}.${client % 250}`,
  });
const book = (body: unknown) => send('/api/v2/cookingdemo/booking', body);
const wait = (body: unknown) => send('/api/v2/cookingdemo/wait-list', body);

let n = 0;
const person = (over: Record<string, unknown> = {}) => ({
  firstName: 'Robin',
  lastName: 'Cook',
  email: `Robin.Cook+${++n}@Example.com`,
  phone: '+61 412 345 678',
  seats: 2,
  ...over,
});
const refusal = (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(res.statusCode).toBe(status);
  const body = ErrorBody.parse(res.json());
  expect(body.code).toBe(code);
  return body;
};

describe(`booking a cooking demo on ${dbLabel}`, () => {
  it('books seats: 201 with the entry, the seats taken, the row normalised and the booking mail queued', async () => {
    const demo = await insertDemo(t.handle.db, { capacity: 6 });
    const res = await book(person({ cookingDemoId: demo.id, email: ' Sam.Booker@Example.COM ', seats: 3 }));
    expect(res.statusCode).toBe(201);
    const entry = CookingDemoEntry.parse(res.json());
    expect(entry).toMatchObject({ status: 'booked', rsvp: 'pending', seats: 3, firstName: 'Robin' });
    expect(entry.reference).toMatch(/^CD-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(entry.waitListPosition).toBeNull();
    expect(entry.offerExpiresAt).toBeNull();
    expect(entry.demo).toMatchObject({ id: demo.id, capacity: 6, seatsAvailable: 3, availability: 0 });
    expect((await readDemo(t.handle.db, demo.id))?.seatsTaken).toBe(3);
    const [row] = await demoEntries(t.handle.db, demo.id);
    expect(row).toMatchObject({
      email: 'sam.booker@example.com',
      phone: '0412345678',
      source: 'booking',
      status: 'booked',
      reference: entry.reference,
    });
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const mail = await demoMail(t.handle.db, row!.id, 'booked');
    expect(mail).toMatchObject({ recipient: 'sam.booker@example.com', kind: 'cooking-demo' });
    // Without SMTP_URL the mail stays in the outbox: nothing is due.
    expect(mail!.nextAttemptAt).toBeNull();
    const token = tokenFromMail(mail!);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash(token)).toBe(row!.tokenHash);
    expect(mail!.textBody).toContain(`http://localhost:3000/cooking-demos/rsvp?token=${token}`);
    expect(mail!.textBody).toContain(entry.reference);
    expect(mail!.htmlBody).toContain(`href="http://localhost:3000/cooking-demos/rsvp?token=${token}"`);
  });

  it('takes the old body: the name split at its first space, numberOfGuests as seats, answered as v2', async () => {
    const demo = await insertDemo(t.handle.db);
    const res = await send('/api/cookingdemo/booking', {
      cookingDemoId: String(demo.id),
      name: 'Mary Jane Watson',
      email: 'mj@example.com',
      phone: '0398765432',
      numberOfGuests: '2',
    });
    expect(res.statusCode).toBe(201);
    const entry = CookingDemoEntry.parse(res.json());
    expect(entry).toMatchObject({ status: 'booked', seats: 2, firstName: 'Mary' });
    const [row] = await demoEntries(t.handle.db, demo.id);
    expect(row).toMatchObject({ firstName: 'Mary', lastName: 'Jane Watson', source: 'legacy-booking' });
    const single = await send('/api/cookingdemo/booking', {
      cookingDemoId: demo.id,
      name: 'Cher',
      email: 'cher@example.com',
      phone: '0398765432',
      numberOfGuests: 1,
    });
    expect(single.statusCode).toBe(201);
    const rows = await demoEntries(t.handle.db, demo.id);
    expect(rows.find((r) => r.email === 'cher@example.com')).toMatchObject({
      firstName: 'Cher',
      lastName: '-',
    });
    const full = await insertDemo(t.handle.db, { capacity: 2, seatsTaken: 2 });
    const refused = await send('/api/cookingdemo/booking', {
      cookingDemoId: full.id,
      name: 'Cher',
      email: 'cher@example.com',
      phone: '0398765432',
      numberOfGuests: 1,
    });
    expect(refusal(refused, 409, 'cooking_demo_full').errors).toEqual([COOKING_DEMO_MESSAGES.full]);
  });

  it('refuses a full demo with the wait-list sentence and writes nothing', async () => {
    const demo = await insertDemo(t.handle.db, { capacity: 4, seatsTaken: 4 });
    const body = refusal(await book(person({ cookingDemoId: demo.id })), 409, 'cooking_demo_full');
    expect(body.errors).toEqual([COOKING_DEMO_MESSAGES.full]);
    expect(body.errors[0]).toContain('Join the wait list');
    expect(await demoEntries(t.handle.db, demo.id)).toEqual([]);
    expect((await readDemo(t.handle.db, demo.id))?.seatsTaken).toBe(4);
  });

  it('refuses more seats than are left, naming how many are', async () => {
    const demo = await insertDemo(t.handle.db, { capacity: 4, seatsTaken: 3 });
    const body = refusal(await book(person({ cookingDemoId: demo.id, seats: 2 })), 409, 'cooking_demo_full');
    expect(body.errors).toEqual([COOKING_DEMO_MESSAGES.notEnoughSeats(1)]);
    expect(body.errors[0]).toContain('only 1 seat is left');
    const two = await insertDemo(t.handle.db, { capacity: 4, seatsTaken: 2 });
    const res = refusal(await book(person({ cookingDemoId: two.id, seats: 3 })), 409, 'cooking_demo_full');
    expect(res.errors[0]).toContain('only 2 seats are left');
    expect(await demoEntries(t.handle.db, two.id)).toEqual([]);
  });

  it('refuses when the store takes the demo by phone or online booking has closed (ContactStore)', async () => {
    const byPhone = await insertDemo(t.handle.db, { onlineBooking: false });
    const body = refusal(await book(person({ cookingDemoId: byPhone.id })), 409, 'cooking_demo_closed');
    expect(body.errors).toEqual([COOKING_DEMO_MESSAGES.contactStore]);
    const soon = await insertDemo(t.handle.db, { startsAt: new Date(Date.now() + 60 * 60_000) });
    refusal(await book(person({ cookingDemoId: soon.id })), 409, 'cooking_demo_closed');
    refusal(await wait(person({ cookingDemoId: soon.id })), 409, 'cooking_demo_closed');
    expect(await demoEntries(t.handle.db, soon.id)).toEqual([]);
  });

  it('answers 404 for a demo that does not exist', async () => {
    const body = refusal(await book(person({ cookingDemoId: 999_999 })), 404, 'cooking_demo_not_found');
    expect(body.errors).toEqual([COOKING_DEMO_MESSAGES.notFound]);
    refusal(await wait(person({ cookingDemoId: 999_999 })), 404, 'cooking_demo_not_found');
  });

  it('takes one active entry per e-mail, whatever its case: a second booking or wait-list place is 409', async () => {
    const demo = await insertDemo(t.handle.db, { capacity: 10 });
    const first = person({ cookingDemoId: demo.id, email: 'twice@example.com' });
    expect((await book(first)).statusCode).toBe(201);
    const again = refusal(
      await book({ ...first, email: 'TWICE@example.com' }),
      409,
      'cooking_demo_already_booked',
    );
    expect(again.errors).toEqual([COOKING_DEMO_MESSAGES.alreadyBooked]);
    expect((await readDemo(t.handle.db, demo.id))?.seatsTaken).toBe(2);
    const full = await insertDemo(t.handle.db, { capacity: 2, seatsTaken: 2 });
    expect((await wait(person({ cookingDemoId: full.id, email: 'w@example.com' }))).statusCode).toBe(201);
    refusal(
      await wait(person({ cookingDemoId: full.id, email: 'w@example.com' })),
      409,
      'cooking_demo_already_booked',
    );
    refusal(
      await book(person({ cookingDemoId: full.id, email: 'w@example.com' })),
      409,
      'cooking_demo_already_booked',
    );
  });

  it('validates with the shared sentences: 400 validation_failed, nothing written', async () => {
    const demo = await insertDemo(t.handle.db);
    const res = await book({
      cookingDemoId: demo.id,
      firstName: '',
      lastName: 'x'.repeat(51),
      email: 'not-an-email',
      phone: '12345678',
      seats: 5,
      orderNumber: 'A12',
    });
    const body = refusal(res, 400, 'validation_failed');
    const all = body.errors.join(' ');
    expect(all).toContain(COOKING_DEMO_MESSAGES.firstName);
    expect(all).toContain(COOKING_DEMO_MESSAGES.lastName);
    expect(all).toContain('Please enter a valid email address');
    expect(all).toContain('Please include your area code');
    expect(all).toContain(COOKING_DEMO_MESSAGES.seats);
    expect(all).toContain(COOKING_DEMO_MESSAGES.orderNumber);
    expect(body.message).toBe(body.errors.join(' '));
    refusal(await book(person({ cookingDemoId: demo.id, seats: 0 })), 400, 'validation_failed');
    refusal(await book(person({ cookingDemoId: demo.id, seats: 1.5 })), 400, 'validation_failed');
    refusal(await book(person({ cookingDemoId: 'abc' })), 400, 'validation_failed');
    const legacy = await send('/api/cookingdemo/booking', {
      cookingDemoId: demo.id,
      name: '',
      email: 'a@example.com',
      phone: '02',
      numberOfGuests: 9,
    });
    const legacyAll = refusal(legacy, 400, 'validation_failed').errors.join(' ');
    expect(legacyAll).toContain(COOKING_DEMO_MESSAGES.firstName);
    expect(legacyAll).toContain(COOKING_DEMO_MESSAGES.seats);
    expect(legacyAll).toMatch(/phone: /);
    const longFirst = await send('/api/cookingdemo/booking', {
      cookingDemoId: demo.id,
      name: `${'A'.repeat(60)} B`,
      email: 'a@example.com',
      phone: '0398765432',
      numberOfGuests: 1,
    });
    expect(refusal(longFirst, 400, 'validation_failed').errors.join(' ')).toContain(
      COOKING_DEMO_MESSAGES.firstName,
    );
    expect(await demoEntries(t.handle.db, demo.id)).toEqual([]);
  });

  it('accepts JSON only (CSRF): a form post is 415', async () => {
    const demo = await insertDemo(t.handle.db);
    for (const url of [
      '/api/v2/cookingdemo/booking',
      '/api/cookingdemo/booking',
      '/api/v2/cookingdemo/wait-list',
      '/api/cookingdemo/rsvp',
    ]) {
      const res = await send(url, `cookingDemoId=${demo.id}&firstName=A`, {
        'content-type': 'application/x-www-form-urlencoded',
      });
      refusal(res, 415, 'unsupported_media_type');
    }
  });

  it('limits each client to 30 posts in 10 minutes', async () => {
    const demo = await insertDemo(t.handle.db, { capacity: 2, seatsTaken: 2 });
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push(
        (await send('/api/v2/cookingdemo/booking', person({ cookingDemoId: demo.id }), {}, '10.9.9.9'))
          .statusCode,
      );
    expect(codes.slice(0, 30).every((c) => c === 409)).toBe(true);
    expect(codes[30]).toBe(429);
    const other = await send(
      '/api/v2/cookingdemo/booking',
      person({ cookingDemoId: demo.id }),
      {},
      '10.9.9.10',
    );
    expect(other.statusCode).toBe(409);
  });
});

describe(`the wait list on ${dbLabel}`, () => {
  it('takes a full demo’s enquiry: 201 waiting with its place, the mail queued, no seats taken', async () => {
    const demo = await insertDemo(t.handle.db, { capacity: 3, seatsTaken: 3 });
    const first = await wait(person({ cookingDemoId: demo.id, seats: 1 }));
    expect(first.statusCode).toBe(201);
    const a = CookingDemoEntry.parse(first.json());
    expect(a).toMatchObject({ status: 'waiting', waitListPosition: 1, seats: 1, offerExpiresAt: null });
    expect(a.demo).toMatchObject({ availability: 1, seatsAvailable: 0, waitListLength: 1 });
    const b = CookingDemoEntry.parse((await wait(person({ cookingDemoId: demo.id }))).json());
    expect(b.waitListPosition).toBe(2);
    expect(b.demo.waitListLength).toBe(2);
    expect((await readDemo(t.handle.db, demo.id))?.seatsTaken).toBe(3);
    const rows = await demoEntries(t.handle.db, demo.id);
    expect(rows.map((r) => r.source)).toEqual(['wait-list', 'wait-list']);
    const mail = await demoMail(t.handle.db, rows[1]!.id, 'waiting');
    expect(mail!.textBody).toContain('(place 2)');
    expect(tokenHash(tokenFromMail(mail!))).toBe(rows[1]!.tokenHash);
  });

  it('refuses while the party’s seats are free (book instead), but takes a party larger than what is left', async () => {
    const demo = await insertDemo(t.handle.db, { capacity: 4, seatsTaken: 2 });
    const body = refusal(
      await wait(person({ cookingDemoId: demo.id, seats: 2 })),
      409,
      'cooking_demo_seats_available',
    );
    expect(body.errors).toEqual([COOKING_DEMO_MESSAGES.seatsAvailable]);
    const larger = await wait(person({ cookingDemoId: demo.id, seats: 3 }));
    expect(larger.statusCode).toBe(201);
    expect(CookingDemoEntry.parse(larger.json()).waitListPosition).toBe(1);
  });
});

describe(`who may book which type on ${dbLabel}`, () => {
  let brand: { id: number; name: string };
  let other: { id: number; name: string };
  beforeAll(async () => {
    brand = await defaultTestBrand(t.handle.db);
    other = await otherTestBrand(t.handle.db, brand.id);
  });

  it('pre-purchase: needs the number of a placed order of the booker’s e-mail holding the brand', async () => {
    const demo = await insertDemo(t.handle.db, { demoType: 0, brandId: brand.id });
    const msg = (r: Parameters<typeof cookingDemoEligibilityMessage>[0]) =>
      cookingDemoEligibilityMessage(r, brand.name);
    const noNumber = refusal(
      await book(person({ cookingDemoId: demo.id })),
      400,
      'cooking_demo_not_eligible',
    );
    expect(noNumber.errors).toEqual([msg('order_required')]);
    refusal(
      await book(person({ cookingDemoId: demo.id, orderNumber: '' })),
      400,
      'cooking_demo_not_eligible',
    );

    const owner = 'owner@example.com';
    const holding = await placeOrderWithBrand(t.handle.db, { email: owner, brandId: brand.id });
    const elsewhere = await placeOrderWithBrand(t.handle.db, { email: owner, brandId: other.id });
    const failed = await placeOrderWithBrand(t.handle.db, {
      email: owner,
      brandId: brand.id,
      status: 'failed',
    });

    const unknown = await book(person({ cookingDemoId: demo.id, email: owner, orderNumber: '999999999' }));
    expect(refusal(unknown, 400, 'cooking_demo_not_eligible').errors).toEqual([msg('order_not_found')]);
    const someoneElse = await book(
      person({ cookingDemoId: demo.id, email: 'stranger@example.com', orderNumber: holding.orderNumber }),
    );
    expect(refusal(someoneElse, 400, 'cooking_demo_not_eligible').errors).toEqual([msg('order_not_found')]);
    const notPlaced = await book(
      person({ cookingDemoId: demo.id, email: owner, orderNumber: failed.orderNumber }),
    );
    expect(refusal(notPlaced, 400, 'cooking_demo_not_eligible').errors).toEqual([msg('order_not_found')]);
    const wrongBrand = await book(
      person({ cookingDemoId: demo.id, email: owner, orderNumber: elsewhere.orderNumber }),
    );
    expect(refusal(wrongBrand, 400, 'cooking_demo_not_eligible').errors).toEqual([
      msg('order_without_brand'),
    ]);
    expect(await demoEntries(t.handle.db, demo.id)).toEqual([]);

    const ok = await book(
      person({ cookingDemoId: demo.id, email: 'OWNER@example.com', orderNumber: holding.orderNumber }),
    );
    expect(ok.statusCode).toBe(201);
    const [row] = await demoEntries(t.handle.db, demo.id);
    expect(row?.orderNumber).toBe(holding.orderNumber);
  });

  it('post-purchase: the reverse, refusing an e-mail with a placed order holding the brand', async () => {
    const demo = await insertDemo(t.handle.db, { demoType: 1, brandId: brand.id });
    const buyer = 'buyer@example.com';
    await placeOrderWithBrand(t.handle.db, { email: buyer, brandId: brand.id });
    await placeOrderWithBrand(t.handle.db, { email: 'other-brand@example.com', brandId: other.id });
    await placeOrderWithBrand(t.handle.db, {
      email: 'cancelled@example.com',
      brandId: brand.id,
      status: 'cancelled',
    });
    const refused = await book(person({ cookingDemoId: demo.id, email: 'Buyer@Example.com' }));
    expect(refusal(refused, 400, 'cooking_demo_not_eligible').errors).toEqual([
      cookingDemoEligibilityMessage('already_bought', brand.name),
    ]);
    expect(
      (await book(person({ cookingDemoId: demo.id, email: 'other-brand@example.com' }))).statusCode,
    ).toBe(201);
    expect((await book(person({ cookingDemoId: demo.id, email: 'cancelled@example.com' }))).statusCode).toBe(
      201,
    );
    expect((await book(person({ cookingDemoId: demo.id, email: 'new@example.com' }))).statusCode).toBe(201);
  });

  it('open to everyone: nothing asked, an order number ignored', async () => {
    const demo = await insertDemo(t.handle.db, { demoType: 2, brandId: brand.id });
    expect((await book(person({ cookingDemoId: demo.id }))).statusCode).toBe(201);
    expect((await book(person({ cookingDemoId: demo.id, orderNumber: '123' }))).statusCode).toBe(201);
  });

  it('applies the same rule to the wait list', async () => {
    const pre = await insertDemo(t.handle.db, { demoType: 0, brandId: brand.id, capacity: 2, seatsTaken: 2 });
    refusal(await wait(person({ cookingDemoId: pre.id })), 400, 'cooking_demo_not_eligible');
    const order = await placeOrderWithBrand(t.handle.db, { email: 'waiter@example.com', brandId: brand.id });
    const ok = await wait(
      person({ cookingDemoId: pre.id, email: 'waiter@example.com', orderNumber: order.orderNumber }),
    );
    expect(ok.statusCode).toBe(201);
    const post = await insertDemo(t.handle.db, {
      demoType: 1,
      brandId: brand.id,
      capacity: 2,
      seatsTaken: 2,
    });
    refusal(
      await wait(person({ cookingDemoId: post.id, email: 'waiter@example.com' })),
      400,
      'cooking_demo_not_eligible',
    );
  });
});
