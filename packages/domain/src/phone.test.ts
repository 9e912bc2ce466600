import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  isValidPhone,
  normalisePhone,
  phoneErrorMessage,
  PHONE_LIMITS,
  stripPhone,
  validatePhone,
} from './phone.ts';

describe('validatePhone', () => {
  it.each([
    ['000 §5 AU landline 0 then 2 then 8 digits', '02 9876 5432', 'AU', null],
    ['000 §5 AU landline 0 then 7', '07 3123 4567', 'AU', null],
    ['000 §5 AU mobile too short', '0412 3456', 'AU', 'notAusMobileNumber'],
    ['000 §5 04 plus 7 digits is a Wellington landline', '04 123 4567', 'NZ', null],
    ['000 §5 AU mobile 04 then 8 digits', '0412 345 678', 'AU', null],
    ['000 §5 AU mobile 05 then 8 digits', '0512345678', 'AU', null],
    ['000 §5 8 digits starting 1-9 is missing area code', '9876 5432', 'AU', 'missingAreaCode'],
    ['000 §5 spaces ignored', ' 0 4 1 2 3 4 5 6 7 8 ', 'AU', null],
    ['000 §5 NZ landline 03-09 plus 7 digits', '09 123 4567', 'NZ', null],
    ['000 §5 NZ mobile 02 plus 7 digits', '021 234 567', 'NZ', null],
    ['000 §5 NZ mobile 02 plus 9 digits', '02123456789', 'NZ', null],
    ['000 §5 NZ mobile too short', '02123', 'NZ', 'notNewZealandMobileNumber'],
    ['000 §5 AU 02 too short is generic', '02123', 'AU', 'generic'],
    ['000 §5 NZ toll-free 0800', '0800 123 456', 'NZ', null],
    ['000 §5 NZ toll-free 0508', '0508 123 456', 'NZ', null],
    ['000 §5 +61 normalises to 0', '+61 412 345 678', 'AU', null],
    ['000 §5 0064 normalises to 0', '0064 9 123 4567', 'NZ', null],
    ['000 §5 AU mobile too long', '04123456789', 'AU', 'notAusMobileNumber'],
    ['000 §5 letters are generic', 'call me', 'AU', 'generic'],
    ['000 §5 empty is generic', '', 'AU', 'generic'],
    ['000 §5 max international length 15', '+61 4123 4567 8901 23', 'AU', 'generic'],
  ] as const)('%s', (_s, input, country, expected) => {
    expect(validatePhone(input, country)).toBe(expected);
  });

  it('000 §5 one validator accepts AU or NZ (default country)', () => {
    expect(isValidPhone('021 234 567')).toBe(true);
    expect(isValidPhone('0412 345 678')).toBe(true);
  });

  it.each([
    ['ADR 0003 generic message', 'generic', 'Please enter a valid phone number'],
    ['ADR 0003 missing area code message', 'missingAreaCode', 'Please include your area code'],
  ] as const)('%s', (_s, kind, text) => {
    expect(phoneErrorMessage(kind)).toBe(text);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['000 §5 +61', '+61 412 345 678', '0412345678'],
    ['000 §5 61', '61412345678', '0412345678'],
    ['000 §5 0061', '0061 2 9876 5432', '0298765432'],
    ['000 §5 +64', '+64 21 234 5678', '0212345678'],
    ['000 §5 64', '6493001234', '093001234'],
    ['000 §5 0064', '0064-9-300-1234', '093001234'],
    ['000 §5 +61 (0) keeps one 0', '+61 (0)4 1234 5678', '0412345678'],
    ['000 §5 non-alphanumerics stripped', '(02) 9876-5432', '0298765432'],
    ['000 §5 an 8-digit local number starting 61 is kept', '6123 4567', '61234567'],
  ] as const)('%s', (_s, input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it('property: normalising twice equals once', () => {
    const phoneish = fc.string({ unit: fc.constantFrom(...'0123456789+ ()-6140'.split('')), maxLength: 20 });
    fc.assert(
      fc.property(
        fc.oneof(phoneish, fc.string()),
        (s) => normalisePhone(normalisePhone(s)) === normalisePhone(s),
      ),
    );
  });

  it('000 §5 stripping keeps letters and digits', () => {
    expect(stripPhone('1300-FLOWERS')).toBe('1300FLOWERS');
  });
});

describe('formatPhone', () => {
  it.each([
    ['000 §5 mobiles grouped 4-3-rest', '0412345678', 'AU', '0412 345 678'],
    ['000 §5 landlines grouped 2-4-rest', '0298765432', 'AU', '02 9876 5432'],
    ['000 §5 NZ mobile 4-3-rest', '+64 21 234 5678', 'NZ', '0212 345 678'],
    ['000 §5 NZ landline 2-4-rest', '093001234', 'NZ', '09 3001 234'],
    ['000 §5 toll-free as a mobile', '0800123456', 'NZ', '0800 123 456'],
    ['000 §5 partial numbers grouped as far as they go', '041', 'AU', '041'],
    ['000 §5 not a 0 number left as is', '98765432', 'AU', '98765432'],
  ] as const)('%s', (_s, input, country, expected) => {
    expect(formatPhone(input, country)).toBe(expected);
  });

  it('property: grouping and removing spaces gives the normalised number', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789+ '.split('')), maxLength: 16 }),
        fc.constantFrom('AU', 'NZ' as const),
        (s, c) => formatPhone(s, c).replace(/ /g, '') === normalisePhone(s),
      ),
    );
  });

  it('000 §5 AU length 10', () => {
    expect(normalisePhone('+61 412 345 678')).toHaveLength(PHONE_LIMITS.auLength);
  });
});
