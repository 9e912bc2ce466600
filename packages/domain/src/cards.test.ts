import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_BRAND_TYPES,
  cardBrandName,
  cardDigits,
  CARD_BRANDS,
  detectCardBrand,
  formatCardNumber,
  formatExpiryInput,
  isExpiryValid,
  isValidCardNumber,
  isValidCvv,
  luhnCheck,
  maxCardLength,
  parseExpiry,
} from './cards.ts';
import { checkCardBeforePosting, isValidHolderName, toCardFormValues } from './card-posting.ts';

const today = { year: 2025, month: 6, day: 15 };

describe('brand detection', () => {
  it.each([
    ['001 §3 maestro 5018', '5018000000000000', 'maestro'],
    ['001 §3 maestro 6220 before discover 622', '6220000000000000', 'maestro'],
    ['001 §3 maestro 67', '6700000000000', 'maestro'],
    ['001 §3 forbrugsforeningen 600', '6000000000000000', 'forbrugsforeningen'],
    ['001 §3 dankort 5019', '5019000000000000', 'dankort'],
    ['001 §3 visa 4', '4111111111111111', 'visa'],
    ['001 §3 mastercard 51-55', '5500000000000004', 'mastercard'],
    ['001 §3 mastercard 22-27', '2221000000000009', 'mastercard'],
    ['001 §3 amex 34', '340000000000009', 'amex'],
    ['001 §3 amex 37', '378282246310005', 'amex'],
    ['001 §3 dinersclub 36', '36000000000008', 'dinersclub'],
    ['001 §3 discover 65', '6500000000000002', 'discover'],
    ['001 §3 discover 622', '6221000000000000', 'discover'],
    ['001 §3 unionpay 62', '6200000000000005', 'unionpay'],
    ['001 §3 unionpay 88', '8800000000000000', 'unionpay'],
    ['001 §3 jcb 35', '3530111333300000', 'jcb'],
    ['001 §3 unknown prefix', '9000', undefined],
    ['001 §3 empty', '', undefined],
  ] as const)('%s', (_s, number, expected) => {
    expect(detectCardBrand(number)?.type).toBe(expected);
  });

  it.each([
    ['001 §3 amex cvv 3 or 4', 'amex', [3, 4]],
    ['001 §3 maestro cvv 3', 'maestro', [3]],
    ['001 §3 unionpay has no Luhn', 'unionpay', false],
    ['001 §3 visa uses Luhn', 'visa', true],
  ] as const)('%s', (_s, type, expected) => {
    const brand = CARD_BRANDS.find((b) => b.type === type);
    expect(Array.isArray(expected) ? brand?.cvvLengths : brand?.luhn).toEqual(expected);
  });
});

describe('card number validity', () => {
  it.each([
    ['001 §3 visa 16 with Luhn', '4111 1111 1111 1111', true],
    ['001 §3 visa 13 with Luhn', '4222222222222', true],
    ['001 §3 visa failing Luhn', '4111111111111112', false],
    ['001 §3 visa with a wrong length', '41111111111111', false],
    ['001 §3 amex 15', '378282246310005', true],
    ['001 §3 diners 14', '36000000000008', true],
    ['001 §3 unionpay without Luhn', '6200000000000001', true],
    ['001 §3 unknown brand refused (ADR 0003)', '9000000000000000', false],
    ['001 §5 digits only', '4111-1111-1111-1111', false],
  ] as const)('%s', (_s, number, expected) => {
    expect(isValidCardNumber(number)).toBe(expected);
  });

  it('001 §5 Luhn routine', () => {
    expect(luhnCheck('79927398713')).toBe(true);
    expect(luhnCheck('79927398710')).toBe(false);
    expect(luhnCheck('')).toBe(false);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['001 §5 amex grouped 4-6-5', '378282246310005', '3782 822463 10005'],
    ['001 §5 diners grouped 4-6-4', '36000000000008', '3600 000000 0008'],
    ['001 §5 others in groups of 4', '4111111111111111', '4111 1111 1111 1111'],
    ['001 §5 capped at the brand longest length (amex 15)', '3782822463100051234', '3782 822463 10005'],
    ['001 §5 capped at the brand longest length (visa 16)', '41111111111111112222', '4111 1111 1111 1111'],
    ['001 §5 maestro up to 19', '50180000000000000001', '5018 0000 0000 0000 000'],
    ['001 §5 partial input', '37828', '3782 8'],
    ['001 §5 non-digits dropped', '4111-11', '4111 11'],
  ] as const)('%s', (_s, input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
  });

  it('property: grouping then stripping spaces returns the (capped) digits', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength: 25 }),
        (digits) => {
          const grouped = formatCardNumber(digits);
          const cap = Math.min(maxCardLength(digits), 19);
          return grouped.replace(/ /g, '') === digits.slice(0, cap) && !/ {2}|^ | $/.test(grouped);
        },
      ),
    );
  });
});

describe('cvv', () => {
  it.each([
    ['001 §5 cvv 3 digits', '123', undefined, true],
    ['001 §5 cvv 4 digits', '1234', undefined, true],
    ['001 §5 cvv 2 digits', '12', undefined, false],
    ['001 §5 cvv digits only', '12a', undefined, false],
    ['001 §3 visa cvv 3 only', '1234', 'visa', false],
    ['001 §3 amex cvv 4', '1234', 'amex', true],
  ] as const)('%s', (_s, cvv, brandType, expected) => {
    const brand = brandType ? CARD_BRANDS.find((b) => b.type === brandType) : undefined;
    expect(isValidCvv(cvv, brand)).toBe(expected);
  });
});

describe('expiry', () => {
  it.each([
    ['001 §5 a single digit above 1 gets a leading zero', '3', undefined, '03'],
    ['001 §5 0 and 1 wait for the second digit', '1', undefined, '1'],
    ['001 §5 auto-formatted MM / YYYY', '122025', undefined, '12 / 2025'],
    ['001 §5 no more than 6 digits', '1220251', undefined, '12 / 2025'],
    ['001 §5 partial year while typing', '12 / 20', undefined, '12 / 20'],
    ['001 §5 year prefix 20 added on completion', '12/25', true, '12 / 2025'],
    ['001 §5 explicit single-digit month padded', '1/27', true, '01 / 2027'],
    ['001 §5 leading zero then the rest', '325', undefined, '03 / 25'],
    ['001 §5 empty stays empty', '', undefined, ''],
  ] as const)('%s', (_s, raw, complete, expected) => {
    expect(formatExpiryInput(raw, complete ? { complete } : undefined)).toBe(expected);
  });

  it('property: the formatted value is at most 9 characters and stable', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (s) => {
        const once = formatExpiryInput(s);
        return once.length <= 9 && formatExpiryInput(once) === once;
      }),
    );
  });

  it.each([
    ['001 §5 MM/YY accepted, 20 prefix', '07/26', { month: 7, year: 2026 }],
    ['001 §5 MM/YYYY accepted', '07 / 2026', { month: 7, year: 2026 }],
    ['001 §5 month 13 refused', '13/26', null],
    ['001 §5 three-digit year refused', '07/202', null],
  ] as const)('%s', (_s, value, expected) => {
    expect(parseExpiry(value)).toEqual(expected);
  });

  it.each([
    ['001 §5 later year valid', '01/26', true],
    ['001 §5 current year, current month valid', '06/2025', true],
    ['001 §5 current year, past month invalid', '05/2025', false],
    ['001 §5 past year invalid', '12/24', false],
    ['001 §5 garbage invalid', 'soon', false],
  ] as const)('%s', (_s, value, expected) => {
    expect(isExpiryValid(value, today)).toBe(expected);
  });
});

describe('checkCardBeforePosting', () => {
  const good = { holderName: 'Jo Bloggs', number: '4111111111111111', cvc: '123', expiry: '12 / 2026' };
  it.each([
    ['001 §5 a valid card passes', good, { ok: true }],
    [
      '001 §5 CVC message',
      { ...good, cvc: '12' },
      { ok: false, code: 401, messages: ['Please check your CVC number.'] },
    ],
    [
      '001 §5 name message',
      { ...good, holderName: ' ' },
      { ok: false, code: 401, messages: ['Please check the name on your card entered.'] },
    ],
    [
      '001 §5 number message',
      { ...good, number: '4111111111111112' },
      { ok: false, code: 401, messages: ['Please check your card number.'] },
    ],
    [
      '001 §5 expiry message',
      { ...good, expiry: '01/2025' },
      { ok: false, code: 401, messages: ['Please check the card expiry date entered.'] },
    ],
  ] as const)('%s', (_s, card, expected) => {
    expect(checkCardBeforePosting(card, today)).toEqual(expected);
  });

  it('ADR 0003 holder names need a letter and no digits', () => {
    expect(isValidHolderName("Mary-Jane O'Neil")).toBe(true);
    expect(isValidHolderName('J0 Bloggs')).toBe(false);
  });

  it('001 §3 card form values: two-digit year gets 20', () => {
    const now = new Date('2025-06-15T01:02:03.000Z');
    expect(
      toCardFormValues(
        {
          nameOnCard: ' Jo ',
          cardNo: '4111 1111 1111 1111',
          expiryDate: '7/26'.padStart(5, '0'),
          cvv: '123',
        },
        now,
      ),
    ).toEqual({
      number: '4111111111111111',
      cvc: '123',
      expiryMonth: '07',
      expiryYear: '2026',
      holderName: 'Jo',
      generationtime: '2025-06-15T01:02:03.000Z',
    });
    expect(toCardFormValues({ nameOnCard: 'Jo', cardNo: '4', expiryDate: 'x', cvv: '1' }, now)).toBeNull();
    expect(cardDigits('4111 11')).toBe('411111');
  });
});

describe('cardBrandName', () => {
  it('names each brand of 001 §3 as the card itself does', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('mastercard')).toBe('Mastercard');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('dinersclub')).toBe('Diners Club');
    expect(cardBrandName('jcb')).toBe('JCB');
    expect(cardBrandName('unionpay')).toBe('UnionPay');
    for (const brand of CARD_BRAND_TYPES) expect(cardBrandName(brand)).not.toBe(brand);
  });

  it('reads a brand id in any case, and keeps one it does not know, capitalised', () => {
    expect(cardBrandName('VISA')).toBe('Visa');
    expect(cardBrandName('eftpos')).toBe('Eftpos');
  });
});
