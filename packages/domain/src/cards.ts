import { toCalendarDate, type DateInput } from './dates.ts';
import { groupChars } from './text.ts';

// 001 §3 card brand table and 001 §5 card entry rules.

export const CARD_BRAND_TYPES = [
  'maestro',
  'forbrugsforeningen',
  'dankort',
  'visa',
  'mastercard',
  'amex',
  'dinersclub',
  'discover',
  'unionpay',
  'jcb',
] as const;
export type CardBrandType = (typeof CARD_BRAND_TYPES)[number];

/** The brands as a shopper reads them on a card ('visa' is Visa); the ids are 001 §3's, which gateways report too. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrandType, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  dinersclub: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  dankort: 'Dankort',
  forbrugsforeningen: 'Forbrugsforeningen',
};

/** A brand id as a shopper reads it; one the table does not know keeps its own spelling, capitalised. */
export function cardBrandName(brand: string): string {
  const known = (CARD_BRAND_NAMES as Readonly<Record<string, string>>)[brand.toLowerCase()];
  return known ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

export interface CardBrand {
  readonly type: CardBrandType;
  readonly prefixes: readonly string[];
  readonly lengths: readonly number[];
  readonly cvvLengths: readonly number[];
  readonly luhn: boolean;
  /** Digit groups used for display; a brand without one is shown in fours. */
  readonly groups?: readonly number[];
}

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_v, i) => String(from + i));

/** Order matters: the first brand whose prefix matches wins (5018 maestro before mastercard-like 5x, 6220 before 622). */
export const CARD_BRANDS: readonly CardBrand[] = [
  {
    type: 'maestro',
    prefixes: ['5018', '502', '503', '506', '56', '58', '639', '6220', '67'],
    lengths: range(12, 19).map(Number),
    cvvLengths: [3],
    luhn: true,
  },
  { type: 'forbrugsforeningen', prefixes: ['600'], lengths: [16], cvvLengths: [3], luhn: true },
  { type: 'dankort', prefixes: ['5019'], lengths: [16], cvvLengths: [3], luhn: true },
  { type: 'visa', prefixes: ['4'], lengths: [13, 16], cvvLengths: [3], luhn: true },
  {
    type: 'mastercard',
    prefixes: [...range(51, 55), ...range(22, 27)],
    lengths: [16],
    cvvLengths: [3],
    luhn: true,
  },
  { type: 'amex', prefixes: ['34', '37'], lengths: [15], cvvLengths: [3, 4], luhn: true, groups: [4, 6, 5] },
  {
    type: 'dinersclub',
    prefixes: ['30', '36', '38', '39'],
    lengths: [14],
    cvvLengths: [3],
    luhn: true,
    groups: [4, 6, 4],
  },
  { type: 'discover', prefixes: ['60', '64', '65', '622'], lengths: [16], cvvLengths: [3], luhn: true },
  {
    type: 'unionpay',
    prefixes: ['62', '88'],
    lengths: range(16, 19).map(Number),
    cvvLengths: [3],
    luhn: false,
  },
  { type: 'jcb', prefixes: ['35'], lengths: [16], cvvLengths: [3], luhn: true },
];

export const CARD_LIMITS = {
  numberMaxLength: 19,
  expiryMaxLength: 9,
  cvvMin: 3,
  cvvMax: 4,
} as const;

export const cardDigits = (value: string): string => value.replace(/\D/g, '');

export function detectCardBrand(number: string): CardBrand | undefined {
  const digits = cardDigits(number);
  if (digits === '') return undefined;
  return CARD_BRANDS.find((b) => b.prefixes.some((p) => digits.startsWith(p)));
}

export function luhnCheck(number: string): boolean {
  const digits = cardDigits(number);
  if (digits === '') return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Brand, length and (where the brand uses it) Luhn; a number with no known brand is not accepted. */
export function isValidCardNumber(number: string): boolean {
  if (/[^\d\s]/.test(number)) return false;
  const digits = cardDigits(number);
  const brand = detectCardBrand(digits);
  if (!brand || !brand.lengths.includes(digits.length)) return false;
  return !brand.luhn || luhnCheck(digits);
}

/** The longest number the detected brand allows, else the field's 19. */
export function maxCardLength(number: string): number {
  const brand = detectCardBrand(number);
  return brand ? Math.max(...brand.lengths) : CARD_LIMITS.numberMaxLength;
}

/** Display grouping while typing: 4-6-5 amex, 4-6-4 diners, fours otherwise, capped at the brand's longest length. */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input).slice(0, CARD_LIMITS.numberMaxLength);
  const brand = detectCardBrand(digits);
  const capped = digits.slice(0, maxCardLength(digits));
  return groupChars(capped, brand?.groups ?? [], 4);
}

/** cvc 3 or 4 digits; with a brand, the brand's own lengths. */
export function isValidCvv(cvv: string, brand?: CardBrand): boolean {
  if (!/^\d+$/.test(cvv)) return false;
  const lengths: readonly number[] = brand?.cvvLengths ?? [CARD_LIMITS.cvvMin, CARD_LIMITS.cvvMax];
  return lengths.includes(cvv.length);
}

export interface ExpiryInputOptions {
  /** On blur or paste a two-digit year is completed with 20; while typing it is not, so '2025' can be typed. */
  readonly complete?: boolean;
}

/**
 * 'MM / YYYY' auto-format (001 §5): digits only, at most 6; a single first digit above 1 gets a leading zero; an
 * explicit 'M/YY' month is padded too.
 */
export function formatExpiryInput(raw: string, opts: ExpiryInputOptions = {}): string {
  const explicit = /^\s*(\d)\s*\/\s*(\d*)\s*$/.exec(raw);
  let digits = explicit ? `0${explicit[1] ?? ''}${explicit[2] ?? ''}` : cardDigits(raw);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 6);
  if (digits.length <= 2) return digits;
  let year = digits.slice(2);
  if (opts.complete && year.length === 2) year = `20${year}`;
  return `${digits.slice(0, 2)} / ${year}`;
}

export interface CardExpiry {
  readonly month: number;
  readonly year: number;
}

/** Accepts MM/YY or MM/YYYY, spaces allowed; a two-digit year gets the 20 prefix. */
export function parseExpiry(value: string): CardExpiry | null {
  const m = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const yearText = m[2] ?? '';
  return { month: Number(m[1]), year: Number(yearText.length === 2 ? `20${yearText}` : yearText) };
}

/** Not expired: a later year, or this year and a month not past (001 §5). */
export function isExpiryValid(value: string, today: DateInput): boolean {
  const parsed = parseExpiry(value);
  if (!parsed) return false;
  const t = toCalendarDate(today);
  return parsed.year > t.year || (parsed.year === t.year && parsed.month >= t.month);
}
