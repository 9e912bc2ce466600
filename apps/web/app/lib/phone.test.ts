import { describe, expect, it } from 'vitest';
import { phoneFieldError } from './phone.ts';
import { telHref } from './tel.ts';

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('1300 000 000')).toBe('tel:1300000000');
    expect(telHref('+64 (9) 300-1234')).toBe('tel:+6493001234');
  });
});

describe('phoneFieldError', () => {
  it('leaves an empty optional field alone', () => {
    expect(phoneFieldError('', 'NZ')).toBeNull();
    expect(phoneFieldError('   ', 'AU')).toBeNull();
  });

  it.each([
    ['NZ mobile 021', '021 123 4567'],
    ['NZ mobile 022 with 7 digits after 02', '022 123 4567'],
    ['NZ mobile +64', '+64 27 123 4567'],
    ['NZ landline Auckland', '09 300 1234'],
    ['NZ landline Christchurch', '03 366 1234'],
    ['NZ landline Wellington', '04 123 4567'],
    ['NZ landline Hamilton', '07 834 1234'],
    ['NZ landline 0064', '0064 6 350 1234'],
    ['NZ toll-free', '0800 123 456'],
    ['AU mobile', '0412 345 678'],
    ['AU landline', '02 9876 5432'],
  ])('accepts a %s number on either site', (_label, number) => {
    expect(phoneFieldError(number, 'NZ')).toBeNull();
    expect(phoneFieldError(number, 'AU')).toBeNull();
  });

  it("words a near-miss mobile by the site's country", () => {
    expect(phoneFieldError('021 12', 'NZ')).toBe('Please enter a valid New Zealand mobile number');
    expect(phoneFieldError('021 12', 'AU')).toBe('Please enter a valid phone number');
    expect(phoneFieldError('0412 34', 'AU')).toBe('Please enter a valid Australian mobile number');
    expect(phoneFieldError('0412 34', 'NZ')).toBe('Please enter a valid phone number');
  });

  it('asks for the area code of an eight-digit number', () => {
    expect(phoneFieldError('9876 5432', 'AU')).toBe('Please include your area code');
  });
});
