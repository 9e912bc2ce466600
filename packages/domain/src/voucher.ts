import {
  giftCardProblem,
  priceCart,
  type AppliedCode,
  type CartCodeInput,
  type CartLineInput,
  type CartPricing,
  type CodeProblem,
} from './cart-pricing.ts';
import { isValidEmail } from './email.ts';
import { formatPrice } from './money.ts';
import type { ThemeId } from './themes.ts';

// Gift vouchers (docs/decisions/0031-gift-vouchers.md): a gift card bought for someone, in whole dollars, e-mailed to
// them once the order is paid. The value rules live here so the page, the form post and the API agree.

export const VOUCHER_LIMITS = {
  /** Whole dollars. */
  minDollars: 20,
  maxDollars: 1000,
  presets: [50, 100, 200, 500] as readonly number[],
  nameMax: 80,
  messageMax: 300,
  /** Vouchers one cart may hold. */
  perCart: 10,
  /** A voucher's gift card is valid this many years from its issue. */
  validYears: 3,
  codeLength: 16,
} as const;

export const VOUCHER_MESSAGES = {
  valueRequired: 'Please choose a value for the gift voucher.',
  valueWhole: 'Please enter the value in whole dollars, without cents.',
  valueRange: `Please choose a value from ${formatPrice(VOUCHER_LIMITS.minDollars)} to ${formatPrice(VOUCHER_LIMITS.maxDollars)}.`,
  recipientName: 'Please enter the name of the person the voucher is for.',
  recipientEmail: "Please enter the recipient's e-mail address, like name@example.com.",
  senderName: 'Please enter your name, so the recipient knows who the voucher is from.',
  nameTooLong: `Please keep names to ${VOUCHER_LIMITS.nameMax} characters.`,
  messageTooLong: `Please keep the message to ${VOUCHER_LIMITS.messageMax} characters.`,
  tooMany: `A cart can hold up to ${VOUCHER_LIMITS.perCart} gift vouchers. Please check out or remove one first.`,
  notFound: 'That gift voucher is no longer in your cart.',
} as const;

export interface VoucherInput {
  /** Dollars as typed or chosen: a number, or text such as '100' or '$1,000'. */
  readonly value?: number | string | null | undefined;
  readonly recipientName?: string | null | undefined;
  readonly recipientEmail?: string | null | undefined;
  readonly senderName?: string | null | undefined;
  readonly message?: string | null | undefined;
}

export type VoucherField = 'value' | 'recipientName' | 'recipientEmail' | 'senderName' | 'message';

/** A voucher that passed the rules, trimmed, its value in cents. */
export interface VoucherDraft {
  readonly valueCents: number;
  readonly recipientName: string;
  readonly recipientEmail: string;
  readonly senderName: string;
  readonly message: string;
}

export type VoucherCheck =
  | { readonly ok: true; readonly voucher: VoucherDraft }
  | { readonly ok: false; readonly errors: Partial<Record<VoucherField, string>> };

const text = (v: string | null | undefined) => (v ?? '').trim();
// Control characters (other than a message's line breaks) have no place in a name or a mail.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The value in whole dollars, or the message that refuses it. */
export function parseVoucherValue(value: VoucherInput['value']): number | string {
  if (value === null || value === undefined) return VOUCHER_MESSAGES.valueRequired;
  const raw = typeof value === 'number' ? String(value) : value.trim().replace(/^\$/, '').replace(/,/g, '');
  if (raw === '') return VOUCHER_MESSAGES.valueRequired;
  if (!/^\d+(\.\d+)?$/.test(raw)) return VOUCHER_MESSAGES.valueRange;
  const n = Number(raw);
  if (!Number.isFinite(n)) return VOUCHER_MESSAGES.valueRange;
  if (!Number.isInteger(n)) return VOUCHER_MESSAGES.valueWhole;
  if (n < VOUCHER_LIMITS.minDollars || n > VOUCHER_LIMITS.maxDollars) return VOUCHER_MESSAGES.valueRange;
  return n;
}

function nameError(v: string, missing: string): string | null {
  if (v === '' || CONTROL.test(v)) return missing;
  if (v.length > VOUCHER_LIMITS.nameMax) return VOUCHER_MESSAGES.nameTooLong;
  return null;
}

/** Every field's first problem, or the clean voucher. */
export function checkVoucher(input: VoucherInput): VoucherCheck {
  const errors: Partial<Record<VoucherField, string>> = {};
  const value = parseVoucherValue(input.value);
  if (typeof value === 'string') errors.value = value;
  const recipientName = text(input.recipientName);
  const recipientEmail = text(input.recipientEmail);
  const senderName = text(input.senderName);
  const message = (input.message ?? '').trim().replace(/\r\n/g, '\n');
  const rn = nameError(recipientName, VOUCHER_MESSAGES.recipientName);
  if (rn) errors.recipientName = rn;
  if (!isValidEmail(recipientEmail)) errors.recipientEmail = VOUCHER_MESSAGES.recipientEmail;
  const sn = nameError(senderName, VOUCHER_MESSAGES.senderName);
  if (sn) errors.senderName = sn;
  if (message.length > VOUCHER_LIMITS.messageMax || CONTROL.test(message))
    errors.message = VOUCHER_MESSAGES.messageTooLong;
  if (Object.keys(errors).length > 0 || typeof value === 'string') return { ok: false, errors };
  return {
    ok: true,
    voucher: { valueCents: value * 100, recipientName, recipientEmail, senderName, message },
  };
}

/** The alphabet of voucher codes: upper-case letters and digits without 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
export const VOUCHER_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

/**
 * A voucher code from random bytes (the caller supplies crypto-random ones): each byte picks a letter of the alphabet
 * by rejection sampling, so every letter is equally likely. Null when the bytes ran out first.
 */
export function voucherCodeFrom(
  bytes: Uint8Array,
  length: number = VOUCHER_LIMITS.codeLength,
): string | null {
  const n = VOUCHER_CODE_ALPHABET.length;
  const limit = 256 - (256 % n);
  let code = '';
  for (const b of bytes) {
    if (b >= limit) continue;
    code += VOUCHER_CODE_ALPHABET[b % n];
    if (code.length === length) return code;
  }
  return null;
}

/** When a voucher issued at `issuedAt` expires. */
export function voucherExpiry(issuedAt: Date): Date {
  const d = new Date(issuedAt.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + VOUCHER_LIMITS.validYears);
  return d;
}

export interface PricingWithVouchers extends CartPricing {
  /** The vouchers' values, part of subTotalCents. */
  readonly voucherCents: number;
}

/**
 * A cart with vouchers: the products are priced by priceCart (coupons see the product lines only, so a coupon never
 * discounts a voucher), then the vouchers join the sub-total and the gift cards pay for whatever is left, vouchers
 * included, each up to its balance. With no vouchers the answer is priceCart's.
 */
export function priceCartWithVouchers(
  lines: readonly CartLineInput[],
  codes: readonly CartCodeInput[],
  voucherValuesCents: readonly number[],
  ctx: { readonly themeId: ThemeId; readonly now: Date },
): PricingWithVouchers {
  const products = priceCart(
    lines,
    codes.filter((c) => !c.giftCard),
    ctx,
  );
  const vouchers = voucherValuesCents.reduce((n, v) => n + v, 0);
  const subTotal = products.subTotalCents + vouchers;
  let giftCards = 0;
  const problems: CodeProblem[] = [...products.problems];
  const applied: AppliedCode[] = [...products.codes];
  for (const c of codes) {
    if (!c.giftCard) continue;
    const problem = giftCardProblem(c.giftCard, ctx.now);
    if (problem) problems.push(problem);
    const amount = problem
      ? 0
      : Math.min(c.giftCard.balanceCents, subTotal - products.discountCents - giftCards);
    giftCards += amount;
    applied.push({ code: c.code, kind: 'giftCard', amountCents: amount, freeDelivery: false });
  }
  return {
    ...products,
    subTotalCents: subTotal,
    giftCardCents: giftCards,
    orderTotalCents: Math.max(0, subTotal - products.discountCents - giftCards),
    codes: applied,
    problems,
    voucherCents: vouchers,
  };
}
