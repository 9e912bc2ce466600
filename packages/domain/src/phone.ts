import { groupChars } from './text.ts';
import type { Country } from './themes.ts';

// 000 §5 and 001 §5: one validator accepts AU and NZ numbers; the country only picks which error kind to report.

export const PHONE_ERROR_KINDS = [
  'generic',
  'missingAreaCode',
  'notAusMobileNumber',
  'notNewZealandMobileNumber',
] as const;
export type PhoneErrorKind = (typeof PHONE_ERROR_KINDS)[number];

/** The spec names the kinds but not their words; these are ours (docs/decisions/0003-domain-readings.md). */
export const PHONE_ERROR_MESSAGES = {
  generic: 'Please enter a valid phone number',
  missingAreaCode: 'Please include your area code',
  notAusMobileNumber: 'Please enter a valid Australian mobile number',
  notNewZealandMobileNumber: 'Please enter a valid New Zealand mobile number',
} as const satisfies Record<PhoneErrorKind, string>;

export const PHONE_LIMITS = {
  maxInternationalLength: 15,
  auLength: 10,
  /** The checkout field's own limits (001 §5). */
  fieldMin: 8,
  fieldMax: 20,
} as const;

/** Characters the checkout phone field accepts before the validator runs (001 §5). */
export const PHONE_FIELD_PATTERN = /^[0-9A-Za-z\-() ]+$/;

export const PHONE_PATTERNS = {
  auLandline: /^0[1236789]\d{8}$/,
  auMobile: /^0[45]\d{8}$/,
  nzLandline: /^0[3-9]\d{7}$/,
  nzMobile: /^02\d{7,9}$/,
  tollFree: /^(?:0800|0508)\d{6}$/,
  missingAreaCode: /^[1-9]\d{7}$/,
} as const;

/** Strips everything but letters and digits. */
export function stripPhone(raw: string): string {
  return raw.replace(/[^0-9A-Za-z]/g, '');
}

/**
 * +61, 61, 0061, +64, 64 and 0064 become a leading 0. A bare 61/64 is only read as a country code when enough digits
 * follow for a national number, so an 8-digit local number such as 6123 4567 keeps its digits.
 */
export function normalisePhone(raw: string): string {
  const s = stripPhone(raw);
  const m = /^00(61|64)(.*)$/.exec(s) ?? (s.length >= 10 ? /^(61|64)(.*)$/.exec(s) : null);
  if (!m) return s;
  return `0${(m[2] ?? '').replace(/^0+/, '')}`;
}

export function isValidPhone(raw: string): boolean {
  return validatePhone(raw) === null;
}

/** null when valid, else the error kind; `country` only decides which kind a near miss reports. */
export function validatePhone(raw: string, country: Country = 'AU'): PhoneErrorKind | null {
  const stripped = stripPhone(raw);
  if (stripped.length === 0 || stripped.length > PHONE_LIMITS.maxInternationalLength) return 'generic';
  const n = normalisePhone(raw);
  const p = PHONE_PATTERNS;
  if ([p.auLandline, p.auMobile, p.nzLandline, p.nzMobile, p.tollFree].some((re) => re.test(n))) return null;
  if (p.missingAreaCode.test(n)) return 'missingAreaCode';
  if (country === 'AU' && /^0[45]/.test(n)) return 'notAusMobileNumber';
  if (country === 'NZ' && /^02/.test(n)) return 'notNewZealandMobileNumber';
  return 'generic';
}

export function phoneErrorMessage(kind: PhoneErrorKind): string {
  return PHONE_ERROR_MESSAGES[kind];
}

export function isMobileNumber(normalised: string, country: Country = 'AU'): boolean {
  return country === 'NZ' ? /^02/.test(normalised) : /^0[45]/.test(normalised);
}

/**
 * Display grouping: mobiles (and 0800/0508 numbers) 4-3-rest, landlines 2-4-rest. '02' is a Sydney landline in AU and
 * a mobile in NZ, hence the country.
 */
export function formatPhone(raw: string, country: Country = 'AU'): string {
  const n = normalisePhone(raw);
  if (!/^0\d*$/.test(n)) return n;
  if (isMobileNumber(n, country) || /^0(?:800|508)/.test(n)) return groupChars(n, [4, 3]);
  return groupChars(n, [2, 4]);
}
