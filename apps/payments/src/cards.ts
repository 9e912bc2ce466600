import { cardDigits, detectCardBrand, isValidCardNumber, isValidCvv, isValidHolderName } from '@shop/domain';
import { z } from 'zod';

// What the sandbox decides about a card (docs/decisions/0027-payments-sandbox.md): the domain's card rules first,
// then the documented test cards' behaviours. Nothing here keeps or returns the number or the CVC.

export const CARD_BEHAVIOURS = ['approve', 'refuse', 'insufficientFunds', 'challenge'] as const;
export type CardBehaviour = (typeof CARD_BEHAVIOURS)[number];

/** The documented test cards; any other valid number approves. */
export const TEST_CARDS: readonly {
  number: string;
  brand: string;
  behaviour: CardBehaviour;
  outcome: string;
}[] = [
  { number: '4242 4242 4242 4242', brand: 'visa', behaviour: 'approve', outcome: 'Authorised' },
  { number: '5555 5555 5555 4444', brand: 'mastercard', behaviour: 'approve', outcome: 'Authorised' },
  { number: '3782 822463 10005', brand: 'amex', behaviour: 'approve', outcome: 'Authorised' },
  { number: '4000 0000 0000 0002', brand: 'visa', behaviour: 'refuse', outcome: 'Refused (declined)' },
  {
    number: '4000 0000 0000 9995',
    brand: 'visa',
    behaviour: 'insufficientFunds',
    outcome: 'Refused (insufficient_funds)',
  },
  { number: '4000 0027 6000 3184', brand: 'visa', behaviour: 'challenge', outcome: '3-D Secure challenge' },
];

const BEHAVIOUR_BY_NUMBER = new Map(TEST_CARDS.map((c) => [cardDigits(c.number), c.behaviour]));

/** The card form values the browser encrypts (001 §3). */
export const CardPayload = z.object({
  number: z.string().max(40),
  cvc: z.string().max(8),
  expiryMonth: z.string().regex(/^\d{1,2}$/),
  expiryYear: z.string().regex(/^\d{4}$/),
  holderName: z.string().max(200),
  generationtime: z.iso.datetime({ offset: true }),
});
export type CardPayload = z.infer<typeof CardPayload>;

/** A blob made longer ago than this is refused: it was captured, not typed (ADR 0027). */
export const BLOB_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Browser clocks run fast; more than this ahead is not a clock, it is a forged stamp. */
export const BLOB_MAX_SKEW_MS = 10 * 60 * 1000;

export type CardDecision =
  | {
      readonly ok: true;
      readonly brand: string;
      readonly last4: string;
      readonly expiryMonth: number;
      readonly expiryYear: number;
      readonly behaviour: CardBehaviour;
    }
  | {
      readonly ok: false;
      readonly refusalReasonCode: string;
      readonly refusalReason: string;
      readonly brand?: string;
      readonly last4?: string;
    };

/** The checks a gateway makes before it asks the issuer: blob age, number, CVC, holder, expiry. */
export function checkCard(card: CardPayload, now: Date): CardDecision {
  const age = now.getTime() - Date.parse(card.generationtime);
  if (age > BLOB_MAX_AGE_MS || age < -BLOB_MAX_SKEW_MS) {
    return { ok: false, refusalReasonCode: 'blob_expired', refusalReason: 'Encrypted card data has expired' };
  }
  const digits = cardDigits(card.number);
  if (!/^[\d\s]+$/.test(card.number) || !isValidCardNumber(digits)) {
    return { ok: false, refusalReasonCode: 'invalid_card', refusalReason: 'Invalid card number' };
  }
  const brand = detectCardBrand(digits);
  const known = { brand: brand?.type ?? 'unknown', last4: digits.slice(-4) };
  if (!isValidCvv(card.cvc, brand)) {
    return { ok: false, refusalReasonCode: 'invalid_card', refusalReason: 'Invalid CVC', ...known };
  }
  if (!isValidHolderName(card.holderName)) {
    return { ok: false, refusalReasonCode: 'invalid_card', refusalReason: 'Invalid holder name', ...known };
  }
  const month = Number(card.expiryMonth);
  const year = Number(card.expiryYear);
  if (month < 1 || month > 12) {
    return { ok: false, refusalReasonCode: 'invalid_card', refusalReason: 'Invalid expiry date', ...known };
  }
  if (isExpired(month, year, now)) {
    return { ok: false, refusalReasonCode: 'expired_card', refusalReason: 'Expired card', ...known };
  }
  return {
    ok: true,
    ...known,
    expiryMonth: month,
    expiryYear: year,
    behaviour: BEHAVIOUR_BY_NUMBER.get(digits) ?? 'approve',
  };
}

/** A card is good through the last day of its expiry month (UTC: the gateway has no shopper time zone). */
export function isExpired(month: number, year: number, now: Date): boolean {
  const y = now.getUTCFullYear();
  return year < y || (year === y && month < now.getUTCMonth() + 1);
}
