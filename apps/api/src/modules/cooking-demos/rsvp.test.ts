import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookingDemoEntry, ErrorBody } from '@shop/contracts';
import { inTransaction, type CookingDemoBookingRow } from '@shop/db';
import { COOKING_DEMO_MESSAGES } from '@shop/domain';
import { loadStorefrontConfig } from '../../config.ts';
import type { CardGateway } from '../gateway/gateway.ts';
import { createOutboxSender } from '../orders/mail-sender.ts';
import { createOrderMail, type MailTransport } from '../orders/order-mail.ts';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { lockDemo } from './queries.ts';
import {
  answerCookingDemoRsvp,
  bookCookingDemo,
  joinCookingDemoWaitList,
  type CookingDemoContext,
  type EntryInput,
} from './service.ts';
import { sweepCookingDemoOffers } from './sweeper.ts';
import {
  demoEntries,
  demoMail,
  entryByReference,
  insertDemo,
  readDemo,
  tokenFromMail,
  tokenHash,
} from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(async () => t?.close());

let client = 0;
const post = (url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as string,
    remoteAddress: `10.2.0.${++client % 250}`,
  });
let n = 0;
const someone = (demoId: number, seats: number, over: Partial<EntryInput> = {}) => ({
  cookingDemoId: demoId,
  firstName: `Guest${++n}`,
  lastName: 'Tester',
  email: `guest${n}@example.com`,
  phone: '0412345678',
  seats,
  ...over,
});
const book = async (demoId: number, seats: number) => {
  const res = await post('/api/v2/cookingdemo/booking', someone(demoId, seats));
  expect(res.statusCode).toBe(201);
  return CookingDemoEntry.parse(res.json());
};
const wait = async (demoId: number, seats: number) => {
  const res = await post('/api/v2/cookingdemo/wait-list', someone(demoId, seats));
  expect(res.statusCode).toBe(201);
  return CookingDemoEntry.parse(res.json());
};
const rowOf = async (reference: string): Promise<CookingDemoBookingRow> =>
  (await entryByReference(t.handle.db, reference))!;
/** The link's token from the entry's mail of that event. */
const tokenOf = async (reference: string, event: string) => {
  const mail = await demoMail(t.handle.db, (await rowOf(reference)).id, event);
  expect(mail, `${reference} ${event} mail`).not.toBeNull();
  return tokenFromMail(mail!);
};
const answer = (token: string, response: string) => post('/api/cookingdemo/rsvp', { token, response });
const view = (token: string) =>
  t.app.inject({ url: `/api/cookingdemo/rsvp?token=${encodeURIComponent(token)}` });
const ok = async (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(200);
  return CookingDemoEntry.parse(res.json());
};
const refused = (
  res: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  message: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(ErrorBody.parse(res.json())).toMatchObject({ code, errors: [message] });
};
const seatsTaken = async (demoId: number) => (await readDemo(t.handle.db, demoId))!.seatsTaken;

/** The service as the routes build it, on a clock the test moves. */
const ctxAt = (at: Date): CookingDemoContext => ({
  db: t.handle.db,
  now: () => at,
  country: 'AU',
  mail: () => ({ companyName: 'Test Shop', siteOrigin: 'http://localhost:3000', dueAt: null }),
});

describe(`RSVP answers on ${dbLabel}`, () => {
  it('opens the entry from its mailed link; an unknown token is 404, an empty one 400', async () => {
    const demo = await insertDemo(t.handle.db);
    const entry = await book(demo.id, 1);
    const token = await tokenOf(entry.reference, 'booked');
    expect(await ok(await view(token))).toEqual(entry);
    refused(await view('not-a-token'), 404, 'cooking_demo_rsvp_invalid', COOKING_DEMO_MESSAGES.rsvpInvalid);
    refused(
      await answer('not-a-token', 'attending'),
      404,
      'cooking_demo_rsvp_invalid',
      COOKING_DEMO_MESSAGES.rsvpInvalid,
    );
    expect((await t.app.inject({ url: '/api/cookingdemo/rsvp?token=' })).statusCode).toBe(400);
    const bad = await answer(token, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(ErrorBody.parse(bad.json()).errors.join(' ')).toContain('Please choose whether you will attend');
  });

  it('moves the wait list through cancellations, offers taken and declined, skipping parties too large', async () => {
    const demo = await insertDemo(t.handle.db, { capacity: 4 });
    const a = await book(demo.id, 2);
    const b = await book(demo.id, 2);
    const big = await wait(demo.id, 3);
    const pair = await wait(demo.id, 2);
    const single = await wait(demo.id, 1);
    expect([big, pair, single].map((e) => e.waitListPosition)).toEqual([1, 2, 3]);
    const pairWaitingToken = await tokenOf(pair.reference, 'waiting');

    // A booking confirmed: rsvp attending, a thank-you mail on the same link, asked again it stays so.
    const aToken = await tokenOf(a.reference, 'booked');
    const attending = await ok(await answer(aToken, 'attending'));
    expect(attending).toMatchObject({ status: 'booked', rsvp: 'attending' });
    expect(tokenFromMail((await demoMail(t.handle.db, (await rowOf(a.reference)).id, 'attending'))!)).toBe(
      aToken,
    );
    expect((await ok(await answer(aToken, 'attending'))).rsvp).toBe('attending');

    // A cancels: its 2 seats go to the first party that fits (the pair), the party of 3 keeps its place.
    const cancelled = await ok(await answer(aToken, 'declined'));
    expect(cancelled).toMatchObject({ status: 'cancelled', waitListPosition: null });
    expect(await demoMail(t.handle.db, (await rowOf(a.reference)).id, 'cancelled')).not.toBeNull();
    expect(await seatsTaken(demo.id)).toBe(4);
    const pairRow = await rowOf(pair.reference);
    expect(pairRow.status).toBe('offered');
    const offerMail = (await demoMail(t.handle.db, pairRow.id, 'offered'))!;
    expect(offerMail.recipient).toBe(pairRow.email);
    expect(offerMail.subject).toBe(`A seat has come up: ${demo.title}`);
    expect(offerMail.textBody).toContain('2 seats');
    const pairToken = tokenFromMail(offerMail);
    expect(tokenHash(pairToken)).toBe(pairRow.tokenHash);
    const offered = await ok(await view(pairToken));
    expect(offered.status).toBe('offered');
    const held = Date.parse(offered.offerExpiresAt!) - Date.now();
    expect(held).toBeGreaterThan(23.9 * 3_600_000);
    expect(held).toBeLessThanOrEqual(24 * 3_600_000);
    // The offer's mail carries a new link; the waiting mail's link no longer opens the entry.
    refused(
      await view(pairWaitingToken),
      404,
      'cooking_demo_rsvp_invalid',
      COOKING_DEMO_MESSAGES.rsvpInvalid,
    );
    expect((await ok(await view(await tokenOf(big.reference, 'waiting')))).waitListPosition).toBe(1);
    expect((await ok(await view(await tokenOf(single.reference, 'waiting')))).waitListPosition).toBe(2);

    // The pair takes the held seats: booked, with its mail; the count is unchanged (they were held).
    expect(await ok(await answer(pairToken, 'attending'))).toMatchObject({
      status: 'booked',
      rsvp: 'attending',
    });
    expect(await demoMail(t.handle.db, pairRow.id, 'booked')).not.toBeNull();
    expect(await seatsTaken(demo.id)).toBe(4);

    // B cancels: 2 free, the party of 3 still does not fit, the single is offered 1, 1 stays free.
    await ok(await answer(await tokenOf(b.reference, 'booked'), 'declined'));
    expect((await rowOf(single.reference)).status).toBe('offered');
    expect((await rowOf(big.reference)).status).toBe('waiting');
    expect(await seatsTaken(demo.id)).toBe(3);

    // The single declines the offer: lapsed, its seat freed, nobody left who fits.
    const singleToken = await tokenOf(single.reference, 'offered');
    expect(await ok(await answer(singleToken, 'declined'))).toMatchObject({ status: 'lapsed' });
    expect(await demoMail(t.handle.db, (await rowOf(single.reference)).id, 'offer-declined')).not.toBeNull();
    expect(await seatsTaken(demo.id)).toBe(2);
    expect((await rowOf(big.reference)).status).toBe('waiting');

    // Closed states answer 409 with their sentence.
    refused(
      await answer(singleToken, 'attending'),
      409,
      'cooking_demo_rsvp_closed',
      COOKING_DEMO_MESSAGES.offerExpired,
    );
    refused(
      await answer(aToken, 'attending'),
      409,
      'cooking_demo_rsvp_closed',
      COOKING_DEMO_MESSAGES.rsvpClosed,
    );
    refused(
      await answer(aToken, 'declined'),
      409,
      'cooking_demo_rsvp_closed',
      COOKING_DEMO_MESSAGES.rsvpClosed,
    );

    // Waiting: attending is refused (still waiting), declined leaves the list.
    const bigToken = await tokenOf(big.reference, 'waiting');
    refused(
      await answer(bigToken, 'attending'),
      409,
      'cooking_demo_rsvp_closed',
      COOKING_DEMO_MESSAGES.rsvpStillWaiting,
    );
    expect(await ok(await answer(bigToken, 'declined'))).toMatchObject({
      status: 'cancelled',
      waitListPosition: null,
    });
    expect(await demoMail(t.handle.db, (await rowOf(big.reference)).id, 'left-wait-list')).not.toBeNull();
    expect(await seatsTaken(demo.id)).toBe(2);
    refused(
      await answer(bigToken, 'declined'),
      409,
      'cooking_demo_rsvp_closed',
      COOKING_DEMO_MESSAGES.rsvpClosed,
    );
    // Cancelled, the e-mail may book again.
    const again = await post(
      '/api/v2/cookingdemo/booking',
      someone(demo.id, 1, { email: (await rowOf(a.reference)).email }),
    );
    expect(again.statusCode).toBe(201);
  });

  it('closes answers at the online cut-off', async () => {
    const startsAt = new Date(Date.now() + 60 * 60_000);
    const demo = await insertDemo(t.handle.db, { startsAt, capacity: 1 });
    const earlier = ctxAt(new Date(startsAt.getTime() - 3 * 3_600_000));
    const entry = await bookCookingDemo(earlier, { ...someone(demo.id, 1), source: 'booking' });
    const waiting = await joinCookingDemoWaitList(earlier, { ...someone(demo.id, 1), source: 'wait-list' });
    const token = await tokenOf(entry.reference, 'booked');
    refused(
      await answer(token, 'attending'),
      409,
      'cooking_demo_rsvp_closed',
      COOKING_DEMO_MESSAGES.contactStore,
    );
    refused(
      await answer(token, 'declined'),
      409,
      'cooking_demo_rsvp_closed',
      COOKING_DEMO_MESSAGES.contactStore,
    );
    refused(
      await answer(await tokenOf(waiting.reference, 'waiting'), 'declined'),
      409,
      'cooking_demo_rsvp_closed',
      COOKING_DEMO_MESSAGES.contactStore,
    );
    // Still readable.
    expect((await ok(await view(token))).demo.availability).toBe(2);
    expect(await seatsTaken(demo.id)).toBe(1);
  });

  it('escapes what the shopper typed in the mail’s HTML', async () => {
    const demo = await insertDemo(t.handle.db, { title: 'Pasta & "Sauce"' });
    const res = await post('/api/v2/cookingdemo/booking', someone(demo.id, 1, { firstName: '<b>Eve</b>' }));
    const entry = CookingDemoEntry.parse(res.json());
    const mail = (await demoMail(t.handle.db, (await rowOf(entry.reference)).id, 'booked'))!;
    expect(mail.htmlBody).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.htmlBody).not.toContain('<b>Eve');
    expect(mail.htmlBody).toContain('Pasta &amp; &quot;Sauce&quot;');
    expect(mail.textBody).toContain('Hi <b>Eve</b>,');
    expect(mail.subject).toBe('You\'re booked: Pasta & "Sauce"');
  });
});

describe(`the offer sweeper on ${dbLabel}`, () => {
  it('lapses an expired offer, frees its seats and offers them on, each with its mail and working link', async () => {
    const t0 = new Date(Date.now() + 60_000);
    const demo = await insertDemo(t.handle.db, {
      capacity: 2,
      startsAt: new Date(t0.getTime() + 10 * 86_400_000),
    });
    const at0 = ctxAt(t0);
    const a = await bookCookingDemo(at0, { ...someone(demo.id, 2), source: 'booking' });
    const first = await joinCookingDemoWaitList(at0, { ...someone(demo.id, 2), source: 'wait-list' });
    const second = await joinCookingDemoWaitList(at0, { ...someone(demo.id, 1), source: 'wait-list' });
    await answerCookingDemoRsvp(at0, await tokenOf(a.reference, 'booked'), 'declined');
    const offer = await rowOf(first.reference);
    expect(offer.status).toBe('offered');
    expect(offer.offerExpiresAt?.getTime()).toBe(t0.getTime() + 24 * 3_600_000);
    const offerToken = await tokenOf(first.reference, 'offered');

    const before = new Date(t0.getTime() + 24 * 3_600_000 - 1);
    expect(await sweepCookingDemoOffers(ctxAt(before))).toEqual({ lapsed: 0, offered: 0 });
    // Taking it once it has expired, before the sweeper came by, is refused and changes nothing.
    const expiredAt = ctxAt(new Date(t0.getTime() + 24 * 3_600_000));
    await expect(answerCookingDemoRsvp(expiredAt, offerToken, 'attending')).rejects.toMatchObject({
      code: 'cooking_demo_rsvp_closed',
      messages: [COOKING_DEMO_MESSAGES.offerExpired],
    });
    expect((await rowOf(first.reference)).status).toBe('offered');

    const after = new Date(t0.getTime() + 24 * 3_600_000 + 1000);
    expect(await sweepCookingDemoOffers(ctxAt(after), after)).toEqual({ lapsed: 1, offered: 1 });
    expect((await rowOf(first.reference)).status).toBe('lapsed');
    const next = await rowOf(second.reference);
    expect(next).toMatchObject({ status: 'offered' });
    expect(next.offerExpiresAt?.getTime()).toBe(after.getTime() + 24 * 3_600_000);
    expect(await seatsTaken(demo.id)).toBe(1);
    const lapseToken = await tokenOf(first.reference, 'offer-lapsed');
    expect((await ok(await view(lapseToken))).status).toBe('lapsed');
    expect((await view(offerToken)).statusCode).toBe(404);
    const nextToken = await tokenOf(second.reference, 'offered');
    expect(await ok(await view(nextToken))).toMatchObject({ status: 'offered', seats: 1 });
    expect(await sweepCookingDemoOffers(ctxAt(after), after)).toEqual({ lapsed: 0, offered: 0 });
  });

  it('holds an offer only until the online cut-off, and offers nothing after it', async () => {
    const t0 = new Date(Date.now() + 60_000);
    const startsAt = new Date(t0.getTime() + 10 * 3_600_000);
    const demo = await insertDemo(t.handle.db, { capacity: 1, startsAt });
    const at0 = ctxAt(t0);
    const a = await bookCookingDemo(at0, { ...someone(demo.id, 1), source: 'booking' });
    const first = await joinCookingDemoWaitList(at0, { ...someone(demo.id, 1), source: 'wait-list' });
    const second = await joinCookingDemoWaitList(at0, { ...someone(demo.id, 1), source: 'wait-list' });
    await answerCookingDemoRsvp(at0, await tokenOf(a.reference, 'booked'), 'declined');
    const cutoff = startsAt.getTime() - 2 * 3_600_000;
    expect((await rowOf(first.reference)).offerExpiresAt?.getTime()).toBe(cutoff);
    const later = new Date(cutoff + 1);
    expect(await sweepCookingDemoOffers(ctxAt(later))).toEqual({ lapsed: 1, offered: 0 });
    expect((await rowOf(second.reference)).status).toBe('waiting');
    expect(await seatsTaken(demo.id)).toBe(0);
  });

  it.runIf(dbLabel === 'PostgreSQL')('skips a demo another process is settling (SKIP LOCKED)', async () => {
    const t0 = new Date(Date.now() + 60_000);
    const demo = await insertDemo(t.handle.db, { capacity: 1 });
    const at0 = ctxAt(t0);
    const a = await bookCookingDemo(at0, { ...someone(demo.id, 1), source: 'booking' });
    const w = await joinCookingDemoWaitList(at0, { ...someone(demo.id, 1), source: 'wait-list' });
    await answerCookingDemoRsvp(at0, await tokenOf(a.reference, 'booked'), 'declined');
    const after = new Date(t0.getTime() + 25 * 3_600_000);
    await inTransaction(t.handle.db, async (tx) => {
      await lockDemo(tx, demo.id);
      expect(await sweepCookingDemoOffers(ctxAt(after))).toEqual({ lapsed: 0, offered: 0 });
    });
    expect(await sweepCookingDemoOffers(ctxAt(after))).toEqual({ lapsed: 1, offered: 0 });
    expect((await rowOf(w.reference)).status).toBe('lapsed');
  });
});

describe(`cooking demo mail with SMTP on ${dbLabel}`, () => {
  it('is due at once and sent by the mail sender loop, as the gift voucher mail is', async () => {
    const smtp = await createTestApp({ products: 20, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      const demo = await insertDemo(smtp.handle.db);
      const before = Date.now();
      const res = await smtp.app.inject({
        method: 'POST',
        url: '/api/v2/cookingdemo/booking',
        payload: someone(demo.id, 1),
      });
      expect(res.statusCode).toBe(201);
      const [row] = await demoEntries(smtp.handle.db, demo.id);
      const queued = (await demoMail(smtp.handle.db, row!.id, 'booked'))!;
      expect(queued.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(queued.sentAt).toBeNull();
      const delivered: { to: string; subject: string }[] = [];
      const transport: MailTransport = {
        sendMail: async (m) => {
          delivered.push(m);
        },
        close: () => undefined,
      };
      const config = loadStorefrontConfig({ LOG_LEVEL: 'silent', STOREFRONT_SECRET: 'x'.repeat(40) });
      const mail = createOrderMail(config, { error: () => undefined }, { transport });
      const sender = createOutboxSender({
        db: smtp.handle.db,
        mail,
        gateway: {} as CardGateway,
        log: { error: () => undefined },
      });
      expect((await sender.runOnce()).mail).toBe(1);
      expect(delivered).toEqual([expect.objectContaining({ to: row!.email, subject: queued.subject })]);
      expect((await demoMail(smtp.handle.db, row!.id, 'booked'))!.sentAt).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });
});
