import { cardDigits, isExpiryValid, isValidCardNumber, parseExpiry } from './cards.ts';
import type { DateInput } from './dates.ts';

// What a card needs at the moment it is posted (001 §5, §9): the check before posting, the values handed to the
// encryption and its parameters. Apart from the card rules a form uses while the shopper types (cards.ts), so a
// checkout page loads these with its submit (docs/decisions/0068).

/** 001 §5 messages when the card check before posting fails; they travel with error code 401. */
export const CARD_FAILURE_MESSAGES = {
  cvc: 'Please check your CVC number.',
  holderName: 'Please check the name on your card entered.',
  number: 'Please check your card number.',
  expiry: 'Please check the card expiry date entered.',
} as const;
export const CARD_FAILURE_CODE = 401;

export interface CardToCheck {
  readonly holderName: string;
  readonly number: string;
  readonly cvc: string;
  readonly expiry: string;
}

/** A holder name needs a letter and no digits; anything more would refuse real names. */
export function isValidHolderName(name: string): boolean {
  const v = name.trim();
  return v.length > 0 && /\p{L}/u.test(v) && !/\d/.test(v);
}

export type CardCheckResult =
  { readonly ok: true } | { readonly ok: false; readonly code: 401; readonly messages: string[] };

export function checkCardBeforePosting(card: CardToCheck, today: DateInput): CardCheckResult {
  const messages: string[] = [];
  if (!isValidHolderName(card.holderName)) messages.push(CARD_FAILURE_MESSAGES.holderName);
  if (!/^\d{3,4}$/.test(card.cvc)) messages.push(CARD_FAILURE_MESSAGES.cvc);
  if (!isValidCardNumber(card.number)) messages.push(CARD_FAILURE_MESSAGES.number);
  if (!isExpiryValid(card.expiry, today)) messages.push(CARD_FAILURE_MESSAGES.expiry);
  return messages.length === 0 ? { ok: true } : { ok: false, code: CARD_FAILURE_CODE, messages };
}

export interface CardFormValues {
  readonly number: string;
  readonly cvc: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
  readonly holderName: string;
  readonly generationtime: string;
}

/** The values handed to card encryption (001 §3); `now` stamps generationtime. */
export function toCardFormValues(
  card: { nameOnCard: string; cardNo: string; expiryDate: string; cvv: string },
  now: Date,
): CardFormValues | null {
  const expiry = parseExpiry(card.expiryDate);
  if (!expiry) return null;
  return {
    number: cardDigits(card.cardNo),
    cvc: card.cvv,
    expiryMonth: String(expiry.month).padStart(2, '0'),
    expiryYear: String(expiry.year),
    holderName: card.nameOnCard.trim(),
    generationtime: now.toISOString(),
  };
}

/** 001 §9 card encryption parameters. */
export const CARD_ENCRYPTION = { alg: 'RSA-OAEP-256', enc: 'A256GCM' } as const;
