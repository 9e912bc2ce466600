import { describe, expect, it } from 'vitest';
import { COOKING_DEMO_MESSAGES } from '@shop/domain';
import { demoWhen, renderCookingDemoMail, rsvpUrl, COOKING_DEMO_MAIL_EVENTS } from './mail.ts';
import {
  REFERENCE_ALPHABET,
  hashRsvpToken,
  newReference,
  newRsvpToken,
  splitName,
  uniqueViolation,
  windowBound,
  withEntryInsert,
} from './service.ts';

const violation = (constraint: string) =>
  Object.assign(new Error('Failed query'), {
    cause: Object.assign(new Error('dup'), { code: '23505', constraint }),
  });

describe('cooking demo service rules', () => {
  it('reads window bounds: a date alone is its whole day, impossible dates and times are refused', () => {
    expect(windowBound('2030-03-10', 'startDate')).toEqual({
      bound: '2030-03-10T00:00:00',
      exclusive: false,
      shown: '2030-03-10T00:00:00',
    });
    expect(windowBound('2030-12-31', 'endDate')).toEqual({
      bound: '2031-01-01T00:00:00',
      exclusive: true,
      shown: '2030-12-31T23:59:59',
    });
    expect(windowBound('2030-03-10T18:30', 'endDate')).toEqual({
      bound: '2030-03-10T18:30:00',
      exclusive: false,
      shown: '2030-03-10T18:30:00',
    });
    for (const bad of [
      '2030-02-29',
      '2030-13-01',
      '2030-03-10T24:00',
      '2030-03-10T10:60',
      '2030-03-10T10:00:60',
      'x',
    ])
      expect(() => windowBound(bad, 'startDate'), bad).toThrow(COOKING_DEMO_MESSAGES.date);
    expect(windowBound('2032-02-29', 'startDate').bound).toBe('2032-02-29T00:00:00');
  });

  it('splits the old booking’s name at its first space', () => {
    expect(splitName('Mary Jane Watson')).toEqual({ firstName: 'Mary', lastName: 'Jane Watson' });
    expect(splitName('  Cher ')).toEqual({ firstName: 'Cher', lastName: '-' });
    expect(splitName('Ann   Lee')).toEqual({ firstName: 'Ann', lastName: 'Lee' });
  });

  it('makes references from the unambiguous alphabet and 32-byte tokens kept as SHA-256 hex', () => {
    const refs = new Set(Array.from({ length: 200 }, () => newReference()));
    expect(refs.size).toBeGreaterThan(195);
    for (const r of refs) expect(r).toMatch(new RegExp(`^CD-[${REFERENCE_ALPHABET}]{6}$`));
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILO]/);
    const token = newRsvpToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashRsvpToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRsvpToken(token)).not.toContain(token);
  });

  it('finds a unique violation through the ORM’s wrapper', () => {
    expect(uniqueViolation(violation('cooking_demo_bookings_active_email_idx'))).toBe(
      'cooking_demo_bookings_active_email_idx',
    );
    expect(uniqueViolation(new Error('other'))).toBeNull();
    expect(uniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBeNull();
  });

  it('runs an entry insert again on a reference clash, answers 409 on the active e-mail index', async () => {
    let calls = 0;
    const answer = await withEntryInsert(async () => {
      if (++calls < 3) throw violation('cooking_demo_bookings_reference_unique');
      return 'inserted';
    });
    expect([answer, calls]).toEqual(['inserted', 3]);
    await expect(
      withEntryInsert(async () => {
        throw violation('cooking_demo_bookings_active_email_idx');
      }),
    ).rejects.toMatchObject({
      code: 'cooking_demo_already_booked',
      messages: [COOKING_DEMO_MESSAGES.alreadyBooked],
    });
    let tries = 0;
    await expect(
      withEntryInsert(async () => {
        tries++;
        throw violation('cooking_demo_bookings_reference_unique');
      }),
    ).rejects.toThrow('Failed query');
    expect(tries).toBe(5);
    await expect(
      withEntryInsert(async () => {
        throw violation('some_other_unique');
      }),
    ).rejects.toThrow('Failed query');
  });
});

describe('cooking demo mail', () => {
  const demo = {
    title: 'Knife skills',
    localStartsAt: '2030-03-10 18:30:00',
    store: {
      storeUri: 'richmond',
      name: 'Richmond',
      address: '1 Swan St',
      suburb: 'Richmond',
      state: 'VIC',
      postcode: '3121',
      phone: '03 9999 0000',
      country: 'AU' as const,
    },
  };
  const entry = {
    reference: 'CD-7K3M9Q',
    firstName: 'Sam',
    seats: 2,
    offerExpiresAt: new Date('2030-03-09T02:00:00Z'),
  };

  it('says when on the store’s wall clock', () => {
    expect(demoWhen('2030-03-10 18:30:00')).toBe('Sunday 10 March 2030 at 6:30 pm');
    expect(demoWhen('2030-03-10T09:05:00')).toBe('Sunday 10 March 2030 at 9:05 am');
  });

  it('gives every event its own subject, the reference, the store and the link', () => {
    const link = rsvpUrl('https://shop.example', 'abc_DEF-123');
    expect(link).toBe('https://shop.example/cooking-demos/rsvp?token=abc_DEF-123');
    const subjects = new Set<string>();
    for (const event of COOKING_DEMO_MAIL_EVENTS) {
      const m = renderCookingDemoMail({
        event,
        entry,
        demo,
        timeZone: 'Australia/Melbourne',
        link,
        companyName: 'Shop',
      });
      subjects.add(m.subject);
      expect(m.subject).toContain('Knife skills');
      expect(m.text).toContain(`: ${link}`);
      expect(m.text).toContain('CD-7K3M9Q');
      expect(m.text).toContain('Richmond, 1 Swan St, Richmond VIC 3121. Phone 03 9999 0000.');
      expect(m.html).toContain(`<a href="${link}">`);
    }
    expect(subjects.size).toBe(COOKING_DEMO_MAIL_EVENTS.length);
    const offered = renderCookingDemoMail({
      event: 'offered',
      entry,
      demo,
      timeZone: 'Australia/Melbourne',
      link,
      companyName: 'Shop',
    });
    expect(offered.text).toContain('until 9 March 2030 at 1:00 pm');
    const waiting = renderCookingDemoMail({
      event: 'waiting',
      entry,
      demo,
      timeZone: 'Australia/Melbourne',
      link,
      companyName: 'Shop',
      position: 3,
    });
    expect(waiting.text).toContain('(place 3)');
  });
});
