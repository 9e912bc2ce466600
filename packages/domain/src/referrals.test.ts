import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_REWARD_CENTS,
  generateReferralCode,
  maskEmail,
  normaliseReferralCode,
  referralLink,
  referralProgramFor,
  referralRefusal,
} from './referrals.ts';

const bytes = (values: number[]) => () => Uint8Array.from(values);

describe('referral codes', () => {
  it('makes 8 characters from the unambiguous alphabet', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (seed) => {
        let call = 0;
        const code = generateReferralCode((n) => {
          call += 1;
          // After the first draw, plain zero bytes: every draw still ends in a full code.
          return call === 1 ? seed.slice(0, n) : new Uint8Array(n);
        });
        expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
        expect(normaliseReferralCode(code)).toBe(code);
        for (const c of code) expect(REFERRAL_CODE_ALPHABET).toContain(c);
      }),
    );
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
  });

  it('skips bytes that would favour the first letters, and draws again when short', () => {
    const size = REFERRAL_CODE_ALPHABET.length;
    const biased = 256 - (256 % size);
    let draws = 0;
    const code = generateReferralCode((n) => {
      draws += 1;
      return draws === 1 ? Uint8Array.from([biased, 255, 0, 1, 2]) : new Uint8Array(n).fill(3);
    });
    expect(draws).toBe(2);
    expect(code).toBe(`${REFERRAL_CODE_ALPHABET.slice(0, 3)}${REFERRAL_CODE_ALPHABET[3]!.repeat(5)}`);
    expect(generateReferralCode(bytes(Array.from({ length: 16 }, (_, i) => i)))).toBe(
      REFERRAL_CODE_ALPHABET.slice(0, 8),
    );
  });

  it('reads a typed code in any case, with spaces or dashes; refuses anything else', () => {
    expect(normaliseReferralCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normaliseReferralCode('ab cd ef gh')).toBe('ABCDEFGH');
    for (const bad of [
      '',
      'ABCDEFG',
      'ABCDEFGHJ',
      'ABCDEFG0',
      'ABCDEFGI',
      "AB'--",
      'Ä'.repeat(8),
      'A'.repeat(41),
    ])
      expect(normaliseReferralCode(bad), bad).toBeNull();
    expect(normaliseReferralCode(null)).toBeNull();
    expect(normaliseReferralCode(undefined)).toBeNull();
  });
});

describe('the referral link', () => {
  it("carries the code and the program's market and campaign on the site's own https host", () => {
    const program = referralProgramFor('NZ', 'WWW.Example.co.nz');
    expect(program).toEqual({ market: 'nz', domain: 'www.example.co.nz', campaign: 'refer-a-friend' });
    expect(referralLink(program, 'ABCDEFGH')).toBe(
      'https://www.example.co.nz/refer?code=ABCDEFGH&market=nz&campaign=refer-a-friend',
    );
    expect(referralLink(referralProgramFor('AU', 'localhost:3000'), 'ABCDEFGH')).toMatch(
      /^https:\/\/localhost:3000\/refer\?code=ABCDEFGH&market=au&/,
    );
  });
});

describe('who earns', () => {
  const referrer = { accountId: 'acct-1', email: 'Jo@Example.com' };
  it('rewards both sides with $25 on a first order with someone else’s code', () => {
    expect(REFERRAL_REWARD_CENTS).toEqual({ referrer: 2500, referred: 2500 });
    expect(
      referralRefusal({
        referrer,
        order: { accountId: null, email: 'sam@example.com' },
        earlierPlacedOrder: false,
      }),
    ).toBeNull();
    expect(
      referralRefusal({
        referrer,
        order: { accountId: 'acct-2', email: 'sam@example.com' },
        earlierPlacedOrder: false,
      }),
    ).toBeNull();
  });
  it('refuses the referrer’s own account or e-mail, in any case', () => {
    expect(
      referralRefusal({
        referrer,
        order: { accountId: 'acct-1', email: 'other@example.com' },
        earlierPlacedOrder: false,
      }),
    ).toBe('own_code');
    expect(
      referralRefusal({
        referrer,
        order: { accountId: null, email: ' jo@example.COM ' },
        earlierPlacedOrder: false,
      }),
    ).toBe('own_code');
  });
  it('refuses an e-mail that has placed an order before', () => {
    expect(
      referralRefusal({
        referrer,
        order: { accountId: null, email: 'sam@example.com' },
        earlierPlacedOrder: true,
      }),
    ).toBe('not_first_order');
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('sam@example.com')).toBe('s•••@example.com');
    expect(maskEmail('@example.com')).toBe('•••');
    expect(maskEmail('nobody')).toBe('•••');
  });
});
